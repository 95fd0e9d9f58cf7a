import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../config';
import { geoIpCountry, isPublicAddress } from './geoip';
import { type CountryClues, type CountryPolicy, checkOverrideCountry, resolveRequestCountry } from './request-country';

/** An address the embedded GeoIP table places in Finland (Elisa's network). */
const FINNISH_IP = '81.175.255.1';
const PRIVATE_IP = '10.1.2.3';

const development: CountryPolicy = {
  devTools: true,
  headerName: 'cf-ipcountry',
  trustHeader: true,
  defaultCode: 'FI',
};
const production: CountryPolicy = { ...development, devTools: false, trustHeader: false };

function clues(overrides: Partial<CountryClues> = {}): CountryClues {
  return { overrideCookie: undefined, edgeHeader: undefined, ip: PRIVATE_IP, ...overrides };
}

describe('the country of a request', () => {
  it('takes the dev override first when the dev tools are on', () => {
    const resolved = resolveRequestCountry(
      clues({ overrideCookie: 'se', edgeHeader: 'DE', ip: FINNISH_IP }),
      development,
    );
    expect(resolved).toEqual({ code: 'SE', source: 'override' });
  });

  it('never reads the override without the dev tools (production, or a test without them)', () => {
    const trusted = { ...production, trustHeader: true };
    expect(resolveRequestCountry(clues({ overrideCookie: 'SE', edgeHeader: 'DE' }), trusted)).toEqual({
      code: 'DE',
      source: 'edge',
    });
    expect(resolveRequestCountry(clues({ overrideCookie: 'SE', ip: FINNISH_IP }), production)).toEqual({
      code: 'FI',
      source: 'geoip',
    });
  });

  it('ignores an override naming a country the platform does not list', () => {
    expect(resolveRequestCountry(clues({ overrideCookie: 'BR', edgeHeader: 'NO' }), development)).toEqual({
      code: 'NO',
      source: 'edge',
    });
  });

  it('takes the edge header only when it is trusted', () => {
    expect(resolveRequestCountry(clues({ edgeHeader: 'de' }), development)).toEqual({ code: 'DE', source: 'edge' });
    expect(resolveRequestCountry(clues({ edgeHeader: 'DE', ip: FINNISH_IP }), production)).toEqual({
      code: 'FI',
      source: 'geoip',
    });
  });

  it('reports a real country the platform does not list, and skips edge placeholders', () => {
    expect(resolveRequestCountry(clues({ edgeHeader: 'BR' }), development)).toEqual({ code: 'BR', source: 'edge' });
    for (const placeholder of ['XX', 'T1', 'ZZ', 'EU', '', 'FIN', '<script>', 'Q1']) {
      expect(resolveRequestCountry(clues({ edgeHeader: placeholder }), development), placeholder).toEqual({
        code: 'FI',
        source: 'default',
      });
    }
    expect(resolveRequestCountry(clues({ edgeHeader: ['NO', 'SE'] }), development)).toEqual({
      code: 'NO',
      source: 'edge',
    });
  });

  it('locates a public address through the embedded GeoIP table', () => {
    expect(geoIpCountry(FINNISH_IP)).toBe('FI');
    expect(geoIpCountry(`::ffff:${FINNISH_IP}`)).toBe('FI');
    expect(resolveRequestCountry(clues({ ip: FINNISH_IP }), { ...development, defaultCode: 'DE' })).toEqual({
      code: 'FI',
      source: 'geoip',
    });
  });

  it('falls through to the configured default for loopback, private and unparsable addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      PRIVATE_IP,
      '192.168.1.20',
      '172.20.0.5',
      '100.64.0.1',
      'fe80::1',
      'fd00::1',
      '',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
      expect(resolveRequestCountry(clues({ ip }), { ...development, defaultCode: 'DE' }), ip).toEqual({
        code: 'DE',
        source: 'default',
      });
    }
  });
});

describe('the dev override', () => {
  it('accepts a listed country in any case, and null to clear', () => {
    expect(checkOverrideCountry('se')).toEqual({ ok: true, value: 'SE' });
    expect(checkOverrideCountry(null)).toEqual({ ok: true, value: null });
  });

  it('refuses anything else, naming countryCode', () => {
    for (const raw of ['BR', 'XX', '', 'Sweden']) {
      expect(checkOverrideCountry(raw)).toMatchObject({
        ok: false,
        error: { code: 'FIELD_INVALID', field: 'countryCode' },
      });
    }
  });
});

describe('country configuration', () => {
  it('trusts the edge header by default in development only', () => {
    expect(loadPlatformConfig({ NODE_ENV: 'development' }).country).toEqual({
      headerName: 'cf-ipcountry',
      trustHeader: true,
      defaultCode: 'FI',
    });
    expect(loadPlatformConfig({ NODE_ENV: 'production' }).country.trustHeader).toBe(false);
    // Unset is production: a deployment that forgets NODE_ENV does not trust a header visitors can send.
    expect(loadPlatformConfig({}).country.trustHeader).toBe(false);
    expect(loadPlatformConfig({ NODE_ENV: 'test' }).country.trustHeader).toBe(false);
    expect(loadPlatformConfig({ NODE_ENV: 'production', TRUST_COUNTRY_HEADER: 'true' }).country.trustHeader).toBe(true);
    expect(loadPlatformConfig({ NODE_ENV: 'test', TRUST_COUNTRY_HEADER: 'false' }).country.trustHeader).toBe(false);
  });

  it('reads the header name, default country and landing-page list', () => {
    const config = loadPlatformConfig({
      COUNTRY_HEADER: 'X-Country',
      DEFAULT_COUNTRY: 'de',
      LANDING_PAGE_COUNTRIES: ' fi, no ,,FI',
      LANDING_PAGE_ENABLED: 'false',
      SUPPORT_EMAIL: 'Help@Example.test',
    });
    expect(config.country).toMatchObject({ headerName: 'x-country', defaultCode: 'DE' });
    expect(config.site).toEqual({
      landingPageEnabled: false,
      landingPageCountries: ['FI', 'NO'],
      supportEmail: 'help@example.test',
    });
    expect(loadPlatformConfig({}).site).toEqual({
      landingPageEnabled: true,
      landingPageCountries: ['FI', 'NO', 'DE', 'CA', 'NZ', 'IE'],
      supportEmail: 'support@vauhti.test',
    });
  });
});
