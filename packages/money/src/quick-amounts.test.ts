import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawalQuickAmounts } from './quick-amounts';

describe('withdrawalQuickAmounts', () => {
  it('offers 50%, 75% and 100% of the whole-number part of the balance', () => {
    expect(withdrawalQuickAmounts(10000, 'EUR')).toEqual([5000, 7500, 10000]);
    expect(withdrawalQuickAmounts(10099, 'EUR')).toEqual([5000, 7500, 10000]);
  });

  it('rounds the percentages half up to whole units', () => {
    // 101: 50.5 → 51, 75.75 → 76.
    expect(withdrawalQuickAmounts(10150, 'EUR')).toEqual([5100, 7600, 10100]);
    // 3: 1.5 → 2, 2.25 → 2.
    expect(withdrawalQuickAmounts(300, 'EUR')).toEqual([200, 200, 300]);
    expect(withdrawalQuickAmounts(100, 'EUR')).toEqual([100, 100, 100]);
  });

  it('is empty when less than one whole unit is withdrawable', () => {
    expect(withdrawalQuickAmounts(99, 'EUR')).toEqual([]);
    expect(withdrawalQuickAmounts(0, 'EUR')).toEqual([]);
    expect(withdrawalQuickAmounts(-500, 'EUR')).toEqual([]);
  });

  it('follows the currency exponent', () => {
    expect(withdrawalQuickAmounts(1001, 'JPY')).toEqual([501, 751, 1001]);
    expect(withdrawalQuickAmounts(10999, 'KWD')).toEqual([5000, 8000, 10000]);
  });

  it('refuses a fractional balance', () => {
    expect(() => withdrawalQuickAmounts(10.5, 'EUR')).toThrow(RangeError);
  });

  it('gives ordered whole units, each at most the withdrawable balance, the last the whole part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(['EUR', 100] as const, ['JPY', 1] as const, ['KWD', 1000] as const),
        (withdrawable, [currency, unit]) => {
          const amounts = withdrawalQuickAmounts(withdrawable, currency);
          if (withdrawable < unit) {
            expect(amounts).toEqual([]);
            return;
          }
          expect(amounts).toHaveLength(3);
          const [half = 0, threeQuarters = 0, whole = 0] = amounts;
          expect(half).toBeLessThanOrEqual(threeQuarters);
          expect(threeQuarters).toBeLessThanOrEqual(whole);
          expect(whole).toBeLessThanOrEqual(withdrawable);
          expect(withdrawable - whole).toBeLessThan(unit);
          for (const amount of amounts) {
            expect(amount % unit).toBe(0);
            expect(amount).toBeGreaterThanOrEqual(unit);
          }
        },
      ),
    );
  });
});
