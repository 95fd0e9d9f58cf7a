import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { finnishNationalId } from '../../test-support/platform-test-app';
import {
  closeAfterLedgerCheck,
  FakeProvider,
  type PaymentsTestApp,
  startPaymentsTestApp,
  uniqueTxId,
} from './payments-test-support';
import type { PayNPlayIdentity, PayNPlayStatus, ProviderResult } from './provider/payment-provider';

/*
 * Pay-and-play through the merchant API (docs/payments-integration.md section 4): the provider
 * names the user `pnp-<txId>`; verifyuser registers or finds the bank-identified player and moves
 * the deposit to them; authorize and transfer then credit that player's ledger, exactly once.
 */

/** The provider with the bank identities the test gives per transaction. */
class PayAndPlayProvider extends FakeProvider {
  readonly identities = new Map<string, PayNPlayStatus>();
  identityCalls: string[] = [];

  override payNPlayIdentity = async (txId: string): Promise<ProviderResult<PayNPlayStatus>> => {
    this.identityCalls.push(txId);
    const status = this.identities.get(txId);
    if (!status)
      return { ok: false, code: 'NOT_FOUND', message: `no pay-and-play transaction ${txId}`, httpStatus: 404 };
    return { ok: true, value: status };
  };
}

const provider = new PayAndPlayProvider();
let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsTestApp({ provider });
});
beforeEach(() => t.cashier.reset());
afterAll(() => closeAfterLedgerCheck(t));

function bankIdentity(overrides: Partial<PayNPlayIdentity> = {}): PayNPlayIdentity {
  const birthDate = overrides.birthDate ?? '1986-05-17';
  return {
    firstName: 'Liisa',
    lastName: 'Pankkinen',
    nationalId: finnishNationalId(birthDate),
    birthDate,
    street: 'Aleksanterinkatu 5',
    city: 'Helsinki',
    zip: '00100',
    country: 'FI',
    ...overrides,
  };
}

/** A pay-and-play deposit as the player cashier starts it: the starter's, with the provider's txId. */
async function startedDeposit(starterId: number, amountMinor: number) {
  const txId = uniqueTxId();
  const transaction = await t.transactions.create({
    playerId: starterId,
    kind: 'deposit',
    channel: 'paynplay',
    method: 'TRUSTLY',
    amountMinor,
    currency: 'EUR',
    status: 'txn_pending',
    providerTxId: txId,
    providerState: 'WAITING_INPUT',
  });
  return { txId, transaction };
}

function depositBody(txId: string, txAmount: string, extra: Record<string, unknown> = {}) {
  return {
    userId: `pnp-${txId}`,
    txAmount,
    txAmountCy: 'EUR',
    txId,
    txTypeId: 101,
    txName: 'TRUSTLYDeposit',
    provider: 'Trustly',
    ...extra,
  };
}

async function playerByNationalId(nationalId: string) {
  return t.database.kysely
    .selectFrom('players')
    .select(['id', 'external_id', 'origin', 'user_status', 'email'])
    .where('country_code', '=', 'FI')
    .where('national_id', '=', nationalId)
    .execute();
}

/** verifyuser, authorize and transfer of one pay-and-play deposit, each expected to succeed. */
async function depositThroughMerchantApi(txId: string, txAmount: string, extra: Record<string, unknown> = {}) {
  const verified = await t.call('verifyuser', { sessionId: txId, userId: `pnp-${txId}` });
  expect(verified.body).toMatchObject({ success: true, userId: `pnp-${txId}` });
  const authorize = await t.call('authorize', depositBody(txId, txAmount, extra));
  expect(authorize.body).toMatchObject({ success: true, userId: `pnp-${txId}` });
  const authCode = String(authorize.body.authCode);
  const transferBody = { ...depositBody(txId, txAmount), authCode };
  const transfer = await t.call('transfer', transferBody);
  expect(transfer.body).toMatchObject({ success: true, txId });
  return { verified, authorize, transfer, transferBody };
}

describe('pay-and-play users of the merchant API', () => {
  it("verifyuser registers the bank-identified player and answers their profile; the deposit credits that player's ledger once", async () => {
    const starter = await t.createPlayer({ play: true });
    const { txId, transaction } = await startedDeposit(starter.playerId, 2_000);
    const identity = bankIdentity({ email: 'liisa.pankkinen@example.test' });
    provider.identities.set(txId, { txState: 'WAITING_INPUT', identity });

    const verified = await t.call('verifyuser', { sessionId: txId, userId: `pnp-${txId}` });
    expect(verified.body).toMatchObject({
      success: true,
      userId: `pnp-${txId}`,
      firstName: 'Liisa',
      lastName: 'Pankkinen',
      street: 'Aleksanterinkatu 5',
      city: 'Helsinki',
      zip: '00100',
      country: 'FI',
      email: 'liisa.pankkinen@example.test',
      dob: '1986-05-17',
      mobile: '',
      balance: '0.00',
      balanceCy: 'EUR',
    });
    const [player, ...others] = await playerByNationalId(identity.nationalId);
    expect(others).toHaveLength(0);
    expect(player).toMatchObject({ origin: 'paynplay', user_status: 'play' });
    const playerId = Number(player?.id);
    expect((await t.transactions.byId(transaction.id))?.playerId).toBe(playerId);

    const authorize = await t.call(
      'authorize',
      depositBody(txId, '20.00', { attributes: { merchantTxId: String(transaction.id) } }),
    );
    expect(authorize.body).toMatchObject({ success: true, merchantTxId: String(transaction.id) });
    const transferBody = { ...depositBody(txId, '20.00'), authCode: String(authorize.body.authCode) };
    const transfer = await t.call('transfer', transferBody);
    expect(transfer.body).toMatchObject({ success: true, txId, merchantTxId: String(transaction.id) });
    expect((await t.call('transfer', transferBody)).body).toEqual(transfer.body);

    expect(await t.transfersOf(playerId, 'deposit')).toBe(1);
    expect((await t.balancesOf(playerId)).cashMinor).toBe(2_000);
    expect((await t.balancesOf(starter.playerId)).cashMinor).toBe(0);
    expect(await t.transactions.byId(transaction.id)).toMatchObject({
      playerId,
      status: 'txn_confirmed_success',
      channel: 'paynplay',
    });
    expect((await playerByNationalId(identity.nationalId))[0]?.user_status).toBe('real');
    expect(t.balancePushes).toContainEqual({ playerId, currency: 'EUR' });
  });

  it('finds the same player at the next deposit, also one the platform did not start', async () => {
    const identity = bankIdentity({ birthDate: '1975-12-24' });
    const first = uniqueTxId();
    const second = uniqueTxId();
    provider.identities.set(first, { txState: 'SUCCESSFUL', identity });
    provider.identities.set(second, { txState: 'SUCCESSFUL', identity });

    await depositThroughMerchantApi(first, '15.00');
    const { authorize } = await depositThroughMerchantApi(second, '25.00');
    const players = await playerByNationalId(identity.nationalId);
    expect(players).toHaveLength(1);
    const playerId = Number(players[0]?.id);
    expect(players[0]?.email).toMatch(/@paynplay\.invalid$/);
    expect(await t.transfersOf(playerId, 'deposit')).toBe(2);
    expect((await t.balancesOf(playerId)).cashMinor).toBe(4_000);
    expect(await t.transactions.byId(Number(authorize.body.merchantTxId))).toMatchObject({
      playerId,
      channel: 'paynplay',
      status: 'txn_confirmed_success',
    });
  });

  it('refuses with UNKNOWN_USER while the bank has not identified the payer, or gave an invalid identity', async () => {
    const pending = uniqueTxId();
    provider.identities.set(pending, { txState: 'WAITING_INPUT' });
    const unidentified = await t.call('verifyuser', { sessionId: pending, userId: `pnp-${pending}` });
    expect(unidentified.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });

    const unknown = await t.call('verifyuser', { sessionId: 'x', userId: `pnp-${uniqueTxId()}` });
    expect(unknown.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });

    const invalid = uniqueTxId();
    provider.identities.set(invalid, {
      txState: 'WAITING_INPUT',
      identity: bankIdentity({ nationalId: '170586-0000' }),
    });
    const refused = await t.call('verifyuser', { sessionId: invalid, userId: `pnp-${invalid}` });
    expect(refused.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
    expect(String(refused.body.errMsg)).toContain('nationalId');
    const authorize = await t.call('authorize', depositBody(invalid, '10.00'));
    expect(authorize.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
  });

  it('transfer and cancel of a pay-and-play user nobody authorized name no player', async () => {
    const txId = uniqueTxId();
    provider.identities.set(txId, { txState: 'SUCCESSFUL', identity: bankIdentity({ birthDate: '1969-03-03' }) });
    const calls = provider.identityCalls.length;
    for (const name of ['transfer', 'cancel']) {
      const answer = await t.call(name, { ...depositBody(txId, '10.00'), authCode: 'auth' });
      expect(answer.body, name).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
    }
    // They read the link authorize made; they never ask the provider (an outage must not refuse money).
    expect(provider.identityCalls.length).toBe(calls);
  });

  it('does not move a deposit already authorized for another player', async () => {
    const starter = await t.createPlayer({ play: true });
    const { txId, transaction } = await startedDeposit(starter.playerId, 1_000);
    await t.transactions.update(transaction.id, { authCode: 'already' });
    provider.identities.set(txId, { txState: 'SUCCESSFUL', identity: bankIdentity({ birthDate: '1992-09-09' }) });
    const answer = await t.call('verifyuser', { sessionId: txId, userId: `pnp-${txId}` });
    expect(answer.body).toMatchObject({ success: false, errCode: 'UNKNOWN_USER' });
    expect((await t.transactions.byId(transaction.id))?.playerId).toBe(starter.playerId);
  });
});
