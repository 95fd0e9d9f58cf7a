import { openTestDatabase } from '@vauhti/db/testing';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GamesDatabase, SANDBOX_GAMES_MIGRATIONS_DIR, SANDBOX_GAMES_SCHEMA } from '../database/games-database';
import type { SandboxGamesTables } from '../database/tables';
import { FakePlatform } from '../test-support/fake-platform';
import { WalletHttp } from './wallet-http';
import { type QueuedCall, retryDelayMs, WalletOutbox } from './wallet-outbox';

// Generous for a loaded test machine; a 'late' answer comes well after the time-out.
const TIMEOUT_MS = 1_000;
const LATE_MS = 2_500;

let database: GamesDatabase;
let platform: FakePlatform;
let clock: number;
let outbox: WalletOutbox;
let failedBets: string[];
let sequence = 0;

beforeAll(async () => {
  database = await openTestDatabase<SandboxGamesTables>({
    schema: SANDBOX_GAMES_SCHEMA,
    migrationsDir: SANDBOX_GAMES_MIGRATIONS_DIR,
  });
});
afterAll(() => database.close());

beforeEach(async () => {
  platform = await new FakePlatform('dev-games-secret', LATE_MS).start();
  platform.addPlayer('token-1', 'player-1', 10_000);
  clock = Date.now();
  const http = new WalletHttp({
    platformUrl: platform.url,
    providerId: 'sandbox-games',
    secret: 'dev-games-secret',
    timeoutMs: TIMEOUT_MS,
    now: () => clock,
  });
  outbox = new WalletOutbox({
    kysely: database.kysely,
    http,
    logger: createLogger({ name: 'wallet-outbox-test', level: 'silent' }),
    callTimeoutMs: TIMEOUT_MS,
    now: () => clock,
  });
  failedBets = [];
  outbox.onBetFailed(async (_trx, call) => {
    failedBets.push(call.transactionId);
  });
});
afterEach(async () => {
  await outbox.stop();
  await platform.close();
});

function betCall(amount: number): QueuedCall {
  sequence += 1;
  const transactionId = `round-${sequence}-${Date.now()}:bet:0`;
  const roundId = transactionId.split(':')[0] as string;
  return {
    operation: 'bet',
    transactionId,
    roundId,
    body: {
      transactionId,
      roundId,
      playerId: 'player-1',
      gameCode: 'aurora-book-of-frost',
      amount,
      currency: 'EUR',
      token: 'token-1',
    },
  };
}

function winCall(roundId: string, amount: number): QueuedCall {
  const transactionId = `${roundId}:win`;
  return {
    operation: 'win',
    transactionId,
    roundId,
    body: {
      transactionId,
      roundId,
      playerId: 'player-1',
      gameCode: 'aurora-book-of-frost',
      amount,
      currency: 'EUR',
      roundClosed: true,
    },
  };
}

async function enqueue(call: QueuedCall) {
  await database.kysely.transaction().execute((trx) => outbox.enqueue(trx, call));
}

async function statusOf(transactionId: string) {
  const row = await database.kysely
    .selectFrom('wallet_calls')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row?.status;
}

describe('wallet outbox: bets', () => {
  it('records an accepted bet together with what it paid for', async () => {
    const call = betCall(300);
    await enqueue(call);
    let recordedInside = false;
    const result = await outbox.sendBet(call, async (trx) => {
      const row = await trx
        .selectFrom('wallet_calls')
        .select('status')
        .where('transaction_id', '=', call.transactionId)
        .executeTakeFirstOrThrow();
      recordedInside = row.status === 'done';
    });
    expect(result).toEqual({ kind: 'accepted', balance: { cash: 9_700, bonus: 0, total: 9_700 } });
    expect(recordedInside).toBe(true);
    expect(platform.callsOf('bet')[0]?.signatureValid).toBe(true);
  });

  it('rolls back a bet whose answer came too late, and the platform gets its money back', async () => {
    platform.script('bet', 'late');
    const call = betCall(500);
    await enqueue(call);
    const result = await outbox.sendBet(call, async () => {
      throw new Error('must not run');
    });
    expect(result).toEqual({ kind: 'unavailable' });
    expect(await statusOf(call.transactionId)).toBe('unknown');
    expect(failedBets).toEqual([call.transactionId]);
    // The late bet lands after the time-out; the rollback must then reverse it.
    await new Promise((resolve) => setTimeout(resolve, LATE_MS - TIMEOUT_MS + 300));
    await outbox.stop();
    clock += 60_000;
    await outbox.runDue();
    expect(await statusOf(`${call.transactionId}:rollback`)).toBe('done');
    const rollback = platform.callsOf('rollback').at(-1);
    expect(rollback?.body).toMatchObject({
      referenceTransactionId: call.transactionId,
      roundId: call.roundId,
      playerId: 'player-1',
    });
    expect(platform.cashOf('player-1')).toBe(10_000);
  });

  it('rolls back a bet answered with a server error', async () => {
    platform.script('bet', 'http-500');
    const call = betCall(200);
    await enqueue(call);
    expect(await outbox.sendBet(call, async () => {})).toEqual({ kind: 'unavailable' });
    await outbox.stop();
    expect(await statusOf(`${call.transactionId}:rollback`)).toBe('done');
    // The platform never saw the bet: the rollback is stored as a tombstone and answers UNKNOWN_TRANSACTION.
    expect(platform.callsOf('rollback').length).toBeGreaterThan(0);
    expect(platform.cashOf('player-1')).toBe(10_000);
  });

  it('cancels a bet the wallet refuses, passing the balances on', async () => {
    const call = betCall(50_000);
    await enqueue(call);
    const result = await outbox.sendBet(call, async () => {});
    expect(result).toEqual({
      kind: 'refused',
      status: 'INSUFFICIENT_FUNDS',
      balance: { cash: 10_000, bonus: 0, total: 10_000 },
    });
    expect(await statusOf(call.transactionId)).toBe('rejected');
    expect(failedBets).toEqual([call.transactionId]);
  });

  it('treats a duplicate mismatch as a refusal, never as a debit', async () => {
    platform.script('bet', { status: 'DUPLICATE_MISMATCH' });
    const call = betCall(100);
    await enqueue(call);
    expect(await outbox.sendBet(call, async () => {})).toMatchObject({ kind: 'refused', status: 'DUPLICATE_MISMATCH' });
    expect(platform.callsOf('rollback')).toHaveLength(0);
  });

  it('rolls back a bet left pending by a crash once its answer can no longer come', async () => {
    const call = betCall(100);
    await enqueue(call);
    expect(await outbox.runDue()).toBe(0);
    clock += TIMEOUT_MS * 2;
    expect(await outbox.runDue()).toBe(1);
    await outbox.stop();
    expect(await statusOf(call.transactionId)).toBe('unknown');
    expect(await statusOf(`${call.transactionId}:rollback`)).toBe('done');
    expect(failedBets).toEqual([call.transactionId]);
  });
});

describe('wallet outbox: wins', () => {
  it('retries a win with back-off until the platform answers, stamping a fresh ts each time', async () => {
    platform.script('win', 'http-500', 'late');
    const call = winCall(`round-win-${Date.now()}`, 700);
    await enqueue(call);
    expect(await outbox.sendSettlement(call.transactionId)).toEqual({ kind: 'queued' });
    expect(await outbox.runDue()).toBe(0);
    clock += retryDelayMs(1);
    expect(await outbox.runDue()).toBe(1);
    expect(await statusOf(call.transactionId)).toBe('pending');
    clock += retryDelayMs(2) - 1;
    expect(await outbox.runDue()).toBe(0);
    clock += 1;
    await outbox.runDue();
    expect(await statusOf(call.transactionId)).toBe('done');
    const wins = platform.callsOf('win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((win) => win.body.ts)).size).toBe(3);
    // The late attempt was credited too: the platform's idempotency keeps it to one credit.
    expect(platform.cashOf('player-1')).toBe(10_700);
  });

  it('answers the balance of a win that is credited at once', async () => {
    const call = winCall(`round-win-now-${Date.now()}`, 0);
    await enqueue(call);
    expect(await outbox.sendSettlement(call.transactionId)).toEqual({
      kind: 'settled',
      balance: { cash: 10_000, bonus: 0, total: 10_000 },
    });
  });

  it('doubles the retry delay up to a minute', () => {
    expect([1, 2, 3, 4, 7, 8, 50].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000]);
  });
});
