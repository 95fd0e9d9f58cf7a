import { currencyInfo } from '@vauhti/contracts/money';
import { currencySymbol, currencySymbolPosition } from '@vauhti/money';
import type { SiteLanguage } from './languages';
import { localeOf, numberFormat } from './number-format';

export { formatNumber, localeOf } from './number-format';

/**
 * The one place the site formats money, numbers and dates, with the locale of the visitor's
 * edition (fi-FI, en-NZ, es-CL...). Money arrives as integer minor units and never becomes a
 * float before Intl sees it: the digits are split as a decimal string. Plain numbers are in
 * number-format.ts, which the first load needs without the money rules.
 */

export function formatMoney(amountMinor: number, currency: string, language: SiteLanguage): string {
  const digits = currencyInfo(currency)?.minorDigits ?? 2;
  const formatter = numberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl accepts decimal strings exactly (no binary rounding) for any amount.
  return formatter.format(decimalOf(amountMinor, digits) as unknown as number);
}

/** Minor units as a decimal string with the currency's digits ('2050' EUR → '20.50'), never through a float. */
function decimalOf(amountMinor: number, digits: number): string {
  const absolute = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, '0');
  const decimal = digits === 0 ? absolute : `${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
  return `${amountMinor < 0 ? '-' : ''}${decimal}`;
}

/**
 * Money in the cashiers (spec part 1 section 5): the digits in the language's number format and
 * the currency's symbol before the number, except when the symbol is kr or the player's country is
 * PE or CL, where it goes after ('€20.00', '200,00 kr', '20.000 $' in Chile).
 */
export function formatCashierAmount(
  amountMinor: number,
  currency: string,
  language: SiteLanguage,
  countryCode: string,
): string {
  const digits = currencyInfo(currency)?.minorDigits ?? 2;
  const number = numberFormat(localeOf(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(decimalOf(amountMinor, digits) as unknown as number);
  const symbol = currencySymbol(currency);
  return currencySymbolPosition(symbol, countryCode) === 'after' ? `${number}\u00a0${symbol}` : `${symbol}${number}`;
}

export function formatDate(value: Date | string, language: SiteLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(new Date(value));
}

export function formatDateTime(value: Date | string, language: SiteLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(value),
  );
}
