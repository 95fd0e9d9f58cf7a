import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CASHIER_TEST_PASSWORD, createTestPlayer, postDeposit } from '../../domains/cashier/cashier-test-support';
import {
  errorOf,
  type IdentityTestApp,
  startIdentityApp,
  TEST_START,
  TestClient,
} from '../../test-support/platform-test-app';
import { paymentsConfigOf } from './payments-config';
import { encodeCallbackData } from './player-cashier-context';
import { CARDS, FakePayProvider, startFakeProviderServer } from './player-cashier-test-support';

/*
 * The player's cashier calls through the real platform app: session cookie, Zod schemas, error
 * envelope, the real HTTP provider adapter talking to a fake provider server, and the provider's
 * return page served before the site's app shell.
 */

let t: IdentityTestApp;
let provider: FakePayProvider;
let server: Awaited<ReturnType<typeof startFakeProviderServer>>;
let distDir: string;
const logLines: string[] = [];
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const CVV = '864';

beforeAll(async () => {
  let now = () => TEST_START;
  provider = new FakePayProvider(() => now());
  server = await startFakeProviderServer(provider);
  distDir = await mkdtemp(join(tmpdir(), 'vauhti-site-'));
  await writeFile(join(distDir, 'index.html'), SHELL);
  t = await startIdentityApp({
    config: {
      payments: { ...paymentsConfigOf({}, 'test'), providerUrl: server.url },
      webDistDir: distDir,
      logLevel: 'debug',
    },
    logDestination: { write: (line: string) => logLines.push(line) },
  });
  now = () => t.clock.now();
  provider.merchant = t.services.payments.merchantApi;
});
afterAll(async () => {
  await t.close();
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});
beforeEach(() => {
  provider.unavailable = false;
});

async function loggedIn(options: Parameters<typeof createTestPlayer>[1] = {}) {
  const player = await createTestPlayer(t, { country: 'DE', ...options });
  const client = new TestClient(t);
  const login = await client.post('/api/v1/auth/login', { email: player.email, password: CASHIER_TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...player, client };
}

const card = (number: string) => ({
  cardNumber: number,
  expMonth: '11',
  expYear: '2031',
  CVV,
  holderFirstName: 'Aino',
});

describe('the cashier calls need a live session', () => {
  it.each([
    ['POST', '/api/v1/cashier/details'],
    ['POST', '/api/v1/cashier/transactions'],
    ['POST', '/api/v1/cashier/process-deposit'],
    ['POST', '/api/v1/cashier/provider-transactions'],
    ['POST', '/api/v1/cashier/withdrawals'],
    ['POST', '/api/v1/cashier/withdrawals/piq'],
    ['GET', '/api/v1/cashier/transactions/1/status?type=deposit'],
    ['GET', '/api/v1/cashier/provider-status/1/123/status'],
    ['GET', '/api/v1/cashier/pnp-user/1'],
    ['GET', '/api/v1/cashier/pending-cashouts'],
    ['POST', '/api/v1/cashier/pending-cashouts/1/cancel'],
    ['GET', '/api/v1/cashier/access?type=deposit'],
  ] as const)('%s %s answers 401 SESSION_EXPIRED_SSO without one', async (method, url) => {
    const bodies: Record<string, unknown> = {
      '/api/v1/cashier/details': { type: 'deposit' },
      '/api/v1/cashier/transactions': {
        txnType: 'deposit-cashier',
        paymentMethod: 'CREDITCARD',
        depositAmount: '10.00',
      },
      '/api/v1/cashier/process-deposit': { txnId: '1', referenceId: 'r' },
      '/api/v1/cashier/provider-transactions': { paymentMethod: 'SKRILL', depositAmount: '10.00' },
      '/api/v1/cashier/withdrawals': { paymentMethod: 'SKRILL', depositAmount: '10.00' },
      '/api/v1/cashier/withdrawals/piq': { paymentMethod: 'BANK_PIQ', depositAmount: '10.00' },
    };
    const response = await new TestClient(t).send(method, url.replace('/1/123/status', '/1/123'), bodies[url]);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ code: 'SESSION_EXPIRED_SSO', details: { session_expired_sso: true } });
  });
});

describe('bad input is a 400 naming the field', () => {
  it.each([
    ['/api/v1/cashier/details', { type: 'bonus' }, 'type'],
    ['/api/v1/cashier/transactions', { txnType: 'deposit-cashier', paymentMethod: 'CREDITCARD' }, 'depositAmount'],
    [
      '/api/v1/cashier/transactions',
      { txnType: 'deposit-cashier', paymentMethod: 'CREDITCARD', depositAmount: '10.00', CVV: '12a' },
      'CVV',
    ],
    [
      '/api/v1/cashier/transactions',
      { txnType: 'deposit-cashier', paymentMethod: 'CREDITCARD', depositAmount: '10', ...card(CARDS.frictionless) },
      'depositAmount',
    ],
    [
      '/api/v1/cashier/transactions',
      { txnType: 'deposit-cashier', paymentMethod: 'CREDITCARD', depositAmount: '10.00', ...card('4111111111111112') },
      'cardNumber',
    ],
    ['/api/v1/cashier/process-deposit', { txnId: 'abc', referenceId: 'r' }, 'txnId'],
    ['/api/v1/cashier/provider-transactions', { paymentMethod: 'SKRILL' }, 'depositAmount'],
    [
      '/api/v1/cashier/provider-transactions',
      { paymentMethod: 'TRUSTLY', amount: '10.00', successURL: 'https://evil.example/' },
      'successURL',
    ],
    [
      '/api/v1/cashier/withdrawals',
      { paymentMethod: 'SKRILL', depositAmount: '10.00', emailAddress: 'not-an-email' },
      'emailAddress',
    ],
    ['/api/v1/cashier/withdrawals/piq', { paymentMethod: 'BANK PIQ', depositAmount: '10.00' }, 'paymentMethod'],
  ] as const)('POST %s %j → %s', async (url, body, field) => {
    const { client } = await loggedIn();
    const response = await client.post(url, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject({ field });
  });

  it('names the bad query and path values of the status calls', async () => {
    const { client } = await loggedIn();
    const badType = await client.get('/api/v1/cashier/transactions/1/status?type=refund');
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).details).toMatchObject({ field: 'type' });
    const badId = await client.get('/api/v1/cashier/pnp-user/0');
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).details).toMatchObject({ field: 'txnId' });
  });
});

describe('the opening check of the cashiers (GET /cashier/access)', () => {
  type Access = {
    status: string;
    code: string | null;
    depositThresholdNotice: boolean;
    playMoneyMinimumMinor: number | null;
  };
  const access = async (client: TestClient, type: 'deposit' | 'withdrawal') => {
    const response = await client.get(`/api/v1/cashier/access?type=${type}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<Access>();
  };

  it('lets a verified real-money player open both cashiers', async () => {
    const { client } = await loggedIn();
    expect(await access(client, 'deposit')).toEqual({
      status: 'SUCCESS',
      code: null,
      message: null,
      depositThresholdNotice: false,
      playMoneyMinimumMinor: null,
    });
    expect(await access(client, 'withdrawal')).toMatchObject({ status: 'SUCCESS', code: null });
  });

  it("answers a campaign play-money player's minimum deposit, and null for the withdrawal and other players", async () => {
    const campaign = t.services.cashier.config.campaignAffiliateIds[0] ?? '';
    const newcomer = await loggedIn({ real: false });
    expect(await access(newcomer.client, 'deposit')).toMatchObject({ playMoneyMinimumMinor: null });
    await t.services.cashier.affiliateLinks.record(newcomer.playerId, campaign);
    expect(await access(newcomer.client, 'deposit')).toMatchObject({ status: 'SUCCESS', playMoneyMinimumMinor: 5_000 });
    expect(await access(newcomer.client, 'withdrawal')).toMatchObject({ playMoneyMinimumMinor: null });
    const norwegian = await loggedIn({ country: 'NO', currency: 'NOK', real: false });
    await t.services.cashier.affiliateLinks.record(norwegian.playerId, campaign);
    expect(await access(norwegian.client, 'deposit')).toMatchObject({ playMoneyMinimumMinor: 50_000 });
  });

  it('answers the first refused gate: third-party identity check before channel verification', async () => {
    const { client, playerId } = await loggedIn({ verified: false });
    expect(await access(client, 'deposit')).toMatchObject({ status: 'REFUSED', code: 'CHANNEL_NOT_VERIFIED' });
    await t.services.cashier.kyc.set(playerId, { thirdPartyRequired: true });
    expect(await access(client, 'deposit')).toMatchObject({ status: 'REFUSED', code: 'KYC_REQUIRED' });
  });

  it('refuses the deposit of a Swedish category c3 player (licence pending) and the withdrawal of a play account', async () => {
    const swede = await loggedIn({ jurisdiction: 'SGA', userCategory: 'c3' });
    expect(await access(swede.client, 'deposit')).toMatchObject({ status: 'REFUSED', code: 'LICENCE_PENDING' });
    const play = await loggedIn({ real: false });
    expect(await access(play.client, 'withdrawal')).toMatchObject({ status: 'REFUSED', code: 'NOT_REAL_ACCOUNT' });
  });

  it('names a bad type', async () => {
    const { client } = await loggedIn();
    const response = await client.get('/api/v1/cashier/access?type=bonus');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject({ field: 'type' });
  });
});

describe('the card deposit over HTTP, through the real provider adapter', () => {
  it('details, collect, process, status; signed provider calls; no card data in the app logs', async () => {
    const { client, playerId } = await loggedIn();
    const details = await client.post('/api/v1/cashier/details', { type: 'deposit' });
    expect(details.statusCode).toBe(200);
    expect(details.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(details.json<{ methods: Record<string, unknown> }>().methods)).toContain('CREDITCARD');
    const withdrawalDetails = await client.post('/api/v1/cashier/details', { type: 'withdrawal' });
    expect(withdrawalDetails.json<{ methods: unknown[] }>().methods[0]).toHaveProperty('CREDITCARD');

    const made = await client.post('/api/v1/cashier/transactions', {
      txnType: 'deposit-cashier',
      paymentMethod: 'CREDITCARD',
      depositAmount: '12.50',
      ...card(CARDS.frictionless),
    });
    expect(made.statusCode).toBe(200);
    const collect = made.json<{
      txnId: string;
      txnStatus: string;
      gatewayRequest: { referenceId: string; providerType: string };
    }>();
    expect(collect).toMatchObject({ txnStatus: 'txn_initiated', gatewayRequest: { providerType: 'SANDBOX_3DS2' } });

    const processed = await client.post('/api/v1/cashier/process-deposit', {
      txnId: collect.txnId,
      referenceId: collect.gatewayRequest.referenceId,
      ...card(CARDS.frictionless),
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'txn_confirmed_success',
      cardNumber: '411111******1111',
      currentBalance: '12.50',
    });
    const status = await client.get(`/api/v1/cashier/transactions/${collect.txnId}/status?type=deposit`);
    expect(status.json()).toMatchObject({
      status: 'SUCCESS',
      actualStatusInDB: 'txn_confirmed_success',
      txnStatus: 'txn_confirmed_success',
    });
    expect((await t.services.payments.transactions.byId(Number(collect.txnId)))?.playerId).toBe(playerId);

    expect(server.unsigned).toBe(0);
    const logged = logLines.join('\n');
    expect(logged).toContain('cashier deposit made');
    expect(logged).not.toContain(CARDS.frictionless);
    expect(logged).not.toContain(`"${CVV}"`);
  });

  it('a challenge card answers PENDING with the challenge frame; RG_LIMITS_EXCEEDED is a FAILURE answer', async () => {
    const { client, playerId } = await loggedIn();
    const make = async (number: string) =>
      (
        await client.post('/api/v1/cashier/transactions', {
          txnType: 'deposit-cashier',
          paymentMethod: 'CREDITCARD',
          depositAmount: '20.00',
          ...card(number),
        })
      ).json<{
        txnId: string;
      }>().txnId;
    const challenged = await client.post('/api/v1/cashier/process-deposit', {
      txnId: await make(CARDS.challenge),
      referenceId: 'r',
      ...card(CARDS.challenge),
    });
    expect(challenged.json()).toMatchObject({
      status: 'PENDING',
      txnStatus: 'txn_pending',
      redirectOutput: { container: 'iframe' },
    });

    const limited = await make(CARDS.frictionless);
    await t.services.cashier.depositLimits.set(playerId, 'EUR', { daily: 1000 });
    const refused = await client.post('/api/v1/cashier/process-deposit', {
      txnId: limited,
      referenceId: 'r',
      ...card(CARDS.frictionless),
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'FAILURE',
      txnStatus: 'txn_confirmed_failure',
      errorCode: 'RG_LIMITS_EXCEEDED',
    });
  });

  it('answers 503 PROVIDER_UNAVAILABLE when the provider does not answer', async () => {
    const { client } = await loggedIn();
    provider.unavailable = true;
    const response = await client.post('/api/v1/cashier/details', { type: 'deposit' });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('PROVIDER_UNAVAILABLE');
  });
});

describe('provider transactions, pay-and-play and withdrawals over HTTP', () => {
  it('PIQ deposit, its provider status, and the pay-and-play user', async () => {
    const { client, playerId } = await loggedIn({ country: 'FI' });
    const piq = await client.post('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'VENUSPOINT_PIQ',
      depositAmount: '30.00',
    });
    expect(piq.statusCode).toBe(200);
    const answer = piq.json<{ success: boolean; txState: string; txRefId: string }>();
    expect(answer).toMatchObject({ success: true, txState: 'WAITING_INPUT' });
    const status = await client.get(`/api/v1/cashier/provider-status/${playerId}/${answer.txRefId}?token=abc`);
    expect(status.json()).toEqual({ success: true, txState: 'WAITING_INPUT' });
    const someoneElse = await client.get(`/api/v1/cashier/provider-status/${playerId + 1}/${answer.txRefId}`);
    expect(someoneElse.statusCode).toBe(404);

    const pnp = await client.post('/api/v1/cashier/provider-transactions', {
      paymentMethod: 'TRUSTLY',
      amount: '30.00',
      currencyCode: 'EUR',
      txnType: 'DEPOSIT',
    });
    const pnpAnswer = pnp.json<{ txnId: string; txRefId: string }>();
    expect(provider.requestsOf('startPayNPlay')).toHaveLength(1);
    const user = await client.get(`/api/v1/cashier/pnp-user/${pnpAnswer.txnId}`);
    expect(user.json()).toMatchObject({
      status: 'SUCCESS',
      txState: 'WAITING_INPUT',
      payAndPlayUserDetails: { lastName: 'Virtanen' },
    });
    const pnpStatus = await client.get(`/api/v1/cashier/provider-status/${playerId}/${pnpAnswer.txRefId}`);
    expect(pnpStatus.json()).toEqual({ success: true, txState: 'WAITING_INPUT' });
  });

  it('withdraws, lists the pending cashout, cancels it; the PIQ withdrawal answers the PIQ shape', async () => {
    const { client, playerId } = await loggedIn({ real: true });
    await postDeposit(t, playerId, 'EUR', 8_000);
    const made = await client.post('/api/v1/cashier/withdrawals', {
      paymentMethod: 'SKRILL',
      depositAmount: '30.00',
      emailAddress: 'me@example.test',
      txnType: 'UNIVERSAL',
    });
    expect(made.statusCode).toBe(200);
    const withdrawal = made.json<{ txnId: string }>();
    expect(made.json()).toMatchObject({
      status: 'SUCCESS',
      txnStatus: 'co_initiated',
      previousBalance: '80.00',
      currentBalance: '50.00',
    });
    const pending = await client.get('/api/v1/cashier/pending-cashouts');
    expect(pending.json()).toMatchObject({
      status: 'SUCCESS',
      pendingCashouts: [{ txnId: withdrawal.txnId, amount: '30.00' }],
    });
    const cancelled = await client.post(`/api/v1/cashier/pending-cashouts/${withdrawal.txnId}/cancel`);
    expect(cancelled.json()).toEqual({
      status: 'SUCCESS',
      txnId: withdrawal.txnId,
      txState: 'CANCELLED',
      txnStatus: 'co_failed',
    });
    const again = await client.post(`/api/v1/cashier/pending-cashouts/${withdrawal.txnId}/cancel`);
    expect(again.statusCode).toBe(409);
    const status = await client.get(`/api/v1/cashier/transactions/${withdrawal.txnId}/status?type=withdrawal`);
    expect(status.json()).toMatchObject({ status: 'FAILURE', txnStatus: 'co_failed' });

    const piq = await client.post('/api/v1/cashier/withdrawals/piq', {
      paymentMethod: 'BANK_PIQ',
      depositAmount: '10.00',
    });
    expect(piq.json()).toMatchObject({ success: true, txState: 'WAITING_APPROVAL' });
    const tooMuch = await client.post('/api/v1/cashier/withdrawals', {
      paymentMethod: 'SKRILL',
      depositAmount: '75.00',
      emailAddress: 'me@example.test',
    });
    expect(tooMuch.json()).toMatchObject({ status: 'FAILURE', errorCode: 'INSUFFICIENT_FUNDS' });
  });
});

describe('the provider return page (GET /:lang/cashier/callback/:paymentType/:encodedData)', () => {
  it("settles the player's transaction, then serves the site's app shell", async () => {
    const { client } = await loggedIn();
    const made = await client.post('/api/v1/cashier/transactions', {
      txnType: 'deposit-cashier',
      paymentMethod: 'CREDITCARD',
      depositAmount: '15.00',
      ...card(CARDS.challenge),
    });
    const txnId = made.json<{ txnId: string }>().txnId;
    await client.post('/api/v1/cashier/process-deposit', { txnId, referenceId: 'r', ...card(CARDS.challenge) });
    const providerTxId = (await t.services.payments.transactions.byId(Number(txnId)))?.providerTxId ?? '';
    await provider.completePage(providerTxId, 'SUCCESSFUL');
    const encoded = encodeCallbackData({ txnId, merchantTransactionId: txnId, amount: '15.00', customerId: 'x' });

    const page = await client.get(`/en/cashier/callback/CREDITCARD/${encoded}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(SHELL);
    expect(page.headers['x-cashier-callback']).toBe('txn_confirmed_success');
  });

  it('serves the page with 400 for unreadable data or an unknown language, and nothing settles for a visitor', async () => {
    const visitor = new TestClient(t);
    const bad = await visitor.get('/en/cashier/callback/CREDITCARD/bm90LWpzb24');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(SHELL);
    expect(bad.headers['x-cashier-callback']).toBe('INVALID_CALLBACK_DATA');
    const language = await visitor.get(
      `/xx/cashier/callback/CREDITCARD/${encodeCallbackData({ txnId: '1', merchantTransactionId: '1', amount: '1.00', customerId: 'x' })}`,
    );
    expect(language.statusCode).toBe(400);
    const anonymous = await visitor.get(
      `/fi/cashier/callback/TRUSTLY/${encodeCallbackData({ txnId: '1', merchantTransactionId: '1', amount: '1.00', customerId: 'x' })}`,
    );
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['x-cashier-callback']).toBe('NOT_LOGGED_IN');
  });
});

describe('the OpenAPI document', () => {
  it('describes every cashier call from its Zod schemas', async () => {
    const response = await new TestClient(t).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/v1/cashier/details',
      '/api/v1/cashier/transactions',
      '/api/v1/cashier/process-deposit',
      '/api/v1/cashier/provider-transactions',
      '/api/v1/cashier/withdrawals',
      '/api/v1/cashier/withdrawals/piq',
      '/api/v1/cashier/transactions/{txnId}/status',
      '/api/v1/cashier/provider-status/{playerId}/{reference}',
      '/api/v1/cashier/pnp-user/{txnId}',
      '/api/v1/cashier/pending-cashouts',
      '/api/v1/cashier/pending-cashouts/{txnId}/cancel',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
