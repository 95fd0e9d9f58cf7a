import type { AddressInfo } from 'node:net';
import { createApp, type SandboxSportsAppOptions } from './app';
import type { SandboxSportsConfig } from './config';

/** A started system, as the root orchestrator (scripts/start.ts) and tests hold it. */
export type RunningSandboxSports = {
  /** Stops the app: it stops accepting, and in-flight requests finish. */
  close(): Promise<void>;
  /** The browser address, such as http://localhost:5200. */
  urls: string[];
};

/** Host names that a browser on this machine reaches as `localhost`. */
const LOOPBACK_OR_ANY_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Creates and starts sandbox-sports. The URL names `localhost`, never 127.0.0.1, because the site
 * compares partner origins as strings.
 */
export async function startSandboxSports(
  config: SandboxSportsConfig,
  options: SandboxSportsAppOptions = {},
): Promise<RunningSandboxSports> {
  const app = await createApp(config, options);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const host = config.host;
  const browserHost = LOOPBACK_OR_ANY_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { close: () => app.close(), urls: [`http://${browserHost}:${address.port}`] };
}
