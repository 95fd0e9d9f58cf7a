import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlayer, postDeposit } from '../../domains/cashier/cashier-test-support';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';
import type { GateResult } from './cashier-port';
import { type CashierCaller, decodeCallbackData, PlayerCashier } from './player-cashier';
import { encodeCallbackData, recordWhileOpen } from './player-cashier-context';
import { CARDS, FakePayProvider } from './player-cashier-test-support';

/*
 * The player's cashier on a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with the
 * real cashier domain, ledger and merchant API, and a fake provider that calls the merchant API as
 * the sandbox does. Spec part 1 section 4's outcomes, the withdrawal checks, pending cashouts, and
 * that card data never reaches a row or a log line.
 */

let t: IdentityTestApp;
let provider: FakePayProvider;
let cashier: PlayerCashier;
const logLines: string[] = [];
const gates: { deposit: GateResult | null; withdrawal: GateResult | null } = { deposit: null, withdrawal: null };
const CVV = '987';

beforeAll(async () => {
  t = await startIdentityApp();
  provider = new FakePayProvider(() => t.clock.now());
  provider.merchant = t.services.payments.merchantApi;
  const logger = createLogger({
    name: 'payments-test',
    level: 'debug',
    destination: { write: (line: string) => logLines.push(line) },
  });
  const real = t.services.cashier;
  cashier = new PlayerCashier({
    provider,
    transactions: t.services.payments.transactions,
    // The real cashier domain, with gates a test may close.
    cashier: {
      ...real,
      gates: {
        deposit: async (playerId) => gates.deposit ?? real.gates.deposit(playerId),
        withdrawal: async (playerId) => gates.withdrawal ?? real.gates.withdrawal(playerId),
      },
    },
    identity: t.services.identity,
    ledger: t.services.ledger,
    config: t.config,
    clock: t.clock,
    logger,
    database: t.database,
  });
});
afterAll(() => t.close());
beforeEach(() => {
  provider.unavailable = false;
  gates.deposit = null;
  gates.withdrawal = null;
});

async function callerFor(options: Parameters<typeof createTestPlayer>[1] = {}) {
  const player = await createTestPlayer(t, { country: 'FI', ...options });
  const { sessionId } = await t.services.identity.sessions.open(t.database.kysely, player.playerId, {});
  const caller: CashierCaller = { playerId: player.playerId, webSessionId: sessionId, ipAddr: '10.1.2.3' };
  return { ...player, caller };
}

const cash = async (playerId: number) => (await readBalances(t.database.kysely, playerId, 'EUR')).cashMinor;

function newCard(number: string) {
  return { cardNumber: number, expMonth: '12', expYear: '2030', CVV, holderFirstName: 'Aino' };
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

async function collectFor(caller: CashierCaller, card: Record<string, unknown>, amount = '10.00') {
  return must(
    await cashier.makeTransaction(caller, {
      txnType: 'deposit-cashier',
      paymentMethod: 'CREDITCARD',
      depositAmount: amount,
      ...card,
    }),
  );
}

describe('cashier details', () => {
  it('keys deposit methods by name with the saved cards, and lists withdrawal methods as single-key objects', async () => {
    const { caller, externalId } = await callerFor();
    const deposit = must(await cashier.details(caller, 'deposit'));
    expect(Object.keys(deposit.methods)).toEqual(['CREDITCARD', 'TRUSTLY', 'SKRILL', 'VENUSPOINT_PIQ']);
    expect(deposit.methods).toMatchObject({
      CREDITCARD: {
        usedInstruments: [
          {
            instrumentId: 'card-1',
            optionType: 'VISA',
            ccDetails: { firstDigits: '411111', lastDigits: '1111', expiry: '12/30' },
          },
        ],
      },
    });
    const withdrawal = must(await cashier.details(caller, 'withdrawal'));
    expect(Array.isArray(withdrawal.methods)).toBe(true);
    expect(provider.requestsOf('methods').at(-1)).toMatchObject({
      userId: externalId,
      kind: 'withdrawal',
      currency: 'EUR',
      country: 'FI',
    });
  });

  it('answers PROVIDER_UNAVAILABLE when the provider does not answer', async () => {
    const { caller } = await callerFor();
    provider.unavailable = true;
    expect(await cashier.details(caller, 'deposit')).toMatchObject({
      ok: false,
      error: { code: 'PROVIDER_UNAVAILABLE' },
    });
  });
});

describe('internal card deposit, 3-D Secure 2 (spec part 1 section 4)', () => {
  it('collects, then a frictionless card succeeds and the merchant transfer credits cash', async () => {
    const { caller, playerId, externalId } = await callerFor();
    const collected = await collectFor(caller, newCard(CARDS.frictionless));
    expect(collected).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'txn_initiated',
      gatewayRequest: {
        providerType: 'SANDBOX_3DS2',
        jwt: expect.stringMatching(/^jwt-/),
        referenceId: expect.stringMatching(/^ref-/),
      },
      redirectOutput: { url: expect.stringContaining('/threeds/collect/'), container: 'iframe' },
      cardNumber: '411111******1111',
      transactionAmount: '10.00',
      previousBalance: '0.00',
    });
    expect(provider.requestsOf('collectThreeDs').at(-1)).toEqual({ userId: externalId, cardNumberPrefix: '41111111' });
    const txnId = collected.txnId ?? '';
    expect((await t.services.payments.transactions.byId(Number(txnId)))?.status).toBe('txn_initiated');

    const processed = must(
      await cashier.processDeposit(caller, {
        txnId,
        referenceId: collected.gatewayRequest?.referenceId ?? '',
        ...newCard(CARDS.frictionless),
      }),
    );
    expect(processed).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'txn_confirmed_success',
      txnId,
      previousBalance: '0.00',
      currentBalance: '10.00',
    });
    expect(provider.requestsOf('createTransaction').at(-1)).toMatchObject({
      merchantTxId: txnId,
      userId: externalId,
      kind: 'deposit',
      method: 'CREDITCARD',
      amount: 1000,
      threeDsReferenceId: collected.gatewayRequest?.referenceId,
      fields: { cardNumber: CARDS.frictionless, expiryMonth: '12', expiryYear: '2030', cvv: CVV, holderName: 'Aino' },
      returnUrl: expect.stringMatching(/\/cashier\/callback\/CREDITCARD\/[A-Za-z0-9_-]+$/),
    });
    expect((await t.services.payments.transactions.byId(Number(txnId)))?.status).toBe('txn_confirmed_success');
    expect(await cash(playerId)).toBe(1000);
    const status = must(await cashier.transactionStatus(caller, txnId, 'deposit'));
    expect(status).toEqual({
      status: 'SUCCESS',
      actualStatusInDB: 'txn_confirmed_success',
      txnStatus: 'txn_confirmed_success',
      errorCode: null,
      errorDescription: null,
    });
  });

  it('a challenge answers txn_pending with the challenge frame; the status check follows its outcome', async () => {
    const { caller, playerId } = await callerFor();
    const collected = await collectFor(caller, newCard(CARDS.challenge));
    const txnId = collected.txnId ?? '';
    const pending = must(
      await cashier.processDeposit(caller, { txnId, referenceId: 'ref', ...newCard(CARDS.challenge) }),
    );
    expect(pending).toMatchObject({
      status: 'PENDING',
      txnStatus: 'txn_pending',
      redirectOutput: { url: expect.stringContaining('/pages/threeds/'), container: 'iframe', method: 'GET' },
    });
    expect(must(await cashier.transactionStatus(caller, txnId, 'deposit'))).toMatchObject({
      status: 'PENDING',
      txnStatus: 'txn_pending',
    });

    const providerTxId = (await t.services.payments.transactions.byId(Number(txnId)))?.providerTxId ?? '';
    await provider.completePage(providerTxId, 'SUCCESSFUL');
    expect(must(await cashier.transactionStatus(caller, txnId, 'deposit'))).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'txn_confirmed_success',
    });
    expect(await cash(playerId)).toBe(1000);
  });

  it('a failed challenge ends in txn_confirmed_failure on the next status check', async () => {
    const { caller, playerId } = await callerFor();
    const txnId = (await collectFor(caller, newCard(CARDS.challenge))).txnId ?? '';
    must(await cashier.processDeposit(caller, { txnId, referenceId: 'ref', ...newCard(CARDS.challenge) }));
    const providerTxId = (await t.services.payments.transactions.byId(Number(txnId)))?.providerTxId ?? '';
    await provider.completePage(providerTxId, 'FAILED');
    expect(must(await cashier.transactionStatus(caller, txnId, 'deposit'))).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
    });
    expect(await cash(playerId)).toBe(0);
  });

  it('a declined card is txn_confirmed_failure with the provider code', async () => {
    const { caller } = await callerFor();
    const txnId = (await collectFor(caller, newCard(CARDS.declined))).txnId ?? '';
    const declined = must(
      await cashier.processDeposit(caller, { txnId, referenceId: 'ref', ...newCard(CARDS.declined) }),
    );
    expect(declined).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'CARD_DECLINED',
    });
    expect((await t.services.payments.transactions.byId(Number(txnId)))?.status).toBe('txn_confirmed_failure');
    // The merchant cancel made it final first; the provider's reason is still kept for the status check.
    expect(must(await cashier.transactionStatus(caller, txnId, 'deposit'))).toMatchObject({
      status: 'FAILURE',
      errorCode: 'CARD_DECLINED',
      errorDescription: 'the card was declined',
    });
  });

  it('a deposit limit is RG_LIMITS_EXCEEDED with txn_confirmed_failure (errors.error58), before the provider is asked', async () => {
    const { caller, playerId } = await callerFor();
    const txnId = (await collectFor(caller, newCard(CARDS.frictionless), '20.00')).txnId ?? '';
    await t.services.cashier.depositLimits.set(playerId, 'EUR', { daily: 1500 });
    const created = provider.requestsOf('createTransaction').length;
    const refused = must(
      await cashier.processDeposit(caller, { txnId, referenceId: 'ref', ...newCard(CARDS.frictionless) }),
    );
    expect(refused).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'RG_LIMITS_EXCEEDED',
    });
    expect(refused.errorDescription).toMatch(/daily deposit limit of 15\.00 EUR/);
    expect(provider.requestsOf('createTransaction')).toHaveLength(created);
    expect(await cash(playerId)).toBe(0);
  });

  it('charges a saved card with the CVV again, prefix from the saved masked number', async () => {
    const { caller } = await callerFor();
    const collected = await collectFor(caller, { creditCardID: 'card-1', CVV });
    expect(collected).toMatchObject({ txnStatus: 'txn_initiated', cardNumber: '411111******1111' });
    expect(provider.requestsOf('collectThreeDs').at(-1)).toMatchObject({ cardNumberPrefix: '411111' });
    const processed = must(
      await cashier.processDeposit(caller, {
        txnId: collected.txnId ?? '',
        referenceId: 'r',
        creditCardID: 'card-1',
        CVV,
      }),
    );
    expect(processed.txnStatus).toBe('txn_confirmed_success');
    expect(provider.requestsOf('createTransaction').at(-1)).toMatchObject({
      instrumentId: 'card-1',
      fields: { cvv: CVV },
    });
    expect(
      await cashier.makeTransaction(caller, {
        txnType: 'deposit-cashier',
        paymentMethod: 'CREDITCARD',
        depositAmount: '10.00',
        creditCardID: 'not-mine',
        CVV,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FIELD_INVALID', details: { field: 'creditCardID' } },
    });
  });

  it('refuses before creating anything: a closed gate, an amount outside the limits, a malformed amount', async () => {
    const { caller } = await callerFor();
    gates.deposit = { ok: false, code: 'KYC_REQUIRED', message: 'verify your identity first' };
    expect(await collectFor(caller, newCard(CARDS.frictionless))).toMatchObject({
      status: 'FAILURE',
      txnId: null,
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'KYC_REQUIRED',
    });
    gates.deposit = null;
    expect(await collectFor(caller, newCard(CARDS.frictionless), '5.00')).toMatchObject({
      status: 'FAILURE',
      errorCode: 'AMOUNT_TOO_SMALL',
    });
    expect(await collectFor(caller, newCard(CARDS.frictionless), '5000.01')).toMatchObject({
      status: 'FAILURE',
      errorCode: 'AMOUNT_TOO_LARGE',
    });
    expect(
      await cashier.makeTransaction(caller, {
        txnType: 'deposit-cashier',
        paymentMethod: 'CREDITCARD',
        depositAmount: '10',
        ...newCard(CARDS.frictionless),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FIELD_INVALID', details: { field: 'depositAmount' } },
    });
    expect(
      await cashier.makeTransaction(caller, {
        txnType: 'deposit-cashier',
        paymentMethod: 'CREDITCARD',
        depositAmount: '10.00',
        expMonth: '01',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FIELD_REQUIRED', details: { field: 'cardNumber' } },
    });
    expect(
      await cashier.makeTransaction(caller, {
        txnType: 'deposit-cashier',
        paymentMethod: 'NOPE',
        depositAmount: '10.00',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'METHOD_NOT_AVAILABLE', details: { field: 'paymentMethod' } },
    });
  });

  it('without the provider: a failed collect ends the deposit; an unanswered process leaves it txn_pending', async () => {
    const { caller } = await callerFor();
    // Only the collect fails (the method list still answers).
    const collect = provider.collectThreeDs.bind(provider);
    provider.collectThreeDs = async () => ({
      ok: false,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'the provider is unreachable',
    });
    const failed = await collectFor(caller, newCard(CARDS.frictionless));
    provider.collectThreeDs = collect;
    expect(failed).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'PROVIDER_UNAVAILABLE',
    });

    const txnId = (await collectFor(caller, newCard(CARDS.frictionless))).txnId ?? '';
    const create = provider.createTransaction.bind(provider);
    provider.createTransaction = async () => ({
      ok: false,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'no answer within 10000 ms',
    });
    const unknown = must(
      await cashier.processDeposit(caller, { txnId, referenceId: 'r', ...newCard(CARDS.frictionless) }),
    );
    provider.createTransaction = create;
    expect(unknown).toMatchObject({ status: 'PENDING', txnStatus: 'txn_pending', errorCode: 'PROVIDER_UNAVAILABLE' });
    // The deposit went to the provider (or may have): it cannot be processed a second time.
    expect(
      await cashier.processDeposit(caller, { txnId, referenceId: 'r', ...newCard(CARDS.frictionless) }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TRANSACTION_NOT_OPEN' },
    });
  });

  it('two concurrent process-deposit calls reach the provider once and credit once', async () => {
    const { caller, playerId } = await callerFor();
    const txnId = (await collectFor(caller, newCard(CARDS.frictionless))).txnId ?? '';
    const before = provider.requestsOf('createTransaction').length;
    const body = { txnId, referenceId: 'r', ...newCard(CARDS.frictionless) };
    const answers = await Promise.all([cashier.processDeposit(caller, body), cashier.processDeposit(caller, body)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ code: 'TRANSACTION_NOT_OPEN' }) }),
    ]);
    expect(provider.requestsOf('createTransaction')).toHaveLength(before + 1);
    expect(await cash(playerId)).toBe(1000);
  });

  it('a deposit by a non-card method goes to the provider at once and answers its page', async () => {
    const { caller } = await callerFor({ country: 'DE' });
    const made = must(
      await cashier.makeTransaction(caller, {
        txnType: 'deposit-cashier',
        paymentMethod: 'TRUSTLY',
        depositAmount: '15.00',
      }),
    );
    expect(made).toMatchObject({
      status: 'PENDING',
      txnStatus: 'txn_pending',
      gatewayRequest: null,
      cardNumber: null,
      redirectOutput: { url: expect.stringContaining('/pages/bank/'), container: 'popup' },
    });
  });

  it('another player cannot process or read the transaction', async () => {
    const owner = await callerFor();
    const other = await callerFor();
    const txnId = (await collectFor(owner.caller, newCard(CARDS.frictionless))).txnId ?? '';
    expect(
      await cashier.processDeposit(other.caller, { txnId, referenceId: 'r', ...newCard(CARDS.frictionless) }),
    ).toMatchObject({
      ok: false,
      error: { code: 'TRANSACTION_NOT_FOUND' },
    });
    expect(await cashier.transactionStatus(other.caller, txnId, 'deposit')).toMatchObject({
      ok: false,
      error: { code: 'TRANSACTION_NOT_FOUND' },
    });
    expect(await cashier.transactionStatus(owner.caller, txnId, 'withdrawal')).toMatchObject({
      ok: false,
      error: { code: 'TRANSACTION_NOT_FOUND' },
    });
  });
});

describe('provider transactions (PIQ type) and pay-and-play', () => {
  it('starts pay-and-play for TRUSTLY in a pay-and-play country and shows the bank identity, masked', async () => {
    const { caller, externalId } = await callerFor({ country: 'FI' });
    const started = must(
      await cashier.makeProviderTransaction(caller, {
        paymentMethod: 'TRUSTLY',
        amount: '25.00',
        currency: 'EUR',
        successURL: '/payandplay/step3',
      }),
    );
    expect(started).toMatchObject({
      success: true,
      txState: 'WAITING_INPUT',
      redirectOutput: { container: 'iframe', height: '75vh' },
    });
    expect(provider.requestsOf('startPayNPlay').at(-1)).toMatchObject({
      method: 'TRUSTLY',
      amount: 2500,
      country: 'FI',
      merchantTxId: started.txnId,
      successUrl: `${t.config.siteUrl}/payandplay/step3`,
      failureUrl: `${t.config.siteUrl}/payandplay/step1`,
    });
    const row = await t.services.payments.transactions.byId(Number(started.txnId));
    expect(row).toMatchObject({ channel: 'paynplay', status: 'txn_pending', providerTxId: started.txRefId });
    const user = must(await cashier.payNPlayUser(caller, started.txnId ?? ''));
    expect(user.payAndPlayUserDetails).toMatchObject({ firstName: 'Aino', nationalId: '*******123A' });
    const reference = started.txRefId ?? '';
    expect(must(await cashier.providerStatus(caller, String(caller.playerId), reference)).txState).toBe(
      'WAITING_INPUT',
    );
    // Once the bank has identified the payer, the provider knows the deposit under the player's userId.
    const stored = provider.transactions.get(reference);
    if (stored) stored.userIdForMerchant = externalId;
    expect(must(await cashier.providerStatus(caller, String(caller.playerId), reference)).txState).toBe(
      'WAITING_INPUT',
    );
  });

  it('sends a non-card method to the provider with its form fields, outside pay-and-play', async () => {
    const { caller } = await callerFor({ country: 'DE' });
    const started = must(
      await cashier.makeProviderTransaction(caller, {
        paymentMethod: 'TRUSTLY',
        depositAmount: '25.00',
        email: 'p@example.test',
      }),
    );
    expect(started).toMatchObject({ success: true, txState: 'WAITING_INPUT', errors: [] });
    expect(provider.requestsOf('createTransaction').at(-1)).toMatchObject({
      method: 'TRUSTLY',
      fields: { email: 'p@example.test' },
    });
    expect((await t.services.payments.transactions.byId(Number(started.txnId)))?.channel).toBe('internal');
    expect(
      await cashier.makeProviderTransaction(caller, {
        paymentMethod: 'TRUSTLY',
        depositAmount: '25.00',
        currency: 'SEK',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CURRENCY_MISMATCH', details: { field: 'currency' } },
    });
    gates.deposit = { ok: false, code: 'ACCOUNT_BLOCKED', message: 'your account is paused' };
    expect(
      must(await cashier.makeProviderTransaction(caller, { paymentMethod: 'SKRILL', depositAmount: '25.00' })),
    ).toMatchObject({
      success: false,
      txState: null,
      errors: [{ keys: ['ACCOUNT_BLOCKED'], msg: 'your account is paused' }],
    });
  });

  it("answers the provider status of the player's own transaction only", async () => {
    const { caller, playerId } = await callerFor({ country: 'DE' });
    const started = must(
      await cashier.makeProviderTransaction(caller, { paymentMethod: 'SKRILL', depositAmount: '25.00' }),
    );
    const reference = started.txRefId ?? '';
    expect(must(await cashier.providerStatus(caller, String(playerId), reference))).toEqual({
      success: true,
      txState: 'WAITING_INPUT',
    });
    const other = await callerFor();
    expect(await cashier.providerStatus(other.caller, String(other.playerId), reference)).toMatchObject({
      ok: false,
      error: { code: 'TRANSACTION_NOT_FOUND' },
    });
    expect(await cashier.providerStatus(caller, String(other.playerId), reference)).toMatchObject({
      ok: false,
      error: { code: 'TRANSACTION_NOT_FOUND' },
    });
  });
});

describe('withdrawals (spec part 1 sections 4 and 5)', () => {
  async function funded(amountMinor = 10_000) {
    const player = await callerFor({ country: 'DE', real: true });
    await postDeposit(t, player.playerId, 'EUR', amountMinor);
    return player;
  }

  it('holds at authorize, lists the pending cashout, and a cancel returns the hold', async () => {
    const { caller, playerId, email } = await funded();
    const made = must(
      await cashier.makeWithdrawal(caller, {
        paymentMethod: 'TRUSTLY',
        depositAmount: '30.00',
        emailAddress: 'typed@example.test',
      }),
    );
    expect(made).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'co_initiated',
      previousBalance: '100.00',
      currentBalance: '70.00',
      amount: '30.00',
    });
    // Trustly pays to the profile's e-mail, whatever was typed.
    expect(provider.requestsOf('createTransaction').at(-1)).toMatchObject({
      kind: 'withdrawal',
      amount: 3000,
      fields: { email },
    });
    expect(await cash(playerId)).toBe(7000);

    const pending = must(await cashier.pendingCashouts(caller));
    expect(pending.pendingCashouts).toEqual([
      expect.objectContaining({ txnId: made.txnId, amount: '30.00', amountMinor: 3000, txnStatus: 'co_initiated' }),
    ]);
    expect(must(await cashier.transactionStatus(caller, made.txnId ?? '', 'withdrawal'))).toMatchObject({
      status: 'PENDING',
      txnStatus: 'co_initiated',
    });

    const cancelled = must(await cashier.cancelPendingCashout(caller, made.txnId ?? ''));
    expect(cancelled).toEqual({ status: 'SUCCESS', txnId: made.txnId, txState: 'CANCELLED', txnStatus: 'co_failed' });
    expect(await cash(playerId)).toBe(10_000);
    expect(must(await cashier.pendingCashouts(caller)).pendingCashouts).toEqual([]);
    expect(await cashier.cancelPendingCashout(caller, made.txnId ?? '')).toMatchObject({
      ok: false,
      error: { code: 'NOT_CANCELLABLE' },
    });
  });

  it('a paid payout reads co_success; Skrill sends the typed e-mail', async () => {
    const { caller, playerId } = await funded();
    const made = must(
      await cashier.makeWithdrawal(caller, {
        paymentMethod: 'SKRILL',
        depositAmount: '40.00',
        emailAddress: 'wallet@example.test',
      }),
    );
    expect(provider.requestsOf('createTransaction').at(-1)).toMatchObject({ fields: { email: 'wallet@example.test' } });
    const row = await t.services.payments.transactions.byId(Number(made.txnId));
    await provider.approvePayoutNow(row?.providerTxId ?? '');
    expect(must(await cashier.transactionStatus(caller, made.txnId ?? '', 'withdrawal'))).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'co_success',
    });
    expect(await cash(playerId)).toBe(6000);
  });

  it('PIQ group withdrawals answer the PIQ shape', async () => {
    const { caller } = await funded();
    const made = must(await cashier.makePiqWithdrawal(caller, { paymentMethod: 'BANK_PIQ', depositAmount: '10.00' }));
    expect(made).toMatchObject({ success: true, txState: 'WAITING_APPROVAL', errors: [], txnId: expect.any(String) });
  });

  it('refuses a play-money account, zero cash, more than the withdrawable balance, and a bad amount', async () => {
    const play = await callerFor({ country: 'DE', real: false });
    const playAnswer = must(
      await cashier.makeWithdrawal(play.caller, { paymentMethod: 'SKRILL', depositAmount: '10.00' }),
    );
    expect(playAnswer).toMatchObject({ status: 'FAILURE', txnId: null, errorCode: 'NOT_REAL_ACCOUNT' });

    const empty = await callerFor({ country: 'DE', real: true });
    expect(
      must(await cashier.makeWithdrawal(empty.caller, { paymentMethod: 'SKRILL', depositAmount: '10.00' })),
    ).toMatchObject({
      status: 'FAILURE',
      errorCode: 'NO_CASH_BALANCE',
    });

    const { caller } = await funded(5_000);
    expect(
      must(await cashier.makeWithdrawal(caller, { paymentMethod: 'SKRILL', depositAmount: '50.01' })),
    ).toMatchObject({
      status: 'FAILURE',
      errorCode: 'INSUFFICIENT_FUNDS',
    });
    expect(
      must(await cashier.makeWithdrawal(caller, { paymentMethod: 'SKRILL', depositAmount: '5.00' })),
    ).toMatchObject({
      status: 'FAILURE',
      errorCode: 'AMOUNT_TOO_SMALL',
    });
    expect(await cashier.makeWithdrawal(caller, { paymentMethod: 'SKRILL', depositAmount: '10.0' })).toMatchObject({
      ok: false,
      error: { code: 'FIELD_INVALID', details: { field: 'depositAmount' } },
    });
    gates.withdrawal = { ok: false, code: 'CHANNEL_NOT_VERIFIED', message: 'verify your phone first' };
    expect(
      must(await cashier.makeWithdrawal(caller, { paymentMethod: 'SKRILL', depositAmount: '10.00' })),
    ).toMatchObject({
      status: 'FAILURE',
      errorCode: 'CHANNEL_NOT_VERIFIED',
    });
    expect(must(await cashier.pendingCashouts(caller)).pendingCashouts).toEqual([]);
  });
});

describe('records and logs', () => {
  it('never overwrites a status the merchant API made final', async () => {
    const { playerId } = await callerFor();
    const row = await t.services.payments.transactions.create({
      playerId,
      kind: 'deposit',
      channel: 'internal',
      method: 'CREDITCARD',
      amountMinor: 1000,
      currency: 'EUR',
      status: 'txn_pending',
    });
    await t.services.payments.transactions.update(row.id, { status: 'txn_confirmed_success' });
    const after = await recordWhileOpen(cashier.deps, row.id, {
      status: 'txn_confirmed_failure',
      providerState: 'FAILED',
    });
    expect(after).toMatchObject({ status: 'txn_confirmed_success', providerState: null });
  });

  it('a late provider status after the merchant transfer changes nothing on the credited deposit', async () => {
    const { caller, playerId } = await callerFor();
    const collected = await collectFor(caller, newCard(CARDS.frictionless));
    const txnId = collected.txnId ?? '';
    must(
      await cashier.processDeposit(caller, {
        txnId,
        referenceId: collected.gatewayRequest?.referenceId ?? '',
        ...newCard(CARDS.frictionless),
      }),
    );
    const credited = await t.services.payments.transactions.byId(Number(txnId));
    expect(credited).toMatchObject({ status: 'txn_confirmed_success', providerState: 'SUCCESSFUL' });
    const providerTxId = credited?.providerTxId ?? '';
    // The provider's view turns stale or wrong afterwards: a refresh reads FAILED.
    const stored = provider.transactions.get(providerTxId);
    if (!stored) throw new Error(`the fake provider has no transaction ${providerTxId}`);
    stored.state = 'FAILED';
    expect(must(await cashier.providerStatus(caller, String(playerId), providerTxId))).toEqual({
      success: false,
      txState: 'FAILED',
    });
    // A status refresh that read the row before the transfer committed writes after it: the guard keeps the row.
    await recordWhileOpen(cashier.deps, Number(txnId), { status: 'txn_confirmed_failure', providerState: 'FAILED' });
    expect(await t.services.payments.transactions.byId(Number(txnId))).toEqual(credited);
    expect(must(await cashier.transactionStatus(caller, txnId, 'deposit'))).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'txn_confirmed_success',
    });
    expect(await cash(playerId)).toBe(1000);
  });

  it("settles the return page for the transaction's own player only, and reads the encodedData forms", async () => {
    const { caller, playerId } = await callerFor();
    const txnId = (await collectFor(caller, newCard(CARDS.challenge))).txnId ?? '';
    must(await cashier.processDeposit(caller, { txnId, referenceId: 'r', ...newCard(CARDS.challenge) }));
    const providerTxId = (await t.services.payments.transactions.byId(Number(txnId)))?.providerTxId ?? '';
    await provider.completePage(providerTxId, 'FAILED');
    const { token } = await t.services.identity.sessions.open(t.database.kysely, playerId, {});
    const encodedData = encodeCallbackData({ txnId, merchantTransactionId: txnId, amount: '10.00', customerId: 'x' });
    expect(await cashier.settleReturn({ sessionToken: undefined, encodedData })).toEqual({
      ok: false,
      reason: 'NOT_LOGGED_IN',
    });
    expect(await cashier.settleReturn({ sessionToken: token, encodedData: 'not*base64' })).toEqual({
      ok: false,
      reason: 'INVALID_CALLBACK_DATA',
    });
    expect(await cashier.settleReturn({ sessionToken: token, encodedData })).toEqual({
      ok: true,
      status: 'txn_confirmed_failure',
    });
    expect(
      decodeCallbackData(Buffer.from(JSON.stringify({ merchantTransactionId: 42 })).toString('base64url')),
    ).toEqual({ txnId: 42 });
    expect(decodeCallbackData(Buffer.from('[1]').toString('base64url'))).toBeNull();
  });

  it('keeps no card number or CVV in any row or log line', async () => {
    const rows = await t.database.kysely.selectFrom('cashier_transactions').selectAll().execute();
    const stored = JSON.stringify(rows);
    const logged = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const text of [stored, logged]) {
      for (const number of Object.values(CARDS)) expect(text).not.toContain(number);
      expect(text).not.toContain(`"${CVV}"`);
      expect(text.toLowerCase()).not.toContain('cvv');
    }
    expect(logged).toContain('411111******1111');
  });
});
