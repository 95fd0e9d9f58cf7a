import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, exactDecimalOf, safeNumber, scaledIntegerExact, scaledIntegerRounded } from './exact-decimal';

describe('exactDecimalOf', () => {
  it('reads the number as it is written, not its binary value', () => {
    expect(exactDecimalOf(10.1)).toEqual({ units: 101n, scale: 1 });
    expect(exactDecimalOf(2.675)).toEqual({ units: 2675n, scale: 3 });
    expect(exactDecimalOf(-0.025)).toEqual({ units: -25n, scale: 3 });
    expect(exactDecimalOf(100)).toEqual({ units: 100n, scale: 0 });
  });

  it('reads exponent spellings', () => {
    expect(exactDecimalOf(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(exactDecimalOf(1.5e21)).toEqual({ units: 1_500_000_000_000_000_000_000n, scale: 0 });
  });

  it('refuses NaN and infinities', () => {
    expect(() => exactDecimalOf(Number.NaN)).toThrow(RangeError);
    expect(() => exactDecimalOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds floor, ceil and half up on both signs', () => {
    expect(divideRounded(7n, 2n, 'floor')).toBe(3n);
    expect(divideRounded(-7n, 2n, 'floor')).toBe(-4n);
    expect(divideRounded(7n, 2n, 'ceil')).toBe(4n);
    expect(divideRounded(-7n, 2n, 'ceil')).toBe(-3n);
    expect(divideRounded(5n, 2n, 'halfUp')).toBe(3n);
    expect(divideRounded(-5n, 2n, 'halfUp')).toBe(-2n);
    expect(divideRounded(49n, 100n, 'halfUp')).toBe(0n);
    expect(divideRounded(50n, 100n, 'halfUp')).toBe(1n);
  });

  it('agrees with Math.floor, Math.ceil and Math.round on small integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1000 }), (n, d) => {
        expect(Number(divideRounded(BigInt(n), BigInt(d), 'floor'))).toBe(Math.floor(n / d));
        expect(Number(divideRounded(BigInt(n), BigInt(d), 'ceil'))).toBe(Math.ceil(n / d) || 0);
        // Math.round(n/d) can misround n/d in floating point only far beyond these magnitudes.
        expect(Number(divideRounded(BigInt(n), BigInt(d), 'halfUp'))).toBe(Math.round(n / d) || 0);
      }),
    );
  });

  it('refuses a zero or negative denominator', () => {
    expect(() => divideRounded(1n, 0n, 'floor')).toThrow(RangeError);
  });
});

describe('scaled integers', () => {
  it('scales exactly or says it cannot', () => {
    expect(scaledIntegerExact(10.1, 2)).toBe(1010);
    expect(scaledIntegerExact(1.005, 3)).toBe(1005);
    expect(scaledIntegerExact(10.505, 2)).toBeNull();
  });

  it('rounds 2.675 half up to 268, where 2.675 * 100 would give 267.49999', () => {
    expect(scaledIntegerRounded(2.675, 2, 'halfUp')).toBe(268);
    expect(scaledIntegerRounded(2.675, 2, 'floor')).toBe(267);
    expect(scaledIntegerRounded(2.671, 2, 'ceil')).toBe(268);
  });

  it('refuses results beyond the safe integer range and never returns -0', () => {
    expect(() => safeNumber(2n ** 53n)).toThrow(RangeError);
    expect(Object.is(safeNumber(-0n), 0)).toBe(true);
    expect(Object.is(scaledIntegerRounded(-0.001, 2, 'halfUp'), 0)).toBe(true);
  });
});
