/**
 * Money on the wire and in storage is an integer count of minor units with its currency beside
 * it. This module is the one place that knows how many minor units a currency has and how a
 * decimal amount string ("100.50") maps to them; display formatting for players lives in the site.
 */
export type CurrencyInfo = {
  code: string;
  /** Digits after the decimal point (ISO 4217 minor unit). */
  minorDigits: number;
  symbol: string;
};

const CURRENCY_LIST: CurrencyInfo[] = [
  { code: 'EUR', minorDigits: 2, symbol: '€' },
  { code: 'USD', minorDigits: 2, symbol: '$' },
  { code: 'GBP', minorDigits: 2, symbol: '£' },
  { code: 'SEK', minorDigits: 2, symbol: 'kr' },
  { code: 'NOK', minorDigits: 2, symbol: 'kr' },
  { code: 'DKK', minorDigits: 2, symbol: 'kr' },
  { code: 'CAD', minorDigits: 2, symbol: '$' },
  { code: 'AUD', minorDigits: 2, symbol: '$' },
  { code: 'NZD', minorDigits: 2, symbol: '$' },
  { code: 'CHF', minorDigits: 2, symbol: 'CHF' },
  { code: 'JPY', minorDigits: 0, symbol: '¥' },
  { code: 'KRW', minorDigits: 0, symbol: '₩' },
  { code: 'PLN', minorDigits: 2, symbol: 'zł' },
  { code: 'RON', minorDigits: 2, symbol: 'lei' },
  { code: 'HUF', minorDigits: 2, symbol: 'Ft' },
  { code: 'CZK', minorDigits: 2, symbol: 'Kč' },
  { code: 'CLP', minorDigits: 0, symbol: '$' },
  { code: 'PEN', minorDigits: 2, symbol: 'S/' },
  { code: 'BRL', minorDigits: 2, symbol: 'R$' },
  { code: 'MXN', minorDigits: 2, symbol: '$' },
  { code: 'INR', minorDigits: 2, symbol: '₹' },
  { code: 'ZAR', minorDigits: 2, symbol: 'R' },
];

export const CURRENCIES: ReadonlyMap<string, CurrencyInfo> = new Map(CURRENCY_LIST.map((info) => [info.code, info]));

export const CURRENCY_CODES = CURRENCY_LIST.map((info) => info.code);

export function currencyInfo(code: string): CurrencyInfo | undefined {
  return CURRENCIES.get(code);
}

/** The largest amount any API accepts: far above any real transaction, far below 2^53. */
export const AMOUNT_MINOR_MAX = 1_000_000_000_000;

export type AmountParseError = 'UNKNOWN_CURRENCY' | 'INVALID_AMOUNT' | 'TOO_MANY_DECIMALS' | 'AMOUNT_TOO_LARGE';

/**
 * Parses a decimal amount string with a dot ("100.50", "-20", "0.5") into signed minor units,
 * exactly, without floating point. More decimals than the currency has is an error, not a
 * rounding.
 */
export function decimalToMinor(
  text: string,
  currency: string,
): { ok: true; minor: number } | { ok: false; error: AmountParseError } {
  const info = currencyInfo(currency);
  if (!info) return { ok: false, error: 'UNKNOWN_CURRENCY' };
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,15}))?$/.exec(text);
  if (!match) return { ok: false, error: 'INVALID_AMOUNT' };
  const [, sign, whole = '', fraction = ''] = match;
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > info.minorDigits) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const minorText = whole + significantFraction.padEnd(info.minorDigits, '0');
  const magnitude = Number(minorText);
  if (magnitude > AMOUNT_MINOR_MAX) return { ok: false, error: 'AMOUNT_TOO_LARGE' };
  return { ok: true, minor: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/** Formats signed minor units as a plain decimal string with the currency's digits ("100.50"). */
export function minorToDecimal(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount ${minor} is not a safe integer`);
  const info = currencyInfo(currency);
  if (!info) throw new RangeError(`unknown currency ${currency}`);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor));
  if (info.minorDigits === 0) return sign + digits;
  const padded = digits.padStart(info.minorDigits + 1, '0');
  return `${sign}${padded.slice(0, -info.minorDigits)}.${padded.slice(-info.minorDigits)}`;
}
