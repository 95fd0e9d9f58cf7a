import type { Environment } from '../../config';

/** The cashier's configuration, read from the environment (see the domain README). */
export type CashierConfig = Record<never, never>;

export function cashierConfigOf(_environment: NodeJS.ProcessEnv, _nodeEnvironment: Environment): CashierConfig {
  return {};
}
