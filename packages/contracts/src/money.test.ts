import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, decimalToMinor, minorToDecimal } from './money';

describe('decimal amounts and minor units', () => {
  it('parses amounts exactly', () => {
    expect(decimalToMinor('100.50', 'EUR')).toEqual({ ok: true, minor: 10050 });
    expect(decimalToMinor('-20', 'EUR')).toEqual({ ok: true, minor: -2000 });
    expect(decimalToMinor('0.1', 'EUR')).toEqual({ ok: true, minor: 10 });
    expect(decimalToMinor('1500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(decimalToMinor('1.10', 'JPY')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(decimalToMinor('1.005', 'EUR')).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS' });
    expect(decimalToMinor('1.000', 'EUR')).toEqual({ ok: true, minor: 100 });
  });

  it('rejects what is not an amount', () => {
    for (const text of ['', '1,50', '1e3', ' 1', '+1', '.5', '1.', 'NaN', '0x10', '--1']) {
      expect(decimalToMinor(text, 'EUR')).toEqual({ ok: false, error: 'INVALID_AMOUNT' });
    }
    expect(decimalToMinor('1', 'XXX')).toEqual({ ok: false, error: 'UNKNOWN_CURRENCY' });
    expect(decimalToMinor('100000000000.01', 'EUR')).toEqual({ ok: false, error: 'AMOUNT_TOO_LARGE' });
  });

  it('formats minor units with the currency digits', () => {
    expect(minorToDecimal(10050, 'EUR')).toBe('100.50');
    expect(minorToDecimal(5, 'EUR')).toBe('0.05');
    expect(minorToDecimal(-2000, 'SEK')).toBe('-20.00');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
  });

  it('round-trips every amount in every currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom(...CURRENCY_CODES),
        (minor, currency) => {
          expect(decimalToMinor(minorToDecimal(minor, currency), currency)).toEqual({
            ok: true,
            minor: minor === 0 ? 0 : minor,
          });
        },
      ),
    );
  });
});
