import { createLogger, listenForBrowsers } from '@vauhti/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { createApp, createLookupApp, type SandboxPayAppOptions } from './app';
import type { SandboxPayConfig } from './config';
import { openPaymentsCore } from './payments/payments-core';

/** A started system, as the root orchestrator (scripts/start.ts) and tests hold it. */
export type RunningSandboxPay = {
  /** Stops both apps (they stop accepting, in-flight requests finish), then the worker and the database. */
  close(): Promise<void>;
  /** Browser addresses: the cashier host first, then the customer lookup. */
  urls: string[];
};

/**
 * Creates and starts both apps of sandbox-pay on one shared core (database and worker). If the
 * lookup app cannot listen (its port is taken), everything is closed again so nothing is left
 * half-started.
 */
export async function startSandboxPay(
  config: SandboxPayConfig,
  options: SandboxPayAppOptions = {},
): Promise<RunningSandboxPay> {
  const logger = options.logger ?? createLogger({ name: 'sandbox-pay', level: config.logLevel });
  const core = options.core ?? (await openPaymentsCore(config, logger as FastifyBaseLogger, options));
  const closeCore = () => (options.core ? Promise.resolve() : core.close());
  let cashier: Awaited<ReturnType<typeof createApp>> | undefined;
  let lookup: Awaited<ReturnType<typeof createLookupApp>> | undefined;
  try {
    cashier = await createApp(config, { ...options, logger, core });
    lookup = await createLookupApp(config, { ...options, logger, core });
    const cashierUrl = await listenForBrowsers(cashier, config.host, config.port);
    const lookupUrl = await listenForBrowsers(lookup, config.host, config.lookupPort);
    const apps = [cashier, lookup];
    return {
      close: async () => {
        await Promise.all(apps.map((app) => app.close()));
        await closeCore();
      },
      urls: [cashierUrl, lookupUrl],
    };
  } catch (error) {
    await Promise.allSettled([cashier?.close(), lookup?.close()]);
    await closeCore();
    throw error;
  }
}
