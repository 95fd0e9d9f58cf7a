import { testDatabaseEngine } from '@vauhti/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodies,
  closeAfterLedgerCheck,
  type MerchantCallResult,
  type PaymentsTestApp,
  startPaymentsTestApp,
  uniqueTxId,
} from './payments-test-support';

/*
 * The merchant API's exactly-once rules under real concurrency: on PostgreSQL every request below
 * is in flight at once on its own connection (run with TEST_DATABASE_URL). PGlite serialises
 * statements on its one connection, so these races only exist on a server.
 */
const POOL_SIZE = 30;

describe.runIf(testDatabaseEngine() === 'postgres')('the merchant API under concurrency', () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp({ poolSizeMax: POOL_SIZE });
  });
  afterAll(() => closeAfterLedgerCheck(t));

  function tally(answers: MerchantCallResult[]) {
    const counts: Record<string, number> = {};
    for (const answer of answers) {
      const key = answer.body.success === true ? 'ok' : String(answer.body.errCode ?? answer.statusCode);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }

  it('credits 20 identical parallel transfers once, each answered the same', async () => {
    const player = await t.createPlayer();
    const txId = uniqueTxId();
    const authorized = await t.call('authorize', bodies.authorize(player, txId, '100.00'));
    const body = bodies.settle(player, txId, String(authorized.body.authCode), '100.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('transfer', body)));
    expect(tally(answers)).toEqual({ ok: 20 });
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(1);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(10_000);
  });

  it('holds 20 identical parallel withdrawal authorizes once, with one authCode', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const body = bodies.authorize(player, uniqueTxId(), '-40.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('authorize', body)));
    expect(tally(answers)).toEqual({ ok: 20 });
    expect(new Set(answers.map((answer) => answer.body.authCode)).size).toBe(1);
    expect(await t.transfersOf(player.playerId, 'withdrawal_hold')).toBe(1);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 6_000, withdrawalHoldMinor: 4_000 });
  });

  it('resolves a hold once when 10 transfers and 10 cancels race', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const txId = uniqueTxId();
    const authorized = await t.call('authorize', bodies.authorize(player, txId, '-25.00'));
    const body = bodies.settle(player, txId, String(authorized.body.authCode), '-25.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => t.call(index % 2 === 0 ? 'transfer' : 'cancel', body)),
    );
    const counts = tally(answers);
    expect(counts.ok).toBe(10);
    expect(counts.UNKNOWN_TRANSACTION).toBe(10);
    const paid = await t.transfersOf(player.playerId, 'withdrawal_paid');
    const returned = await t.transfersOf(player.playerId, 'withdrawal_cancelled');
    expect(paid + returned).toBe(1);
    expect(await t.balancesOf(player.playerId)).toMatchObject({
      withdrawalHoldMinor: 0,
      cashMinor: paid ? 7_500 : 10_000,
    });
  });

  it('keeps parallel withdrawals of different txIds within the balance', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('authorize', bodies.authorize(player, uniqueTxId(), '-15.00'))),
    );
    // 6 × 15.00 fit in 100.00; the balance check before the hold and the ledger's own refuse the rest.
    expect(tally(answers)).toEqual({ ok: 6, INSUFFICIENT_FUNDS: 14 });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 1_000, withdrawalHoldMinor: 9_000 });
  });
});

describe.runIf(testDatabaseEngine() === 'postgres')('deposit limits under concurrent authorizes', () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    // The cashier domain's stored limits, checked inside each authorize's database transaction.
    t = await startPaymentsTestApp({ poolSizeMax: POOL_SIZE, realDepositLimits: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets 3 of 10 parallel 30.00 deposit authorizes through a daily limit of 100.00', async () => {
    const player = await t.createPlayer();
    const set = await t.services.cashier.depositLimits.set(player.playerId, 'EUR', { daily: 10_000 });
    expect(set.ok).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('authorize', bodies.authorize(player, uniqueTxId(), '30.00'))),
    );
    const succeeded = answers.filter((answer) => answer.body.success === true);
    const refused = answers.filter((answer) => answer.body.success !== true);
    // 3 × 30.00 fit in 100.00; every other one saw them pending, whatever order the lock gave.
    expect(succeeded).toHaveLength(3);
    for (const answer of refused) expect(answer.body).toMatchObject({ success: false, errCode: 'RG_LIMITS_EXCEEDED' });
    expect(await t.transactions.pendingDepositsMinor(player.playerId, 'EUR')).toBe(9_000);
  });

  it('counts a transferred deposit instead of its pending amount while authorizes race the transfer', async () => {
    const player = await t.createPlayer();
    expect((await t.services.cashier.depositLimits.set(player.playerId, 'EUR', { daily: 10_000 })).ok).toBe(true);
    const txId = uniqueTxId();
    const first = await t.call('authorize', bodies.authorize(player, txId, '40.00'));
    expect(first.body).toMatchObject({ success: true });
    const transfer = t.call('transfer', bodies.settle(player, txId, String(first.body.authCode), '40.00'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call('authorize', bodies.authorize(player, uniqueTxId(), '25.00'))),
    );
    expect((await transfer).body).toMatchObject({ success: true });
    const succeeded = answers.filter((answer) => answer.body.success === true).length;
    // 40.00 (pending or credited, never both forgotten) + 2 × 25.00 fit in 100.00.
    expect(succeeded).toBeLessThanOrEqual(2);
    expect(succeeded).toBeGreaterThanOrEqual(1);
    const credited = (await t.balancesOf(player.playerId)).cashMinor;
    expect(credited + (await t.transactions.pendingDepositsMinor(player.playerId, 'EUR'))).toBeLessThanOrEqual(10_000);
  });
});
