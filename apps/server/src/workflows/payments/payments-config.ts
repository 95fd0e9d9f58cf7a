import type { Environment } from '../../config';

/** The payment provider's configuration, read from the environment (see the workflow README). */
export type PaymentsConfig = Record<never, never>;

export function paymentsConfigOf(_environment: NodeJS.ProcessEnv, _nodeEnvironment: Environment): PaymentsConfig {
  return {};
}
