import { currencyExponent } from './currency';
import { type Rounding, scaledIntegerExact, scaledIntegerRounded } from './exact-decimal';

/**
 * Major units (10.1 EUR) to minor units (1010), exactly. A value with more decimals than the
 * currency has (10.505 EUR, 0.5 JPY) is a RangeError rather than a silent rounding.
 */
export function minorFromMajor(major: number, currency: string): number {
  const exponent = currencyExponent(currency);
  const minor = scaledIntegerExact(major, exponent);
  if (minor === null) {
    throw new RangeError(`${major} has more than ${exponent} decimals, which ${currency} allows`);
  }
  return minor;
}

/** Minor units (1010) to major units (10.1); for display and the spec's major-unit limits only. */
export function majorFromMinor(minor: number, currency: string): number {
  assertSafeInteger(minor, 'minor');
  // Division of two exact integers is correctly rounded, so 1010 / 100 is the double 10.1.
  const major = minor / 10 ** currencyExponent(currency);
  return major === 0 ? 0 : major;
}

/** One whole major unit in minor units: 100 for EUR, 1 for JPY, 1000 for KWD. */
export function oneMajorInMinor(currency: string): number {
  return 10 ** currencyExponent(currency);
}

/** Major-unit number (a limit, a fee amount) to minor units, rounded as the caller needs. */
export function minorFromMajorRounded(major: number, currency: string, rounding: Rounding): number {
  return scaledIntegerRounded(major, currencyExponent(currency), rounding);
}

export function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}
