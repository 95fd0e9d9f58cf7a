import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayDatabase } from '../database/pay-database';
import { FakeMerchant } from '../merchant-client/fake-merchant';
import {
  type TestClock as Clock,
  cardDeposit,
  fastTestConfig,
  openPayTestDatabase,
  openTestCore,
  TestClock,
  type TestCore,
} from './testing';

let database: PayDatabase;
let merchant: FakeMerchant;
let clock: Clock;
let core: TestCore;

beforeAll(async () => {
  database = await openPayTestDatabase();
  merchant = await new FakeMerchant().start();
});
afterAll(async () => {
  await merchant.close();
  await database.close();
});

async function openCore(overrides: Parameters<typeof fastTestConfig>[1] = {}) {
  clock = new TestClock();
  core = await openTestCore(database, fastTestConfig(merchant.url, overrides), clock.now);
  return core;
}
afterEach(async () => {
  await core?.close();
});

async function storedRow(txId: string) {
  return database.kysely.selectFrom('transactions').selectAll().where('tx_id', '=', txId).executeTakeFirstOrThrow();
}

/** The page token from a redirect the start answered. */
function tokenOf(url: string | undefined): string {
  return new URL(url ?? 'http://invalid/').searchParams.get('token') ?? '';
}

describe('card deposits by test card', () => {
  it('4111 1111 1111 1111 succeeds without a challenge: authorize, then one transfer with decimal amounts', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(cardDeposit({ amount: 5_000 }));
    if (!outcome.ok) throw new Error(outcome.message);
    const { transaction } = outcome;
    expect(transaction.state).toBe('SUCCESSFUL');
    expect(transaction.fee).toBe(125);
    expect(transaction.maskedAccount).toBe('411111******1111');
    const authorize = merchant.callsOf('authorize', transaction.txId)[0]?.body;
    expect(authorize).toMatchObject({
      txAmount: '50.00',
      txAmountCy: 'EUR',
      txTypeId: 101,
      txName: 'CREDITCARDDeposit',
    });
    const transfer = merchant.callsOf('transfer', transaction.txId)[0]?.body;
    expect(transfer).toMatchObject({
      authCode: `auth-${transaction.txId}`,
      txAmount: '50.00',
      fee: '1.25',
      feeCy: 'EUR',
    });
    expect(merchant.effectiveTransfers.get(transaction.txId)).toBe(1);
    expect(merchant.calls.every((call) => call.signatureValid)).toBe(true);
  });

  it('5555 5555 5555 4444 succeeds too', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ fields: { cardNumber: '5555555555554444', expiryMonth: '01', expiryYear: '31', cvv: '999' } }),
    );
    expect(outcome.ok && outcome.transaction.state).toBe('SUCCESSFUL');
  });

  it.each([
    ['4000000000000002', 'CARD_DECLINED'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ['4000000000000069', 'EXPIRED_CARD'],
  ])('%s is declined with %s and the authorization is cancelled', async (cardNumber, code) => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ fields: { cardNumber, expiryMonth: '12', expiryYear: '35', cvv: '123' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.transaction.state).toBe('FAILED');
    expect(outcome.transaction.error?.code).toBe(code);
    expect(merchant.effectiveCancels.get(outcome.transaction.txId)).toBe(1);
    expect(merchant.effectiveTransfers.has(outcome.transaction.txId)).toBe(false);
  });

  it('4000 0000 0000 1091 asks for a challenge: 1234 succeeds', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ fields: { cardNumber: '4000000000001091', expiryMonth: '12', expiryYear: '35', cvv: '123' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const { transaction } = outcome;
    expect(transaction.state).toBe('WAITING_INPUT');
    expect(transaction.redirect?.url).toMatch(
      new RegExp(`^http://localhost:5000/pages/threeds/${transaction.txId}\\?token=.+`),
    );
    expect(transaction.redirect).toMatchObject({ kind: 'iframe', height: '600px' });
    const token = tokenOf(transaction.redirect?.url);
    const context = await core.service.pages.pageContext(transaction.txId, token);
    expect(context?.kind).toBe('threeds-challenge');
    expect(await core.service.pages.pageContext(transaction.txId, 'wrong-token')).toBeUndefined();
    const row = await storedRow(transaction.txId);
    expect(row.page_token_hash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    const result = await core.service.pages.completeChallenge(transaction.txId, token, '1234');
    expect(result.ok && result.transaction.state).toBe('SUCCESSFUL');
    expect(merchant.effectiveTransfers.get(transaction.txId)).toBe(1);
    const again = await core.service.pages.completeChallenge(transaction.txId, token, '1234');
    expect(again).toMatchObject({ ok: false, code: 'PAGE_DONE' });
  });

  it('4000 0000 0000 1091 with a wrong code fails THREEDS_FAILED', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ fields: { cardNumber: '4000000000001091', expiryMonth: '12', expiryYear: '35', cvv: '123' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const result = await core.service.pages.completeChallenge(
      outcome.transaction.txId,
      tokenOf(outcome.transaction.redirect?.url),
      '0000',
    );
    expect(result.ok && result.transaction).toMatchObject({ state: 'FAILED', error: { code: 'THREEDS_FAILED' } });
    expect(merchant.effectiveCancels.get(outcome.transaction.txId)).toBe(1);
  });

  it('4000 0000 0000 1109 fails the challenge even with 1234', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ fields: { cardNumber: '4000000000001109', expiryMonth: '12', expiryYear: '35', cvv: '123' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const result = await core.service.pages.completeChallenge(
      outcome.transaction.txId,
      tokenOf(outcome.transaction.redirect?.url),
      '1234',
    );
    expect(result.ok && result.transaction.state).toBe('FAILED');
  });

  it('4000 0000 0000 0119 stays WAITING_INPUT until the processing time-out, then fails TIMEOUT', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ fields: { cardNumber: '4000000000000119', expiryMonth: '12', expiryYear: '35', cvv: '123' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const { txId } = outcome.transaction;
    expect(outcome.transaction.state).toBe('WAITING_INPUT');
    expect(outcome.transaction.redirect).toBeUndefined();
    clock.advance(119_000);
    await core.worker.runOnce();
    expect((await storedRow(txId)).state).toBe('WAITING_INPUT');
    clock.advance(2_000);
    await core.worker.runOnce();
    await core.context.outbox.drain();
    const row = await storedRow(txId);
    expect(row).toMatchObject({ state: 'FAILED', error_code: 'TIMEOUT' });
    expect(merchant.effectiveCancels.get(txId)).toBe(1);
  });

  it('keeps no card number or CVV in rows or logs, only the masked number', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({
        storeInstrument: true,
        fields: { cardNumber: '4111-1111-1111-1111', expiryMonth: '12', expiryYear: '35', cvv: '987' },
      }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const row = await storedRow(outcome.transaction.txId);
    const instruments = await database.kysely
      .selectFrom('instruments')
      .selectAll()
      .where('user_id', '=', row.user_id)
      .execute();
    const calls = await database.kysely
      .selectFrom('merchant_calls')
      .selectAll()
      .where('tx_id', '=', row.tx_id)
      .execute();
    const stored = JSON.stringify({ row, instruments, calls });
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('"987"');
    expect(stored).not.toMatch(/cvv/i);
    expect(row.masked_account).toBe('411111******1111');
    expect(instruments).toMatchObject([{ masked_account: '411111******1111', expiry: '12/35' }]);
    const logs = core.logLines.join('\n');
    expect(logs).not.toContain('4111111111111111');
    expect(logs).not.toContain('1111-1111');
    expect(JSON.stringify(merchant.calls)).not.toContain('4111111111111111');
  });

  it('a saved card needs its CVV again and behaves as the card did', async () => {
    await openCore();
    const first = await core.service.cashier.start(
      cardDeposit({
        storeInstrument: true,
        fields: { cardNumber: '4000000000000002', expiryMonth: '12', expiryYear: '35', cvv: '123' },
      }),
    );
    if (!first.ok) throw new Error(first.message);
    // A declined card is not saved; a successful one is.
    const userId = first.transaction.userId;
    const good = await core.service.cashier.start(cardDeposit({ userId, storeInstrument: true }));
    expect(good.ok && good.transaction.state).toBe('SUCCESSFUL');
    const saved = await core.service.instruments(userId);
    expect(saved).toHaveLength(1);
    const instrumentId = saved[0]?.instrumentId ?? '';
    const withoutCvv = await core.service.cashier.start(cardDeposit({ userId, instrumentId, fields: {} }));
    expect(withoutCvv).toMatchObject({ ok: false, code: 'FIELD_REQUIRED', field: 'cvv' });
    const withCvv = await core.service.cashier.start(cardDeposit({ userId, instrumentId, fields: { cvv: '321' } }));
    expect(withCvv.ok && withCvv.transaction).toMatchObject({ state: 'SUCCESSFUL', maskedAccount: '411111******1111' });
    const someoneElse = await core.service.cashier.start(cardDeposit({ instrumentId, fields: { cvv: '321' } }));
    expect(someoneElse).toMatchObject({ ok: false, code: 'INSTRUMENT_NOT_FOUND', field: 'instrumentId' });
  });
});

describe('validation before anything is recorded', () => {
  it.each([
    [{ method: 'PAYPAL' }, 'METHOD_UNKNOWN', 'method'],
    [{ method: 'IDEAL', currency: 'SEK' }, 'METHOD_NOT_AVAILABLE', 'method'],
    [{ amount: 500 }, 'AMOUNT_TOO_SMALL', 'amount'],
    [{ amount: 600_000 }, 'AMOUNT_TOO_LARGE', 'amount'],
    [
      { fields: { cardNumber: '4111111111111112', expiryMonth: '12', expiryYear: '35', cvv: '123' } },
      'FIELD_INVALID',
      'cardNumber',
    ],
    [
      { fields: { cardNumber: '4111111111111111', expiryMonth: '12', expiryYear: '35', cvv: '12' } },
      'FIELD_INVALID',
      'cvv',
    ],
    [
      { fields: { cardNumber: '4111111111111111', expiryMonth: '01', expiryYear: '2020', cvv: '123' } },
      'FIELD_INVALID',
      'expiryYear',
    ],
    [{ fields: { expiryMonth: '12', expiryYear: '35', cvv: '123' } }, 'FIELD_REQUIRED', 'cardNumber'],
  ] as const)('%j is refused with %s naming %s', async (overrides, code, field) => {
    await openCore();
    const before = merchant.calls.length;
    const outcome = await core.service.cashier.start(cardDeposit(overrides));
    expect(outcome).toMatchObject({ ok: false, code, field });
    expect(merchant.calls.length).toBe(before);
  });

  it('refuses a country the method is not offered in', async () => {
    await openCore();
    const outcome = await core.service.start({
      ...cardDeposit({ method: 'IDEAL', fields: { bank: 'INGBNL2A' } }),
      country: 'FI',
    });
    expect(outcome).toMatchObject({ ok: false, code: 'METHOD_NOT_AVAILABLE', field: 'method' });
  });
});

describe('the merchant authorization', () => {
  it('a refusal fails the transaction with the merchant reason and sends nothing more', async () => {
    await openCore();
    merchant.script('authorize', { refuse: 'RG_LIMITS_EXCEEDED' });
    const outcome = await core.service.cashier.start(cardDeposit());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.transaction).toMatchObject({ state: 'FAILED', error: { code: 'RG_LIMITS_EXCEEDED' } });
    await core.context.outbox.drain();
    expect(merchant.callsOf('transfer', outcome.transaction.txId)).toHaveLength(0);
    expect(merchant.callsOf('cancel', outcome.transaction.txId)).toHaveLength(0);
  });

  it('a 5xx is retried within the deadline', async () => {
    await openCore();
    merchant.script('authorize', 'http-500');
    const outcome = await core.service.cashier.start(cardDeposit());
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.transaction.state).toBe('SUCCESSFUL');
    expect(merchant.callsOf('authorize', outcome.transaction.txId)).toHaveLength(2);
  });

  it('no answer within the deadline fails MERCHANT_UNAVAILABLE and queues a cancel', async () => {
    // Real time here: the deadline is real waiting on a platform that is down.
    core = await openTestCore(database, fastTestConfig(merchant.url), Date.now);
    merchant.setDown(true);
    try {
      const outcome = await core.service.cashier.start(cardDeposit());
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.transaction).toMatchObject({ state: 'FAILED', error: { code: 'MERCHANT_UNAVAILABLE' } });
      const queued = await database.kysely
        .selectFrom('merchant_calls')
        .selectAll()
        .where('tx_id', '=', outcome.transaction.txId)
        .execute();
      expect(queued.map((call) => call.call)).toEqual(['cancel']);
    } finally {
      merchant.setDown(false);
    }
  });
});

describe('bank, e-wallet and VenusPoint pages', () => {
  const trustly = () => cardDeposit({ method: 'TRUSTLY', fields: {}, amount: 10_000 });

  it.each([
    ['success', 'SUCCESSFUL', 'transfer'],
    ['failure', 'FAILED', 'cancel'],
    ['cancel', 'CANCELLED', 'cancel'],
  ] as const)('a bank page %s ends %s with a %s', async (choice, state, call) => {
    await openCore();
    const outcome = await core.service.cashier.start(trustly());
    if (!outcome.ok) throw new Error(outcome.message);
    const { txId, redirect } = outcome.transaction;
    expect(redirect).toMatchObject({ kind: 'popup', height: '1000px' });
    expect(redirect?.url).toContain(`/pages/bank/${txId}?token=`);
    const result = await core.service.pages.resolvePage(txId, tokenOf(redirect?.url), choice, { bank: 'Nordea' });
    expect(result.ok && result.transaction.state).toBe(state);
    expect(merchant.callsOf(call, txId)).toHaveLength(1);
  });

  it('a successful bank payment saves the account masked', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(trustly());
    if (!outcome.ok) throw new Error(outcome.message);
    await core.service.pages.resolvePage(
      outcome.transaction.txId,
      tokenOf(outcome.transaction.redirect?.url),
      'success',
      { bank: 'Nordea' },
    );
    const saved = await core.service.instruments(outcome.transaction.userId);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.maskedAccount).toMatch(/^Nordea .*\*\*\*\*/);
  });

  it('the time-out button leaves it WAITING_INPUT until due, then TIMEOUT', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ method: 'SKRILL', fields: { email: 'p@example.com' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const { txId, redirect } = outcome.transaction;
    expect(redirect).toMatchObject({ kind: 'window', height: '1185px' });
    const result = await core.service.pages.resolvePage(txId, tokenOf(redirect?.url), 'timeout');
    expect(result.ok && result.transaction.state).toBe('WAITING_INPUT');
    await core.worker.runOnce();
    expect((await storedRow(txId)).state).toBe('WAITING_INPUT');
    clock.advance(120_001);
    await core.worker.runOnce();
    expect(await storedRow(txId)).toMatchObject({ state: 'FAILED', error_code: 'TIMEOUT' });
  });

  it('an abandoned page expires', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({ method: 'NETELLER', fields: { email: 'p@example.com' } }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    clock.advance(60_001);
    await core.worker.runOnce();
    expect(await storedRow(outcome.transaction.txId)).toMatchObject({ state: 'FAILED', error_code: 'TIMEOUT' });
  });

  it.each([
    [2_013, 'AMOUNT_MISMATCH'],
    [2_017, 'INVALID_PROCESSING'],
  ])('VenusPoint fails %i minor units with %s', async (amount, code) => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({
        method: 'VENUSPOINT_PIQ',
        amount,
        fields: { venusPointId: '1234567', venusPointPassword: 'secret' },
      }),
    );
    expect(outcome.ok && outcome.transaction).toMatchObject({ state: 'FAILED', error: { code } });
  });

  it('VenusPoint opens its page for other amounts', async () => {
    await openCore();
    const outcome = await core.service.cashier.start(
      cardDeposit({
        method: 'VENUSPOINT_PIQ',
        amount: 2_000,
        fields: { venusPointId: '1234567', venusPointPassword: 'secret' },
      }),
    );
    expect(outcome.ok && outcome.transaction.redirect?.url).toContain('/pages/ewallet/');
  });
});

describe('pay-and-play', () => {
  const identity = {
    firstName: 'Maija',
    lastName: 'Meikäläinen',
    nationalId: '010190-123A',
    birthDate: '1990-01-01',
    street: 'Katu 2',
    city: 'Tampere',
    zip: '33100',
    country: 'FI',
  };

  it('the bank identifies the payer; verifyuser, authorize and transfer use pnp-<txId>', async () => {
    await openCore();
    const outcome = await core.service.startPayAndPlay({
      merchantId: 'vauhti',
      method: 'TRUSTLY',
      amount: 2_000,
      currency: 'EUR',
      country: 'FI',
      locale: 'fi',
      successUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/fail',
      merchantTxId: 'pnp-merchant-1',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const { txId, redirect } = outcome.transaction;
    expect(outcome.transaction.userId).toBe(`pnp-${txId}`);
    expect(redirect?.url).toContain(`/pages/paynplay/${txId}?token=`);
    expect(await core.service.payAndPlayStatus(txId)).toEqual({ txState: 'WAITING_INPUT' });
    const refused = await core.service.pages.resolvePage(txId, tokenOf(redirect?.url), 'success');
    expect(refused).toMatchObject({ ok: false, code: 'IDENTITY_REQUIRED' });
    const result = await core.service.pages.resolvePage(txId, tokenOf(redirect?.url), 'success', { identity });
    expect(result.ok && result.transaction.state).toBe('SUCCESSFUL');
    expect(merchant.callsOf('verifyuser').at(-1)?.body).toMatchObject({ sessionId: txId, userId: `pnp-${txId}` });
    expect(merchant.callsOf('authorize', txId)[0]?.body.userId).toBe(`pnp-${txId}`);
    expect(merchant.effectiveTransfers.get(txId)).toBe(1);
    expect(await core.service.payAndPlayStatus(txId)).toEqual({ txState: 'SUCCESSFUL', identity });
  });
});

describe('the cashier facade', () => {
  it('verifyUser reads the merchant profile with the balance in minor units', async () => {
    await openCore();
    const outcome = await core.service.cashier.verifyUser('vauhti', 'player-v', 'session-v');
    expect(outcome).toMatchObject({
      ok: true,
      user: { userId: 'player-v', sessionId: 'session-v', currency: 'EUR', country: 'FI', balance: 10_000 },
    });
    expect(await core.service.cashier.verifyUser('other', 'player-v', 'session-v')).toMatchObject({
      ok: false,
      errCode: 'UNKNOWN_MERCHANT',
    });
    merchant.script('verifyuser', { refuse: 'SESSION_EXPIRED' });
    expect(await core.service.cashier.verifyUser('vauhti', 'player-v', 'session-v')).toMatchObject({
      ok: false,
      errCode: 'SESSION_EXPIRED',
    });
  });

  it('methods for a verified user carry saved instruments and the last use', async () => {
    await openCore();
    const deposit = cardDeposit({ storeInstrument: true });
    await core.service.cashier.start(deposit);
    const verified = await core.service.cashier.verifyUser('vauhti', deposit.userId, deposit.sessionId);
    if (!verified.ok) throw new Error(verified.errMsg);
    const methods = await core.service.cashier.methods(verified.user, 'deposit');
    const card = methods.find((method) => method.method === 'CREDITCARD');
    expect(card?.instruments).toMatchObject([{ maskedAccount: '411111******1111', expiry: '12/35' }]);
    expect(card?.updatedTime).not.toBeNull();
    expect(methods.find((method) => method.method === 'TRUSTLY')?.updatedTime).toBeNull();
    expect(methods.map((method) => method.method)).not.toContain('IDEAL');
    const history = await core.service.cashier.history(deposit.userId, 10);
    expect(history).toHaveLength(1);
  });

  it('completeCollect marks a 3-D Secure reference collected, once it exists', async () => {
    await openCore();
    const { referenceId } = await core.service.collect('player-c', '400000');
    expect(await core.service.pages.completeCollect(referenceId)).toBe(true);
    expect(await core.service.pages.completeCollect('3ds_unknown')).toBe(false);
    const started = await core.service.start({
      ...cardDeposit({
        userId: 'player-c',
        fields: { cardNumber: '4000000000001091', expiryMonth: '12', expiryYear: '35', cvv: '123' },
      }),
      threeDsReferenceId: referenceId,
    });
    expect(started.ok && started.transaction.state).toBe('WAITING_INPUT');
  });
});
