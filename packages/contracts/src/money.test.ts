import { currencyExponent, currencySymbol } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MINOR_MAX, CURRENCIES, CURRENCY_CODES, currencyInfo, decimalToMinor, minorToDecimal } from './money';

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

  it('accepts zeros past the currency decimals, unlike the merchant API rule in @vauhti/money', () => {
    expect(decimalToMinor('10.500', 'EUR')).toEqual({ ok: true, minor: 1050 });
    expect(decimalToMinor('15.00', 'JPY')).toEqual({ ok: true, minor: 15 });
    expect(decimalToMinor('-0.000', 'EUR')).toEqual({ ok: true, minor: 0 });
    const negativeZero = decimalToMinor('-0', 'EUR');
    expect(negativeZero.ok && Object.is(negativeZero.minor, -0)).toBe(false);
  });

  it('refuses amounts above AMOUNT_MINOR_MAX, however many digits they have', () => {
    expect(decimalToMinor('10000000000.00', 'EUR')).toEqual({ ok: true, minor: AMOUNT_MINOR_MAX });
    expect(decimalToMinor('-10000000000.00', 'EUR')).toEqual({ ok: true, minor: -AMOUNT_MINOR_MAX });
    expect(decimalToMinor('1000000000001', 'JPY')).toEqual({ ok: false, error: 'AMOUNT_TOO_LARGE' });
    // 17 significant digits: past @vauhti/money's 15-digit rule, still reported as too large.
    expect(decimalToMinor('999999999999999.99', 'EUR')).toEqual({ ok: false, error: 'AMOUNT_TOO_LARGE' });
    expect(decimalToMinor('1234567890123456', 'EUR')).toEqual({ ok: false, error: 'INVALID_AMOUNT' });
  });

  it('takes only the currencies the platform accepts, by exact code', () => {
    expect(decimalToMinor('1', 'KWD')).toEqual({ ok: false, error: 'UNKNOWN_CURRENCY' });
    expect(decimalToMinor('1', 'eur')).toEqual({ ok: false, error: 'UNKNOWN_CURRENCY' });
    expect(() => minorToDecimal(100, 'KWD')).toThrow(RangeError);
    expect(() => minorToDecimal(1.5, 'EUR')).toThrow(RangeError);
    expect(() => minorToDecimal(2 ** 53, 'EUR')).toThrow(RangeError);
  });
});

describe('the supported currencies', () => {
  it('take their digits and symbols from @vauhti/money', () => {
    for (const code of CURRENCY_CODES) {
      expect(currencyInfo(code)).toEqual({ code, minorDigits: currencyExponent(code), symbol: currencySymbol(code) });
    }
    expect(CURRENCIES.size).toBe(CURRENCY_CODES.length);
    expect(currencyInfo('XXX')).toBeUndefined();
  });

  it('keep the digits and symbols the platform has always shown', () => {
    expect(currencyInfo('EUR')).toEqual({ code: 'EUR', minorDigits: 2, symbol: '€' });
    expect(currencyInfo('SEK')).toEqual({ code: 'SEK', minorDigits: 2, symbol: 'kr' });
    expect(currencyInfo('JPY')).toEqual({ code: 'JPY', minorDigits: 0, symbol: '¥' });
    expect(currencyInfo('CLP')).toEqual({ code: 'CLP', minorDigits: 0, symbol: '$' });
    expect(currencyInfo('PEN')).toEqual({ code: 'PEN', minorDigits: 2, symbol: 'S/' });
    expect(currencyInfo('CZK')).toEqual({ code: 'CZK', minorDigits: 2, symbol: 'Kč' });
  });
});
