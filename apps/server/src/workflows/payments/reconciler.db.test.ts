import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bodies,
  closeAfterLedgerCheck,
  FakeProvider,
  type PaymentsTestApp,
  startPaymentsTestApp,
  type TestPlayer,
  uniqueTxId,
} from './payments-test-support';
import type { ReconciliationTransaction } from './provider/payment-provider';
import { Reconciler } from './reconciler';

/*
 * Reconciliation against a fake provider report: every kind of difference is found, and a held
 * withdrawal whose payout the provider finished is settled once, in agreement with late merchant
 * calls.
 */

let t: PaymentsTestApp;
let provider: FakeProvider;
let reconciler: Reconciler;
const range = () => ({ from: new Date(t.clock.now().getTime() - 60 * 60_000), to: t.clock.now() });

beforeAll(async () => {
  t = await startPaymentsTestApp();
});
beforeEach(async () => {
  t.cashier.reset();
  t.clock.advance(24 * 60 * 60_000);
  provider = new FakeProvider();
  reconciler = new Reconciler({
    db: t.database.kysely,
    transactions: t.transactions,
    provider,
    logger: createLogger({ name: 'test', level: 'silent' }),
    publishBalance: async (playerId, currency) => {
      t.balancePushes.push({ playerId, currency });
    },
    publishPendingWithdrawals: async (playerId) => {
      t.pendingWithdrawalPushes.push(playerId);
    },
  });
});
afterAll(() => closeAfterLedgerCheck(t));

function reported(
  player: TestPlayer,
  txId: string,
  fields: Partial<ReconciliationTransaction> & Pick<ReconciliationTransaction, 'state'>,
): ReconciliationTransaction {
  return {
    txId,
    merchantTxId: null,
    userId: player.externalId,
    kind: 'deposit',
    method: 'CREDITCARD',
    amount: 1_000,
    fee: 0,
    currency: 'EUR',
    updatedAt: t.clock.now().toISOString(),
    ...fields,
  };
}

async function authorize(player: TestPlayer, txAmount: string) {
  const txId = uniqueTxId();
  const answer = await t.call('authorize', bodies.authorize(player, txId, txAmount));
  expect(answer.body).toMatchObject({ success: true });
  return { txId, authCode: String(answer.body.authCode), merchantTxId: String(answer.body.merchantTxId) };
}

async function run() {
  const result = await reconciler.reconcile(range());
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.report;
}

describe('reconciliation', () => {
  it('finds nothing when both sides agree', async () => {
    const player = await t.createPlayer();
    const deposit = await authorize(player, '10.00');
    await t.call('transfer', bodies.settle(player, deposit.txId, deposit.authCode, '10.00'));
    provider.transactions = [
      reported(player, deposit.txId, { state: 'SUCCESSFUL', merchantTxId: deposit.merchantTxId }),
    ];
    const report = await run();
    expect(report.differences).toEqual([]);
    expect(report.settled).toEqual([]);
  });

  it('reports every kind of difference', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const pending = await authorize(player, '10.00');
    const credited = await authorize(player, '10.00');
    await t.call('transfer', bodies.settle(player, credited.txId, credited.authCode, '10.00', { fee: '0.50' }));
    const unknownToProvider = await authorize(player, '10.00');
    const strangerTxId = uniqueTxId();
    provider.transactions = [
      // The provider took the money; no transfer reached the platform.
      reported(player, pending.txId, { state: 'SUCCESSFUL' }),
      // Amount and fee differ from what the platform credited.
      reported(player, credited.txId, { state: 'SUCCESSFUL', amount: 1_100, fee: 0 }),
      reported(player, strangerTxId, { state: 'SUCCESSFUL', amount: 500 }),
    ];
    const report = await run();
    const codes = report.differences.map((difference) => `${difference.code} ${difference.txId}`).sort();
    expect(codes).toEqual(
      [
        `AMOUNT_DIFFERS ${credited.txId}`,
        `DEPOSIT_NOT_CREDITED ${pending.txId}`,
        `FEE_DIFFERS ${credited.txId}`,
        `MISSING_AT_PROVIDER ${unknownToProvider.txId}`,
        `MISSING_ON_PLATFORM ${strangerTxId}`,
        `STATE_DIFFERS ${pending.txId}`,
      ].sort(),
    );
    // Reporting moves nothing: a deposit is credited only by the provider's transfer.
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(1);
  });

  it("reads the platform's transactions a page at a time and misses none across pages", async () => {
    const player = await t.createPlayer();
    const unknown: string[] = [];
    for (let index = 0; index < 5; index += 1) unknown.push((await authorize(player, '10.00')).txId);
    const read: number[] = [];
    const transactions = Object.create(t.transactions) as typeof t.transactions;
    transactions.updatedBetween = async (from, to, page) => {
      const rows = await t.transactions.updatedBetween(from, to, page);
      read.push(rows.length);
      return rows;
    };
    const paged = new Reconciler({
      db: t.database.kysely,
      transactions,
      provider,
      logger: createLogger({ name: 'test', level: 'silent' }),
      publishBalance: async () => {},
      publishPendingWithdrawals: async () => {},
      pageSize: 2,
    });
    const result = await paged.reconcile(range());
    if (!result.ok) throw new Error(result.message);
    expect(result.report.differences.map((difference) => difference.txId).sort()).toEqual([...unknown].sort());
    expect(read).toEqual([2, 2, 1]);
  });

  it('settles a held withdrawal the provider paid, once, and a late transfer then moves nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const withdrawal = await authorize(player, '-40.00');
    provider.transactions = [
      reported(player, withdrawal.txId, { state: 'SUCCESSFUL', kind: 'withdrawal', amount: 4_000, fee: 100 }),
    ];
    const first = await run();
    expect(first.settled).toEqual([
      {
        txId: withdrawal.txId,
        merchantTxId: withdrawal.merchantTxId,
        outcome: 'paid',
        amountMinor: 4_000,
        currency: 'EUR',
      },
    ]);
    expect(first.differences).toEqual([]);
    const second = await run();
    expect(second.settled).toEqual([]);
    expect(second.differences).toEqual([]);
    const late = await t.call(
      'transfer',
      bodies.settle(player, withdrawal.txId, withdrawal.authCode, '-40.00', { fee: '1.00' }),
    );
    expect(late.body).toMatchObject({ success: true });
    const lateCancel = await t.call('cancel', bodies.settle(player, withdrawal.txId, withdrawal.authCode, '-40.00'));
    expect(lateCancel.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    expect(await t.transfersOf(player.playerId, 'withdrawal_paid')).toBe(1);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 6_000, withdrawalHoldMinor: 0 });
    expect(await t.transactions.byId(Number(withdrawal.merchantTxId))).toMatchObject({
      status: 'co_success',
      feeMinor: 100,
    });
  });

  it('returns the hold of a withdrawal the provider failed or cancelled, once', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const failed = await authorize(player, '-20.00');
    const cancelled = await authorize(player, '-30.00');
    provider.transactions = [
      reported(player, failed.txId, { state: 'FAILED', kind: 'withdrawal', amount: 2_000 }),
      reported(player, cancelled.txId, { state: 'CANCELLED', kind: 'withdrawal', amount: 3_000 }),
    ];
    const report = await run();
    expect(report.settled.map((settlement) => settlement.outcome)).toEqual(['returned', 'returned']);
    expect((await run()).settled).toEqual([]);
    expect(await t.transfersOf(player.playerId, 'withdrawal_cancelled')).toBe(2);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
    const late = await t.call('transfer', bodies.settle(player, failed.txId, failed.authCode, '-20.00'));
    expect(late.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
  });

  it('leaves a withdrawal waiting for approval alone', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const waiting = await authorize(player, '-10.00');
    provider.transactions = [reported(player, waiting.txId, { state: 'WAITING_APPROVAL', kind: 'withdrawal' })];
    const report = await run();
    expect(report.settled).toEqual([]);
    expect(report.differences).toEqual([]);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 9_000, withdrawalHoldMinor: 1_000 });
  });

  it("passes the provider's failure on as a value", async () => {
    provider.failing = { code: 'PROVIDER_UNAVAILABLE', message: 'no answer' };
    expect(await reconciler.reconcile(range())).toEqual({
      ok: false,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'no answer',
    });
  });
});
