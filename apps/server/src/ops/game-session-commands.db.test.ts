import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../config';
import { importCatalogue } from '../domains/games/catalogue-import';
import { fixtureFeed } from '../domains/games/test-support/catalogue-fixture';
import { systemClock } from '../infra/time/clock';
import type { PlatformTables } from '../platform-tables';
import { createPlatformServices, type PlatformServices } from '../services';
import { openPlatformTestDatabase } from '../test-support/platform-test-database';
import { type OpsOutcome, runOpsCommand } from './commands';

let database: Database<PlatformTables>;
let services: PlatformServices;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock: systemClock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  await importCatalogue(services.db, fixtureFeed(), { now: new Date(), sanitise: (html) => html });
  const created = await runOpsCommand(services, 'create-player', {
    email: 'launcher@example.test',
    password: 'Ops-Test-Pass-1',
    country: 'FI',
    currency: 'EUR',
    balance: '50.00',
    verified: true,
    operator: 'ops-test',
  });
  expect(created.ok, created.text).toBe(true);
});
afterAll(() => database.close());

const run = (options: Record<string, unknown>) =>
  runOpsCommand(services, 'game-session', { operator: 'ops-test', ...options });
const errorCode = (outcome: OpsOutcome) => (outcome.data as { error?: { code: string } }).error?.code;

describe('ops game-session', () => {
  it('prints a launch token and the provider URL, and the token authenticates at the wallet', async () => {
    const outcome = await run({ player: 'launcher@example.test', game: 'aurora-book-of-frost' });
    expect(outcome.ok, outcome.text).toBe(true);
    const data = outcome.data as { token: string; url: string; expiresAt: string };
    expect(outcome.text).toContain(data.token);
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5100/play/aurora-book-of-frost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'real',
      token: data.token,
      lang: 'fi',
      currency: 'EUR',
      lobbyUrl: 'http://localhost:3000/fi/casino',
    });
    expect(await services.gameSessions.resolve(data.token)).toMatchObject({
      sessionId: null,
      gameCode: 'aurora-book-of-frost',
    });
    const answer = await services.seamlessWallet.authenticate(
      { id: 'sandbox-games', product: 'casino' },
      { token: data.token },
    );
    expect(answer.body).toMatchObject({ status: 'OK', cash: 5_000, currency: 'EUR', country: 'FI' });
  });

  it('refuses an unknown player or game', async () => {
    expect(errorCode(await run({ player: 'nobody@example.test', game: 'aurora-book-of-frost' }))).toBe(
      'PLAYER_NOT_FOUND',
    );
    expect(errorCode(await run({ player: 'launcher@example.test', game: 'no-such-game' }))).toBe('GAME_NOT_FOUND');
    expect(errorCode(await run({ player: 'launcher@example.test' }))).toBe('INVALID_OPTIONS');
  });
});
