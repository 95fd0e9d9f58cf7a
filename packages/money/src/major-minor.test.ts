import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorFromMinor, minorFromMajor, minorFromMajorRounded, oneMajorInMinor } from './major-minor';

describe('minorFromMajor', () => {
  it('converts exactly where floating-point multiplication would not', () => {
    expect(minorFromMajor(10.1, 'EUR')).toBe(1010);
    expect(minorFromMajor(1.15, 'EUR')).toBe(115);
    expect(minorFromMajor(0.29, 'EUR')).toBe(29);
    expect(minorFromMajor(-5, 'EUR')).toBe(-500);
    expect(minorFromMajor(1000, 'JPY')).toBe(1000);
    expect(minorFromMajor(1.005, 'KWD')).toBe(1005);
  });

  it('throws when the value has more decimals than the currency', () => {
    expect(() => minorFromMajor(10.505, 'EUR')).toThrow(/more than 2 decimals/);
    expect(() => minorFromMajor(0.5, 'JPY')).toThrow(RangeError);
    expect(() => minorFromMajor(1e-7, 'EUR')).toThrow(RangeError);
  });

  it('throws for non-finite values and results beyond the safe range', () => {
    expect(() => minorFromMajor(Number.NaN, 'EUR')).toThrow(RangeError);
    expect(() => minorFromMajor(1e20, 'EUR')).toThrow(RangeError);
  });
});

describe('majorFromMinor', () => {
  it('converts minor to major', () => {
    expect(majorFromMinor(1010, 'EUR')).toBe(10.1);
    expect(majorFromMinor(-500, 'EUR')).toBe(-5);
    expect(majorFromMinor(1000, 'JPY')).toBe(1000);
    expect(majorFromMinor(1005, 'KWD')).toBe(1.005);
  });

  it('refuses fractional minor units', () => {
    expect(() => majorFromMinor(10.5, 'EUR')).toThrow(RangeError);
  });

  it('round-trips with minorFromMajor for every exponent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'CLF'),
        (minor, currency) => {
          expect(minorFromMajor(majorFromMinor(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});

describe('minorFromMajorRounded', () => {
  it('rounds as asked', () => {
    expect(minorFromMajorRounded(0.5, 'JPY', 'ceil')).toBe(1);
    expect(minorFromMajorRounded(0.5, 'JPY', 'floor')).toBe(0);
    expect(minorFromMajorRounded(0.005, 'EUR', 'halfUp')).toBe(1);
  });
});

describe('oneMajorInMinor', () => {
  it('is ten to the exponent', () => {
    expect(oneMajorInMinor('EUR')).toBe(100);
    expect(oneMajorInMinor('JPY')).toBe(1);
    expect(oneMajorInMinor('KWD')).toBe(1000);
  });
});
