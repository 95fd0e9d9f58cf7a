import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimalAmount, parseDecimalAmount, stripToDigits } from './decimal-text';

function rejection(text: string, currency = 'EUR', allowNegative = false): string {
  const parsed = parseDecimalAmount(text, currency, { allowNegative });
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  expect(parsed.code).toBe('INVALID_AMOUNT');
  return parsed.message;
}

describe('parseDecimalAmount', () => {
  it('parses PIQ amount strings into minor units', () => {
    expect(parseDecimalAmount('100.50', 'EUR')).toEqual({ ok: true, minor: 10050 });
    expect(parseDecimalAmount('100', 'EUR')).toEqual({ ok: true, minor: 10000 });
    expect(parseDecimalAmount('0.5', 'EUR')).toEqual({ ok: true, minor: 50 });
    expect(parseDecimalAmount('0.01', 'EUR')).toEqual({ ok: true, minor: 1 });
    expect(parseDecimalAmount('007.00', 'EUR')).toEqual({ ok: true, minor: 700 });
  });

  it('parses negative amounts only when allowed', () => {
    expect(parseDecimalAmount('-50.00', 'EUR', { allowNegative: true })).toEqual({ ok: true, minor: -5000 });
    expect(rejection('-50.00')).toBe('amount must not be negative');
  });

  it('never answers -0', () => {
    const parsed = parseDecimalAmount('-0.00', 'EUR', { allowNegative: true });
    expect(parsed.ok && Object.is(parsed.minor, 0)).toBe(true);
  });

  it('follows the currency exponent', () => {
    expect(parseDecimalAmount('1000', 'JPY')).toEqual({ ok: true, minor: 1000 });
    expect(rejection('1000.5', 'JPY')).toBe('amount must be a whole number for JPY');
    expect(parseDecimalAmount('1.005', 'KWD')).toEqual({ ok: true, minor: 1005 });
    expect(parseDecimalAmount('1.5', 'KWD')).toEqual({ ok: true, minor: 1500 });
  });

  it('rejects each malformed input with a message naming the problem', () => {
    expect(rejection('1e3')).toBe('amount must not use exponent notation');
    expect(rejection('1.5E2')).toBe('amount must not use exponent notation');
    expect(rejection('10.505')).toBe('amount has 3 decimals; EUR allows at most 2');
    expect(rejection('10.500')).toBe('amount has 3 decimals; EUR allows at most 2');
    expect(rejection(' 10')).toBe('amount must not contain spaces');
    expect(rejection('10 ')).toBe('amount must not contain spaces');
    expect(rejection('+10')).toBe('amount must not start with +');
    expect(rejection('')).toBe('amount is empty');
    expect(rejection('abc')).toBe('amount must be a decimal number such as 100.50');
    expect(rejection('10,50')).toBe('amount must use a dot as the decimal separator, not a comma');
    expect(rejection('10.')).toBe('amount needs digits on both sides of the decimal dot');
    expect(rejection('.5')).toBe('amount needs digits on both sides of the decimal dot');
    expect(rejection('--5', 'EUR', true)).toBe('amount must be a decimal number such as 100.50');
    expect(rejection('0x10')).toBe('amount must be a decimal number such as 100.50');
    expect(rejection('Infinity')).toBe('amount must be a decimal number such as 100.50');
    expect(rejection('١٠')).toBe('amount must be a decimal number such as 100.50');
  });

  it('allows at most 15 significant digits', () => {
    expect(parseDecimalAmount('9999999999999.99', 'EUR')).toEqual({ ok: true, minor: 999_999_999_999_999 });
    expect(rejection('99999999999999.99')).toBe('amount has more than 15 significant digits');
    expect(parseDecimalAmount('0000000000000000001.00', 'EUR')).toEqual({ ok: true, minor: 100 });
  });

  it('accepts only strings of digits, one optional dot and a permitted minus', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const parsed = parseDecimalAmount(text, 'EUR', { allowNegative: true });
        if (parsed.ok) expect(text).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('formatDecimalAmount', () => {
  it('writes exactly the currency decimals with a dot', () => {
    expect(formatDecimalAmount(1050, 'EUR')).toBe('10.50');
    expect(formatDecimalAmount(-500, 'EUR')).toBe('-5.00');
    expect(formatDecimalAmount(5, 'EUR')).toBe('0.05');
    expect(formatDecimalAmount(-5, 'EUR')).toBe('-0.05');
    expect(formatDecimalAmount(0, 'EUR')).toBe('0.00');
    expect(formatDecimalAmount(1000, 'JPY')).toBe('1000');
    expect(formatDecimalAmount(1005, 'KWD')).toBe('1.005');
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => formatDecimalAmount(10.5, 'EUR')).toThrow(RangeError);
    expect(() => formatDecimalAmount(2 ** 53, 'EUR')).toThrow(RangeError);
  });

  it('round-trips through parseDecimalAmount for every exponent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'CLF', 'SEK'),
        (minor, currency) => {
          const text = formatDecimalAmount(minor, currency);
          expect(parseDecimalAmount(text, currency, { allowNegative: true })).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});

describe('stripToDigits', () => {
  it('keeps only ASCII digits', () => {
    expect(stripToDigits('1 000,50 kr')).toBe('100050');
    expect(stripToDigits('-12.5e3')).toBe('1253');
    expect(stripToDigits('abc')).toBe('');
    expect(stripToDigits('١٢3')).toBe('3');
  });

  it('returns only digits and keeps every digit in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stripped = stripToDigits(text);
        expect(stripped).toMatch(/^\d*$/);
        expect(stripped).toBe([...text].filter((character) => character >= '0' && character <= '9').join(''));
      }),
    );
  });
});
