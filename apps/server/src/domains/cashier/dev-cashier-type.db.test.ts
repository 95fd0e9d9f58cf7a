import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import { cashierConfigOf } from './cashier-config';
import { CASHIER_TEST_PASSWORD, createTestPlayer } from './cashier-test-support';
import { CASHIER_TYPE_OVERRIDE_COOKIE } from './dev-cashier-type.routes';

let testApp: IdentityTestApp;
let productionApp: IdentityTestApp;

// Germany is configured hosted, every other country gets the default, internal.
const cashier = { ...cashierConfigOf({}, 'test'), cashierTypeByCountry: { DE: 'hosted' as const } };

beforeAll(async () => {
  testApp = await startIdentityApp({ config: { cashier } });
  productionApp = await startIdentityApp({ config: { cashier, environment: 'production' } });
});
afterAll(async () => {
  await testApp.close();
  await productionApp.close();
});

const DEV_CASHIER_TYPE = '/api/v1/dev/cashier-type';
const CASHIER_TYPE = '/api/v1/cashier/type';

type Browser = { client: TestClient; sessionCookie: string };

/** A logged-in player of the country, and the session cookie to send beside the override. */
async function loggedIn(app: IdentityTestApp, country: string): Promise<Browser> {
  const player = await createTestPlayer(app, { country });
  const client = new TestClient(app);
  const login = await client.post('/api/v1/auth/login', { email: player.email, password: CASHIER_TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const session = login.cookies.find((cookie) => cookie.value === client.sessionToken);
  if (!session) throw new Error('no session cookie');
  return { client, sessionCookie: `${session.name}=${session.value}` };
}

/** A request carrying the browser's session and its override cookie. */
function withOverride(browser: Browser, method: 'GET' | 'PUT', url: string, value: string, body?: unknown) {
  const cookie = `${browser.sessionCookie}; ${CASHIER_TYPE_OVERRIDE_COOKIE}=${value}`;
  return browser.client.send(method, url, body, { headers: { cookie } });
}

function overrideCookie(response: { cookies: Array<{ name: string; value: string; [attribute: string]: unknown }> }) {
  return response.cookies.find((cookie) => cookie.name === CASHIER_TYPE_OVERRIDE_COOKIE);
}

describe('PUT /dev/cashier-type', () => {
  it('sets the override cookie for 30 days, and GET /cashier/type then answers the chosen cashier', async () => {
    const finn = await loggedIn(testApp, 'FI');
    expect((await finn.client.get(CASHIER_TYPE)).json()).toEqual({ cashierType: 'internal' });
    const response = await finn.client.put(DEV_CASHIER_TYPE, { cashierType: 'hosted' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cashierType: 'hosted', overridden: true });
    expect(overrideCookie(response)).toMatchObject({
      value: 'hosted',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect((await withOverride(finn, 'GET', CASHIER_TYPE, 'hosted')).json()).toEqual({ cashierType: 'hosted' });
    expect((await withOverride(finn, 'GET', DEV_CASHIER_TYPE, 'hosted')).json()).toEqual({
      cashierType: 'hosted',
      overridden: true,
    });
  });

  it("overrides a hosted country's configuration with internal", async () => {
    const german = await loggedIn(testApp, 'DE');
    expect((await german.client.get(CASHIER_TYPE)).json()).toEqual({ cashierType: 'hosted' });
    expect((await withOverride(german, 'GET', CASHIER_TYPE, 'internal')).json()).toEqual({ cashierType: 'internal' });
  });

  it("clears the cookie with null and answers the configuration's type", async () => {
    const german = await loggedIn(testApp, 'DE');
    const response = await withOverride(german, 'PUT', DEV_CASHIER_TYPE, 'internal', { cashierType: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cashierType: 'hosted', overridden: false });
    const cleared = overrideCookie(response);
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
  });

  it('refuses anything but internal, hosted or null, naming cashierType, and sets nothing', async () => {
    const finn = await loggedIn(testApp, 'FI');
    for (const cashierType of ['HOSTED', 'iframe', '', 1]) {
      const response = await finn.client.put(DEV_CASHIER_TYPE, { cashierType });
      expect(response.statusCode, String(cashierType)).toBe(400);
      expect(errorOf(response)).toMatchObject({ details: { field: 'cashierType' } });
      expect(overrideCookie(response)).toBeUndefined();
    }
    const missing = await finn.client.put(DEV_CASHIER_TYPE, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ details: { field: 'cashierType' } });
  });

  it('goes through the Origin check like every state-changing API request', async () => {
    const finn = await loggedIn(testApp, 'FI');
    const foreign = await finn.client.send(
      'PUT',
      DEV_CASHIER_TYPE,
      { cashierType: 'hosted' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('ORIGIN_NOT_ALLOWED');
    expect(overrideCookie(foreign)).toBeUndefined();
  });
});

describe('GET /dev/cashier-type', () => {
  it("answers the logged-in player's configured type when nothing is overridden", async () => {
    const german = await loggedIn(testApp, 'DE');
    expect((await german.client.get(DEV_CASHIER_TYPE)).json()).toEqual({ cashierType: 'hosted', overridden: false });
  });

  it("answers a logged-out tester's request country's type, and their override", async () => {
    const guest = new TestClient(testApp);
    const fromGermany = await guest.send('GET', DEV_CASHIER_TYPE, undefined, {
      headers: { cookie: 'vauhti_country=DE' },
    });
    expect(fromGermany.statusCode).toBe(200);
    expect(fromGermany.json()).toEqual({ cashierType: 'hosted', overridden: false });
    const overridden = await guest.send('GET', DEV_CASHIER_TYPE, undefined, {
      headers: { cookie: `vauhti_country=DE; ${CASHIER_TYPE_OVERRIDE_COOKIE}=internal` },
    });
    expect(overridden.json()).toEqual({ cashierType: 'internal', overridden: true });
  });

  it('ignores a cookie that names no cashier type', async () => {
    const finn = await loggedIn(testApp, 'FI');
    expect((await withOverride(finn, 'GET', DEV_CASHIER_TYPE, 'paypal')).json()).toEqual({
      cashierType: 'internal',
      overridden: false,
    });
    expect((await withOverride(finn, 'GET', CASHIER_TYPE, 'paypal')).json()).toEqual({ cashierType: 'internal' });
  });
});

describe('in production', () => {
  it('there is no dev route, and GET /cashier/type ignores the cookie', async () => {
    const finn = await loggedIn(productionApp, 'FI');
    for (const method of ['GET', 'PUT'] as const) {
      const response = await finn.client.send(
        method,
        DEV_CASHIER_TYPE,
        method === 'PUT' ? { cashierType: 'hosted' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
      expect(overrideCookie(response)).toBeUndefined();
    }
    expect((await withOverride(finn, 'GET', CASHIER_TYPE, 'hosted')).json()).toEqual({ cashierType: 'internal' });
  });
});
