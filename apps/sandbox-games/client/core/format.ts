import { currencyInfo } from '@vauhti/contracts/money';

/**
 * Money and number formatting for the game clients. Amounts arrive as integer minor units and are
 * handed to Intl as exact decimal strings, so no amount ever passes through a binary float.
 */

/** BCP 47 locales of the site's language codes (country editions carry their own region). */
const LOCALES: Record<string, string> = {
  en: 'en-GB',
  fi: 'fi-FI',
  no: 'nb-NO',
  sv: 'en-GB',
  de: 'de-DE',
  ja: 'ja-JP',
  cd: 'en-CA',
  nz: 'en-NZ',
  fr: 'fr-FR',
  ko: 'ko-KR',
  pl: 'pl-PL',
  ro: 'ro-RO',
  hu: 'hu-HU',
  ec: 'es-EC',
  pe: 'es-PE',
  cl: 'es-CL',
  ei: 'en-IE',
  el: 'el-GR',
  ch: 'de-CH',
};

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

export function minorDigitsOf(currency: string): number {
  return currencyInfo(currency)?.minorDigits ?? 2;
}

/** "1234.50" for 123450 EUR: the exact decimal text of an integer minor amount. */
export function minorToDecimalText(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`amount ${amountMinor} is not a safe integer`);
  const digits = minorDigitsOf(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  if (digits === 0) return sign + absolute;
  return `${sign}${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string, language: string, compact: boolean): Intl.NumberFormat {
  const key = `${currency}|${language}|${compact}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    const digits = minorDigitsOf(currency);
    // Compact drops ",00" from whole amounts only (10 € but 10,50 €) so small labels stay short.
    const options = {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(compact ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
    } as Intl.NumberFormatOptions;
    formatter = new Intl.NumberFormat(localeOf(language), options);
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

export type MoneyFormatOptions = { compact?: boolean };

export function formatMoney(
  amountMinor: number,
  currency: string,
  language: string,
  options: MoneyFormatOptions = {},
): string {
  const text = minorToDecimalText(amountMinor, currency);
  // Intl.NumberFormat v3 formats decimal strings exactly; the cast only satisfies the older typing.
  return moneyFormatter(currency, language, options.compact === true).format(text as unknown as number);
}

/** A chip label without the currency sign: 100 → "1", 250 → "2.5", 10000 → "100", 500000 → "5K". */
export function formatChipValue(amountMinor: number, currency: string, language: string): string {
  const text = minorToDecimalText(amountMinor, currency);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction === '' && whole.length > 3 && whole.endsWith('000')) {
    return `${whole.slice(0, -3)}K`;
  }
  const decimal = trimmedFraction === '' ? whole : `${whole}.${trimmedFraction}`;
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 4 }).format(decimal as unknown as number);
}

/** RTP from a fraction (0.9612) or basis points (9612) as "96.12 %" in the locale. */
export function formatRtpBasisPoints(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(
    `${Math.trunc(basisPoints / 10_000)}.${String(basisPoints % 10_000).padStart(4, '0')}` as unknown as number,
  );
}

export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}
