import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../config';
import { readBalances } from '../domains/wallet/ledger/ledger-queries';
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
});
afterAll(() => database.close());

const operator = 'ops-test';
const run = (name: string, options: Record<string, unknown>) => runOpsCommand(services, name, { operator, ...options });
const errorCode = (outcome: OpsOutcome) => (outcome.data as { error?: { code: string } }).error?.code;

async function createPlayer(email: string, extra: Record<string, unknown> = {}) {
  const outcome = await run('create-player', {
    email,
    password: 'Ops-Test-Pass-1',
    country: 'DE',
    currency: 'EUR',
    verified: true,
    ...extra,
  });
  expect(outcome.ok, outcome.text).toBe(true);
  return (outcome.data as { player: { playerId: number } }).player.playerId;
}

describe('create-player', () => {
  it('creates a verified account with its opening balance posted as a reasoned adjustment', async () => {
    const playerId = await createPlayer('opening@example.test', { balance: '125.50', reason: 'VIP welcome' });
    expect(await readBalances(database.kysely, playerId, 'EUR')).toMatchObject({ cashMinor: 12_550 });
    const player = await services.identity.getPlayer(playerId);
    expect(player).toMatchObject({ email: 'opening@example.test', userStatus: 'real' });
    const transfer = await database.kysely
      .selectFrom('ledger_transfers')
      .select(['code', 'source', 'metadata'])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({
      code: 'adjustment',
      source: 'ops',
      metadata: { reason: 'VIP welcome', operator },
    });
  });

  it('leaves a player without balance as a play-money account', async () => {
    const playerId = await createPlayer('no-balance@example.test');
    expect(await services.identity.getPlayer(playerId)).toMatchObject({ userStatus: 'play' });
  });

  it('refuses a bad balance before creating anything', async () => {
    for (const balance of ['-5', '0', '1.234', 'ten']) {
      const outcome = await run('create-player', {
        email: 'bad-balance@example.test',
        password: 'Ops-Test-Pass-1',
        country: 'DE',
        currency: 'EUR',
        balance,
      });
      expect(errorCode(outcome)).toBe('INVALID_BALANCE');
    }
    expect(await services.identity.findPlayerByEmail('bad-balance@example.test')).toBeUndefined();
  });

  it('reports the identity rule that refused the account', async () => {
    await createPlayer('twice@example.test');
    const again = await run('create-player', {
      email: 'twice@example.test',
      password: 'Ops-Test-Pass-1',
      country: 'DE',
      currency: 'EUR',
    });
    expect(again.ok).toBe(false);
    expect(errorCode(again)).toBe('EMAIL_TAKEN');
    const missing = await run('create-player', { email: 'x@example.test', country: 'DE', currency: 'EUR' });
    expect(errorCode(missing)).toBe('INVALID_OPTIONS');
    expect(missing.text).toMatch(/password/);
  });
});

describe('adjust-balance', () => {
  it('credits and debits cash with a reason, by e-mail or id', async () => {
    const playerId = await createPlayer('adjust@example.test', { balance: '10.00' });
    expect((await run('adjust-balance', { email: 'adjust@example.test', amount: '5.25', reason: 'goodwill' })).ok).toBe(
      true,
    );
    expect((await run('adjust-balance', { player: String(playerId), amount: '-3', reason: 'correction' })).ok).toBe(
      true,
    );
    expect((await readBalances(database.kysely, playerId, 'EUR')).cashMinor).toBe(1_225);
  });

  it('refuses to debit more cash than the player has, and moves nothing', async () => {
    const playerId = await createPlayer('overdraw@example.test', { balance: '1.00' });
    const outcome = await run('adjust-balance', { player: playerId, amount: '-1.01', reason: 'too much' });
    expect(errorCode(outcome)).toBe('INSUFFICIENT_FUNDS');
    expect((await readBalances(database.kysely, playerId, 'EUR')).cashMinor).toBe(100);
  });

  it('posts once per idempotency key', async () => {
    const playerId = await createPlayer('keyed@example.test');
    const options = { player: playerId, amount: '2.00', reason: 'promised credit', key: 'ticket-4711' };
    expect((await run('adjust-balance', options)).text).toMatch(/^posted/);
    expect((await run('adjust-balance', options)).text).toMatch(/^already posted/);
    expect((await readBalances(database.kysely, playerId, 'EUR')).cashMinor).toBe(200);
  });

  it('names what is wrong with the options', async () => {
    expect(errorCode(await run('adjust-balance', { email: 'nobody@example.test', amount: '1', reason: 'why' }))).toBe(
      'PLAYER_NOT_FOUND',
    );
    expect(errorCode(await run('adjust-balance', { email: 'adjust@example.test', amount: '1' }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(errorCode(await run('adjust-balance', { amount: '1', reason: 'no player named' }))).toBe('INVALID_OPTIONS');
    expect(errorCode(await run('adjust-balance', { email: 'adjust@example.test', amount: '0', reason: 'zero' }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(errorCode(await run('no-such-command', {}))).toBe('UNKNOWN_COMMAND');
  });
});

describe('list-players and ledger-check', () => {
  it('lists players with their balances', async () => {
    const playerId = await createPlayer('listed@example.test', { balance: '42.00' });
    const outcome = await run('list-players', { limit: '500' });
    const players = (outcome.data as { players: Array<{ playerId: number; balances: { cashMinor: number } }> }).players;
    expect(players.find((player) => player.playerId === playerId)?.balances.cashMinor).toBe(4_200);
    expect(outcome.text).toContain('listed@example.test');
  });

  it('passes on a sound ledger and fails, naming the invariant, on a corrupted one', async () => {
    const clean = await run('ledger-check', {});
    expect(clean.ok, clean.text).toBe(true);
    const playerId = await createPlayer('corrupted@example.test', { balance: '1.00' });
    await sql`update ledger_accounts set balance = balance + 1 where player_id = ${playerId} and purpose = 'cash'`.execute(
      database.kysely,
    );
    const broken = await run('ledger-check', {});
    expect(broken.ok).toBe(false);
    expect(broken.text).toContain('FAIL balances-equal-replayed-entries');
  });
});
