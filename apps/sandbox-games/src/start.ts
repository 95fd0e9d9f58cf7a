import { listenForBrowsers } from '@vauhti/server-kit';
import { createApp, type SandboxGamesAppOptions } from './app';
import type { SandboxGamesConfig } from './config';

/** A started system, as the root orchestrator (scripts/start.ts) and tests hold it. */
export type RunningSandboxGames = {
  /** Stops the app: it stops accepting, and in-flight requests finish. */
  close(): Promise<void>;
  /** The browser address, such as http://localhost:5100. */
  urls: string[];
};

/**
 * Creates and starts sandbox-games. The URL names `localhost`, never 127.0.0.1, because the site
 * compares partner origins as strings.
 */
export async function startSandboxGames(
  config: SandboxGamesConfig,
  options: SandboxGamesAppOptions = {},
): Promise<RunningSandboxGames> {
  const app = await createApp(config, options);
  try {
    const url = await listenForBrowsers(app, config.host, config.port);
    return { close: () => app.close(), urls: [url] };
  } catch (error) {
    await app.close();
    throw error;
  }
}
