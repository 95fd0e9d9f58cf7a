import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { isLandingPageActive, landingSignUpPath } from './landing-page';

function storageWith(values: Record<string, string> = {}) {
  return { getItem: (key: string) => values[key] ?? null };
}

describe('isLandingPageActive (spec 2.3)', () => {
  it('is active when landing pages are on and the visitor country is on the list', () => {
    const context = finnishSiteContext({ countryCode: 'FI', landingPage: { enabled: true, countries: ['FI', 'NO'] } });
    expect(isLandingPageActive(context, storageWith())).toBe(true);
  });

  it('is off when the flag is off, even for a country on the list', () => {
    const context = finnishSiteContext({ countryCode: 'FI', landingPage: { enabled: false, countries: ['FI'] } });
    expect(isLandingPageActive(context, storageWith())).toBe(false);
  });

  it('is off when the country list is empty', () => {
    const context = finnishSiteContext({ countryCode: 'FI', landingPage: { enabled: true, countries: [] } });
    expect(isLandingPageActive(context, storageWith())).toBe(false);
  });

  it('is off for a country that is not on the list', () => {
    const context = finnishSiteContext({ countryCode: 'DE', landingPage: { enabled: true, countries: ['FI', 'NO'] } });
    expect(isLandingPageActive(context, storageWith())).toBe(false);
  });

  it('is off while the country is not known yet', () => {
    expect(isLandingPageActive(undefined, storageWith())).toBe(false);
  });

  it('stays closed for the rest of the session once the visitor closed it', () => {
    const context = finnishSiteContext({ countryCode: 'FI', landingPage: { enabled: true, countries: ['FI'] } });
    expect(isLandingPageActive(context, storageWith({ [SESSION_KEYS.landingPageClosed]: 'true' }))).toBe(false);
  });

  it('matches country codes whatever their case', () => {
    const context = finnishSiteContext({ countryCode: 'fi', landingPage: { enabled: true, countries: ['FI'] } });
    expect(isLandingPageActive(context, storageWith())).toBe(true);
  });

  it('is active exactly when the flag is on, the list is non-empty and holds the country, and it was not closed', () => {
    const country = fc.constantFrom('FI', 'NO', 'DE', 'SE', 'CA');
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.uniqueArray(country, { maxLength: 5 }),
        country,
        fc.boolean(),
        (enabled, countries, countryCode, closed) => {
          const context = finnishSiteContext({ countryCode, landingPage: { enabled, countries } });
          const storage = storageWith(closed ? { [SESSION_KEYS.landingPageClosed]: 'true' } : {});
          const expected = enabled && countries.length > 0 && countries.includes(countryCode) && !closed;
          expect(isLandingPageActive(context, storage)).toBe(expected);
        },
      ),
    );
  });
});

describe('landingSignUpPath (spec 2.3)', () => {
  it('offers quick registration when the country is not a pay-and-play country', () => {
    expect(landingSignUpPath(finnishSiteContext({ countryCode: 'FI', payAndPlayCountries: ['SE'] }))).toBe('register');
  });

  it('offers pay-and-play step one in a pay-and-play country', () => {
    expect(landingSignUpPath(finnishSiteContext({ countryCode: 'SE', payAndPlayCountries: ['SE'] }))).toBe(
      'playnow/step1',
    );
  });
});
