import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositTotal, feeFor, type MethodLimits, withdrawalReceives } from './fees';

const noLimits: MethodLimits = {
  minTxnLimit: 0,
  maxTxnLimit: 0,
  feeType: 'none',
  feeAmount: 0,
  minFeeAmount: 0,
  maxFeeAmount: 0,
};

function limits(overrides: Partial<MethodLimits>): MethodLimits {
  return { ...noLimits, ...overrides };
}

const standard = { piqGroup: false };
const piq = { piqGroup: true };

describe('feeFor', () => {
  it('charges nothing for feeType none, whatever the minimum says', () => {
    expect(feeFor(10000, limits({ feeType: 'none', feeAmount: 5, minFeeAmount: 2 }), 'EUR', standard)).toBe(0);
  });

  it('charges feeAmount for feeType absolute', () => {
    expect(feeFor(10000, limits({ feeType: 'absolute', feeAmount: 1.5 }), 'EUR', standard)).toBe(150);
    expect(feeFor(10000, limits({ feeType: 'absolute', feeAmount: 1.5 }), 'EUR', piq)).toBe(150);
    expect(feeFor(1000, limits({ feeType: 'absolute', feeAmount: 30 }), 'JPY', standard)).toBe(30);
    expect(feeFor(5000, limits({ feeType: 'absolute', feeAmount: 0.125 }), 'KWD', standard)).toBe(125);
  });

  it('charges amount × feeAmount / 100 for standard percentage methods', () => {
    expect(feeFor(10000, limits({ feeType: 'percentage', feeAmount: 2.5 }), 'EUR', standard)).toBe(250);
    expect(feeFor(1000, limits({ feeType: 'percentage', feeAmount: 3 }), 'JPY', standard)).toBe(30);
  });

  it('uses feeAmount directly as the factor for PIQ percentage methods', () => {
    expect(feeFor(10000, limits({ feeType: 'percentage', feeAmount: 0.025 }), 'EUR', piq)).toBe(250);
    // The same setting on a standard method would be 0.025 %.
    expect(feeFor(10000, limits({ feeType: 'percentage', feeAmount: 0.025 }), 'EUR', standard)).toBe(3);
  });

  it('computes on the written percentage, not its floating-point approximation', () => {
    // 1.15 * 10000 / 100 is 114.99999999999999 in floating point.
    expect(feeFor(10000, limits({ feeType: 'percentage', feeAmount: 1.15 }), 'EUR', standard)).toBe(115);
    expect(feeFor(100, limits({ feeType: 'absolute', feeAmount: 2.675 }), 'EUR', standard)).toBe(268);
  });

  it('rounds half up to a whole minor unit', () => {
    const twoAndAHalf = limits({ feeType: 'percentage', feeAmount: 2.5 });
    expect(feeFor(1010, twoAndAHalf, 'EUR', standard)).toBe(25); // 25.25
    expect(feeFor(1020, twoAndAHalf, 'EUR', standard)).toBe(26); // 25.5
    expect(feeFor(1030, twoAndAHalf, 'EUR', standard)).toBe(26); // 25.75
  });

  it('caps the fee at maxFeeAmount when that is nonzero', () => {
    const capped = limits({ feeType: 'percentage', feeAmount: 10, maxFeeAmount: 50 });
    expect(feeFor(100000, capped, 'EUR', standard)).toBe(5000);
    expect(feeFor(10000, capped, 'EUR', standard)).toBe(1000);
    const uncapped = limits({ feeType: 'percentage', feeAmount: 10, maxFeeAmount: 0 });
    expect(feeFor(100000, uncapped, 'EUR', standard)).toBe(10000);
  });

  it('raises the fee to minFeeAmount when lower', () => {
    const withMinimum = limits({ feeType: 'percentage', feeAmount: 1, minFeeAmount: 0.5 });
    expect(feeFor(1000, withMinimum, 'EUR', standard)).toBe(50);
    expect(feeFor(100000, withMinimum, 'EUR', standard)).toBe(1000);
    expect(feeFor(0, withMinimum, 'EUR', standard)).toBe(50);
  });

  it('lets the minimum win when it is above the maximum', () => {
    const inverted = limits({ feeType: 'absolute', feeAmount: 10, minFeeAmount: 5, maxFeeAmount: 2 });
    expect(feeFor(10000, inverted, 'EUR', standard)).toBe(500);
  });

  it('is zero for a zero fee', () => {
    expect(feeFor(10000, limits({ feeType: 'percentage', feeAmount: 0 }), 'EUR', standard)).toBe(0);
    expect(feeFor(10000, limits({ feeType: 'absolute', feeAmount: 0 }), 'EUR', standard)).toBe(0);
  });

  it('refuses negative or fractional amounts and negative settings', () => {
    const percent = limits({ feeType: 'percentage', feeAmount: 1 });
    expect(() => feeFor(-1, percent, 'EUR', standard)).toThrow(/amountMinor/);
    expect(() => feeFor(10.5, percent, 'EUR', standard)).toThrow(/amountMinor/);
    expect(() => feeFor(100, limits({ feeType: 'percentage', feeAmount: -1 }), 'EUR', standard)).toThrow(/feeAmount/);
    expect(() => feeFor(100, limits({ feeType: 'absolute', feeAmount: 1, minFeeAmount: -1 }), 'EUR', standard)).toThrow(
      /minFeeAmount/,
    );
    expect(() => feeFor(100, limits({ feeType: 'absolute', feeAmount: Number.NaN }), 'EUR', standard)).toThrow(
      /feeAmount/,
    );
  });

  const amountMinor = fc.integer({ min: 0, max: 100_000_000_000 });
  const feeSetting = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
  const feeLimits = fc.record({
    minTxnLimit: fc.constant(0),
    maxTxnLimit: fc.constant(0),
    feeType: fc.constantFrom('none', 'absolute', 'percentage') satisfies fc.Arbitrary<MethodLimits['feeType']>,
    feeAmount: feeSetting,
    minFeeAmount: feeSetting,
    maxFeeAmount: feeSetting,
  });

  it('is never negative and stays within the minimum and a nonzero maximum', () => {
    fc.assert(
      fc.property(amountMinor, feeLimits, fc.boolean(), (amount, settings, piqGroup) => {
        const fee = feeFor(amount, settings, 'EUR', { piqGroup });
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        if (settings.feeType === 'none') {
          expect(fee).toBe(0);
          return;
        }
        const minMinor = Math.round(settings.minFeeAmount * 100);
        const maxMinor = Math.round(settings.maxFeeAmount * 100);
        expect(fee).toBeGreaterThanOrEqual(minMinor);
        if (maxMinor !== 0 && minMinor <= maxMinor) expect(fee).toBeLessThanOrEqual(maxMinor);
      }),
    );
  });

  it('gives a PIQ factor the same fee as the standard percentage a hundred times larger', () => {
    fc.assert(
      fc.property(amountMinor, fc.integer({ min: 0, max: 10_000 }), (amount, percent) => {
        const asPercentage = limits({ feeType: 'percentage', feeAmount: percent });
        const asFactor = limits({ feeType: 'percentage', feeAmount: percent / 100 });
        expect(feeFor(amount, asFactor, 'EUR', piq)).toBe(feeFor(amount, asPercentage, 'EUR', standard));
      }),
    );
  });

  it('never charges a larger percentage fee on a smaller amount', () => {
    fc.assert(
      fc.property(amountMinor, amountMinor, feeSetting, (first, second, percent) => {
        const settings = limits({ feeType: 'percentage', feeAmount: percent });
        const [smaller, larger] = first <= second ? [first, second] : [second, first];
        expect(feeFor(smaller, settings, 'EUR', standard)).toBeLessThanOrEqual(
          feeFor(larger, settings, 'EUR', standard),
        );
      }),
    );
  });
});

describe('depositTotal and withdrawalReceives', () => {
  it('add the fee to a deposit and take it off a withdrawal', () => {
    expect(depositTotal(10000, 250)).toBe(10250);
    expect(withdrawalReceives(10000, 250)).toBe(9750);
    expect(withdrawalReceives(100, 250)).toBe(-150);
  });

  it('refuse amounts that are not safe integers', () => {
    expect(() => depositTotal(10.5, 0)).toThrow(RangeError);
    expect(() => withdrawalReceives(100, 0.5)).toThrow(RangeError);
    expect(() => depositTotal(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('balance: received + fee = amount = total − fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_0000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (amount, fee) => {
          expect(withdrawalReceives(amount, fee) + fee).toBe(amount);
          expect(depositTotal(amount, fee) - fee).toBe(amount);
        },
      ),
    );
  });
});
