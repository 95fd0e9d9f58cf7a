import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../config';
import { COUNTRY_OVERRIDE_COOKIE } from '../domains/compliance/request-country';
import { errorOf, type IdentityTestApp, startIdentityApp, TestClient } from '../test-support/platform-test-app';

/*
 * The development tools exist only when development (or a test kit) chooses them (ADR 0021): the
 * dev mailbox shows every one-time code and reset link, the embed demo issues cashier sessions
 * without a login, and the Dev panel's cookies move a visitor's country and cashier.
 */

let withTools: IdentityTestApp;
let testWithoutTools: IdentityTestApp;
let unsetEnvironment: IdentityTestApp;

beforeAll(async () => {
  withTools = await startIdentityApp();
  testWithoutTools = await startIdentityApp({ config: { devTools: false } });
  // What a deployment that forgot NODE_ENV reads (on the test database; the preflight is startPlatform's).
  unsetEnvironment = await startIdentityApp({ config: loadPlatformConfig({ LOG_LEVEL: 'silent', PORT: '0' }) });
});
afterAll(async () => {
  await withTools?.close();
  await testWithoutTools?.close();
  await unsetEnvironment?.close();
});

const TOOL_ADDRESSES = [
  '/dev/mailbox',
  '/dev/mailbox.json',
  '/embed-demo',
  '/embed-demo/session?player=aino%40vauhti.test',
  '/api/v1/dev/cashier-type',
];

describe('with the dev tools chosen (the test kit)', () => {
  it('serves the mailbox and the embed demo, and reads the country override', async () => {
    const client = new TestClient(withTools);
    expect((await client.get('/dev/mailbox.json')).statusCode).toBe(200);
    expect((await client.get('/embed-demo')).statusCode).toBe(200);
    const context = await client.send('GET', '/api/v1/site/context', undefined, {
      headers: { cookie: `${COUNTRY_OVERRIDE_COOKIE}=SE` },
    });
    expect(context.json()).toMatchObject({ countryCode: 'SE', countrySource: 'override', devTools: true });
  });
});

describe.each([
  ['in a test that does not choose them', () => testWithoutTools],
  ['with NODE_ENV unset (production)', () => unsetEnvironment],
])('without the dev tools: %s', (_name, app) => {
  it('has no mailbox, embed demo or Dev panel route: each is a 404', async () => {
    const client = new TestClient(app());
    for (const url of TOOL_ADDRESSES) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code, url).toBe('NOT_FOUND');
    }
    const country = await client.send(
      'PUT',
      '/api/v1/dev/country',
      { countryCode: 'SE' },
      { headers: { origin: app().config.allowedOrigins[0] as string } },
    );
    expect(country.statusCode).toBe(404);
    expect(country.cookies.find((cookie) => cookie.name === COUNTRY_OVERRIDE_COOKIE)).toBeUndefined();
  });

  it('ignores the country override cookie and offers no Dev panel', async () => {
    const context = await new TestClient(app()).send('GET', '/api/v1/site/context', undefined, {
      headers: { cookie: `${COUNTRY_OVERRIDE_COOKIE}=SE` },
    });
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({ countryCode: 'FI', countrySource: 'default', devTools: false });
  });
});
