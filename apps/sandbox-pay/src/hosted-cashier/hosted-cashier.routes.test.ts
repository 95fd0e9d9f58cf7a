import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandboxPayConfig } from '../config';
import { createCashierTokens } from './cashier-token';
import { createFakeCashier, FAKE_USER, type FakeCashier } from './fake-cashier-facade';
import { hostedCashierRoutes } from './hosted-cashier.routes';

const config = testSandboxPayConfig({ publicUrl: 'http://localhost:5000', lookupPublicUrl: 'http://localhost:4000' });
const LAUNCH =
  'merchantId=vauhti&userId=player-1&sessionId=session-1&locale=fi_FI&attributes.hostUri=http%3A%2F%2Flocalhost%3A3000';

let cashier: FakeCashier;
let app: ReturnType<typeof createServiceApp>;

beforeEach(async () => {
  cashier = createFakeCashier();
  app = createServiceApp({ logger: createLogger({ name: 'test', level: 'silent' }) });
  await app.register(hostedCashierRoutes, { cashier, config });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

async function boot(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/cashier-api/boot',
    payload: { merchantId: 'vauhti', userId: 'player-1', sessionId: 'session-1' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('GET / of the cashier host', () => {
  it('serves the cashier page, frameable by any merchant page, when the query names the player', async () => {
    const response = await app.inject({ method: 'GET', url: `/?${LAUNCH}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="cashier-root"></div>');
    expect(response.body).toMatch(/<script type="module" src="\/client\/cashier\.js\?v=[0-9a-f]{16}"><\/script>/);
    expect(response.body).toContain('<html lang="fi">');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the developer landing page for a visit without a launch query', async () => {
    const response = await app.inject({ method: 'GET', url: '/?merchantId=vauhti' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sandbox Pay');
    expect(response.body).not.toContain('cashier-root');
  });

  it('serves the bundled script and stylesheet it links, cacheable for ever under their hash', async () => {
    const page = await app.inject({ method: 'GET', url: `/?${LAUNCH}` });
    const scriptUrl = /src="(\/client\/cashier\.js\?v=[0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
    const script = await app.inject({ method: 'GET', url: scriptUrl });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body).toContain('CASHIER_BOOT_REQUEST');
    const cssUrl = /href="(\/client\/cashier\.css\?v=[0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
    expect((await app.inject({ method: 'GET', url: cssUrl })).headers['content-type']).toContain('text/css');
    expect((await app.inject({ method: 'GET', url: '/client/lookup.js' })).statusCode).toBe(404);
  });
});

describe('POST /cashier-api/boot', () => {
  it('verifies the player and answers a token and the profile the page shows', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cashier-api/boot',
      payload: { merchantId: 'vauhti', userId: 'player-1', sessionId: 'session-1' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.com',
      country: 'FI',
      currency: 'EUR',
      locale: 'fi_FI',
      balance: 50_000,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("answers 401 with the merchant's errCode for a session the merchant refuses", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cashier-api/boot',
      payload: { merchantId: 'vauhti', userId: 'player-1', sessionId: 'old' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('answers 400 naming the missing field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cashier-api/boot',
      payload: { merchantId: 'vauhti', userId: 'player-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'FIELD_REQUIRED', details: { field: 'sessionId' } });
  });
});

describe('the token-bound routes', () => {
  it('refuse a request without a token, with a foreign token and with an expired one', async () => {
    const none = await app.inject({ method: 'GET', url: '/cashier-api/methods?kind=deposit' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('TOKEN_MISSING');
    const foreign = createCashierTokens().issue(FAKE_USER).token;
    const forged = await app.inject({
      method: 'GET',
      url: '/cashier-api/history',
      headers: { 'x-cashier-token': foreign },
    });
    expect(forged.json().error.code).toBe('TOKEN_INVALID');

    const tokens = createCashierTokens(undefined, 1);
    const expiring = createServiceApp({ logger: createLogger({ name: 'test', level: 'silent' }) });
    await expiring.register(hostedCashierRoutes, { cashier, config, tokens });
    const expired = tokens.issue(FAKE_USER, Date.now() - 10).token;
    const response = await expiring.inject({
      method: 'GET',
      url: '/cashier-api/history',
      headers: { 'x-cashier-token': expired },
    });
    expect(response.json().error.code).toBe('TOKEN_EXPIRED');
    await expiring.close();
  });

  it('list the methods of a kind for the verified player', async () => {
    const token = await boot();
    const response = await app.inject({
      method: 'GET',
      url: '/cashier-api/methods?kind=withdrawal',
      headers: { 'x-cashier-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().methods[0]).toMatchObject({ method: 'CREDITCARD', kind: 'withdrawal' });
    expect(cashier.methodCalls).toEqual([{ user: FAKE_USER, kind: 'withdrawal' }]);
    const bad = await app.inject({
      method: 'GET',
      url: '/cashier-api/methods?kind=refund',
      headers: { 'x-cashier-token': token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.field).toBe('kind');
  });

  it("start a transaction for the token's player with the return address of the launch query", async () => {
    const token = await boot();
    const response = await app.inject({
      method: 'POST',
      url: '/cashier-api/transactions',
      headers: { 'x-cashier-token': token },
      payload: {
        kind: 'deposit',
        method: 'CREDITCARD',
        amount: 2_500,
        fields: { cardNumber: '4111111111111111', cvv: '123' },
        bonusCode: 'WELCOME',
        returnQuery: LAUNCH,
        userId: 'someone-else',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().transaction).toMatchObject({ state: 'SUCCESSFUL', amount: 2_500, currency: 'EUR' });
    const started = cashier.started[0];
    expect(started).toMatchObject({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      currency: 'EUR',
      locale: 'fi_FI',
      bonusCode: 'WELCOME',
      fields: { cardNumber: '4111111111111111', cvv: '123' },
    });
    const returnUrl = new URL(started?.returnUrl ?? '');
    expect(returnUrl.origin + returnUrl.pathname).toBe('http://localhost:5000/cashier-return');
    expect(Buffer.from(returnUrl.searchParams.get('launch') ?? '', 'base64url').toString('utf8')).toBe(LAUNCH);
  });

  it("answer 400 naming the field for bad input and for the core's field refusals, 422 for other refusals", async () => {
    const token = await boot();
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/cashier-api/transactions', headers: { 'x-cashier-token': token }, payload });
    const fractional = await post({ kind: 'deposit', method: 'CREDITCARD', amount: 10.5 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().error.details.field).toBe('amount');
    const lowercase = await post({ kind: 'deposit', method: 'creditcard', amount: 1_000 });
    expect(lowercase.json().error.details.field).toBe('method');
    const tooSmall = await post({ kind: 'deposit', method: 'CREDITCARD', amount: 500 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().error).toMatchObject({ code: 'AMOUNT_TOO_SMALL', details: { field: 'amount' } });
    const unavailable = await post({ kind: 'deposit', method: 'SKRILL', amount: 1_000 });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().error.code).toBe('METHOD_UNAVAILABLE');
  });

  it("poll a transaction of the player and 404 for another's or an unknown one", async () => {
    const token = await boot();
    const headers = { 'x-cashier-token': token };
    const started = await app.inject({
      method: 'POST',
      url: '/cashier-api/transactions',
      headers,
      payload: { kind: 'deposit', method: 'CREDITCARD', amount: 1_000 },
    });
    const txId = started.json().transaction.txId as string;
    const polled = await app.inject({ method: 'GET', url: `/cashier-api/transactions/${txId}`, headers });
    expect(polled.json().transaction.txId).toBe(txId);
    cashier.transactions.set('77', { ...started.json().transaction, txId: '77', userId: 'player-2' });
    expect((await app.inject({ method: 'GET', url: '/cashier-api/transactions/77', headers })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/cashier-api/transactions/abc', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.field).toBe('txId');
  });

  it('list pending withdrawals, cancel one once (409 the second time) and show the history', async () => {
    const token = await boot();
    const headers = { 'x-cashier-token': token };
    const started = await app.inject({
      method: 'POST',
      url: '/cashier-api/transactions',
      headers,
      payload: { kind: 'withdrawal', method: 'CREDITCARD', amount: 3_000, bonusCode: 'IGNORED' },
    });
    expect(cashier.started[0]?.bonusCode).toBeUndefined();
    const txId = started.json().transaction.txId as string;
    const pending = await app.inject({ method: 'GET', url: '/cashier-api/withdrawals/pending', headers });
    expect(pending.json().transactions.map((transaction: { txId: string }) => transaction.txId)).toEqual([txId]);
    const cancel = () =>
      app.inject({ method: 'POST', url: `/cashier-api/withdrawals/${txId}/cancel`, headers, payload: {} });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json().transaction.state).toBe('CANCELLED');
    const second = await cancel();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('NOT_CANCELLABLE');
    const unknown = await app.inject({
      method: 'POST',
      url: '/cashier-api/withdrawals/999/cancel',
      headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const history = await app.inject({ method: 'GET', url: '/cashier-api/history?limit=5', headers });
    expect(history.json().transactions).toHaveLength(1);
    const tooMany = await app.inject({ method: 'GET', url: '/cashier-api/history?limit=500', headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details.field).toBe('limit');
  });
});

describe('GET /cashier-return', () => {
  it('sends the player back to the cashier with its launch query and the transaction to resume', async () => {
    const launch = Buffer.from(LAUNCH).toString('base64url');
    const response = await app.inject({
      method: 'GET',
      url: `/cashier-return?launch=${launch}&txId=1234&state=SUCCESSFUL`,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://localhost:5000');
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('userId')).toBe('player-1');
    expect(location.searchParams.get('attributes.hostUri')).toBe('http://localhost:3000');
    expect(location.searchParams.get('resumeTxId')).toBe('1234');
  });

  it('answers 400 for a launch query without the player or a transaction id that is not digits', async () => {
    const launch = Buffer.from('merchantId=vauhti').toString('base64url');
    const incomplete = await app.inject({ method: 'GET', url: `/cashier-return?launch=${launch}&txId=1` });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.details.field).toBe('launch');
    const complete = Buffer.from(LAUNCH).toString('base64url');
    const badTx = await app.inject({ method: 'GET', url: `/cashier-return?launch=${complete}&txId=x` });
    expect(badTx.statusCode).toBe(400);
    expect(badTx.json().error.details.field).toBe('txId');
  });
});
