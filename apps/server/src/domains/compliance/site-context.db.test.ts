import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import { COUNTRY_OVERRIDE_COOKIE } from './request-country';

let testApp: IdentityTestApp;
let productionApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
  // Production as loadPlatformConfig makes it: the edge header is not trusted unless configured.
  productionApp = await startIdentityApp({
    config: {
      environment: 'production',
      country: { headerName: 'cf-ipcountry', trustHeader: false, defaultCode: 'FI' },
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await productionApp.close();
});

const CONTEXT = '/api/v1/site/context';

async function contextFor(app: IdentityTestApp, headers: Record<string, string> = {}) {
  const response = await new TestClient(app).send('GET', CONTEXT, undefined, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('GET /site/context', () => {
  it('gives a Finnish visitor pay-and-play in Finnish, with every list the site needs', async () => {
    const response = await contextFor(testApp, { 'cf-ipcountry': 'FI' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      countryCode: 'FI',
      countryName: 'Finland',
      countrySource: 'edge',
      countryLanguage: 'fi',
      defaultCurrency: 'EUR',
      registrationMode: 'pay_and_play',
      blocked: { isIpBlocked: false, blockType: null, countryCode: 'FI' },
      maintenance: false,
      landingPage: { enabled: true, countries: ['FI', 'NO', 'DE', 'CA', 'NZ', 'IE'] },
      payAndPlayCountries: ['FI', 'SE', 'EE'],
      otpExemptCountries: ['SE', 'DK'],
      nationalIdCountries: ['FI', 'NO', 'SE', 'DK', 'EE', 'ES'],
      supportEmail: 'support@vauhti.test',
      devTools: true,
    });
  });

  it('gives a German visitor the standard sign-up in German', async () => {
    expect((await contextFor(testApp, { 'cf-ipcountry': 'de' })).json()).toMatchObject({
      countryCode: 'DE',
      countryName: 'Germany',
      countryLanguage: 'de',
      registrationMode: 'standard',
      blocked: { isIpBlocked: false, blockType: null, countryCode: 'DE' },
    });
  });

  it('blocks a French visitor: country-blocked page and no sign-up', async () => {
    expect((await contextFor(testApp, { 'cf-ipcountry': 'FR' })).json()).toMatchObject({
      countryCode: 'FR',
      registrationMode: 'restricted',
      blocked: { isIpBlocked: true, blockType: 'country', countryCode: 'FR' },
    });
    for (const code of ['US', 'GB', 'NL']) {
      const context = (await contextFor(testApp, { 'cf-ipcountry': code })).json();
      expect(context, code).toMatchObject({ blocked: { isIpBlocked: true, blockType: 'country' } });
    }
  });

  it('reports a country the platform does not list, in English with euros and the standard sign-up', async () => {
    expect((await contextFor(testApp, { 'cf-ipcountry': 'BR' })).json()).toMatchObject({
      countryCode: 'BR',
      countryName: 'Brazil',
      countrySource: 'edge',
      countryLanguage: 'en',
      defaultCurrency: 'EUR',
      registrationMode: 'standard',
      blocked: { isIpBlocked: false, blockType: null, countryCode: 'BR' },
    });
  });

  it('puts a tester in the dev-override country before the edge header', async () => {
    const context = (
      await contextFor(testApp, { cookie: `${COUNTRY_OVERRIDE_COOKIE}=SE`, 'cf-ipcountry': 'DE' })
    ).json();
    expect(context).toMatchObject({ countryCode: 'SE', countrySource: 'override', registrationMode: 'pay_and_play' });
  });

  it('locates a visitor without a header by GeoIP, and a private address by the default', async () => {
    const located = await testApp.app.inject({ method: 'GET', url: CONTEXT, remoteAddress: '81.175.255.1' });
    expect(located.json()).toMatchObject({ countryCode: 'FI', countrySource: 'geoip' });
    expect((await contextFor(testApp)).json()).toMatchObject({ countryCode: 'FI', countrySource: 'default' });
  });

  it('in production ignores the override and the untrusted header, and hides the dev tools', async () => {
    const context = (
      await contextFor(productionApp, { cookie: `${COUNTRY_OVERRIDE_COOKIE}=SE`, 'cf-ipcountry': 'FR' })
    ).json();
    expect(context).toMatchObject({ countryCode: 'FI', countrySource: 'default', devTools: false });
  });
});
