import { signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxPayApp } from '../app';
import type { PayDatabase } from '../database/pay-database';
import { FakeMerchant } from '../merchant-client/fake-merchant';
import { fastTestConfig, openPayTestDatabase, TestClock } from '../payments/testing';

const SECRET = 'dev-pay-secret';
let database: PayDatabase;
let merchant: FakeMerchant;
let app: SandboxPayApp;
const clock = new TestClock();

beforeAll(async () => {
  database = await openPayTestDatabase();
  merchant = await new FakeMerchant().start();
  app = await createApp(fastTestConfig(merchant.url, { payouts: { approvalDelayMs: 0 } }), {
    database,
    now: clock.now,
    startWorker: false,
  });
});
afterAll(async () => {
  await app.close();
  await merchant.close();
  await database.close();
});

function post(
  url: string,
  body: Record<string, unknown>,
  options: { secret?: string; merchantId?: string; ts?: number } = {},
) {
  const raw = JSON.stringify({ ...body, ts: options.ts ?? clock.now() });
  return app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-merchant-id': options.merchantId ?? 'vauhti',
      'x-signature': signRequest({ method: 'POST', path: url, content: raw }, options.secret ?? SECRET),
    },
  });
}

function get(url: string, options: { secret?: string; ts?: number } = {}) {
  const ts = options.ts ?? clock.now();
  return app.inject({
    method: 'GET',
    url,
    headers: {
      'x-merchant-id': 'vauhti',
      'x-timestamp': String(ts),
      'x-signature': signRequest({ method: 'GET', path: url, content: String(ts) }, options.secret ?? SECRET),
    },
  });
}

const CARD = { cardNumber: '4111111111111111', expiryMonth: '12', expiryYear: '35', cvv: '123' };

function transactionBody(overrides: Record<string, unknown> = {}) {
  return {
    userId: 'player-api',
    sessionId: 'session-api',
    kind: 'deposit',
    method: 'CREDITCARD',
    amount: 5_000,
    currency: 'EUR',
    locale: 'en',
    fields: CARD,
    returnUrl: 'http://localhost:3000/receipt',
    ...overrides,
  };
}

describe('signatures', () => {
  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['an unknown merchant', { merchantId: 'someone' }],
    ['a ts more than 300 s away', { ts: clock.now() - 301_000 }],
  ])('refuses a POST with %s as 401 INVALID_SIGNATURE and changes nothing', async (_name, options) => {
    const before = await database.kysely.selectFrom('transactions').select('tx_id').execute();
    const response = await post('/api/v1/transactions', transactionBody(), options);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
    const after = await database.kysely.selectFrom('transactions').select('tx_id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses a POST without a signature', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/instruments',
      payload: JSON.stringify({ userId: 'x', ts: clock.now() }),
      headers: { 'content-type': 'application/json', 'x-merchant-id': 'vauhti' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a GET signed for another path or with a wrong secret', async () => {
    expect((await get('/api/v1/player-api/123/status', { secret: 'wrong-secret' })).statusCode).toBe(401);
    const ts = clock.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/player-api/123/status',
      headers: {
        'x-merchant-id': 'vauhti',
        'x-timestamp': String(ts),
        'x-signature': signRequest({ method: 'GET', path: '/api/v1/other', content: String(ts) }, SECRET),
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('provider API calls', () => {
  it('POST /methods lists what the country and currency offer, with fields and limits', async () => {
    const response = await post('/api/v1/methods', {
      userId: 'player-api',
      kind: 'deposit',
      currency: 'EUR',
      country: 'NL',
      locale: 'nl',
    });
    expect(response.statusCode).toBe(200);
    const methods = response.json().methods as {
      method: string;
      fields: { name: string }[];
      limits: { minTxnLimit: number };
    }[];
    const names = methods.map((method) => method.method);
    expect(names).toContain('IDEAL');
    expect(names).not.toContain('ZIMPLER');
    expect(methods.find((method) => method.method === 'IDEAL')?.fields.map((field) => field.name)).toEqual(['bank']);
    const finnish = await post('/api/v1/methods', {
      userId: 'player-api',
      kind: 'deposit',
      currency: 'EUR',
      country: 'FI',
      locale: 'fi',
    });
    expect((finnish.json().methods as { method: string }[]).map((method) => method.method)).not.toContain('IDEAL');
  });

  it('POST /methods names a bad field', async () => {
    const response = await post('/api/v1/methods', {
      userId: 'p',
      kind: 'refund',
      currency: 'EUR',
      country: 'FI',
      locale: 'fi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.field).toBe('kind');
  });

  it('POST /transactions starts a card deposit; GET status reports it', async () => {
    const response = await post('/api/v1/transactions', transactionBody({ merchantTxId: 'cashier-1' }));
    expect(response.statusCode).toBe(200);
    const transaction = response.json();
    expect(transaction).toMatchObject({
      state: 'SUCCESSFUL',
      amount: 5_000,
      fee: 125,
      maskedAccount: '411111******1111',
    });
    expect(merchant.callsOf('authorize', transaction.txId)[0]?.body.attributes).toMatchObject({
      merchantTxId: 'cashier-1',
    });
    const status = await get(`/api/v1/player-api/${transaction.txId}/status`);
    expect(status.json()).toEqual({
      success: true,
      txState: 'SUCCESSFUL',
      txRefId: transaction.txId,
      receiptAmount: 5_000,
      receiptTxId: transaction.txId,
      messages: [],
      errors: [],
    });
    // The same merchantTxId again answers the first transaction.
    const repeat = await post('/api/v1/transactions', transactionBody({ merchantTxId: 'cashier-1' }));
    expect(repeat.json().txId).toBe(transaction.txId);
    const clash = await post('/api/v1/transactions', transactionBody({ merchantTxId: 'cashier-1', amount: 6_000 }));
    expect(clash.statusCode).toBe(409);
  });

  it('GET status of an unknown transaction is 404', async () => {
    const response = await get('/api/v1/player-api/999999/status');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('TRANSACTION_NOT_FOUND');
  });

  it('POST /transactions answers validation problems as 400 naming the field', async () => {
    const response = await post(
      '/api/v1/transactions',
      transactionBody({ fields: { ...CARD, cardNumber: '4111111111111112' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'cardNumber' } });
    const shape = await post('/api/v1/transactions', transactionBody({ amount: '50.00' }));
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.details.field).toBe('amount');
  });

  it('3-D Secure collect: a transaction naming an uncollected reference is 409, a collected one proceeds', async () => {
    const collect = await post('/api/v1/threeds/collect', { userId: 'player-api', cardNumberPrefix: '40000000' });
    expect(collect.statusCode).toBe(200);
    const { referenceId, jwt, collectUrl } = collect.json();
    expect(jwt.split('.')).toHaveLength(3);
    expect(collectUrl).toBe(`http://localhost:5000/threeds/collect/${referenceId}`);
    const body = transactionBody({
      threeDsReferenceId: referenceId,
      fields: { ...CARD, cardNumber: '4000000000001091' },
    });
    const early = await post('/api/v1/transactions', body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('THREEDS_NOT_COLLECTED');
    // What ProviderPagesFacade.completeCollect records when the collect page has run.
    await database.kysely
      .updateTable('threeds_references')
      .set({ collected_at: new Date(clock.now()) })
      .where('reference_id', '=', referenceId)
      .execute();
    const started = await post('/api/v1/transactions', body);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ state: 'WAITING_INPUT', redirect: { kind: 'iframe', height: '600px' } });
  });

  it('POST /instruments lists saved instruments masked', async () => {
    await post('/api/v1/transactions', transactionBody({ userId: 'saver', storeInstrument: true }));
    const response = await post('/api/v1/instruments', { userId: 'saver' });
    expect(response.json().instruments).toMatchObject([
      { method: 'CREDITCARD', maskedAccount: '411111******1111', expiry: '12/35' },
    ]);
  });

  it('POST /sessions answers the hosted cashier address for the session', async () => {
    const response = await post('/api/v1/sessions', {
      sessionId: 's-1',
      userId: 'player-api',
      method: 'TRUSTLY',
      locale: 'fi_FI',
      mode: 'gambling',
      attributes: { labelId: 'vauhti', productId: 'CASINO', ipAddr: '127.0.0.1' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin).toBe('http://localhost:5000');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      merchantId: 'vauhti',
      userId: 'player-api',
      sessionId: 's-1',
      method: 'TRUSTLY',
      'attributes.productId': 'CASINO',
    });
  });

  it('withdrawals: cancel by the player, operator list, approve and reject', async () => {
    const start = (userId: string) =>
      post(
        '/api/v1/transactions',
        transactionBody({ userId, kind: 'withdrawal', method: 'SKRILL', fields: { email: 'a@example.com' } }),
      );
    const first = (await start('w-1')).json();
    expect(first.state).toBe('WAITING_APPROVAL');
    const cancelled = await post(`/api/v1/transactions/${first.txId}/cancel`, { userId: 'w-1' });
    expect(cancelled.json().state).toBe('CANCELLED');
    const again = await post(`/api/v1/transactions/${first.txId}/cancel`, { userId: 'w-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOT_CANCELLABLE');

    const second = (await start('w-2')).json();
    const third = (await start('w-3')).json();
    const payouts = (await post('/api/v1/payouts', {})).json().payouts as { txId: string }[];
    expect(payouts.map((payout) => payout.txId)).toEqual(expect.arrayContaining([second.txId, third.txId]));
    expect((await post(`/api/v1/payouts/${second.txId}/approve`, {})).json().state).toBe('SUCCESSFUL');
    const rejected = await post(`/api/v1/payouts/${third.txId}/reject`, { reason: 'fraud check' });
    expect(rejected.json()).toMatchObject({
      state: 'FAILED',
      error: { code: 'PAYOUT_REJECTED', message: 'fraud check' },
    });
    expect((await post(`/api/v1/payouts/${third.txId}/approve`, {})).statusCode).toBe(409);
    const failedList = (await post('/api/v1/payouts', { state: 'FAILED' })).json().payouts as { txId: string }[];
    expect(failedList.map((payout) => payout.txId)).toContain(third.txId);
  });

  it('pay-and-play: start, then GET /paynplay/{txId}', async () => {
    const response = await post('/api/v1/paynplay', {
      method: 'ZIMPLER',
      amount: 2_000,
      currency: 'EUR',
      country: 'FI',
      locale: 'fi',
      successUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/fail',
      merchantTxId: 'pnp-1',
    });
    expect(response.statusCode).toBe(200);
    const transaction = response.json();
    expect(transaction.redirect.url).toContain(`/pages/paynplay/${transaction.txId}?token=`);
    const status = await get(`/api/v1/paynplay/${transaction.txId}`);
    expect(status.json()).toEqual({ txState: 'WAITING_INPUT' });
    const wrongMethod = await post('/api/v1/paynplay', {
      method: 'SKRILL',
      amount: 2_000,
      currency: 'EUR',
      country: 'FI',
      locale: 'fi',
      successUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/fail',
      merchantTxId: 'pnp-2',
    });
    expect(wrongMethod.statusCode).toBe(400);
    expect(wrongMethod.json().error.details.field).toBe('method');
  });

  it('POST /reconciliation lists transactions updated in the window', async () => {
    const from = new Date(clock.now() - 60_000).toISOString();
    const to = new Date(clock.now() + 60_000).toISOString();
    const response = await post('/api/v1/reconciliation', { from, to });
    expect(response.statusCode).toBe(200);
    const transactions = response.json().transactions as { txId: string; state: string; merchantTxId: string | null }[];
    expect(transactions.length).toBeGreaterThan(3);
    expect(transactions[0]).toHaveProperty('merchantTxId');
    const backwards = await post('/api/v1/reconciliation', { from: to, to: from });
    expect(backwards.statusCode).toBe(400);
  });
});
