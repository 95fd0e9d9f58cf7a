import { AuthorizeRequestSchema, CancelRequestSchema } from '@vauhti/contracts/merchant-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_TEST_PASSWORD, createTestPlayer, postDeposit } from '../../domains/cashier/cashier-test-support';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import { type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import { paymentsConfigOf } from './payments-config';
import { FakePayProvider, startFakeProviderServer } from './player-cashier-test-support';

/*
 * ADR 0022: a player on a break or self-excluded logs in to a session in which their own cash can
 * still leave (the cashier's access check, the withdrawal call, the pending cashouts and their
 * cancel, the provider's authorize of a withdrawal and its cancel), while a deposit stays refused
 * at the access check, at the deposit call and at authorize. The real platform app, with the real
 * HTTP provider adapter talking to a fake provider server.
 */

let t: IdentityTestApp;
let provider: FakePayProvider;
let server: Awaited<ReturnType<typeof startFakeProviderServer>>;

beforeAll(async () => {
  let now = () => new Date();
  provider = new FakePayProvider(() => now());
  server = await startFakeProviderServer(provider);
  t = await startIdentityApp({
    config: { payments: { ...paymentsConfigOf({}, 'test'), providerUrl: server.url } },
  });
  // The ledger stamps deposits with the database's clock; keep the application's in step with it.
  t.clock.set(new Date());
  now = () => t.clock.now();
  provider.merchant = t.services.payments.merchantApi;
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const DAY_MS = 86_400_000;
let nextTxId = 0;
const uniqueTxId = () => {
  nextTxId += 1;
  return `${process.pid}${Date.now()}${nextTxId}`;
};

/**
 * A merchant API call as its route makes it once the signature is checked: the body parsed by the
 * route's schema, then the workflow's answer.
 */
async function merchantCall(name: 'authorize' | 'cancel', body: Record<string, unknown>) {
  const merchant = t.services.payments.merchantApi;
  const reply =
    name === 'authorize'
      ? await merchant.authorize(AuthorizeRequestSchema.parse(body))
      : await merchant.cancel(CancelRequestSchema.parse(body));
  return reply.body as Record<string, unknown>;
}

const RESTRICTIONS = [
  { state: 'paused', restrict: (playerId: number, until: Date) => t.services.identity.pauseAccount(playerId, until) },
  {
    state: 'self_excluded',
    restrict: (playerId: number, until: Date) => t.services.identity.selfExclude(playerId, until),
  },
] as const;

/** A real-money player with 50.00 EUR cash, restricted, then logged in again on a new browser. */
async function restrictedPlayer(restrict: (playerId: number, until: Date) => Promise<{ ok: boolean }>) {
  const player = await createTestPlayer(t);
  await postDeposit(t, player.playerId, 'EUR', 5_000);
  expect((await restrict(player.playerId, new Date(t.clock.now().getTime() + 30 * DAY_MS))).ok).toBe(true);
  const client = new TestClient(t);
  const login = await client.post('/api/v1/auth/login', { email: player.email, password: CASHIER_TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { ...player, client };
}

const cashOf = async (playerId: number) => (await readBalances(t.database.kysely, playerId, 'EUR')).cashMinor;

describe.each(RESTRICTIONS)('a $state player with a session', ({ state, restrict }) => {
  it('may open the withdrawal cashier and not the deposit cashier', async () => {
    const { client } = await restrictedPlayer(restrict);
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({ accountState: { state } });
    const withdrawal = await client.get('/api/v1/cashier/access?type=withdrawal');
    expect(withdrawal.statusCode).toBe(200);
    expect(withdrawal.json()).toMatchObject({ status: 'SUCCESS', code: null });
    const deposit = await client.get('/api/v1/cashier/access?type=deposit');
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toMatchObject({ status: 'REFUSED', code: 'ACCOUNT_BLOCKED' });
  });

  it('withdraws through the cashier, sees the pending cashout and cancels it; a deposit call is refused', async () => {
    const { client, playerId } = await restrictedPlayer(restrict);
    const made = await client.post('/api/v1/cashier/withdrawals', {
      paymentMethod: 'SKRILL',
      depositAmount: '30.00',
      emailAddress: 'me@example.test',
      txnType: 'UNIVERSAL',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ status: 'SUCCESS', txnStatus: 'co_initiated', currentBalance: '20.00' });
    const { txnId } = made.json<{ txnId: string }>();
    expect((await client.get('/api/v1/cashier/pending-cashouts')).json()).toMatchObject({
      pendingCashouts: [{ txnId, amount: '30.00' }],
    });
    const cancelled = await client.post(`/api/v1/cashier/pending-cashouts/${txnId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'SUCCESS', txnId, txState: 'CANCELLED' });
    expect(await cashOf(playerId)).toBe(5_000);

    const deposit = await client.post('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'SKRILL',
      depositAmount: '25.00',
    });
    expect(deposit.json()).toMatchObject({ success: false, errors: [{ keys: ['ACCOUNT_BLOCKED'] }] });
    expect(await cashOf(playerId)).toBe(5_000);
  });

  it('has a withdrawal authorized into the hold and cancelled back, and a deposit refused at authorize', async () => {
    const { playerId, externalId } = await restrictedPlayer(restrict);
    const withdrawal = {
      userId: externalId,
      txAmount: '-20.00',
      txAmountCy: 'EUR',
      txId: uniqueTxId(),
      txTypeId: 102,
      txName: 'CreditcardWithdrawal',
      provider: 'sandbox-pay',
    };
    const authorized = await merchantCall('authorize', withdrawal);
    expect(authorized).toMatchObject({ success: true, userId: externalId });
    expect(await cashOf(playerId)).toBe(3_000);
    const cancelled = await merchantCall('cancel', { ...withdrawal, authCode: authorized.authCode });
    expect(cancelled).toMatchObject({ success: true });
    expect(await cashOf(playerId)).toBe(5_000);

    const deposit = await merchantCall('authorize', {
      userId: externalId,
      txAmount: '10.00',
      txAmountCy: 'EUR',
      txId: uniqueTxId(),
      txTypeId: 101,
      txName: 'CreditcardDeposit',
      provider: 'sandbox-pay',
    });
    expect(deposit).toMatchObject({ success: false, errCode: 'ACCOUNT_BLOCKED' });
    expect(await cashOf(playerId)).toBe(5_000);
  });
});

describe('a locked player', () => {
  it('cannot log in, and authorize refuses their withdrawal', async () => {
    const player = await createTestPlayer(t);
    await postDeposit(t, player.playerId, 'EUR', 5_000);
    expect((await t.services.identity.lock(player.playerId, 'fraud review')).ok).toBe(true);
    const login = await new TestClient(t).post('/api/v1/auth/login', {
      email: player.email,
      password: CASHIER_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    const withdrawal = await merchantCall('authorize', {
      userId: player.externalId,
      txAmount: '-20.00',
      txAmountCy: 'EUR',
      txId: uniqueTxId(),
      txTypeId: 102,
      txName: 'CreditcardWithdrawal',
      provider: 'sandbox-pay',
    });
    expect(withdrawal).toMatchObject({ success: false, errCode: 'ACCOUNT_BLOCKED' });
    expect(await cashOf(player.playerId)).toBe(5_000);
  });
});
