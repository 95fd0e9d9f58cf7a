import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Host names that a browser on this machine reaches as `localhost`. */
const LOOPBACK_OR_ANY_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Listens and returns the address a browser should use. It names `localhost`, never 127.0.0.1,
 * because partners compare origins as strings (PaymentIQ's bootstrapper rejects 127.0.0.1).
 */
export async function listenForBrowsers(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address() as AddressInfo;
  const browserHost = LOOPBACK_OR_ANY_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${browserHost}:${address.port}`;
}
