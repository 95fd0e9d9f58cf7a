/**
 * Money on the wire and in storage is an integer count of minor units with its currency beside
 * it. How many minor units a currency has, its symbol, and how a decimal string ("100.50") maps to
 * minor units are @vauhti/money's rules; this module adds the platform's own: which currencies the
 * platform accepts, the largest amount any API takes, and the error codes its callers branch on.
 */
import { currencyExponent, currencySymbol, formatDecimalAmount, parseDecimalAmount } from '@vauhti/money';

export type CurrencyInfo = {
  code: string;
  /** Digits after the decimal point (ISO 4217 minor unit). */
  minorDigits: number;
  symbol: string;
};

/** The currencies the platform accepts (a platform rule, not a fact about money), in display order. */
export const CURRENCY_CODES: string[] = [
  'EUR',
  'USD',
  'GBP',
  'SEK',
  'NOK',
  'DKK',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'KRW',
  'PLN',
  'RON',
  'HUF',
  'CZK',
  'CLP',
  'PEN',
  'BRL',
  'MXN',
  'INR',
  'ZAR',
];

export const CURRENCIES: ReadonlyMap<string, CurrencyInfo> = new Map(
  CURRENCY_CODES.map((code) => [code, { code, minorDigits: currencyExponent(code), symbol: currencySymbol(code) }]),
);

/** A currency the platform accepts, by its exact upper-case code; undefined for any other. */
export function currencyInfo(code: string): CurrencyInfo | undefined {
  return CURRENCIES.get(code);
}

/** The largest amount any API accepts: far above any real transaction, far below 2^53. */
export const AMOUNT_MINOR_MAX = 1_000_000_000_000;

export type AmountParseError = 'UNKNOWN_CURRENCY' | 'INVALID_AMOUNT' | 'TOO_MANY_DECIMALS' | 'AMOUNT_TOO_LARGE';

/**
 * The shape callers may send: an optional minus, up to 15 whole digits, an optional dot with up to
 * 15 digits after it. Checked here, before @vauhti/money parses, because money answers every
 * refusal with one code and callers here tell a malformed amount from one with too many decimals.
 */
const AMOUNT_SHAPE = /^-?\d{1,15}(?:\.(\d{1,15}))?$/;

/**
 * Parses a decimal amount string with a dot ("100.50", "-20", "0.5") into signed minor units,
 * exactly, without floating point. More significant decimals than the currency has is an error,
 * not a rounding; zeros past them are accepted ("1.000" EUR is 1.00), unlike @vauhti/money's
 * merchant-API rule, because operators and the site write amounts that way.
 */
export function decimalToMinor(
  text: string,
  currency: string,
): { ok: true; minor: number } | { ok: false; error: AmountParseError } {
  if (!CURRENCIES.has(currency)) return { ok: false, error: 'UNKNOWN_CURRENCY' };
  const shape = AMOUNT_SHAPE.exec(text);
  if (!shape) return { ok: false, error: 'INVALID_AMOUNT' };
  const exponent = currencyExponent(currency);
  const fraction = shape[1] ?? '';
  if (fraction.replace(/0+$/, '').length > exponent) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const parsed = parseDecimalAmount(withoutZerosPastExponent(text, fraction.length, exponent), currency, {
    allowNegative: true,
  });
  // Past the checks above money refuses only amounts of more than 15 significant digits, and
  // every such amount is far above AMOUNT_MINOR_MAX.
  if (!parsed.ok || Math.abs(parsed.minor) > AMOUNT_MINOR_MAX) return { ok: false, error: 'AMOUNT_TOO_LARGE' };
  return { ok: true, minor: parsed.minor };
}

/** "1.000" EUR to "1.00", "15.0" JPY to "15": only zeros are dropped, so the value is unchanged. */
function withoutZerosPastExponent(text: string, fractionDigits: number, exponent: number): string {
  if (fractionDigits <= exponent) return text;
  const dropped = exponent === 0 ? fractionDigits + 1 : fractionDigits - exponent;
  return text.slice(0, -dropped);
}

/**
 * Formats signed minor units as a plain decimal string with the currency's digits ("100.50").
 * Throws a RangeError (a caller bug) for an amount that is not a safe integer or a currency the
 * platform does not accept.
 */
export function minorToDecimal(minor: number, currency: string): string {
  if (!CURRENCIES.has(currency)) throw new RangeError(`unknown currency ${currency}`);
  return formatDecimalAmount(minor, currency);
}
