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
import { Reconciler } from './reconciler';

/*
 * The header's pending-withdrawal count follows the ledger live: every merchant call that makes,
 * pays or returns a withdrawal hold (and a reconciliation settlement) publishes the player's count
 * of open holds on the live socket, after its posting commits. The events are read from the real
 * live hub of the platform instance the merchant API runs in.
 */

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsTestApp();
});
beforeEach(() => {
  t.cashier.reset();
});
afterAll(() => closeAfterLedgerCheck(t));

/** The pending-withdrawal counts the player's sockets receive, in order. */
function pendingCountsOf(player: TestPlayer) {
  const counts: number[] = [];
  const unsubscribe = t.services.live.hub.subscribe({
    playerId: player.playerId,
    deliver: (message) => {
      const event = JSON.parse(message) as { type: string; count?: number };
      if (event.type === 'pending-withdrawals') counts.push(event.count ?? Number.NaN);
    },
    resync: () => {},
  });
  return { counts, unsubscribe };
}

async function authorizeWithdrawal(player: TestPlayer, txAmount: string) {
  const txId = uniqueTxId();
  const answer = await t.call('authorize', bodies.authorize(player, txId, txAmount));
  expect(answer.body).toMatchObject({ success: true });
  return { txId, authCode: String(answer.body.authCode), merchantTxId: String(answer.body.merchantTxId) };
}

describe('the live pending-withdrawal count', () => {
  it('is published with the open holds after a hold is made and after it is returned by cancel', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const socket = pendingCountsOf(player);
    const first = await authorizeWithdrawal(player, '-20.00');
    expect(socket.counts).toEqual([1]);
    await authorizeWithdrawal(player, '-30.00');
    expect(socket.counts).toEqual([1, 2]);

    const cancelled = await t.call('cancel', bodies.settle(player, first.txId, first.authCode, '-20.00'));
    expect(cancelled.body).toMatchObject({ success: true });
    expect(socket.counts).toEqual([1, 2, 1]);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 7_000, withdrawalHoldMinor: 3_000 });
    socket.unsubscribe();
  });

  it('is published after a transfer pays a hold, and not again for a repeated transfer', async () => {
    const player = await t.createPlayer({ cashMinor: 5_000 });
    const socket = pendingCountsOf(player);
    const withdrawal = await authorizeWithdrawal(player, '-40.00');
    const body = bodies.settle(player, withdrawal.txId, withdrawal.authCode, '-40.00');
    expect((await t.call('transfer', body)).body).toMatchObject({ success: true });
    expect((await t.call('transfer', body)).body).toMatchObject({ success: true });
    expect(socket.counts).toEqual([1, 0]);
    socket.unsubscribe();
  });

  it('is not published for a deposit, which holds nothing', async () => {
    const player = await t.createPlayer();
    const socket = pendingCountsOf(player);
    const txId = uniqueTxId();
    const authorized = await t.call('authorize', bodies.authorize(player, txId, '10.00'));
    await t.call('transfer', bodies.settle(player, txId, String(authorized.body.authCode), '10.00'));
    expect(t.balancePushes).toContainEqual({ playerId: player.playerId, currency: 'EUR' });
    expect(socket.counts).toEqual([]);
    socket.unsubscribe();
  });

  it('is published when reconciliation settles a hold the provider paid', async () => {
    const player = await t.createPlayer({ cashMinor: 5_000 });
    const socket = pendingCountsOf(player);
    const withdrawal = await authorizeWithdrawal(player, '-25.00');
    const provider = new FakeProvider();
    provider.transactions = [
      {
        txId: withdrawal.txId,
        merchantTxId: withdrawal.merchantTxId,
        userId: player.externalId,
        kind: 'withdrawal',
        method: 'SKRILL',
        amount: 2_500,
        fee: 0,
        currency: 'EUR',
        state: 'SUCCESSFUL',
        updatedAt: t.clock.now().toISOString(),
      },
    ];
    const reconciler = new Reconciler({
      db: t.database.kysely,
      transactions: t.transactions,
      provider,
      logger: createLogger({ name: 'test', level: 'silent' }),
      publishBalance: async () => {},
      publishPendingWithdrawals: (playerId) => t.services.live.pendingWithdrawalsEvent(playerId),
    });
    const now = t.clock.now();
    const result = await reconciler.reconcile({ from: new Date(now.getTime() - 60 * 60_000), to: now });
    expect(result).toMatchObject({ ok: true, report: { settled: [{ txId: withdrawal.txId, outcome: 'paid' }] } });
    expect(socket.counts).toEqual([1, 0]);
    socket.unsubscribe();
  });
});
