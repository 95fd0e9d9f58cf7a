import type { RegistrationMode } from '@vauhti/contracts/site';
import { COUNTRIES, type CountryConfig, findCountry } from '../../reference/countries';
import type { SiteLanguage } from '../../reference/languages';
import { countryNameOf } from './region-codes';

/** A country as the site shell sees it: what to show a visitor from there. */
export type SiteCountry = {
  code: string;
  name: string;
  language: SiteLanguage;
  defaultCurrency: string;
  registrationMode: RegistrationMode;
  /** The whole site is closed to visitors from here (the country-blocked page). */
  blocked: boolean;
  /** False: the country is not in the country table and gets UNLISTED_COUNTRY's rules. */
  listed: boolean;
};

/**
 * The rules for a country missing from the country table (a visitor from Brazil): the site in
 * English with euro prices, and the normal sign-up. We do not block what we have not decided to
 * block; the sign-up form then offers the listed countries (GET /countries), so an account is
 * still only ever opened in a configured one. See README.md.
 */
const UNLISTED_COUNTRY = {
  language: 'en',
  defaultCurrency: 'EUR',
  registrationMode: 'standard',
  blocked: false,
} as const satisfies Partial<SiteCountry>;

export function siteCountryOf(code: string): SiteCountry {
  const country = findCountry(code);
  if (!country) return { code, name: countryNameOf(code), listed: false, ...UNLISTED_COUNTRY };
  // The country table has one switch for both: where we may not take sign-ups, we do not operate.
  const blocked = !country.registrationAllowed;
  return {
    code: country.code,
    name: country.name,
    language: country.defaultLanguage,
    defaultCurrency: country.defaultCurrency,
    registrationMode: blocked ? 'restricted' : country.payAndPlay ? 'pay_and_play' : 'standard',
    blocked,
    listed: true,
  };
}

function codesWhere(rule: (country: CountryConfig) => boolean): string[] {
  return [...COUNTRIES.values()].filter(rule).map((country) => country.code);
}

/** The country lists the site needs for its own decisions (ribbons, guards, the landing page). */
export const COUNTRY_LISTS = {
  payAndPlay: codesWhere((country) => country.payAndPlay && country.registrationAllowed),
  otpExempt: codesWhere((country) => country.otpExempt),
  nationalId: codesWhere((country) => country.requiresNationalId),
} as const;
