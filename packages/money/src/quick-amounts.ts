import { safeNumber } from './exact-decimal';
import { assertSafeInteger, oneMajorInMinor } from './major-minor';

/**
 * Withdrawal quick amounts (spec part 1, section 9): 50% and 75% of the whole-number part of the
 * withdrawable balance, each rounded half up to a whole major unit, and 100% of it; in minor
 * units. The first is the preselected one. Empty when less than one whole unit is withdrawable,
 * because an amount of 0 can never be withdrawn. Small balances can repeat a value (1, 1, 1).
 */
export function withdrawalQuickAmounts(withdrawableMinor: number, currency: string): number[] {
  assertSafeInteger(withdrawableMinor, 'withdrawableMinor');
  const unit = oneMajorInMinor(currency);
  const wholeMajor = Math.floor(withdrawableMinor / unit);
  if (wholeMajor < 1) return [];
  // BigInt keeps 3 × whole exact even for balances near the safe-integer limit.
  const whole = BigInt(wholeMajor);
  const half = (whole + 1n) / 2n;
  const threeQuarters = (3n * whole + 2n) / 4n;
  return [half, threeQuarters, whole].map((major) => safeNumber(major * BigInt(unit)));
}
