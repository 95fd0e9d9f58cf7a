import type { Country } from '@vauhti/contracts/accounts';

/** Test data of the accounts feature: the countries registration offers (GET /countries). */
function country(code: string, name: string, currencies: string[], extra: Partial<Country> = {}): Country {
  return {
    code,
    name,
    defaultCurrency: currencies[0] ?? 'EUR',
    currencies,
    defaultLanguage: 'en',
    jurisdiction: 'MGA',
    requiresNationalId: false,
    otpExempt: false,
    otpChannel: 'email',
    payAndPlay: false,
    registrationAllowed: true,
    ...extra,
  };
}

export const COUNTRIES: Country[] = [
  country('DE', 'Germany', ['EUR'], { jurisdiction: 'GGL' }),
  country('NO', 'Norway', ['NOK', 'EUR'], { requiresNationalId: true, otpChannel: 'sms' }),
  country('SE', 'Sweden', ['SEK', 'EUR'], { requiresNationalId: true, otpExempt: true, jurisdiction: 'SGA' }),
  country('CA', 'Canada', ['CAD', 'USD']),
  country('GB', 'United Kingdom', ['GBP'], { registrationAllowed: false }),
];
