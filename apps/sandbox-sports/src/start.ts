import { listenForBrowsers } from '@vauhti/server-kit';
import { createApp, type SandboxSportsAppOptions } from './app';
import type { SandboxSportsConfig } from './config';

/** A started system, as the root orchestrator (scripts/start.ts) and tests hold it. */
export type RunningSandboxSports = {
  /** Stops the app: it stops accepting, and in-flight requests finish. */
  close(): Promise<void>;
  /** The browser address, such as http://localhost:5200. */
  urls: string[];
};

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
    const url = await listenForBrowsers(app, config.host, config.port);
    return { close: () => app.close(), urls: [url] };
  } catch (error) {
    await app.close();
    throw error;
  }
}
