import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSandboxGamesConfig, type RunningSandboxGames, startSandboxGames } from '@vauhti/sandbox-games';
import { loadPlatformConfig } from '../../apps/server/src/config';
import { type RunningSystem, startPlatform } from '../../apps/server/src/main';
import { findFreePort, WEB_DIST_DIR } from './platform';

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

export type RunningCasino = {
  /** The site's origin, such as http://localhost:41234. */
  url: string;
  /** The game provider's origin. */
  gamesUrl: string;
  /**
   * Runs `npm run ops -- <args>` against this casino, as an operator would; returns its output.
   * Asynchronous on purpose: the platform answering the CLI runs in this very process.
   */
  ops(args: string[]): Promise<{ status: number; stdout: string; stderr: string }>;
  close(): Promise<void>;
};

/**
 * The platform and the sandbox game provider as `npm start` runs them, on free ports, with an
 * embedded database in a temporary data directory (so the operator CLI can find the running
 * platform through its lock and token, exactly as on a developer's machine). The platform imports
 * the provider's catalogue at start-up and follows its live tables.
 */
export async function startCasino(
  options: { live?: { bettingMs: number; playingMs: number; resultMs: number } } = {},
): Promise<RunningCasino> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vauhti-e2e-'));
  const [platformPort, gamesPort] = [await findFreePort(), await findFreePort()];
  const url = `http://localhost:${platformPort}`;
  const gamesUrl = `http://localhost:${gamesPort}`;
  const environment: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORT: String(platformPort),
    SITE_URL: url,
    WEB_DIST_DIR,
    GAME_PROVIDER_URL: gamesUrl,
    GAME_PROVIDER_SYNC: 'true',
  };
  const gamesConfig = loadSandboxGamesConfig({
    ...environment,
    SANDBOX_GAMES_PORT: String(gamesPort),
    PLATFORM_URL: url,
    SANDBOX_GAMES_PUBLIC_URL: gamesUrl,
    ...(options.live && {
      LIVE_BETTING_MS: String(options.live.bettingMs),
      LIVE_PLAYING_MS: String(options.live.playingMs),
      LIVE_RESULT_MS: String(options.live.resultMs),
    }),
  });
  let games: RunningSandboxGames | undefined;
  let platform: RunningSystem | undefined;
  const close = async () => {
    await platform?.close();
    await games?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    games = await startSandboxGames(gamesConfig);
    platform = await startPlatform(loadPlatformConfig(environment));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    gamesUrl,
    ops: (args) =>
      new Promise((resolveRun) => {
        execFile(
          'npm',
          ['run', '--silent', 'ops', '--', ...args],
          { cwd: REPOSITORY_ROOT, env: { ...process.env, ...environment }, encoding: 'utf8' },
          (error, stdout, stderr) => {
            const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolveRun({ status, stdout, stderr });
          },
        );
      }),
    close,
  };
}
