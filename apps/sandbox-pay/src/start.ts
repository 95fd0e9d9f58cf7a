import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
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
    const cashierUrl = await listen(cashier, config.host, config.port);
    const lookupUrl = await listen(lookup, config.host, config.lookupPort);
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

/** Host names that a browser on this machine reaches as `localhost`. */
const LOOPBACK_OR_ANY_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Listens and returns the address a browser should use. It names `localhost`, never 127.0.0.1,
 * because partners compare origins as strings (PaymentIQ's bootstrapper rejects 127.0.0.1).
 */
async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address() as AddressInfo;
  const browserHost = LOOPBACK_OR_ANY_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${browserHost}:${address.port}`;
}
