import { CURRENCIES } from '@vauhti/contracts';
import { type CountryConfig, findCountry } from '../../reference/countries';
import { isEmailAddress, normalizeEmail } from '../../reference/email-addresses';
import { isSiteLanguage, resolveLanguage, type SiteLanguage } from '../../reference/languages';
import { failure, type Result, success } from './identity-errors';

export function checkEmail(raw: string): Result<string> {
  const email = normalizeEmail(raw);
  if (email.length === 0) return failure('FIELD_REQUIRED', 'email is required', { field: 'email' });
  if (!isEmailAddress(email)) {
    return failure('FIELD_INVALID', 'email must be an e-mail address', { field: 'email' });
  }
  return success(email);
}

/** A country the platform knows and accepts sign-ups from. */
export function checkRegistrationCountry(raw: string, field = 'country'): Result<CountryConfig> {
  const country = findCountry(raw);
  if (!country) return failure('UNKNOWN_COUNTRY', `we do not know the country ${raw.slice(0, 8)}`, { field });
  if (!country.registrationAllowed) {
    return failure('COUNTRY_NOT_ALLOWED', `we cannot accept players from ${country.name}`, {
      field,
      details: { countryCode: country.code },
    });
  }
  return success(country);
}

export function checkCurrency(raw: string, country: CountryConfig, field = 'currency'): Result<string> {
  const currency = raw.trim().toUpperCase();
  if (!CURRENCIES.has(currency)) return failure('UNKNOWN_CURRENCY', 'this is not a currency we know', { field });
  if (!country.currencies.includes(currency)) {
    return failure('CURRENCY_NOT_ALLOWED', `${currency} is not offered in ${country.name}`, {
      field,
      details: { allowedCurrencies: [...country.currencies] },
    });
  }
  return success(currency);
}

/** The requested language, or the country's own when none is given; see resolveLanguage. */
export function checkLanguage(raw: string | undefined, country: CountryConfig): Result<SiteLanguage> {
  if (raw === undefined) return success(country.defaultLanguage);
  const language = raw.trim().toLowerCase();
  if (!isSiteLanguage(language))
    return failure('FIELD_INVALID', 'language is not one of the site languages', { field: 'language' });
  return success(resolveLanguage(language, country.code));
}
