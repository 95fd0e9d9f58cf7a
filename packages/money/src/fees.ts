import { divideRounded, exactDecimalOf, safeNumber } from './exact-decimal';
import { assertSafeInteger, minorFromMajorRounded } from './major-minor';

export type FeeType = 'none' | 'absolute' | 'percentage';

/** Method limits as the spec gives them: major units (10 means 10.00). */
export type MethodLimits = {
  minTxnLimit: number;
  maxTxnLimit: number;
  feeType: FeeType;
  feeAmount: number;
  minFeeAmount: number;
  maxFeeAmount: number;
};

function assertFeeSetting(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of at least 0, got ${value}`);
  }
}

/**
 * The fee before the min/max rules, in minor units, rounded half up. Percentage fees are computed
 * on the exact decimal of feeAmount so 2.5% of 1010 is 25.25 → 25, never 25.249999.
 */
function rawFee(amountMinor: number, limits: MethodLimits, currency: string, piqGroup: boolean): number {
  switch (limits.feeType) {
    case 'none':
      return 0;
    case 'absolute':
      return minorFromMajorRounded(limits.feeAmount, currency, 'halfUp');
    case 'percentage': {
      const { units, scale } = exactDecimalOf(limits.feeAmount);
      // PIQ methods give the factor itself (0.025); the others give a percentage (2.5).
      const divisor = 10n ** BigInt(scale) * (piqGroup ? 1n : 100n);
      return safeNumber(divideRounded(BigInt(amountMinor) * units, divisor, 'halfUp'));
    }
  }
}

/**
 * Spec part 1, section 5 fee rules; amount and result in minor units. none is 0; absolute is
 * feeAmount; percentage is amount × feeAmount / 100, or amount × feeAmount for PIQ methods.
 * The result is capped at maxFeeAmount when that is nonzero, then raised to minFeeAmount when
 * lower (so a minimum above the maximum wins). Rounds half up to a whole minor unit.
 * Throws for a negative or non-integer amount or negative fee settings: both are caller bugs.
 */
export function feeFor(
  amountMinor: number,
  limits: MethodLimits,
  currency: string,
  options: { piqGroup: boolean },
): number {
  assertSafeInteger(amountMinor, 'amountMinor');
  if (amountMinor < 0) throw new RangeError(`amountMinor must not be negative, got ${amountMinor}`);
  if (limits.feeType === 'none') return 0;
  assertFeeSetting(limits.feeAmount, 'feeAmount');
  assertFeeSetting(limits.minFeeAmount, 'minFeeAmount');
  assertFeeSetting(limits.maxFeeAmount, 'maxFeeAmount');
  let fee = rawFee(amountMinor, limits, currency, options.piqGroup);
  const maxFeeMinor = minorFromMajorRounded(limits.maxFeeAmount, currency, 'halfUp');
  if (limits.maxFeeAmount !== 0 && fee > maxFeeMinor) fee = maxFeeMinor;
  const minFeeMinor = minorFromMajorRounded(limits.minFeeAmount, currency, 'halfUp');
  if (fee < minFeeMinor) fee = minFeeMinor;
  return fee;
}

/** Spec part 1, section 5: a deposit charges amount + fee. */
export function depositTotal(amountMinor: number, feeMinor: number): number {
  assertSafeInteger(amountMinor, 'amountMinor');
  assertSafeInteger(feeMinor, 'feeMinor');
  const total = amountMinor + feeMinor;
  assertSafeInteger(total, 'deposit total');
  return total;
}

/**
 * Spec part 1, section 5: a withdrawal pays out amount − fee. Negative when the fee exceeds the
 * amount; the caller must refuse such a withdrawal rather than pay a negative sum.
 */
export function withdrawalReceives(amountMinor: number, feeMinor: number): number {
  assertSafeInteger(amountMinor, 'amountMinor');
  assertSafeInteger(feeMinor, 'feeMinor');
  const received = amountMinor - feeMinor;
  assertSafeInteger(received, 'withdrawal received amount');
  return received;
}
