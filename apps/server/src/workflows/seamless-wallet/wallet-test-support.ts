import type { Database } from '@vauhti/db';
import { createLogger, createServiceApp, signRequest } from '@vauhti/server-kit';
import { testPlatformConfig } from '../../config';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices, type PlatformServices } from '../../services';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { SeamlessWallet } from './seamless-wallet';
import { seamlessWalletRoutes, type WalletProviderConfig } from './seamless-wallet.routes';
import type { Balances, WalletBody } from './wallet-answers';
import type { RoundEvent } from './wallet-events';

/*
 * The seamless wallet's routes on a test database, with the games and compliance answers it
 * depends on replaced by settable fakes, and every hook call recorded.
 */

export const TEST_START = new Date('2025-06-15T12:00:00.000Z');
export const GAMES_PROVIDER = 'sandbox-games';
export const GAMES_SECRET = 'dev-games-secret';
export const GAME_CODE = 'aurora-book-of-frost';
const PROVIDERS = new Map<string, WalletProviderConfig>([
  [GAMES_PROVIDER, { secret: GAMES_SECRET, product: 'casino' }],
  ['sandbox-sports', { secret: 'dev-sports-secret', product: 'sportsbook' }],
]);

export type WalletCallOptions = {
  provider?: string;
  secret?: string;
  ts?: number | null;
  /** Sent as is instead of JSON.stringify(body + ts). */
  rawBody?: string;
  signature?: string | null;
  /** The operation whose path the signature covers, when it is not the one called. */
  signedOperation?: string;
  contentType?: string;
};

export type WalletCallResult = { statusCode: number; body: WalletBody };

export type TestPlayer = {
  playerId: number;
  externalId: string;
  sessionId: number;
  token: string;
};

let nextEmail = 0;
let nextId = 0;

/** A fresh provider transaction or round id. */
export function uniqueId(prefix = 'tx'): string {
  nextId += 1;
  return `${prefix}-${process.pid}-${nextId}`;
}

export async function startWalletTestApp(options: { poolSizeMax?: number } = {}) {
  const database: Database<PlatformTables> = await openPlatformTestDatabase(
    options.poolSizeMax === undefined ? {} : { poolSizeMax: options.poolSizeMax },
  );
  const clock = fixedClock(TEST_START);
  const logger = createLogger({ name: 'test', level: 'silent' });
  const services: PlatformServices = createPlatformServices({ database, config: testPlatformConfig(), clock, logger });
  const maxStakes = new Map<string, number>();
  const blockedCountries = new Set<string>();
  const balanceEvents: Array<{ playerId: number; balances: Balances }> = [];
  const roundEvents: RoundEvent[] = [];
  const wallet = new SeamlessWallet({
    db: database.kysely,
    preparedQuery: database.preparedQuery,
    gameSessions: services.gameSessions,
    clock,
    logger,
    maxStakeOf: async (gameCode) => maxStakes.get(gameCode),
    isCountryBlocked: (country) => blockedCountries.has(country),
    onBalanceChanged: (playerId, balances) => {
      balanceEvents.push({ playerId, balances });
    },
    onRound: [(event) => void roundEvents.push(event)],
  });
  const app = createServiceApp({ logger });
  await app.register(seamlessWalletRoutes, { prefix: '/api/wallet/v1', wallet, providers: PROVIDERS, clock });
  await app.ready();

  async function call(
    operation: string,
    body: Record<string, unknown>,
    callOptions: WalletCallOptions = {},
  ): Promise<WalletCallResult> {
    const ts = callOptions.ts === undefined ? clock.now().getTime() : callOptions.ts;
    const payload = callOptions.rawBody ?? JSON.stringify(ts === null ? body : { ...body, ts });
    const signedPath = `/api/wallet/v1/${callOptions.signedOperation ?? operation}`;
    const signature =
      callOptions.signature === undefined
        ? signRequest({ method: 'POST', path: signedPath, content: payload }, callOptions.secret ?? GAMES_SECRET)
        : callOptions.signature;
    const response = await app.inject({
      method: 'POST',
      url: `/api/wallet/v1/${operation}`,
      headers: {
        'content-type': callOptions.contentType ?? 'application/json',
        'x-provider-id': callOptions.provider ?? GAMES_PROVIDER,
        ...(signature === null ? {} : { 'x-signature': signature }),
      },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json() as WalletBody };
  }

  /** A verified player with a web session, money on the account and a launch token for GAME_CODE. */
  async function createPlayer(
    funds: { cashMinor?: number; bonusMinor?: number; country?: string } = {},
  ): Promise<TestPlayer> {
    nextEmail += 1;
    const created = await services.identity.createPlayerByOperator({
      email: `wallet.${nextEmail}.${process.pid}@example.test`,
      password: 'Wallet-Test-Pass-1',
      country: 'FI',
      currency: 'EUR',
      verified: true,
    });
    if (!created.ok) throw new Error(`could not create a player: ${created.error.message}`);
    const { playerId, externalId } = created.value;
    if (funds.cashMinor) {
      const deposit = await services.ledger.deposit({
        source: 'test-psp',
        externalId: uniqueId('deposit'),
        playerId,
        currency: 'EUR',
        amountMinor: funds.cashMinor,
        provider: 'test-psp',
      });
      if (!deposit.ok) throw new Error('deposit failed');
    }
    if (funds.bonusMinor) {
      const grant = await services.ledger.grantBonus({
        source: 'test-bonus',
        externalId: uniqueId('bonus'),
        playerId,
        currency: 'EUR',
        amountMinor: funds.bonusMinor,
        bonusId: 'welcome',
      });
      if (!grant.ok) throw new Error('bonus grant failed');
    }
    const { sessionId } = await services.identity.sessions.open(database.kysely, playerId, {});
    const { token } = await services.gameSessions.issue({
      playerId,
      sessionId,
      provider: GAMES_PROVIDER,
      gameCode: GAME_CODE,
      currency: 'EUR',
      country: funds.country ?? 'FI',
      language: 'fi',
    });
    return { playerId, externalId, sessionId, token };
  }

  const balancesOf = (playerId: number) => readBalances(database.kysely, playerId, 'EUR');

  async function transferCount(): Promise<number> {
    const row = await database.kysely
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('source', 'in', [GAMES_PROVIDER, 'sandbox-sports'])
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    app,
    database,
    services,
    clock,
    wallet,
    maxStakes,
    blockedCountries,
    balanceEvents,
    roundEvents,
    call,
    createPlayer,
    balancesOf,
    transferCount,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type WalletTestApp = Awaited<ReturnType<typeof startWalletTestApp>>;

/** The body of a bet by this player, overridable field by field. */
export function betBody(player: TestPlayer, overrides: Record<string, unknown> = {}) {
  return {
    transactionId: uniqueId('bet'),
    roundId: uniqueId('round'),
    playerId: player.externalId,
    gameCode: GAME_CODE,
    amount: 100,
    currency: 'EUR',
    token: player.token,
    ...overrides,
  };
}

export function winBody(player: TestPlayer, overrides: Record<string, unknown> = {}) {
  return {
    transactionId: uniqueId('win'),
    roundId: uniqueId('round'),
    playerId: player.externalId,
    gameCode: GAME_CODE,
    amount: 100,
    currency: 'EUR',
    roundClosed: true,
    ...overrides,
  };
}

export function rollbackBody(
  player: TestPlayer,
  referenceTransactionId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    transactionId: uniqueId('rollback'),
    referenceTransactionId,
    roundId: uniqueId('round'),
    playerId: player.externalId,
    gameCode: GAME_CODE,
    ...overrides,
  };
}
