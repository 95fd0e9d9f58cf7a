import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../domains/wallet/ledger/ledger-check';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import { finnishNationalId } from '../../test-support/platform-test-app';
import {
  type SandboxPair,
  SiteClient,
  startSandboxPair,
  submitProviderPage,
  waitFor,
} from './payments-sandbox-test-support';
import type {
  PayNPlayUser,
  PendingCashout,
  PiqResponse,
  StatusResponse,
  TransactionResponse,
} from './player-cashier-schemas';

type PendingCashoutsAnswer = { status: 'SUCCESS'; pendingCashouts: PendingCashout[] };
type CancelCashout = { status: 'SUCCESS' | 'FAILURE'; txnId: string; txState: string; txnStatus: string };

/*
 * Issue 5 point 7: every player payment call of spec part 1 section 3 and every state of section 4
 * through the platform's player API, with the real sandbox payment provider behind it (no fakes on
 * either side). The provider calls the platform's merchant API over HTTP (authorize synchronously,
 * transfer and cancel from its outbox), so money moves through the real ledger; the balances are
 * checked after every movement, and reconciliation and the ledger check run at the end.
 */

const PASSWORD = 'Sandbox-Pay-Test-1';
const CARD = { expMonth: '12', expYear: '2030', CVV: '123', holderFirstName: 'Aino' };
const CARDS = {
  frictionless: '4111111111111111',
  challenge: '4000000000001091',
  declined: '4000000000000002',
} as const;

let pair: SandboxPair;
const startedAt = new Date();

type Player = { playerId: number; externalId: string; email: string; client: SiteClient };

let playerCount = 0;

async function newPlayer(): Promise<Player> {
  playerCount += 1;
  const email = `sandbox.${playerCount}.${process.pid}.${Date.now()}@example.test`;
  const created = await pair.services.identity.createPlayerByOperator({
    email,
    password: PASSWORD,
    country: 'FI',
    currency: 'EUR',
    verified: true,
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate: '1990-04-12',
    nationalId: finnishNationalId('1990-04-12'),
    street: 'Mannerheimintie 1',
    city: 'Helsinki',
    zip: '00100',
  });
  if (!created.ok) throw new Error(`player not created: ${created.error.code} ${created.error.message}`);
  const client = new SiteClient(pair.platformUrl, pair.config);
  await client.logIn(email, PASSWORD);
  return { playerId: created.value.playerId, externalId: created.value.externalId, email, client };
}

/** The ledger transfers of the player by code, in order: what moved, once per idempotency key. */
async function transferCodes(player: Player): Promise<string[]> {
  const rows = await pair.database.kysely
    .selectFrom('ledger_transfers')
    .select('code')
    .where('player_id', '=', player.playerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.code);
}

const balances = (player: Player) => readBalances(pair.database.kysely, player.playerId, 'EUR');

/** The ledger's cash and hold once they reach `expected` (the provider's outbox may still be on its way). */
async function settledBalances(player: Player, expected: { cash: number; withdrawalHold: number }) {
  const read = await waitFor(
    () => balances(player),
    (value) => value.cashMinor === expected.cash && value.withdrawalHoldMinor === expected.withdrawalHold,
  );
  return { cash: read.cashMinor, withdrawalHold: read.withdrawalHoldMinor };
}

function statusOf(player: Player, txnId: string, type: 'deposit' | 'withdrawal') {
  return player.client.get<StatusResponse>(`/api/v1/cashier/transactions/${txnId}/status?type=${type}`);
}

/** Make transaction (3-D Secure collect) then process deposit with the card: the section 4 card flow. */
async function cardDeposit(player: Player, cardNumber: string, amount: string) {
  const made = await player.client.post<TransactionResponse>('/api/v1/cashier/transactions', {
    txnType: 'deposit-cashier',
    paymentMethod: 'CREDITCARD',
    depositAmount: amount,
    cardNumber,
    ...CARD,
  });
  return made;
}

async function completeCollect(made: TransactionResponse) {
  const collectUrl = made.redirectOutput?.url;
  if (!collectUrl) throw new Error('make transaction answered no collect URL');
  const collected = await fetch(collectUrl);
  await collected.text();
  return collected.status;
}

async function processDeposit(player: Player, made: TransactionResponse, cardNumber: string) {
  return player.client.post<TransactionResponse>('/api/v1/cashier/process-deposit', {
    txnId: made.txnId,
    referenceId: made.gatewayRequest?.referenceId,
    jwt: made.gatewayRequest?.jwt,
    cardNumber,
    ...CARD,
  });
}

beforeAll(async () => {
  pair = await startSandboxPair();
}, 30_000);
afterAll(async () => {
  await pair?.close();
});

describe('platform and sandbox payment provider together', () => {
  let player: Player;
  /** The player's cash as the test expects it, in minor units. */
  let cash = 0;
  /** Provider transaction ids seen, for the provider status route. */
  const providerTxIds: string[] = [];

  beforeAll(async () => {
    player = await newPlayer();
  });

  it('answers session_expired_sso to cashier details without a session', async () => {
    const anonymous = new SiteClient(pair.platformUrl, pair.config);
    const answer = await anonymous.post<{ error: { code: string } }>('/api/v1/cashier/details', { type: 'deposit' });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('SESSION_EXPIRED_SSO');
  });

  it('lists the provider deposit methods keyed by method and withdrawal methods as single-key objects', async () => {
    const deposit = await player.client.post<{ methods: Record<string, unknown> }>('/api/v1/cashier/details', {
      type: 'deposit',
    });
    expect(deposit.status).toBe(200);
    expect(Array.isArray(deposit.body.methods)).toBe(false);
    expect(Object.keys(deposit.body.methods)).toEqual(
      expect.arrayContaining(['CREDITCARD', 'TRUSTLY', 'SKRILL', 'VENUSPOINT_PIQ']),
    );
    const withdrawal = await player.client.post<{ methods: Array<Record<string, unknown>> }>(
      '/api/v1/cashier/details',
      { type: 'withdrawal' },
    );
    expect(withdrawal.status).toBe(200);
    expect(Array.isArray(withdrawal.body.methods)).toBe(true);
    for (const entry of withdrawal.body.methods) expect(Object.keys(entry)).toHaveLength(1);
    expect(withdrawal.body.methods.map((entry) => Object.keys(entry)[0])).toEqual(
      expect.arrayContaining(['SKRILL', 'TRUSTLY']),
    );
  });

  it('deposits with a frictionless card: txn_initiated and collect, then txn_confirmed_success, credited once', async () => {
    const made = await cardDeposit(player, CARDS.frictionless, '25.00');
    expect(made.status).toBe(200);
    // Spec section 4: txn_initiated leads to 3-D Secure (the collect), whatever the envelope's status.
    expect(made.body).toMatchObject({ txnStatus: 'txn_initiated', cardNumber: '411111******1111' });
    expect(made.body.redirectOutput?.url).toContain(`${pair.payUrl}/threeds/collect/`);
    expect(await completeCollect(made.body)).toBe(200);

    const processed = await processDeposit(player, made.body, CARDS.frictionless);
    expect(processed.status).toBe(200);
    expect(processed.body).toMatchObject({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success' });
    cash += 2_500;
    expect(await settledBalances(player, { cash, withdrawalHold: 0 })).toEqual({ cash, withdrawalHold: 0 });
    const status = await statusOf(player, made.body.txnId ?? '', 'deposit');
    expect(status.body).toMatchObject({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success' });
    // Once: a status check and a repeat of process deposit move nothing again.
    await processDeposit(player, made.body, CARDS.frictionless);
    expect((await balances(player)).cashMinor).toBe(cash);
  });

  it('deposits with a 3-D Secure challenge card: txn_pending, code 1234, then txn_confirmed_success', async () => {
    const made = await cardDeposit(player, CARDS.challenge, '30.00');
    expect(made.body.txnStatus).toBe('txn_initiated');
    expect(await completeCollect(made.body)).toBe(200);
    const processed = await processDeposit(player, made.body, CARDS.challenge);
    expect(processed.body).toMatchObject({ status: 'PENDING', txnStatus: 'txn_pending' });
    const challengeUrl = processed.body.redirectOutput?.url ?? '';
    expect(challengeUrl).toContain(`${pair.payUrl}/pages/threeds/`);
    expect((await balances(player)).cashMinor).toBe(cash);

    expect(await submitProviderPage(challengeUrl, { code: '1234', action: 'submit' })).toBeLessThan(400);
    const txnId = made.body.txnId ?? '';
    const status = await waitFor(
      () => statusOf(player, txnId, 'deposit'),
      (answer) => answer.body.txnStatus !== 'txn_pending',
    );
    expect(status.body).toMatchObject({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success' });
    cash += 3_000;
    expect(await settledBalances(player, { cash, withdrawalHold: 0 })).toEqual({ cash, withdrawalHold: 0 });
  });

  it('refuses a declined card: txn_confirmed_failure CARD_DECLINED, nothing credited', async () => {
    const made = await cardDeposit(player, CARDS.declined, '15.00');
    expect(made.body.txnStatus).toBe('txn_initiated');
    expect(await completeCollect(made.body)).toBe(200);
    const processed = await processDeposit(player, made.body, CARDS.declined);
    expect(processed.body).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'CARD_DECLINED',
    });
    const status = await statusOf(player, made.body.txnId ?? '', 'deposit');
    expect(status.body).toMatchObject({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure' });
    expect((await balances(player)).cashMinor).toBe(cash);
  });

  it('deposits through an e-wallet page (SKRILL): WAITING_INPUT, page success, SUCCESSFUL and credited', async () => {
    const made = await player.client.post<PiqResponse>('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'SKRILL',
      depositAmount: '20.00',
      email: player.email,
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, txState: 'WAITING_INPUT' });
    const pageUrl = made.body.redirectOutput?.url ?? '';
    expect(pageUrl).toContain(`${pair.payUrl}/pages/ewallet/`);
    const txRefId = made.body.txRefId ?? '';
    expect(txRefId).not.toBe('');
    providerTxIds.push(txRefId);

    expect(
      await submitProviderPage(pageUrl, { account: player.email, password: 'wallet-pass', outcome: 'success' }),
    ).toBeLessThan(400);
    const status = await waitFor(
      () =>
        player.client.get<{ success: boolean; txState: string }>(
          `/api/v1/cashier/provider-status/${player.playerId}/${txRefId}`,
        ),
      (answer) => answer.body.txState !== 'WAITING_INPUT',
    );
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ success: true, txState: 'SUCCESSFUL' });
    cash += 2_000;
    expect(await settledBalances(player, { cash, withdrawalHold: 0 })).toEqual({ cash, withdrawalHold: 0 });
    const platformStatus = await statusOf(player, made.body.txnId ?? '', 'deposit');
    expect(platformStatus.body).toMatchObject({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success' });
  });

  // TRUSTLY in Finland starts a pay-and-play deposit (its own page); BANK_PIQ is the plain bank page.
  it('maps a cancelled bank page (BANK_PIQ) to CANCELLED at the provider and txn_confirmed_failure', async () => {
    const made = await player.client.post<PiqResponse>('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'BANK_PIQ',
      depositAmount: '12.00',
    });
    expect(made.body).toMatchObject({ success: true, txState: 'WAITING_INPUT' });
    const pageUrl = made.body.redirectOutput?.url ?? '';
    expect(pageUrl).toContain(`${pair.payUrl}/pages/bank/`);
    const txRefId = made.body.txRefId ?? '';
    providerTxIds.push(txRefId);
    expect(await submitProviderPage(pageUrl, { outcome: 'cancel' })).toBeLessThan(400);
    const status = await waitFor(
      () =>
        player.client.get<{ success: boolean; txState: string }>(
          `/api/v1/cashier/provider-status/${player.playerId}/${txRefId}`,
        ),
      (answer) => answer.body.txState !== 'WAITING_INPUT',
    );
    expect(status.body).toEqual({ success: false, txState: 'CANCELLED' });
    const platformStatus = await waitFor(
      () => statusOf(player, made.body.txnId ?? '', 'deposit'),
      (answer) => answer.body.txnStatus === 'txn_confirmed_failure',
    );
    expect(platformStatus.body).toMatchObject({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure' });
    expect((await balances(player)).cashMinor).toBe(cash);
  });

  it('maps a failed e-wallet page (SKRILL failure) to FAILED at the provider and txn_confirmed_failure', async () => {
    const made = await player.client.post<PiqResponse>('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'SKRILL',
      depositAmount: '14.00',
      email: player.email,
    });
    expect(made.body).toMatchObject({ success: true, txState: 'WAITING_INPUT' });
    const txRefId = made.body.txRefId ?? '';
    providerTxIds.push(txRefId);
    const pageUrl = made.body.redirectOutput?.url ?? '';
    expect(
      await submitProviderPage(pageUrl, { account: player.email, password: 'wallet-pass', outcome: 'failure' }),
    ).toBeLessThan(400);
    const status = await waitFor(
      () =>
        player.client.get<{ success: boolean; txState: string }>(
          `/api/v1/cashier/provider-status/${player.playerId}/${txRefId}`,
        ),
      (answer) => answer.body.txState !== 'WAITING_INPUT',
    );
    expect(status.body).toEqual({ success: false, txState: 'FAILED' });
    const platformStatus = await waitFor(
      () => statusOf(player, made.body.txnId ?? '', 'deposit'),
      (answer) => answer.body.txnStatus === 'txn_confirmed_failure',
    );
    expect(platformStatus.body).toMatchObject({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure' });
    expect((await balances(player)).cashMinor).toBe(cash);
  });

  it('fails a VenusPoint deposit of an amount ending in 13 with AMOUNT_MISMATCH', async () => {
    const made = await player.client.post<PiqResponse>('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'VENUSPOINT_PIQ',
      depositAmount: '20.13',
      venusPointId: '12345678',
      venusPointPassword: 'venus-pass',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: false, txState: 'FAILED' });
    expect(JSON.stringify(made.body.errors)).toContain('AMOUNT_MISMATCH');
    if (made.body.txRefId) providerTxIds.push(made.body.txRefId);
    const platformStatus = await waitFor(
      () => statusOf(player, made.body.txnId ?? '', 'deposit'),
      (answer) => answer.body.txnStatus === 'txn_confirmed_failure',
    );
    expect(platformStatus.body).toMatchObject({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure' });
    expect((await balances(player)).cashMinor).toBe(cash);
  });

  it('pays a standard withdrawal after operator approval: co_initiated with the hold, then co_success, hold paid', async () => {
    const made = await player.client.post<TransactionResponse>('/api/v1/cashier/withdrawals', {
      paymentMethod: 'SKRILL',
      depositAmount: '15.00',
      emailAddress: player.email,
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ txnStatus: 'co_initiated' });
    const txnId = made.body.txnId ?? '';
    expect(await settledBalances(player, { cash: cash - 1_500, withdrawalHold: 1_500 })).toEqual({
      cash: cash - 1_500,
      withdrawalHold: 1_500,
    });
    cash -= 1_500;
    expect((await statusOf(player, txnId, 'withdrawal')).body).toMatchObject({ txnStatus: 'co_initiated' });

    const pending = await player.client.get<PendingCashoutsAnswer>('/api/v1/cashier/pending-cashouts');
    const cashout = pending.body.pendingCashouts.find((entry) => entry.txnId === txnId);
    expect(cashout).toMatchObject({ amountMinor: 1_500, currency: 'EUR', txnStatus: 'co_initiated' });
    const txRefId = cashout?.txRefId ?? '';
    expect(txRefId).not.toBe('');
    providerTxIds.push(txRefId);

    const approved = await pair.services.payments.provider.approvePayout(txRefId);
    expect(approved).toMatchObject({ ok: true });
    const status = await waitFor(
      () => statusOf(player, txnId, 'withdrawal'),
      (answer) => answer.body.txnStatus !== 'co_initiated',
    );
    expect(status.body).toMatchObject({ status: 'SUCCESS', txnStatus: 'co_success' });
    expect(await settledBalances(player, { cash, withdrawalHold: 0 })).toEqual({ cash, withdrawalHold: 0 });
  });

  it('returns the hold of a withdrawal the player cancels: co_failed', async () => {
    const made = await player.client.post<TransactionResponse>('/api/v1/cashier/withdrawals', {
      paymentMethod: 'TRUSTLY',
      depositAmount: '11.00',
    });
    expect(made.body).toMatchObject({ txnStatus: 'co_initiated' });
    const txnId = made.body.txnId ?? '';
    expect(await settledBalances(player, { cash: cash - 1_100, withdrawalHold: 1_100 })).toEqual({
      cash: cash - 1_100,
      withdrawalHold: 1_100,
    });

    const cancelled = await player.client.post<CancelCashout>(`/api/v1/cashier/pending-cashouts/${txnId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'SUCCESS', txnId, txState: 'CANCELLED' });
    expect(await settledBalances(player, { cash, withdrawalHold: 0 })).toEqual({ cash, withdrawalHold: 0 });
    const status = await waitFor(
      () => statusOf(player, txnId, 'withdrawal'),
      (answer) => answer.body.txnStatus !== 'co_initiated',
    );
    expect(status.body).toMatchObject({ status: 'FAILURE', txnStatus: 'co_failed' });
    const pending = await player.client.get<PendingCashoutsAnswer>('/api/v1/cashier/pending-cashouts');
    expect(pending.body.pendingCashouts.some((entry) => entry.txnId === txnId)).toBe(false);
  });

  it('returns the hold of a PIQ-group withdrawal (VENUSPOINT_PIQ) the operator rejects: co_failed', async () => {
    const made = await player.client.post<PiqResponse>('/api/v1/cashier/withdrawals/piq', {
      paymentMethod: 'VENUSPOINT_PIQ',
      depositAmount: '21.00',
      venusPointId: '12345678',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, txState: 'WAITING_APPROVAL' });
    const txnId = made.body.txnId ?? '';
    const txRefId = made.body.txRefId ?? '';
    providerTxIds.push(txRefId);
    expect(await settledBalances(player, { cash: cash - 2_100, withdrawalHold: 2_100 })).toEqual({
      cash: cash - 2_100,
      withdrawalHold: 2_100,
    });
    expect((await statusOf(player, txnId, 'withdrawal')).body).toMatchObject({ txnStatus: 'co_initiated' });

    const rejected = await pair.services.payments.provider.rejectPayout(txRefId, 'test: rejected by the operator');
    expect(rejected).toMatchObject({ ok: true });
    const status = await waitFor(
      () => statusOf(player, txnId, 'withdrawal'),
      (answer) => answer.body.txnStatus !== 'co_initiated',
    );
    expect(status.body).toMatchObject({ status: 'FAILURE', txnStatus: 'co_failed' });
    expect(await settledBalances(player, { cash, withdrawalHold: 0 })).toEqual({ cash, withdrawalHold: 0 });
  });

  it('refuses a card deposit above the player deposit limit with RG_LIMITS_EXCEEDED, counting what was deposited', async () => {
    const limited = await newPlayer();
    const set = await pair.services.cashier.depositLimits.set(limited.playerId, 'EUR', { daily: 2_000 });
    expect(set.ok).toBe(true);
    const first = await cardDeposit(limited, CARDS.frictionless, '15.00');
    expect(await completeCollect(first.body)).toBe(200);
    expect((await processDeposit(limited, first.body, CARDS.frictionless)).body).toMatchObject({
      txnStatus: 'txn_confirmed_success',
    });
    expect(await settledBalances(limited, { cash: 1_500, withdrawalHold: 0 })).toEqual({
      cash: 1_500,
      withdrawalHold: 0,
    });

    // 15 + 10 is above the daily 20: the platform refuses before any transaction reaches the provider.
    const made = await cardDeposit(limited, CARDS.frictionless, '10.00');
    expect(made.body).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'RG_LIMITS_EXCEEDED',
    });
    expect(made.body.errorDescription).toContain('daily');
    expect(await balances(limited)).toMatchObject({ cashMinor: 1_500, withdrawalHoldMinor: 0 });
  });

  it('a logged-out visitor in Finland pays and plays: the bank identifies them and the same browser is logged in', async () => {
    const visitor = new SiteClient(pair.platformUrl, pair.config, { vauhti_country: 'FI' });
    const started = await visitor.post<PiqResponse>('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'TRUSTLY',
      amount: '40.00',
      currency: 'EUR',
      language: 'fi',
      txnType: 'DEPOSIT',
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, txState: 'WAITING_INPUT' });
    const pageUrl = started.body.redirectOutput?.url ?? '';
    expect(pageUrl).toContain(`${pair.payUrl}/pages/paynplay/`);
    const txnId = started.body.txnId ?? '';
    providerTxIds.push(started.body.txRefId ?? '');

    const before = await visitor.get<PayNPlayUser>(`/api/v1/cashier/pnp-user/${txnId}`);
    expect(before.body).toMatchObject({ loggedIn: false, payAndPlayUserDetails: null });
    const nationalId = finnishNationalId('1985-06-15');
    expect(await submitProviderPage(pageUrl, { step: 'bank', bank: 'op' })).toBe(200);
    expect(
      await submitProviderPage(pageUrl, {
        step: 'identity',
        bank: 'op',
        firstName: 'Ilona',
        lastName: 'Laine',
        nationalId,
        birthDate: '1985-06-15',
        street: 'Hämeenkatu 3',
        city: 'Tampere',
        zip: '33100',
        country: 'FI',
        email: '',
        outcome: 'success',
      }),
    ).toBeLessThan(400);

    const claimed = await waitFor(
      () => visitor.get<PayNPlayUser>(`/api/v1/cashier/pnp-user/${txnId}`),
      (answer) => answer.body.loggedIn,
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ loggedIn: true, payAndPlayUserDetails: { firstName: 'Ilona' } });
    expect(visitor.hasSession).toBe(true);
    const status = await visitor.get<{ loggedIn: boolean; playerId: number }>('/api/v1/auth/status');
    expect(status.body.loggedIn).toBe(true);
    const payer: Player = { playerId: status.body.playerId, externalId: '', email: '', client: visitor };
    expect(await settledBalances(payer, { cash: 4_000, withdrawalHold: 0 })).toEqual({
      cash: 4_000,
      withdrawalHold: 0,
    });
    expect((await statusOf(payer, txnId, 'deposit')).body).toMatchObject({ txnStatus: 'txn_confirmed_success' });
  });

  it('reconciles with the provider without differences, and the ledger check finds no problem', async () => {
    expect(providerTxIds.length).toBeGreaterThan(0);
    const result = await pair.services.payments.reconciler.reconcile({
      from: new Date(startedAt.getTime() - 60_000),
      to: new Date(Date.now() + 60_000),
    });
    if (!result.ok) throw new Error(`reconciliation failed: ${result.code} ${result.message}`);
    expect(result.report.differences).toEqual([]);
    expect(result.report.settled).toEqual([]);
    expect(result.report.providerTransactions).toBeGreaterThanOrEqual(providerTxIds.length);
    expect(await balances(player)).toMatchObject({ cashMinor: cash, withdrawalHoldMinor: 0 });
    // Three credited deposits, one paid and two returned withdrawals: each posted exactly once.
    expect(await transferCodes(player)).toEqual([
      'deposit',
      'deposit',
      'deposit',
      'withdrawal_hold',
      'withdrawal_paid',
      'withdrawal_hold',
      'withdrawal_cancelled',
      'withdrawal_hold',
      'withdrawal_cancelled',
    ]);
    const report = await checkLedger(pair.database.kysely);
    expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
