import { decimalToMinor } from '@vauhti/contracts/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChipValue, formatMoney, formatRtpBasisPoints, localeOf, minorToDecimalText } from './format';

// Intl separates groups with narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('minorToDecimalText', () => {
  it('writes the currency digits exactly', () => {
    expect(minorToDecimalText(123450, 'EUR')).toBe('1234.50');
    expect(minorToDecimalText(5, 'EUR')).toBe('0.05');
    expect(minorToDecimalText(0, 'EUR')).toBe('0.00');
    expect(minorToDecimalText(-250, 'EUR')).toBe('-2.50');
    expect(minorToDecimalText(1500, 'JPY')).toBe('1500');
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => minorToDecimalText(1.5, 'EUR')).toThrow(RangeError);
    expect(() => minorToDecimalText(2 ** 53, 'EUR')).toThrow(RangeError);
  });

  it('round-trips through the platform parser for every safe amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom('EUR', 'JPY', 'SEK'),
        (minor, currency) => {
          expect(decimalToMinor(minorToDecimalText(minor, currency), currency)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('formats in the boot language with the currency', () => {
    expect(plain(formatMoney(123456, 'EUR', 'en'))).toBe('€1,234.56');
    expect(plain(formatMoney(123456, 'EUR', 'fi'))).toBe('1 234,56 €');
    expect(plain(formatMoney(123456, 'EUR', 'de'))).toBe('1.234,56 €');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(plain(formatMoney(900_719_925_474_099, 'EUR', 'en'))).toBe('€9,007,199,254,740.99');
  });

  it('drops a zero fraction in the compact form only', () => {
    expect(plain(formatMoney(1000, 'EUR', 'en', { compact: true }))).toBe('€10');
    expect(plain(formatMoney(1050, 'EUR', 'en', { compact: true }))).toBe('€10.50');
    expect(plain(formatMoney(1000, 'EUR', 'en'))).toBe('€10.00');
  });

  it('uses the edition locale of country languages and English for unknown ones', () => {
    expect(localeOf('ch')).toBe('de-CH');
    expect(localeOf('xx')).toBe('en-GB');
  });
});

describe('formatChipValue', () => {
  it('labels chips short and without a currency sign', () => {
    expect(formatChipValue(100, 'EUR', 'en')).toBe('1');
    expect(formatChipValue(250, 'EUR', 'en')).toBe('2.5');
    expect(formatChipValue(250, 'EUR', 'de')).toBe('2,5');
    expect(formatChipValue(10_000, 'EUR', 'en')).toBe('100');
    expect(formatChipValue(500_000, 'EUR', 'en')).toBe('5K');
  });
});

describe('formatRtpBasisPoints', () => {
  it('shows the RTP as a percentage with two decimals', () => {
    expect(plain(formatRtpBasisPoints(9612, 'en'))).toBe('96.12%');
    expect(plain(formatRtpBasisPoints(9730, 'fi'))).toBe('97,30 %');
    expect(plain(formatRtpBasisPoints(10000, 'en'))).toBe('100.00%');
  });
});
