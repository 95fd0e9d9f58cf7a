import { currencyExponent } from './currency';
import { assertSafeInteger } from './major-minor';

/** Most significant digits an amount string may have; keeps every amount a safe integer. */
export const SIGNIFICANT_DIGITS_MAX = 15;

export type ParsedAmount = { ok: true; minor: number } | { ok: false; code: 'INVALID_AMOUNT'; message: string };

const AMOUNT_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

function invalid(message: string): ParsedAmount {
  return { ok: false, code: 'INVALID_AMOUNT', message };
}

/** Why a string that failed the amount pattern is wrong, named for the person reading the error. */
function describeMalformed(text: string): string {
  if (text === '') return 'amount is empty';
  if (/\s/.test(text)) return 'amount must not contain spaces';
  if (text.startsWith('+')) return 'amount must not start with +';
  if (/^-?\d+(?:\.\d+)?[eE]/.test(text)) return 'amount must not use exponent notation';
  if (text.includes(',')) return 'amount must use a dot as the decimal separator, not a comma';
  if (/\.$/.test(text) || /^-?\./.test(text)) return 'amount needs digits on both sides of the decimal dot';
  return 'amount must be a decimal number such as 100.50';
}

/**
 * Parses a decimal amount string as the payment provider (PIQ) writes it: "100.50", "-50.00",
 * "100". Strict on purpose, because a lenient parser turns "10,50" into 1050.00 or "1e3" into
 * 1000: at most the currency's decimals, a dot as separator, no exponent, no spaces, no leading
 * plus, at most 15 significant digits, and a minus only when allowNegative is set.
 * Throws (a caller bug) only when the currency is not a three-letter code.
 */
export function parseDecimalAmount(
  text: string,
  currency: string,
  options?: { allowNegative?: boolean },
): ParsedAmount {
  const exponent = currencyExponent(currency);
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return invalid(describeMalformed(text));
  const [, sign = '', whole = '', fraction = ''] = match;
  if (sign === '-' && !options?.allowNegative) return invalid('amount must not be negative');
  if (fraction.length > exponent) {
    return invalid(
      exponent === 0
        ? `amount must be a whole number for ${currency}`
        : `amount has ${fraction.length} decimals; ${currency} allows at most ${exponent}`,
    );
  }
  const digits = (whole + fraction.padEnd(exponent, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > SIGNIFICANT_DIGITS_MAX) {
    return invalid(`amount has more than ${SIGNIFICANT_DIGITS_MAX} significant digits`);
  }
  const magnitude = Number(digits);
  return { ok: true, minor: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/** Minor units as a plain decimal string with exactly the currency's decimals: 1050 EUR is "10.50". */
export function formatDecimalAmount(minor: number, currency: string): string {
  assertSafeInteger(minor, 'minor');
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor));
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/** The amount inputs keep digits only (spec part 1, section 5): "1 000,50 kr" becomes "100050". */
export function stripToDigits(text: string): string {
  // \D is ASCII-only without the u flag, so other scripts' digits are dropped too.
  return text.replace(/\D/g, '');
}
