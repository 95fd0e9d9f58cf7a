import { CURRENCIES } from '@vauhti/contracts';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry, otherChannel } from './countries';
import { isSiteLanguage } from './languages';

/** The countries behind the spec's languages and country labels, plus the ones the issue names. */
const REQUIRED_COUNTRIES = 'FI NO SE DE AT CH FR JP CA NZ KR PL RO HU EC PE CL IE GR ES GB US EE DK NL'.split(' ');

describe('country configuration', () => {
  it('covers every country the site serves', () => {
    for (const code of REQUIRED_COUNTRIES) expect(COUNTRIES.has(code), code).toBe(true);
  });

  it('offers only currencies the money module knows, the default among them', () => {
    for (const country of COUNTRIES.values()) {
      expect(country.currencies).toContain(country.defaultCurrency);
      for (const currency of country.currencies)
        expect(CURRENCIES.has(currency), `${country.code} ${currency}`).toBe(true);
    }
  });

  it('gives every country a site language and a time zone the runtime knows', () => {
    for (const country of COUNTRIES.values()) {
      expect(isSiteLanguage(country.defaultLanguage), country.code).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: country.timeZone })).not.toThrow();
    }
  });

  it('puts Swedish accounts under the Swedish regulator and defaults the rest to Malta', () => {
    expect(findCountry('SE')?.jurisdiction).toBe('SGA');
    expect(findCountry('FI')?.jurisdiction).toBe('MGA');
    expect(findCountry('DE')?.jurisdiction).toBe('GGL');
  });

  it('refuses sign-ups from the countries without a licence', () => {
    const blocked = [...COUNTRIES.values()]
      .filter((country) => !country.registrationAllowed)
      .map((country) => country.code);
    expect(blocked.sort()).toEqual(['FR', 'GB', 'NL', 'US']);
  });

  it('requires a national id exactly where a checkable one exists', () => {
    const requiring = [...COUNTRIES.values()]
      .filter((country) => country.requiresNationalId)
      .map((country) => country.code);
    expect(requiring.sort()).toEqual(['DK', 'EE', 'ES', 'FI', 'NO', 'SE']);
  });

  it('finds a country in any letter case and with stray spaces, and nothing for unknown codes', () => {
    expect(findCountry(' fi ')?.code).toBe('FI');
    expect(findCountry('XX')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });

  it('offers the other OTP channel as the fallback', () => {
    expect(otherChannel('sms')).toBe('email');
    expect(otherChannel('email')).toBe('sms');
  });
});
