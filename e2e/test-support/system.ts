import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSandboxGamesConfig, type RunningSandboxGames, startSandboxGames } from '@vauhti/sandbox-games';
import { loadSandboxPayConfig, type RunningSandboxPay, startSandboxPay } from '@vauhti/sandbox-pay';
import { loadPlatformConfig } from '../../apps/server/src/config';
import { type RunningSystem, startPlatform } from '../../apps/server/src/main';
import { freePort, retryWhileAddressInUse } from '../../apps/server/src/test-support/ports';
import { type OpsJsonResult, runOpsJson } from './ops';

/** The built site the platform serves (support/web-build.ts keeps it up to date). */
export const WEB_DIST_DIR = resolve(import.meta.dirname, '../../apps/web/dist');

/** The ports PaymentIQ's bootstrapper (and ours) load the cashier and the lookup from in `development`. */
const DEVELOPMENT_CASHIER_PORT = 5000;
const DEVELOPMENT_LOOKUP_PORT = 4000;

export type PaymentsOptions = {
  /**
   * The provider on 5000 (cashier) and 4000 (lookup), the addresses PaymentIQ's bootstrapper (and
   * ours) load in its `development` environment; free ports otherwise.
   */
  fixedPorts?: boolean;
};

export type GamesOptions = {
  /** The live tables' phase lengths; the provider's own when not given. */
  live?: { bettingMs: number; playingMs: number; resultMs: number };
};

/** Which sandbox providers a suite needs beside the platform; a provider left out is not started. */
export type SystemOptions = { payments?: PaymentsOptions; games?: GamesOptions };

export type RunningSuiteSystem<Options extends SystemOptions = SystemOptions> = {
  /** The site's origin, such as http://localhost:41234. */
  url: string;
  /**
   * `npm run ops -- <args> --json` against this platform, as an operator would; the parsed JSON
   * answer. Asynchronous on purpose: the platform answering the CLI runs in this very process.
   */
  ops(args: string[]): Promise<OpsJsonResult>;
  close(): Promise<void>;
} & (Options extends { payments: PaymentsOptions }
  ? {
      /** The payment provider's origin: the hosted cashier loads from there. */
      payUrl: string;
      /** The provider's customer lookup origin. */
      lookupUrl: string;
    }
  : unknown) &
  (Options extends { games: GamesOptions } ? { /** The game provider's origin. */ gamesUrl: string } : unknown);

/**
 * The platform with the built site as `npm start` runs it, and the sandbox payment and game
 * providers a suite asks for, each with its embedded database in one temporary data directory (so
 * the operator CLI finds the running platform through its lock and token, as on a developer's
 * machine). With the game provider the platform imports its catalogue at start-up and follows its
 * live tables; without it the platform's game sync is off. A start whose free port was taken before
 * it listened runs again on new ports.
 */
export function startSystem<const Options extends SystemOptions>(
  options: Options,
): Promise<RunningSuiteSystem<Options>> {
  return retryWhileAddressInUse(() => startSystemOnce(options));
}

async function startSystemOnce<const Options extends SystemOptions>(
  options: Options,
): Promise<RunningSuiteSystem<Options>> {
  const { payments, games } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'vauhti-e2e-'));
  const platformPort = await freePort();
  const url = `http://localhost:${platformPort}`;
  const cashierPort = payments && (payments.fixedPorts ? DEVELOPMENT_CASHIER_PORT : await freePort());
  const lookupPort = payments && (payments.fixedPorts ? DEVELOPMENT_LOOKUP_PORT : await freePort());
  const gamesPort = games && (await freePort());
  const payUrl = payments && `http://localhost:${cashierPort}`;
  const lookupUrl = payments && `http://localhost:${lookupPort}`;
  const gamesUrl = games && `http://localhost:${gamesPort}`;
  const environment: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORT: String(platformPort),
    SITE_URL: url,
    WEB_DIST_DIR,
    ...(payUrl && { PAYMENT_PROVIDER_URL: payUrl }),
    ...(gamesUrl && { GAME_PROVIDER_URL: gamesUrl }),
    GAME_PROVIDER_SYNC: games ? 'true' : 'false',
  };

  // The providers start side by side, before the platform: it reaches them as it starts.
  const starts: Array<() => Promise<RunningSandboxPay | RunningSandboxGames>> = [];
  if (payments) {
    const payConfig = loadSandboxPayConfig({
      ...environment,
      SANDBOX_PAY_PORT: String(cashierPort),
      SANDBOX_PAY_LOOKUP_PORT: String(lookupPort),
      SANDBOX_PAY_PUBLIC_URL: payUrl,
      SANDBOX_PAY_LOOKUP_PUBLIC_URL: lookupUrl,
      PLATFORM_URL: url,
      // 0: the provider never approves a payout on its own, so a test sees it pending and decides it.
      PAYOUT_APPROVAL_DELAY_MS: '0',
    });
    starts.push(() => startSandboxPay(payConfig));
  }
  if (games) {
    const gamesConfig = loadSandboxGamesConfig({
      ...environment,
      SANDBOX_GAMES_PORT: String(gamesPort),
      PLATFORM_URL: url,
      SANDBOX_GAMES_PUBLIC_URL: gamesUrl,
      ...(games.live && {
        LIVE_BETTING_MS: String(games.live.bettingMs),
        LIVE_PLAYING_MS: String(games.live.playingMs),
        LIVE_RESULT_MS: String(games.live.resultMs),
      }),
    });
    starts.push(() => startSandboxGames(gamesConfig));
  }

  const providers: Array<RunningSandboxPay | RunningSandboxGames> = [];
  let platform: RunningSystem | undefined;
  const close = async () => {
    await platform?.close();
    await Promise.all(providers.map((provider) => provider.close()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Settled, not all: when one provider fails to start, the ones that did are closed too.
    const started = await Promise.allSettled(starts.map((start) => start()));
    for (const result of started) if (result.status === 'fulfilled') providers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    // The suites sign in as the demo players, read codes from the dev mailbox, open the embed demo and
    // move the browser's country with the Dev panel: the kit chooses the dev tools (ADR 0021).
    platform = await startPlatform({ ...loadPlatformConfig(environment), devTools: true });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    ...(payUrl && { payUrl, lookupUrl }),
    ...(gamesUrl && { gamesUrl }),
    ops: (args: string[]) => runOpsJson(environment, args),
    close,
  } as RunningSuiteSystem<Options>;
}
