import { testDatabaseEngine } from '@vauhti/db/testing';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPendingWithdrawals } from '../../domains/wallet/ledger/ledger-queries';
import { JobQueue } from '../../infra/jobs/job-queue';
import { JobWorker } from '../../infra/jobs/job-worker';
import type { CashierTransaction } from './cashier-transactions';
import { PENDING_CASHOUTS_LISTED_MAX } from './cashier-transactions';
import {
  bodies,
  closeAfterLedgerCheck,
  type PaymentsTestApp,
  startPaymentsTestApp,
  type TestPlayer,
  uniqueTxId,
} from './payments-test-support';
import { EXPIRE_WITHDRAWALS_INTERVAL_MS } from './payments-wiring';
import { EXPIRY_LEDGER_SOURCE, expiryLedgerKey, WITHDRAWAL_EXPIRED, WithdrawalExpiry } from './withdrawal-expiry';

/*
 * Issue 15 item 8: a withdrawal made while the provider was unreachable never gets a provider
 * transaction id; the job queue expires it after WITHDRAWAL_EXPIRY_MS and returns any hold, once.
 * The concurrency suite at the end runs on PostgreSQL only (PGlite serialises everything).
 */

const logger = createLogger({ name: 'test', level: 'silent' });
const POOL_SIZE = 20;
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsTestApp({ poolSizeMax: POOL_SIZE });
});
afterAll(() => closeAfterLedgerCheck(t));

function expiry() {
  return new WithdrawalExpiry({
    db: t.database.kysely,
    transactions: t.transactions,
    clock: t.clock,
    logger,
    expiryMs: t.config.payments.withdrawalExpiryMs,
    publishBalance: async () => {},
    publishPendingWithdrawals: async (playerId) => {
      t.pendingWithdrawalPushes.push(playerId);
    },
  });
}

/** What the player cashier leaves behind when the provider did not answer createTransaction. */
async function unsentWithdrawal(player: TestPlayer, amountMinor: number, holdId: number | null = null) {
  const transaction = await t.transactions.create({
    playerId: player.playerId,
    kind: 'withdrawal',
    channel: 'internal',
    method: 'TRUSTLY',
    amountMinor,
    currency: 'EUR',
    status: 'co_initiated',
    holdId,
  });
  await t.transactions.updateIf(
    transaction.id,
    { withoutHold: holdId === null },
    {
      errorCode: 'PROVIDER_UNAVAILABLE',
      errorMessage: 'the payment provider did not answer',
    },
  );
  return transaction;
}

/**
 * An unsent withdrawal that holds money. Today a hold opens only at authorize, together with the
 * provider's id; the table allows a hold without one, and expiry must return it then too.
 */
async function heldUnsentWithdrawal(player: TestPlayer, amountMinor: number) {
  const hold = await t.services.ledger.holdWithdrawal({
    source: 'test-psp',
    externalId: `held-unsent-${uniqueTxId()}`,
    playerId: player.playerId,
    currency: 'EUR',
    amountMinor,
  });
  if (!hold.ok) throw new Error('the test hold was refused');
  return unsentWithdrawal(player, amountMinor, hold.transfer.holdId);
}

async function expiryTransfers(transaction: CashierTransaction) {
  return t.database.kysely
    .selectFrom('ledger_transfers')
    .select(['id', 'code'])
    .where('source', '=', EXPIRY_LEDGER_SOURCE)
    .where('external_id', '=', expiryLedgerKey(transaction.id))
    .execute();
}

describe('expiring withdrawals the provider never received', () => {
  it('leaves a young one, then expires it once it is older than WITHDRAWAL_EXPIRY_MS', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const withdrawal = await unsentWithdrawal(player, 2_500);
    expect(await t.transactions.pendingWithdrawals(player.playerId)).toHaveLength(1);

    t.clock.advance(t.config.payments.withdrawalExpiryMs - 1);
    await expiry().expireDue();
    expect(await t.transactions.byId(withdrawal.id)).toMatchObject({ status: 'co_initiated' });

    t.clock.advance(2);
    const { expired } = await expiry().expireDue();
    expect(expired).toContainEqual(
      expect.objectContaining({ transactionId: withdrawal.id, returnedByTransferId: null }),
    );
    expect(await t.transactions.byId(withdrawal.id)).toMatchObject({
      status: 'co_failed',
      errorCode: WITHDRAWAL_EXPIRED,
    });
    expect(await t.transactions.pendingWithdrawals(player.playerId)).toEqual([]);
    expect(t.pendingWithdrawalPushes).toContain(player.playerId);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
  });

  it('returns its hold to cash with one balanced transfer under its idempotency key, however often it runs', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const withdrawal = await heldUnsentWithdrawal(player, 4_000);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 6_000, withdrawalHoldMinor: 4_000 });
    expect((await listPendingWithdrawals(t.database.kysely, player.playerId)).count).toBe(1);

    t.clock.advance(t.config.payments.withdrawalExpiryMs + 1);
    await expiry().expireDue();
    await expiry().expireDue();

    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
    const transfers = await expiryTransfers(withdrawal);
    expect(transfers).toEqual([{ id: expect.any(Number), code: 'withdrawal_cancelled' }]);
    expect(await t.transactions.byId(withdrawal.id)).toMatchObject({
      status: 'co_failed',
      ledgerTransferId: transfers[0]?.id,
    });
    expect(await listPendingWithdrawals(t.database.kysely, player.playerId)).toEqual({
      count: 0,
      pendingWithdrawals: [],
    });
  });

  it('never expires one the provider received (it has a provider id): reconciliation settles those', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const txId = uniqueTxId();
    expect((await t.call('authorize', bodies.authorize(player, txId, '-30.00'))).body.success).toBe(true);
    const received = await t.transactions.byProviderTxId(txId);

    t.clock.advance(10 * t.config.payments.withdrawalExpiryMs);
    await expiry().expireDue();

    expect(await t.transactions.byId(received?.id ?? 0)).toMatchObject({ status: 'co_initiated', providerTxId: txId });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 7_000, withdrawalHoldMinor: 3_000 });
  });

  it("refuses the provider's late authorize of an expired withdrawal, so nothing is held for it", async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const withdrawal = await unsentWithdrawal(player, 2_000);
    t.clock.advance(t.config.payments.withdrawalExpiryMs + 1);
    await expiry().expireDue();

    const late = await t.call(
      'authorize',
      bodies.authorize(player, uniqueTxId(), '-20.00', { attributes: { merchantTxId: String(withdrawal.id) } }),
    );
    expect(late.body).toMatchObject({ success: false, errCode: 'DUPLICATE_MISMATCH' });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
  });

  it('runs as a periodic job of the job queue', async () => {
    await t.database.kysely.deleteFrom('jobs').execute();
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const withdrawal = await heldUnsentWithdrawal(player, 1_000);
    t.clock.advance(t.config.payments.withdrawalExpiryMs + 1);

    const { payments } = t.services;
    expect(await payments.jobs.schedule('expire_withdrawals', t.clock.now())).toBe(true);
    expect(await payments.jobs.schedule('expire_withdrawals', t.clock.now())).toBe(false);
    const worker = new JobWorker({
      jobs: new JobQueue(t.database.kysely, t.clock),
      clock: t.clock,
      logger,
      kinds: {
        reconcile: {
          run: async () => {
            throw new Error('no reconcile job was scheduled');
          },
        },
        expire_withdrawals: {
          run: async (job) => {
            const { more } = await payments.withdrawalExpiry.expireDue();
            expect(job.kind).toBe('expire_withdrawals');
            return { next: new Date(t.clock.now().getTime() + (more ? 0 : EXPIRE_WITHDRAWALS_INTERVAL_MS)) };
          },
        },
      },
    });
    expect(await worker.runOnce()).toBe(true);

    expect(await t.transactions.byId(withdrawal.id)).toMatchObject({ status: 'co_failed' });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
    const [next] = await payments.jobs.pending();
    expect(next).toMatchObject({ kind: 'expire_withdrawals' });
    expect(next?.runAt.getTime()).toBe(t.clock.now().getTime() + EXPIRE_WITHDRAWALS_INTERVAL_MS);
  });

  it("lists at most PENDING_CASHOUTS_LISTED_MAX of a player's pending withdrawals, newest first", async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const made: number[] = [];
    for (let index = 0; index <= PENDING_CASHOUTS_LISTED_MAX; index += 1) {
      made.push((await unsentWithdrawal(player, 100)).id);
    }
    const listed = await t.transactions.pendingWithdrawals(player.playerId);
    expect(listed.map((transaction) => transaction.id)).toEqual(made.reverse().slice(0, PENDING_CASHOUTS_LISTED_MAX));
    // Expire them, so later suites of this file do not meet them.
    t.clock.advance(t.config.payments.withdrawalExpiryMs + 1);
    await expiry().expireDue();
  });
});

describe.runIf(testDatabaseEngine() === 'postgres')('expiring withdrawals under concurrency', () => {
  it('returns each hold once when eight expiry runs race over the same withdrawals', async () => {
    const player = await t.createPlayer({ cashMinor: 50_000 });
    const withdrawals = [];
    for (let index = 0; index < 5; index += 1)
      withdrawals.push(await heldUnsentWithdrawal(player, 1_000 * (index + 1)));
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 35_000, withdrawalHoldMinor: 15_000 });
    t.clock.advance(t.config.payments.withdrawalExpiryMs + 1);

    const runs = await Promise.all(Array.from({ length: 8 }, () => expiry().expireDue()));

    const expiredIds = runs.flatMap((run) => run.expired.map((done) => done.transactionId));
    for (const withdrawal of withdrawals) {
      expect(expiredIds.filter((id) => id === withdrawal.id)).toHaveLength(1);
      expect(await expiryTransfers(withdrawal)).toHaveLength(1);
      expect(await t.transactions.byId(withdrawal.id)).toMatchObject({ status: 'co_failed' });
    }
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 50_000, withdrawalHoldMinor: 0 });
  });

  it('either links or expires a withdrawal when a late authorize races its expiry, never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await t.createPlayer({ cashMinor: 10_000 });
      const withdrawal = await unsentWithdrawal(player, 2_000);
      t.clock.advance(t.config.payments.withdrawalExpiryMs + 1);
      const [authorized] = await Promise.all([
        t.call(
          'authorize',
          bodies.authorize(player, uniqueTxId(), '-20.00', { attributes: { merchantTxId: String(withdrawal.id) } }),
        ),
        expiry().expireDue(),
      ]);
      const after = await t.transactions.byId(withdrawal.id);
      const balances = await t.balancesOf(player.playerId);
      if (authorized.body.success === true) {
        expect(after).toMatchObject({ status: 'co_initiated', providerTxId: expect.any(String) });
        expect(balances).toMatchObject({ cashMinor: 8_000, withdrawalHoldMinor: 2_000 });
      } else {
        expect(after).toMatchObject({ status: 'co_failed', errorCode: WITHDRAWAL_EXPIRED });
        expect(balances).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
      }
    }
  });
});
