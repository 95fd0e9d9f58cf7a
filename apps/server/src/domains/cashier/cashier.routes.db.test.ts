import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  TestClient,
} from '../../test-support/platform-test-app';
import { sessionCookieName } from '../identity/session-cookie';
import { cashierConfigOf } from './cashier-config';
import { CASHIER_TEST_PASSWORD, createTestPlayer } from './cashier-test-support';

let testApp: IdentityTestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const cashier = { ...cashierConfigOf({}, 'test'), cashierTypeByCountry: { DE: 'hosted' as const } };
  testApp = await startIdentityApp({ config: { cashier } });
  testApp.clock.set(new Date('2026-01-10T08:00:00.000Z'));
});
afterAll(() => testApp.close());

/** A logged-in client of a new player of the country (the operator's account, then a real login). */
async function loggedIn(options: Parameters<typeof createTestPlayer>[1] = {}) {
  const player = await createTestPlayer(testApp, options);
  const client = new TestClient(testApp);
  const login = await client.post('/api/v1/auth/login', { email: player.email, password: CASHIER_TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { client, ...player };
}

const ROUTES: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
  ['GET', '/api/v1/cashier/type'],
  ['POST', '/api/v1/cashier/token'],
  ['GET', '/api/v1/cashier/eligible-bonuses?criteriaType=DEPOSIT'],
  ['GET', '/api/v1/cashier/channel-verification?channel=sms'],
  ['GET', '/api/v1/cashier/deposit-limits'],
  ['PUT', '/api/v1/cashier/deposit-limits', { daily: 100 }],
  ['GET', '/api/v1/cashier/account-verification'],
];

describe('cashier routes', () => {
  it('answer 401 SESSION_EXPIRED_SSO without a login, and after logout', async () => {
    const guest = new TestClient(testApp);
    for (const [method, url, body] of ROUTES) {
      const response = await guest.send(method, url, body);
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'SESSION_EXPIRED_SSO', details: { session_expired_sso: true } });
    }
    const { client } = await loggedIn();
    expect((await client.get('/api/v1/cashier/type')).statusCode).toBe(200);
    await client.post('/api/v1/auth/logout');
    expect(errorOf(await client.get('/api/v1/cashier/type')).code).toBe('SESSION_EXPIRED_SSO');
  });

  it("GET /cashier/type answers the player's country's cashier", async () => {
    const finn = await loggedIn({ country: 'FI' });
    expect((await finn.client.get('/api/v1/cashier/type')).json()).toEqual({ cashierType: 'internal' });
    const german = await loggedIn({ country: 'DE' });
    expect((await german.client.get('/api/v1/cashier/type')).json()).toEqual({ cashierType: 'hosted' });
  });

  it('POST /cashier/token issues a cashier session for the login, with the request address and label', async () => {
    const { client, playerId } = await loggedIn();
    const response = await client.post('/api/v1/cashier/token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<{ status: string; token: string; ipAddr: string; labelId: string; expiresAt: string }>();
    expect(body).toMatchObject({
      status: 'SUCCESS',
      ipAddr: client.ip,
      labelId: 'vauhti',
      merchantId: 'vauhti',
      environment: 'development',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - testApp.clock.now().getTime()).toBe(30 * 60 * 1000);
    expect(await testApp.services.cashier.sessions.lookup(body.token)).toEqual({ ok: true, playerId });
  });

  it("GET /cashier/amount-config answers the currency's quick amounts and the DEFAULT list", async () => {
    const { client } = await loggedIn();
    const euro = await client.get('/api/v1/cashier/amount-config?payment_type=deposit&currency_iso_code=EUR');
    expect(euro.json()).toEqual([
      { currency_iso_code: 'EUR', amounts: [20, 50, 100, 200] },
      { currency_iso_code: 'DEFAULT', amounts: [20, 50, 100, 200] },
    ]);
    const krona = await client.get('/api/v1/cashier/amount-config?payment_type=deposit&currency_iso_code=sek');
    expect(krona.json<Array<{ currency_iso_code: string }>>()[0]).toEqual({
      currency_iso_code: 'SEK',
      amounts: [200, 500, 1000, 2000],
    });
    const yen = await client.get('/api/v1/cashier/amount-config?payment_type=deposit&currency_iso_code=JPY');
    expect(yen.json()).toEqual([{ currency_iso_code: 'DEFAULT', amounts: [20, 50, 100, 200] }]);
    const all = await client.get('/api/v1/cashier/amount-config');
    expect(all.json<unknown[]>()).toHaveLength(4);
  });

  it('GET /cashier/amount-config answers a logged-out visitor the same lists, cacheable by the browser', async () => {
    const guest = new TestClient(testApp);
    const euro = await guest.get('/api/v1/cashier/amount-config?payment_type=deposit&currency_iso_code=EUR');
    expect(euro.statusCode).toBe(200);
    expect(euro.json()).toEqual([
      { currency_iso_code: 'EUR', amounts: [20, 50, 100, 200] },
      { currency_iso_code: 'DEFAULT', amounts: [20, 50, 100, 200] },
    ]);
    expect(euro.headers['cache-control']).toBe('public, max-age=300');
  });

  it('GET /cashier/amount-config names the bad field', async () => {
    const { client } = await loggedIn();
    const withdrawal = await client.get('/api/v1/cashier/amount-config?payment_type=withdrawal');
    expect(withdrawal.statusCode).toBe(400);
    expect(errorOf(withdrawal)).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'payment_type' } });
    const currency = await client.get('/api/v1/cashier/amount-config?currency_iso_code=EURO');
    expect(errorOf(currency)).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'currency_iso_code' } });
  });

  it('GET /cashier/eligible-bonuses is honestly empty, and needs criteriaType DEPOSIT', async () => {
    const { client } = await loggedIn();
    expect((await client.get('/api/v1/cashier/eligible-bonuses?criteriaType=DEPOSIT')).json()).toEqual({
      status: 'SUCCESS',
      bonuses: [],
    });
    const missing = await client.get('/api/v1/cashier/eligible-bonuses');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toMatchObject({ field: 'criteriaType' });
  });

  it('GET /cashier/channel-verification answers whether that channel is verified', async () => {
    const { client, playerId } = await loggedIn({ verified: false });
    expect((await client.get('/api/v1/cashier/channel-verification?channel=sms')).json()).toEqual({ success: false });
    await testApp.database.kysely
      .updateTable('players')
      .set({ phone_verified_at: testApp.clock.now() })
      .where('id', '=', playerId)
      .execute();
    expect((await client.get('/api/v1/cashier/channel-verification?channel=sms')).json()).toEqual({ success: true });
    expect((await client.get('/api/v1/cashier/channel-verification?channel=email')).json()).toEqual({ success: false });
    const fax = await client.get('/api/v1/cashier/channel-verification?channel=fax');
    expect(fax.statusCode).toBe(400);
    expect(errorOf(fax).details).toMatchObject({ field: 'channel' });
  });

  it('GET and PUT /cashier/deposit-limits read and set limits in major units, increases pending 24 hours', async () => {
    const { client, email } = await loggedIn();
    const none = { value: null, pending: null };
    expect((await client.get('/api/v1/cashier/deposit-limits')).json()).toEqual({
      currency: 'EUR',
      limits: { deposit: { daily: none, weekly: none, monthly: none } },
    });
    const set = await client.put('/api/v1/cashier/deposit-limits', { daily: 100, weekly: 250.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      currency: 'EUR',
      limits: {
        deposit: { daily: { value: 100, pending: null }, weekly: { value: 250.5, pending: null }, monthly: none },
      },
    });
    const raised = await client.put('/api/v1/cashier/deposit-limits', { daily: 200, weekly: null });
    const effectiveAt = new Date(testApp.clock.now().getTime() + DAY).toISOString();
    expect(raised.json()).toEqual({
      currency: 'EUR',
      limits: {
        deposit: {
          daily: { value: 100, pending: { value: 200, effectiveAt } },
          weekly: { value: 250.5, pending: { value: null, effectiveAt } },
          monthly: none,
        },
      },
    });
    testApp.clock.advance(DAY);
    // A day later the login has ended; the player logs in again.
    const nextDay = new TestClient(testApp);
    await nextDay.post('/api/v1/auth/login', { email, password: CASHIER_TEST_PASSWORD });
    expect((await nextDay.get('/api/v1/cashier/deposit-limits')).json()).toEqual({
      currency: 'EUR',
      limits: { deposit: { daily: { value: 200, pending: null }, weekly: none, monthly: none } },
    });
  });

  it('PUT /cashier/deposit-limits names the bad field', async () => {
    const { client } = await loggedIn();
    const cases: Array<[unknown, string | undefined]> = [
      [{ daily: 10.555 }, 'daily'],
      [{ weekly: -1 }, 'weekly'],
      [{ monthly: '100' }, 'monthly'],
      [{ daily: 0 }, 'daily'],
      [{}, undefined],
      [{ hourly: 5 }, undefined],
    ];
    for (const [body, field] of cases) {
      const response = await client.put('/api/v1/cashier/deposit-limits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toMatch(/^FIELD_/);
      if (field) expect(error.details?.field).toBe(field);
    }
    expect(
      (await client.get('/api/v1/cashier/deposit-limits')).json<{ limits: { deposit: { daily: unknown } } }>().limits
        .deposit.daily,
    ).toEqual({
      value: null,
      pending: null,
    });
  });

  it('GET /cashier/account-verification answers the document checks', async () => {
    const { client, playerId } = await loggedIn();
    expect((await client.get('/api/v1/cashier/account-verification')).json()).toEqual({
      documents: { identityStatus: 'not_started', addressStatus: 'not_started' },
    });
    await testApp.services.cashier.kyc.set(playerId, { identityStatus: 'verified', addressStatus: 'pending' });
    expect((await client.get('/api/v1/cashier/account-verification')).json()).toEqual({
      documents: { identityStatus: 'verified', addressStatus: 'pending' },
    });
  });

  it('GET /cashier/pnp-config answers TRUSTLY, SUCCESS only in pay-and-play countries', async () => {
    const finn = await loggedIn({ country: 'FI' });
    expect((await finn.client.get('/api/v1/cashier/pnp-config')).json()).toEqual({
      status: 'SUCCESS',
      pnpType: 'TRUSTLY',
    });
    const german = await loggedIn({ country: 'DE' });
    expect((await german.client.get('/api/v1/cashier/pnp-config')).json()).toEqual({
      status: 'NOT_AVAILABLE',
      pnpType: 'TRUSTLY',
    });
  });

  it.each([
    ['a pay-and-play country', 'FI', 'SUCCESS'],
    ['a country without pay-and-play', 'DE', 'NOT_AVAILABLE'],
    ['a country where the site is closed', 'US', 'NOT_AVAILABLE'],
  ] as const)(
    'GET /cashier/pnp-config answers a logged-out visitor from %s by where they are',
    async (_case, country, status) => {
      const visitor = new TestClient(testApp);
      const response = await visitor.send('GET', '/api/v1/cashier/pnp-config', undefined, {
        headers: { cookie: `vauhti_country=${country}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status, pnpType: 'TRUSTLY' });
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it("GET /cashier/pnp-config answers a player by the account's country, not by where the request comes from", async () => {
    const german = await loggedIn({ country: 'DE' });
    const fromFinland = await german.client.send('GET', '/api/v1/cashier/pnp-config', undefined, {
      headers: {
        cookie: `vauhti_country=FI; ${sessionCookieName(testApp.config.sessions.secureCookie)}=${german.client.sessionToken}`,
      },
    });
    expect(fromFinland.json()).toEqual({ status: 'NOT_AVAILABLE', pnpType: 'TRUSTLY' });
  });

  it('answers registered players who have not finished registration too', async () => {
    const { client } = await registeredClient(testApp);
    expect((await client.get('/api/v1/cashier/type')).json()).toEqual({ cashierType: 'internal' });
  });
});
