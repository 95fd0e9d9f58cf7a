import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import { COUNTRY_OVERRIDE_COOKIE } from './request-country';

let testApp: IdentityTestApp;
let productionApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
  productionApp = await startIdentityApp({ config: { environment: 'production' } });
});
afterAll(async () => {
  await testApp.close();
  await productionApp.close();
});

const DEV_COUNTRY = '/api/v1/dev/country';

function overrideCookie(response: { cookies: Array<{ name: string; value: string; [attribute: string]: unknown }> }) {
  return response.cookies.find((cookie) => cookie.name === COUNTRY_OVERRIDE_COOKIE);
}

describe('PUT /dev/country', () => {
  it('sets the override cookie for 30 days, and the site context follows it', async () => {
    const client = new TestClient(testApp);
    const response = await client.put(DEV_COUNTRY, { countryCode: 'se' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ countryCode: 'SE' });
    expect(overrideCookie(response)).toMatchObject({
      value: 'SE',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
    });
    const context = await client.send('GET', '/api/v1/site/context', undefined, {
      headers: { cookie: `${COUNTRY_OVERRIDE_COOKIE}=SE` },
    });
    expect(context.json()).toMatchObject({ countryCode: 'SE', countrySource: 'override' });
  });

  it('clears the cookie with null', async () => {
    const response = await new TestClient(testApp).put(DEV_COUNTRY, { countryCode: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ countryCode: null });
    const cleared = overrideCookie(response);
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
  });

  it('refuses a country the platform does not list, naming countryCode, and sets nothing', async () => {
    for (const countryCode of ['BR', 'XX', '', 'Sweden']) {
      const response = await new TestClient(testApp).put(DEV_COUNTRY, { countryCode });
      expect(response.statusCode, countryCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'countryCode' } });
      expect(overrideCookie(response)).toBeUndefined();
    }
    const missing = await new TestClient(testApp).put(DEV_COUNTRY, {});
    expect(errorOf(missing)).toMatchObject({ code: 'FIELD_REQUIRED', details: { field: 'countryCode' } });
  });

  it('goes through the Origin check like every state-changing API request', async () => {
    const client = new TestClient(testApp);
    const foreign = await client.send(
      'PUT',
      DEV_COUNTRY,
      { countryCode: 'SE' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('ORIGIN_NOT_ALLOWED');
    expect(overrideCookie(foreign)).toBeUndefined();
    const ownSite = await client.send(
      'PUT',
      DEV_COUNTRY,
      { countryCode: 'SE' },
      { headers: { origin: testApp.config.allowedOrigins[0] as string } },
    );
    expect(ownSite.statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const response = await new TestClient(productionApp).put(DEV_COUNTRY, { countryCode: 'SE' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
    expect(overrideCookie(response)).toBeUndefined();
  });
});
