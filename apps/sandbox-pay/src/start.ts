import { listenForBrowsers } from '@vauhti/server-kit';
import { createApp, createLookupApp, type SandboxPayAppOptions } from './app';
import type { SandboxPayConfig } from './config';

/** A started system, as the root orchestrator (scripts/start.ts) and tests hold it. */
export type RunningSandboxPay = {
  /** Stops both apps: they stop accepting, and in-flight requests finish. */
  close(): Promise<void>;
  /** Browser addresses: the cashier host first, then the customer lookup. */
  urls: string[];
};

/**
 * Creates and starts both apps of sandbox-pay. If the lookup app cannot listen (its port is
 * taken), the cashier host is closed again so nothing is left half-started.
 */
export async function startSandboxPay(
  config: SandboxPayConfig,
  options: SandboxPayAppOptions = {},
): Promise<RunningSandboxPay> {
  const cashier = await createApp(config, options);
  const lookup = await createLookupApp(config, options);
  try {
    const cashierUrl = await listenForBrowsers(cashier, config.host, config.port);
    const lookupUrl = await listenForBrowsers(lookup, config.host, config.lookupPort);
    return {
      close: async () => {
        await Promise.all([cashier.close(), lookup.close()]);
      },
      urls: [cashierUrl, lookupUrl],
    };
  } catch (error) {
    await Promise.allSettled([cashier.close(), lookup.close()]);
    throw error;
  }
}
