/**
 * Exact arithmetic on the decimal a JavaScript number was written as. Limits and fee amounts
 * arrive as major-unit numbers (10.1, 2.675, 0.025); multiplying them by 100 in floating point
 * gives 1009.9999999999999 or 267.49999999999997, so every conversion here works on the
 * number's shortest decimal spelling (what String() returns) with BigInt instead.
 */
export type ExactDecimal = {
  /** All digits of the number as one signed integer: 10.25 is 1025n. */
  units: bigint;
  /** How many of those digits sit after the decimal point: 10.25 has scale 2. */
  scale: number;
};

export type Rounding = 'floor' | 'ceil' | 'halfUp';

const NUMBER_SPELLING = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The exact decimal value of a finite number as JavaScript spells it shortest. */
export function exactDecimalOf(value: number): ExactDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`);
  const match = NUMBER_SPELLING.exec(String(value));
  if (!match) throw new RangeError(`${value} has no decimal spelling`);
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = BigInt(whole + fraction);
  const units = sign === '-' ? -digits : digits;
  const scale = fraction.length - Number(exponentText);
  // A negative scale (1.5e+21) means trailing zeros: fold them into the units.
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator / denominator rounded as asked; denominator must be positive. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  switch (rounding) {
    case 'floor':
      return floorDivide(numerator, denominator);
    case 'ceil':
      return -floorDivide(-numerator, denominator);
    case 'halfUp':
      // floor(n/d + 1/2): halves go up, as Math.round does.
      return floorDivide(2n * numerator + denominator, 2n * denominator);
  }
}

function floorDivide(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  // BigInt division truncates toward zero; a negative inexact quotient needs one step down.
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/** value × 10^digits exactly, or null when the value has more than that many decimals. */
export function scaledIntegerExact(value: number, digits: number): number | null {
  const { units, scale } = exactDecimalOf(value);
  const numerator = units * 10n ** BigInt(digits);
  const denominator = 10n ** BigInt(scale);
  return numerator % denominator === 0n ? safeNumber(numerator / denominator) : null;
}

/** value × 10^digits rounded to an integer as asked. */
export function scaledIntegerRounded(value: number, digits: number, rounding: Rounding): number {
  const { units, scale } = exactDecimalOf(value);
  return safeNumber(divideRounded(units * 10n ** BigInt(digits), 10n ** BigInt(scale), rounding));
}

/** A BigInt as a number, or a RangeError when it would lose precision. */
export function safeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is beyond the safe integer range`);
  // Normalise -0 so callers never see it.
  return result === 0 ? 0 : result;
}
