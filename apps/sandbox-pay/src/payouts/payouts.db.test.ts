import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayDatabase } from '../database/pay-database';
import { FakeMerchant } from '../merchant-client/fake-merchant';
import type { StartTransaction } from '../payments/cashier-facade';
import {
  cardDeposit,
  fastTestConfig,
  openPayTestDatabase,
  openTestCore,
  TestClock,
  type TestCore,
} from '../payments/testing';

let database: PayDatabase;
let merchant: FakeMerchant;
let core: TestCore;
let clock: TestClock;

beforeAll(async () => {
  database = await openPayTestDatabase();
  merchant = await new FakeMerchant().start();
});
afterAll(async () => {
  await merchant.close();
  await database.close();
});
afterEach(async () => {
  await core?.close();
});

async function openCore(approvalDelayMs: number) {
  clock = new TestClock();
  core = await openTestCore(database, fastTestConfig(merchant.url, { payouts: { approvalDelayMs } }), clock.now);
}

function withdrawal(overrides: Partial<StartTransaction> = {}): StartTransaction {
  return cardDeposit({
    kind: 'withdrawal',
    method: 'SKRILL',
    amount: 5_000,
    fields: { email: 'player@example.com' },
    ...overrides,
  });
}

async function startWithdrawal(overrides: Partial<StartTransaction> = {}) {
  const outcome = await core.service.cashier.start(withdrawal(overrides));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.transaction;
}

async function stateOf(txId: string) {
  const row = await database.kysely
    .selectFrom('transactions')
    .select(['state', 'error_code'])
    .where('tx_id', '=', txId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('payouts', () => {
  it('a withdrawal is authorized (negative amount) and waits for approval', async () => {
    await openCore(60_000);
    const transaction = await startWithdrawal();
    expect(transaction.state).toBe('WAITING_APPROVAL');
    expect(transaction.fee).toBe(100);
    expect(merchant.callsOf('authorize', transaction.txId)[0]?.body).toMatchObject({
      txAmount: '-50.00',
      txTypeId: 102,
      txName: 'SKRILLWithdrawal',
      maskedAccount: 'player@example.com',
    });
    expect(await core.service.cashier.pendingWithdrawals(transaction.userId)).toMatchObject([
      { txId: transaction.txId },
    ]);
    expect((await core.service.pages.payouts()).map((payout) => payout.txId)).toContain(transaction.txId);
  });

  it('is approved automatically once the delay has passed, with one transfer', async () => {
    await openCore(60_000);
    const { txId } = await startWithdrawal();
    clock.advance(59_000);
    await core.worker.runOnce();
    expect((await stateOf(txId)).state).toBe('WAITING_APPROVAL');
    clock.advance(1_000);
    await core.worker.runOnce();
    await core.context.outbox.drain();
    expect((await stateOf(txId)).state).toBe('SUCCESSFUL');
    expect(merchant.callsOf('transfer', txId)[0]?.body).toMatchObject({
      txAmount: '-50.00',
      txTypeId: 102,
      fee: '1.00',
    });
    expect(merchant.effectiveTransfers.get(txId)).toBe(1);
  });

  it('with delay 0 only the operator approves', async () => {
    await openCore(0);
    const { txId } = await startWithdrawal();
    clock.advance(24 * 3_600_000);
    await core.worker.runOnce();
    expect((await stateOf(txId)).state).toBe('WAITING_APPROVAL');
    const approved = await core.service.pages.approvePayout(txId);
    expect(approved.ok && approved.transaction.state).toBe('SUCCESSFUL');
    expect(merchant.effectiveTransfers.get(txId)).toBe(1);
    expect(await core.service.pages.approvePayout(txId)).toMatchObject({ ok: false, code: 'NOT_PENDING' });
  });

  it('an operator rejection fails it and cancels (the platform returns the hold)', async () => {
    await openCore(0);
    const { txId } = await startWithdrawal();
    const rejected = await core.service.pages.rejectPayout(txId, 'documents missing');
    expect(rejected.ok && rejected.transaction).toMatchObject({
      state: 'FAILED',
      error: { code: 'PAYOUT_REJECTED', message: 'documents missing' },
    });
    expect(merchant.effectiveCancels.get(txId)).toBe(1);
    expect(merchant.effectiveTransfers.has(txId)).toBe(false);
  });

  it('the player cancels while it waits; afterwards it is not cancellable', async () => {
    await openCore(0);
    const transaction = await startWithdrawal();
    const cancelled = await core.service.cashier.cancelWithdrawal(transaction.userId, transaction.txId);
    expect(cancelled.ok && cancelled.transaction.state).toBe('CANCELLED');
    expect(merchant.effectiveCancels.get(transaction.txId)).toBe(1);
    expect(await core.service.cashier.cancelWithdrawal(transaction.userId, transaction.txId)).toMatchObject({
      ok: false,
      code: 'NOT_CANCELLABLE',
    });
    expect(await core.service.cashier.cancelWithdrawal('someone-else', transaction.txId)).toMatchObject({
      ok: false,
      code: 'TRANSACTION_NOT_FOUND',
    });
  });

  it('approval and cancellation racing resolve the hold exactly once', async () => {
    await openCore(0);
    const transaction = await startWithdrawal();
    const [approved, cancelled] = await Promise.all([
      core.service.pages.approvePayout(transaction.txId),
      core.service.cashier.cancelWithdrawal(transaction.userId, transaction.txId),
    ]);
    expect([approved.ok, cancelled.ok].filter(Boolean)).toHaveLength(1);
    await core.context.outbox.drain();
    const calls = await database.kysely
      .selectFrom('merchant_calls')
      .select('call')
      .where('tx_id', '=', transaction.txId)
      .execute();
    expect(calls).toHaveLength(1);
  });

  it('a refused authorize (insufficient funds) never waits for approval', async () => {
    await openCore(60_000);
    merchant.script('authorize', { refuse: 'INSUFFICIENT_FUNDS' });
    const transaction = await startWithdrawal();
    expect(transaction).toMatchObject({ state: 'FAILED', error: { code: 'INSUFFICIENT_FUNDS' } });
  });
});
