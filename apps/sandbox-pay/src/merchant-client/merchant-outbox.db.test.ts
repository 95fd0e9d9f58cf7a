import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayDatabase } from '../database/pay-database';
import {
  cardDeposit,
  fastTestConfig,
  openPayTestDatabase,
  openTestCore,
  TestClock,
  type TestCore,
} from '../payments/testing';
import { FakeMerchant } from './fake-merchant';
import { retryDelayMs } from './merchant-outbox';

let database: PayDatabase;
let merchant: FakeMerchant;
const cores: TestCore[] = [];

beforeAll(async () => {
  database = await openPayTestDatabase();
  merchant = await new FakeMerchant().start();
});
afterAll(async () => {
  await merchant.close();
  await database.close();
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
});

async function openCore(clock: TestClock) {
  const core = await openTestCore(database, fastTestConfig(merchant.url), clock.now);
  cores.push(core);
  return core;
}

function queuedCall(txId: string) {
  return database.kysely.selectFrom('merchant_calls').selectAll().where('tx_id', '=', txId).executeTakeFirstOrThrow();
}

/** Every attempt's body without its ts. */
function bodiesWithoutTs(txId: string) {
  return merchant.callsOf('transfer', txId).map(({ body }) => {
    const { ts: _ts, ...rest } = body;
    return rest;
  });
}

describe('retry delays', () => {
  it('double from one second up to five minutes and stay there', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000,
    ]);
  });
});

describe('the merchant-call outbox', () => {
  it('retries a transfer the platform does not answer until it does; one effective transfer, the same body', async () => {
    const clock = new TestClock();
    const core = await openCore(clock);
    merchant.script('transfer', 'http-500', 'http-500', 'http-500');
    const outcome = await core.service.cashier.start(cardDeposit());
    if (!outcome.ok) throw new Error(outcome.message);
    const { txId } = outcome.transaction;
    // The provider's state does not wait for the platform: the card was charged.
    expect(outcome.transaction.state).toBe('SUCCESSFUL');
    expect(merchant.effectiveTransfers.has(txId)).toBe(false);
    expect(await queuedCall(txId)).toMatchObject({ attempts: 1, answered_at: null, last_error: 'HTTP 500' });

    // Not due yet: nothing is sent.
    await core.worker.runOnce();
    expect(merchant.callsOf('transfer', txId)).toHaveLength(1);
    for (const delay of [1_000, 2_000, 4_000]) {
      clock.advance(delay);
      await core.worker.runOnce();
    }
    expect(merchant.callsOf('transfer', txId)).toHaveLength(4);
    expect(merchant.effectiveTransfers.get(txId)).toBe(1);
    const answered = await queuedCall(txId);
    expect(answered.answered_at).not.toBeNull();
    expect(answered.answer).toMatchObject({ success: true });
    const bodies = bodiesWithoutTs(txId);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);

    // Answered calls are never sent again.
    clock.advance(600_000);
    await core.worker.runOnce();
    expect(merchant.callsOf('transfer', txId)).toHaveLength(4);
  });

  it('a restart resumes delivery from the database', async () => {
    const clock = new TestClock();
    const first = await openCore(clock);
    merchant.script('transfer', 'http-500');
    const outcome = await first.service.cashier.start(cardDeposit());
    if (!outcome.ok) throw new Error(outcome.message);
    const { txId } = outcome.transaction;
    await first.close();
    expect(merchant.effectiveTransfers.has(txId)).toBe(false);

    const second = await openCore(clock);
    clock.advance(1_000);
    await second.worker.runOnce();
    expect(merchant.effectiveTransfers.get(txId)).toBe(1);
    expect((await queuedCall(txId)).answered_at).not.toBeNull();
  });

  it('two workers racing over the same due calls send each call once', async () => {
    const clock = new TestClock();
    const a = await openCore(clock);
    const b = await openCore(clock);
    merchant.script('transfer', 'http-500', 'http-500', 'http-500');
    const txIds: string[] = [];
    for (let index = 0; index < 3; index++) {
      const outcome = await a.service.cashier.start(cardDeposit());
      if (!outcome.ok) throw new Error(outcome.message);
      txIds.push(outcome.transaction.txId);
    }
    const before = new Map(txIds.map((txId) => [txId, merchant.callsOf('transfer', txId).length]));
    clock.advance(1_000);
    await Promise.all([a.worker.runOnce(), b.worker.runOnce()]);
    for (const txId of txIds) {
      expect(merchant.callsOf('transfer', txId).length - (before.get(txId) ?? 0)).toBeLessThanOrEqual(1);
      expect(merchant.effectiveTransfers.get(txId)).toBe(1);
    }
  });
});
