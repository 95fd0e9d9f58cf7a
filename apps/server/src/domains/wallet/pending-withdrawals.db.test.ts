import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  type IdentityTestApp,
  startIdentityApp,
  TEST_PASSWORD,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';
import { PENDING_WITHDRAWALS_LISTED_MAX } from './ledger/ledger-queries';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(() => testApp.close());

const PENDING = '/api/v1/wallet/pending-withdrawals';

type PendingList = {
  count: number;
  pendingWithdrawals: Array<{ transferId: number; amountMinor: number; currency: string; requestedAt: string }>;
};

/** A logged-in player with 1000.00 EUR of cash. */
async function playerWithCash() {
  const email = uniqueEmail('withdrawer');
  const created = await testApp.services.identity.createPlayerByOperator({
    email,
    password: TEST_PASSWORD,
    country: 'DE',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(created.error.code);
  const { playerId } = created.value;
  const deposit = await testApp.services.ledger.deposit({
    source: 'test',
    externalId: `deposit-${playerId}`,
    playerId,
    currency: 'EUR',
    amountMinor: 100_000,
    provider: 'sandbox-pay',
  });
  expect(deposit.ok).toBe(true);
  const client = new TestClient(testApp);
  expect((await client.post('/api/v1/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  return { client, playerId };
}

async function hold(playerId: number, key: string, amountMinor: number) {
  const posted = await testApp.services.ledger.holdWithdrawal({
    source: 'test',
    externalId: key,
    playerId,
    currency: 'EUR',
    amountMinor,
  });
  if (!posted.ok) throw new Error(posted.error.code);
  return posted.transfer;
}

describe('GET /wallet/pending-withdrawals', () => {
  it('needs a login', async () => {
    const response = await new TestClient(testApp).get(PENDING);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it('is empty for a player with no withdrawal waiting', async () => {
    const { client } = await playerWithCash();
    expect((await client.get(PENDING)).json()).toEqual({ count: 0, pendingWithdrawals: [] });
  });

  it('lists the open withdrawal holds newest first, without paid or cancelled ones or other players', async () => {
    const { client, playerId } = await playerWithCash();
    const other = await playerWithCash();
    await hold(other.playerId, `other-${other.playerId}`, 500);
    const first = await hold(playerId, `first-${playerId}`, 2_500);
    const paid = await hold(playerId, `paid-${playerId}`, 1_000);
    const cancelled = await hold(playerId, `cancelled-${playerId}`, 700);
    const second = await hold(playerId, `second-${playerId}`, 4_000);
    const { ledger } = testApp.services;
    const payout = await ledger.payWithdrawal({
      source: 'test',
      externalId: `pay-${playerId}`,
      holdId: paid.holdId as number,
      provider: 'sandbox-pay',
    });
    expect(payout.ok).toBe(true);
    const cancel = await ledger.cancelWithdrawal({
      source: 'test',
      externalId: `cancel-${playerId}`,
      holdId: cancelled.holdId as number,
    });
    expect(cancel.ok).toBe(true);

    const list = (await client.get(PENDING)).json<PendingList>();
    expect(list.count).toBe(2);
    expect(
      list.pendingWithdrawals.map(({ transferId, amountMinor, currency }) => ({ transferId, amountMinor, currency })),
    ).toEqual([
      { transferId: second.transferId, amountMinor: 4_000, currency: 'EUR' },
      { transferId: first.transferId, amountMinor: 2_500, currency: 'EUR' },
    ]);
    for (const item of list.pendingWithdrawals) expect(Number.isNaN(Date.parse(item.requestedAt))).toBe(false);
  });

  it(`lists at most ${PENDING_WITHDRAWALS_LISTED_MAX} and counts them all`, async () => {
    const { client, playerId } = await playerWithCash();
    const total = PENDING_WITHDRAWALS_LISTED_MAX + 3;
    const holds = [];
    for (let index = 0; index < total; index += 1)
      holds.push(await hold(playerId, `many-${playerId}-${index}`, 100 + index));
    const list = (await client.get(PENDING)).json<PendingList>();
    expect(list.count).toBe(total);
    expect(list.pendingWithdrawals).toHaveLength(PENDING_WITHDRAWALS_LISTED_MAX);
    expect(list.pendingWithdrawals[0]?.transferId).toBe(holds.at(-1)?.transferId);
  });
});
