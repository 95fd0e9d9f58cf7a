import { currencyExponent, formatDecimalAmount, parseDecimalAmount } from '@vauhti/money';

/** The site sends amounts as decimal strings with exactly two decimals (spec part 1 sections 3 and 5). */
const PAYLOAD_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,12})\.[0-9]{2}$/;

export type PayloadAmount = { ok: true; minor: number } | { ok: false; message: string };

/**
 * The minor units of a payload amount ("10.00"). The payload always carries two decimals, so for a
 * currency with fewer (JPY) the extra digits must be zero, and for one with more (KWD) they are
 * padded: the amount is exact or refused, never rounded.
 */
export function minorFromPayloadAmount(text: string, currency: string): PayloadAmount {
  if (!PAYLOAD_AMOUNT_PATTERN.test(text)) {
    return { ok: false, message: 'must be a positive amount with exactly two decimals, like 10.00' };
  }
  const exponent = currencyExponent(currency);
  const [whole = '', decimals = ''] = text.split('.');
  const significant = exponent >= 2 ? decimals : decimals.slice(exponent);
  if (exponent < 2 && /[1-9]/.test(significant)) {
    return { ok: false, message: `${currency} has ${exponent} decimals` };
  }
  const kept = exponent >= 2 ? decimals.padEnd(exponent, '0') : decimals.slice(0, exponent);
  const parsed = parseDecimalAmount(kept === '' ? whole : `${whole}.${kept}`, currency);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.minor <= 0) return { ok: false, message: 'must be more than zero' };
  return { ok: true, minor: parsed.minor };
}

/** The transaction response's amounts: the currency's own decimals ("10.00", JPY "1000"). */
export function payloadAmountOf(minor: number, currency: string): string {
  return formatDecimalAmount(minor, currency);
}
