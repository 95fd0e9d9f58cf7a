import { currencyInfo } from '@vauhti/contracts/money';
import { LANGUAGE_INFO, type SiteLanguage } from './languages';

/**
 * The one place the site formats money, numbers and dates, with the locale of the visitor's
 * edition (fi-FI, en-NZ, es-CL...). Money arrives as integer minor units and never becomes a
 * float before Intl sees it: the digits are split as a decimal string.
 */
export function localeOf(language: SiteLanguage): string {
  return LANGUAGE_INFO[language].locale;
}

export function formatMoney(amountMinor: number, currency: string, language: SiteLanguage): string {
  const digits = currencyInfo(currency)?.minorDigits ?? 2;
  const negative = amountMinor < 0;
  const absolute = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, '0');
  const decimal = digits === 0 ? absolute : `${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
  const formatter = new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl accepts decimal strings exactly (no binary rounding) for any amount.
  return formatter.format(`${negative ? '-' : ''}${decimal}` as unknown as number);
}

export function formatNumber(value: number, language: SiteLanguage): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

export function formatDate(value: Date | string, language: SiteLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(new Date(value));
}

export function formatDateTime(value: Date | string, language: SiteLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(value),
  );
}
