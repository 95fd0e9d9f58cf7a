import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bodies,
  closeAfterLedgerCheck,
  type PaymentsTestApp,
  startPaymentsTestApp,
  type TestPlayer,
  uniqueTxId,
} from './payments-test-support';

/*
 * The merchant API (docs/payments-integration.md section 3) through its HTTP routes: signatures,
 * every call and errCode, idempotency on (call, txId), and the withdrawal hold resolving exactly
 * once whatever order the provider's retries arrive in.
 */

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsTestApp();
});
beforeEach(() => t.cashier.reset());
afterAll(() => closeAfterLedgerCheck(t));

async function authorized(player: TestPlayer, txAmount: string, extra: Record<string, unknown> = {}) {
  const txId = uniqueTxId();
  const answer = await t.call('authorize', bodies.authorize(player, txId, txAmount, extra));
  expect(answer.body).toMatchObject({ success: true, userId: player.externalId });
  return { txId, authCode: String(answer.body.authCode), merchantTxId: String(answer.body.merchantTxId) };
}

describe('signatures and request shape', () => {
  it('answers 401 INVALID_SIGNATURE to a wrong signature, an unknown merchant, a missing signature and a stale ts', async () => {
    const player = await t.createPlayer();
    const body = { sessionId: player.sessionId, userId: player.externalId };
    for (const options of [
      { secret: 'another-secret' },
      { merchantId: 'someone-else' },
      { merchantId: null },
      { signature: null },
      { signature: 'zz' },
      { ts: t.clock.now().getTime() - 301_000 },
      { ts: t.clock.now().getTime() + 301_000 },
    ]) {
      const answer = await t.call('verifyuser', body, options);
      expect(answer.statusCode, JSON.stringify(options)).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
    }
  });

  it('refuses a body signed for another call: a signed cancel posted to transfer is 401 and credits nothing', async () => {
    const player = await t.createPlayer();
    const { txId, authCode, merchantTxId } = await authorized(player, '30.00');
    const body = bodies.settle(player, txId, authCode, '30.00');
    for (const signedCall of ['cancel', 'authorize', 'transfer?again', '../piq/transfer']) {
      const answer = await t.call('transfer', body, { signedCall });
      expect(answer, signedCall).toMatchObject({ statusCode: 401, body: { error: { code: 'INVALID_SIGNATURE' } } });
    }
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(0);
    expect(await t.transactions.byId(Number(merchantTxId))).toMatchObject({ status: 'txn_pending' });
    expect((await t.call('transfer', body)).body).toMatchObject({ success: true, txId });
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(3_000);
  });

  it('accepts a ts within 300 s either way', async () => {
    const player = await t.createPlayer();
    const body = { sessionId: player.sessionId, userId: player.externalId };
    for (const ts of [t.clock.now().getTime() - 299_000, t.clock.now().getTime() + 299_000]) {
      expect((await t.call('verifyuser', body, { ts })).statusCode).toBe(200);
    }
  });

  it('answers 400 naming the field for a body that is not the call shape', async () => {
    const player = await t.createPlayer();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['verifyuser', { userId: player.externalId }, 'sessionId'],
      ['authorize', { ...bodies.authorize(player, 'abc', '10.00') }, 'txId'],
      ['authorize', { ...bodies.authorize(player, uniqueTxId(), '10.00'), txAmountCy: 'eur' }, 'txAmountCy'],
      ['authorize', { ...bodies.authorize(player, uniqueTxId(), '10.00'), txTypeId: 103 }, 'txTypeId'],
      ['authorize', { ...bodies.authorize(player, uniqueTxId(), '10.00'), txAmount: 10 }, 'txAmount'],
      ['transfer', { ...bodies.settle(player, uniqueTxId(), 'code', '10.00'), authCode: undefined }, 'authCode'],
      ['cancel', { ...bodies.settle(player, uniqueTxId(), 'code', '10.00'), userId: '' }, 'userId'],
    ];
    for (const [name, body, field] of cases) {
      const answer = await t.call(name, body);
      expect(answer.statusCode, `${name} ${field}`).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
      expect(String((answer.body.error as { message: string }).message)).toContain(field);
    }
    const noTs = await t.call('verifyuser', { sessionId: 's', userId: 'u' }, { ts: null });
    expect(noTs.statusCode).toBe(400);
    expect(JSON.stringify(noTs.body)).toContain('ts');
    const notJson = await t.call('verifyuser', {}, { rawBody: '{"ts":' });
    expect(notJson.statusCode).toBe(400);
    const wrongType = await t.call('verifyuser', {}, { contentType: 'text/plain', rawBody: 'hello' });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('verifyuser', () => {
  it("answers the player's profile with the cash balance as a decimal string", async () => {
    const player = await t.createPlayer({ cashMinor: 12_345 });
    const answer = await t.call('verifyuser', { sessionId: player.sessionId, userId: player.externalId });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      userId: player.externalId,
      firstName: 'Aino',
      lastName: 'Tester',
      country: 'FI',
      balance: '123.45',
      balanceCy: 'EUR',
      kycStatus: 'Approved',
    });
    for (const field of ['userCat', 'street', 'city', 'zip', 'email', 'dob', 'mobile', 'locale']) {
      expect(answer.body).toHaveProperty(field);
    }
  });

  it('answers SESSION_EXPIRED for an unknown session or one of another player, UNKNOWN_USER for an unknown user', async () => {
    const player = await t.createPlayer();
    const other = await t.createPlayer();
    const expired = await t.call('verifyuser', { sessionId: 'nope', userId: player.externalId });
    expect(expired.body).toMatchObject({ success: false, errCode: 'SESSION_EXPIRED' });
    const foreign = await t.call('verifyuser', { sessionId: other.sessionId, userId: player.externalId });
    expect(foreign.body).toMatchObject({ success: false, errCode: 'SESSION_EXPIRED' });
    t.cashier.sessionsById.set('orphan-session', player.playerId);
    const unknown = await t.call('verifyuser', { sessionId: 'orphan-session', userId: 'no-such-user' });
    expect(unknown.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
    const payAndPlay = await t.call('verifyuser', { sessionId: player.sessionId, userId: 'pnp-123' });
    expect(payAndPlay.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
  });
});

describe('deposits', () => {
  it('authorize records a hosted deposit; transfer credits cash with the fee to the fees account, once', async () => {
    const player = await t.createPlayer({ play: true });
    const { txId, authCode, merchantTxId } = await authorized(player, '100.50');
    const recorded = await t.transactions.byId(Number(merchantTxId));
    expect(recorded).toMatchObject({
      kind: 'deposit',
      channel: 'hosted',
      method: 'CREDITCARD',
      amountMinor: 10_050,
      status: 'txn_pending',
      providerTxId: txId,
      authCode,
    });
    const body = bodies.settle(player, txId, authCode, '100.50', { fee: '2.50', feeCy: 'EUR' });
    const first = await t.call('transfer', body);
    expect(first.body).toMatchObject({ success: true, userId: player.externalId, txId, merchantTxId });
    const again = await t.call('transfer', body);
    expect(again.body).toEqual(first.body);
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(1);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(10_050);
    expect(await t.transactions.byId(Number(merchantTxId))).toMatchObject({
      status: 'txn_confirmed_success',
      providerState: 'SUCCESSFUL',
      feeMinor: 250,
    });
    const fees = await t.database.kysely
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('purpose', '=', 'fees')
      .where('currency', '=', 'EUR')
      .executeTakeFirst();
    expect(Number(fees?.balance)).toBeGreaterThanOrEqual(250);
    const account = await t.database.kysely
      .selectFrom('players')
      .select('user_status')
      .where('id', '=', player.playerId)
      .executeTakeFirstOrThrow();
    expect(account.user_status).toBe('real');
    expect(t.balancePushes).toContainEqual({ playerId: player.playerId, currency: 'EUR' });
  });

  it("links the platform's own cashier transaction named by attributes.merchantTxId", async () => {
    const player = await t.createPlayer();
    const own = await t.transactions.create({
      playerId: player.playerId,
      kind: 'deposit',
      channel: 'internal',
      method: 'CREDITCARD',
      amountMinor: 5_000,
      currency: 'EUR',
      status: 'txn_initiated',
    });
    const { merchantTxId } = await authorized(player, '50.00', { attributes: { merchantTxId: String(own.id) } });
    expect(merchantTxId).toBe(String(own.id));
    expect(await t.transactions.byId(own.id)).toMatchObject({ channel: 'internal', status: 'txn_pending' });
    const wrongAmount = await t.call(
      'authorize',
      bodies.authorize(player, uniqueTxId(), '60.00', { attributes: { merchantTxId: String(own.id) } }),
    );
    expect(wrongAmount.body).toMatchObject({ success: false, errCode: 'DUPLICATE_MISMATCH' });
    const unknown = await t.call(
      'authorize',
      bodies.authorize(player, uniqueTxId(), '60.00', { attributes: { merchantTxId: '999999999' } }),
    );
    expect(unknown.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
  });

  it('refuses by the gates, the play-money minimum and the deposit limits (with the pending deposits counted)', async () => {
    const player = await t.createPlayer({ play: true });
    t.cashier.depositGate = { ok: false, code: 'KYC_REQUIRED', message: 'documents needed' };
    expect((await t.call('authorize', bodies.authorize(player, uniqueTxId(), '10.00'))).body).toMatchObject({
      success: false,
      errCode: 'KYC_REQUIRED',
      errMsg: 'documents needed',
    });
    for (const code of ['CHANNEL_NOT_VERIFIED', 'LICENCE_PENDING', 'ACCOUNT_BLOCKED'] as const) {
      t.cashier.depositGate = { ok: false, code, message: code };
      const answer = await t.call('authorize', bodies.authorize(player, uniqueTxId(), '10.00'));
      expect(answer.body).toMatchObject({ success: false, errCode: code });
    }
    t.cashier.reset();
    t.cashier.playMoneyMinimum = 5_000;
    const small = await t.call('authorize', bodies.authorize(player, uniqueTxId(), '49.99'));
    expect(small.body).toMatchObject({ success: false, errCode: 'AMOUNT_OUT_OF_LIMITS' });
    t.cashier.reset();
    await authorized(player, '30.00');
    t.cashier.limit = { ok: false, period: 'daily', limitMinor: 5_000, usedMinor: 3_000 };
    const over = await t.call('authorize', bodies.authorize(player, uniqueTxId(), '25.00'));
    expect(over.body).toMatchObject({ success: false, errCode: 'RG_LIMITS_EXCEEDED' });
    expect(String(over.body.errMsg)).toContain('daily');
    expect(t.cashier.limitCalls.at(-1)).toEqual({ playerId: player.playerId, amountMinor: 2_500, pendingMinor: 3_000 });
  });

  it('refuses bad amounts, another currency and unknown users', async () => {
    const player = await t.createPlayer();
    for (const txAmount of ['10.505', '1e3', '10,50', '', ' 10', '+10', '0.00']) {
      const answer = await t.call('authorize', bodies.authorize(player, uniqueTxId(), txAmount));
      expect(answer.body, txAmount).toMatchObject({ success: false, errCode: 'INVALID_AMOUNT' });
    }
    const typeMismatch = await t.call('authorize', {
      ...bodies.authorize(player, uniqueTxId(), '10.00'),
      txTypeId: 102,
    });
    expect(typeMismatch.body).toMatchObject({ success: false, errCode: 'INVALID_AMOUNT' });
    const currency = await t.call('authorize', {
      ...bodies.authorize(player, uniqueTxId(), '10.00'),
      txAmountCy: 'SEK',
    });
    expect(currency.body).toMatchObject({ success: false, errCode: 'CURRENCY_MISMATCH' });
    const unknown = await t.call('authorize', { ...bodies.authorize(player, uniqueTxId(), '10.00'), userId: 'nobody' });
    expect(unknown.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
  });

  it('replays authorize with the same answer and refuses the same txId with another amount', async () => {
    const player = await t.createPlayer();
    const txId = uniqueTxId();
    const first = await t.call('authorize', bodies.authorize(player, txId, '20.00'));
    const again = await t.call('authorize', bodies.authorize(player, txId, '20.00'));
    expect(again.body).toEqual(first.body);
    const other = await t.call('authorize', bodies.authorize(player, txId, '21.00'));
    expect(other.body).toMatchObject({ success: false, errCode: 'DUPLICATE_MISMATCH' });
    const settle = bodies.settle(player, txId, String(first.body.authCode), '20.00');
    await t.call('transfer', settle);
    const otherTransfer = await t.call('transfer', { ...settle, txAmount: '25.00' });
    expect(otherTransfer.body).toMatchObject({ success: false, errCode: 'DUPLICATE_MISMATCH' });
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(2_000);
  });

  it('refuses a transfer of another amount than the authorized one and credits nothing; the authorized amount is credited after it', async () => {
    const player = await t.createPlayer();
    const { txId, authCode } = await authorized(player, '20.00');
    for (const txAmount of ['500.00', '19.99']) {
      const other = await t.call('transfer', bodies.settle(player, txId, authCode, txAmount));
      expect(other.body, txAmount).toMatchObject({ success: false, errCode: 'INVALID_AMOUNT' });
    }
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(0);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(0);
    const body = bodies.settle(player, txId, authCode, '20.00');
    const credited = await t.call('transfer', body);
    expect(credited.body).toMatchObject({ success: true, txId });
    expect((await t.call('transfer', body)).body).toEqual(credited.body);
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(1);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(2_000);
  });

  it('refuses a transfer whose fee is larger than the amount, or a withdrawal of another amount, and moves nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 5_000 });
    const deposit = await authorized(player, '10.00');
    const depositFee = await t.call(
      'transfer',
      bodies.settle(player, deposit.txId, deposit.authCode, '10.00', { fee: '10.01' }),
    );
    expect(depositFee.body).toMatchObject({ success: false, errCode: 'INVALID_AMOUNT' });
    const withdrawal = await authorized(player, '-10.00');
    const withdrawalFee = await t.call(
      'transfer',
      bodies.settle(player, withdrawal.txId, withdrawal.authCode, '-10.00', { fee: '-10.01' }),
    );
    expect(withdrawalFee.body).toMatchObject({ success: false, errCode: 'INVALID_AMOUNT' });
    const otherAmount = await t.call('transfer', bodies.settle(player, withdrawal.txId, withdrawal.authCode, '-11.00'));
    expect(otherAmount.body).toMatchObject({ success: false, errCode: 'INVALID_AMOUNT' });
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(0);
    expect(await t.transfersOf(player.playerId, 'withdrawal_paid')).toBe(0);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 4_000, withdrawalHoldMinor: 1_000 });
    const paid = await t.call(
      'transfer',
      bodies.settle(player, withdrawal.txId, withdrawal.authCode, '-10.00', { fee: '-10.00' }),
    );
    expect(paid.body).toMatchObject({ success: true });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 4_000, withdrawalHoldMinor: 0 });
  });

  it('answers UNKNOWN_TRANSACTION to a transfer or cancel without an authorize, or with another authCode', async () => {
    const player = await t.createPlayer();
    const never = await t.call('transfer', bodies.settle(player, uniqueTxId(), 'x', '10.00'));
    expect(never.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    const neverCancel = await t.call('cancel', bodies.settle(player, uniqueTxId(), 'x', '10.00'));
    expect(neverCancel.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    const { txId } = await authorized(player, '10.00');
    const wrongCode = await t.call('transfer', bodies.settle(player, txId, 'not-the-code', '10.00'));
    expect(wrongCode.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(0);
  });

  it('cancel marks a deposit failed; a transfer after it credits nothing', async () => {
    const player = await t.createPlayer();
    const { txId, authCode, merchantTxId } = await authorized(player, '40.00');
    const cancelled = await t.call('cancel', bodies.settle(player, txId, authCode, '40.00'));
    expect(cancelled.body).toMatchObject({ success: true });
    expect(await t.transactions.byId(Number(merchantTxId))).toMatchObject({ status: 'txn_confirmed_failure' });
    const late = await t.call('transfer', bodies.settle(player, txId, authCode, '40.00'));
    expect(late.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    expect(await t.transfersOf(player.playerId, 'deposit')).toBe(0);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(0);
  });

  it('a cancel after the transfer leaves the credited deposit exactly as the transfer wrote it', async () => {
    const player = await t.createPlayer();
    const { txId, authCode, merchantTxId } = await authorized(player, '35.00');
    expect((await t.call('transfer', bodies.settle(player, txId, authCode, '35.00'))).body).toMatchObject({
      success: true,
    });
    const credited = await t.transactions.byId(Number(merchantTxId));
    expect(credited).toMatchObject({ status: 'txn_confirmed_success', providerState: 'SUCCESSFUL' });
    const cancel = await t.call('cancel', bodies.settle(player, txId, authCode, '35.00'));
    expect(cancel.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    // A retried cancel, and one without the authCode (another request under the same txId), change nothing.
    expect((await t.call('cancel', bodies.settle(player, txId, authCode, '35.00'))).body).toEqual(cancel.body);
    const blind = await t.call('cancel', bodies.settle(player, txId, '', '35.00'));
    expect(blind.body).toMatchObject({ success: false });
    expect(await t.transactions.byId(Number(merchantTxId))).toEqual(credited);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(3_500);
  });

  it('a cancel after a provider-status failure answers success and keeps the recorded failure', async () => {
    const player = await t.createPlayer();
    const { txId, authCode, merchantTxId } = await authorized(player, '20.00');
    // The player's cashier recorded the provider's FAILED first (a guarded write, no money moves).
    const failed = await t.transactions.updateIf(
      Number(merchantTxId),
      {},
      { status: 'txn_confirmed_failure', providerState: 'FAILED', errorCode: 'CARD_DECLINED' },
    );
    expect(failed).toMatchObject({ status: 'txn_confirmed_failure' });
    const cancel = await t.call('cancel', bodies.settle(player, txId, authCode, '20.00'));
    expect(cancel.body).toMatchObject({ success: true });
    expect(await t.transactions.byId(Number(merchantTxId))).toEqual(failed);
  });

  it('links one platform transaction to one provider transaction when two authorizes name it at once', async () => {
    const player = await t.createPlayer();
    const own = await t.transactions.create({
      playerId: player.playerId,
      kind: 'deposit',
      channel: 'internal',
      method: 'CREDITCARD',
      amountMinor: 4_000,
      currency: 'EUR',
      status: 'txn_pending',
    });
    const attributes = { merchantTxId: String(own.id) };
    const answers = await Promise.all(
      [uniqueTxId(), uniqueTxId()].map((txId) =>
        t.call('authorize', bodies.authorize(player, txId, '40.00', { attributes })),
      ),
    );
    expect(answers.map((answer) => answer.body.success).sort()).toEqual([false, true]);
    expect(answers.find((answer) => answer.body.success === false)?.body).toMatchObject({
      errCode: 'DUPLICATE_MISMATCH',
    });
    const winner = answers.find((answer) => answer.body.success === true);
    expect(await t.transactions.byId(own.id)).toMatchObject({ authCode: winner?.body.authCode, status: 'txn_pending' });
  });

  it('refuses to link a platform transaction that is already final', async () => {
    const player = await t.createPlayer();
    const own = await t.transactions.create({
      playerId: player.playerId,
      kind: 'deposit',
      channel: 'internal',
      method: 'CREDITCARD',
      amountMinor: 1_500,
      currency: 'EUR',
      status: 'txn_confirmed_failure',
    });
    const answer = await t.call(
      'authorize',
      bodies.authorize(player, uniqueTxId(), '15.00', { attributes: { merchantTxId: String(own.id) } }),
    );
    expect(answer.body).toMatchObject({ success: false, errCode: 'DUPLICATE_MISMATCH' });
    expect(await t.transactions.byId(own.id)).toEqual(own);
  });

  it('a brand-new platform instance on the same database credits a retried transfer exactly once', async () => {
    const player = await t.createPlayer();
    const { txId, authCode } = await authorized(player, '75.00');
    // The platform dies after authorize; the provider retries transfer against a restarted one.
    const restarted = await t.instance();
    try {
      const body = bodies.settle(player, txId, authCode, '75.00');
      const first = await restarted.call('transfer', body);
      expect(first.body).toMatchObject({ success: true });
      const retried = await restarted.call('transfer', body);
      expect(retried.body).toEqual(first.body);
      expect((await t.call('transfer', body)).body).toEqual(first.body);
      expect(await t.transfersOf(player.playerId, 'deposit')).toBe(1);
      expect((await t.balancesOf(player.playerId)).cashMinor).toBe(7_500);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('withdrawals', () => {
  it('authorize holds the amount, transfer pays the hold once, a later cancel is refused', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const { txId, authCode, merchantTxId } = await authorized(player, '-30.00');
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 7_000, withdrawalHoldMinor: 3_000 });
    expect(await t.transactions.byId(Number(merchantTxId))).toMatchObject({
      kind: 'withdrawal',
      method: 'SKRILL',
      status: 'co_initiated',
    });
    const body = bodies.settle(player, txId, authCode, '-30.00', { fee: '-1.00' });
    const paid = await t.call('transfer', body);
    expect(paid.body).toMatchObject({ success: true });
    expect((await t.call('transfer', body)).body).toEqual(paid.body);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 7_000, withdrawalHoldMinor: 0 });
    expect(await t.transactions.byId(Number(merchantTxId))).toMatchObject({ status: 'co_success', feeMinor: 100 });
    const cancel = await t.call('cancel', bodies.settle(player, txId, authCode, '-30.00'));
    expect(cancel.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    expect(await t.transfersOf(player.playerId, 'withdrawal_paid')).toBe(1);
    expect(await t.transfersOf(player.playerId, 'withdrawal_cancelled')).toBe(0);
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 7_000, withdrawalHoldMinor: 0 });
  });

  it('cancel returns the hold once; a transfer after it pays nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 5_000 });
    const { txId, authCode, merchantTxId } = await authorized(player, '-50.00');
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 0, withdrawalHoldMinor: 5_000 });
    const body = bodies.settle(player, txId, authCode, '-50.00');
    const cancelled = await t.call('cancel', body);
    expect(cancelled.body).toMatchObject({ success: true });
    expect((await t.call('cancel', body)).body).toEqual(cancelled.body);
    const late = await t.call('transfer', body);
    expect(late.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 5_000, withdrawalHoldMinor: 0 });
    expect(await t.transactions.byId(Number(merchantTxId))).toMatchObject({ status: 'co_failed' });
    expect(await t.transfersOf(player.playerId, 'withdrawal_cancelled')).toBe(1);
    expect(await t.transfersOf(player.playerId, 'withdrawal_paid')).toBe(0);
  });

  it('cancel without an authCode (authorize answer lost) still returns the hold; a transfer without one is refused', async () => {
    const player = await t.createPlayer({ cashMinor: 5_000 });
    const { txId } = await authorized(player, '-20.00');
    const transfer = await t.call('transfer', bodies.settle(player, txId, '', '-20.00'));
    expect(transfer.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
    const cancelled = await t.call('cancel', bodies.settle(player, txId, '', '-20.00'));
    expect(cancelled.body).toMatchObject({ success: true });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 5_000, withdrawalHoldMinor: 0 });
  });

  it('refuses more than the withdrawable balance, a play-money account and a blocked one', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const tooMuch = await t.call('authorize', bodies.authorize(player, uniqueTxId(), '-10.01'));
    expect(tooMuch.body).toMatchObject({ success: false, errCode: 'INSUFFICIENT_FUNDS' });
    const empty = await t.createPlayer();
    const nothing = await t.call('authorize', bodies.authorize(empty, uniqueTxId(), '-0.01'));
    expect(nothing.body).toMatchObject({ success: false, errCode: 'INSUFFICIENT_FUNDS' });
    const play = await t.createPlayer({ play: true, cashMinor: 1_000 });
    const notReal = await t.call('authorize', bodies.authorize(play, uniqueTxId(), '-5.00'));
    expect(notReal.body).toMatchObject({ success: false, errCode: 'NOT_REAL_ACCOUNT' });
    t.cashier.withdrawalGate = { ok: false, code: 'ACCOUNT_BLOCKED', message: 'self-excluded' };
    const blocked = await t.call('authorize', bodies.authorize(player, uniqueTxId(), '-5.00'));
    expect(blocked.body).toMatchObject({ success: false, errCode: 'ACCOUNT_BLOCKED' });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 1_000, withdrawalHoldMinor: 0 });
  });

  it('a refused authorize answers the same refusal to its repeat', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const txId = uniqueTxId();
    const first = await t.call('authorize', bodies.authorize(player, txId, '-20.00'));
    expect(first.body).toMatchObject({ success: false, errCode: 'INSUFFICIENT_FUNDS' });
    await t.createPlayer();
    expect((await t.call('authorize', bodies.authorize(player, txId, '-20.00'))).body).toEqual(first.body);
  });

  it('resolves the hold exactly once whatever order transfer and cancel retries arrive in, across instances', async () => {
    const player = await t.createPlayer({ cashMinor: 20_000 });
    const restarted = await t.instance();
    try {
      for (const order of [
        ['transfer', 'cancel', 'transfer'],
        ['cancel', 'transfer', 'cancel'],
      ]) {
        const { txId, authCode } = await authorized(player, '-10.00');
        const body = bodies.settle(player, txId, authCode, '-10.00');
        const answers = [];
        for (const [index, name] of order.entries()) {
          answers.push(await (index % 2 === 0 ? t : restarted).call(String(name), body));
        }
        expect(answers[0]?.body).toMatchObject({ success: true });
        expect(answers[1]?.body).toMatchObject({ success: false, errCode: 'UNKNOWN_TRANSACTION' });
        expect(answers[2]?.body).toEqual(answers[0]?.body);
      }
      expect(await t.transfersOf(player.playerId, 'withdrawal_paid')).toBe(1);
      expect(await t.transfersOf(player.playerId, 'withdrawal_cancelled')).toBe(1);
      expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 19_000, withdrawalHoldMinor: 0 });
    } finally {
      await restarted.app.close();
    }
  });
});
