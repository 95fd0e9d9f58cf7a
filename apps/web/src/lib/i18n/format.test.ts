import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCashierAmount, formatMoney, formatNumber, localeOf } from './format';
import { SITE_LANGUAGES } from './languages';

describe('money in the cashiers (spec part 1 section 5: the symbol before the number, except kr, PE and CL)', () => {
  it('puts the symbol before the number', () => {
    expect(formatCashierAmount(2050, 'EUR', 'en', 'DE')).toBe('€20.50');
    expect(formatCashierAmount(2050, 'EUR', 'fi', 'FI')).toBe('€20,50');
    expect(formatCashierAmount(30000, 'JPY', 'ja', 'JP')).toBe('¥30,000');
  });

  it('puts kr after the number, whatever the country', () => {
    expect(formatCashierAmount(50000, 'NOK', 'no', 'NO')).toBe('500,00\u00a0kr');
    expect(formatCashierAmount(50000, 'SEK', 'en', 'DE')).toBe('500.00\u00a0kr');
  });

  it('puts the symbol after the number for players in Peru and Chile', () => {
    expect(formatCashierAmount(2050, 'USD', 'pe', 'PE')).toMatch(/^20[.,]50\u00a0\$$/);
    expect(formatCashierAmount(20000, 'CLP', 'cl', 'CL')).toMatch(/^20\.000\u00a0\$$/);
  });

  it('keeps every digit of the minor units, never through a float (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        const text = formatCashierAmount(minor, 'EUR', 'en', 'DE');
        const digits = text.replace(/[^0-9]/g, '');
        expect(BigInt(digits)).toBe(BigInt(Math.abs(minor)));
        expect(text.startsWith('-') || text.startsWith('€') || text.startsWith('−')).toBe(true);
      }),
    );
  });
});

describe('money elsewhere on the site', () => {
  it("follows the language's own currency format", () => {
    expect(formatMoney(123456, 'EUR', 'fi')).toMatch(/^1\s234,56\s€$/);
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
  });

  it('gives the same text when asked again (the formatter is reused)', () => {
    expect(formatMoney(99, 'EUR', 'de')).toBe(formatMoney(99, 'EUR', 'de'));
  });
});

describe('plain numbers (formatNumber)', () => {
  it('writes every whole number below 1000 exactly as Intl does, in every language of the site', () => {
    for (const language of SITE_LANGUAGES) {
      const intl = new Intl.NumberFormat(localeOf(language));
      for (let value = 0; value < 1000; value++) expect(formatNumber(value, language)).toBe(intl.format(value));
    }
  });

  it('groups larger numbers and writes negative and fractional ones with the locale (1 234 in fi, 1,234 in en)', () => {
    expect(formatNumber(1234, 'fi')).toBe(new Intl.NumberFormat('fi-FI').format(1234));
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(-5, 'fi')).toBe(new Intl.NumberFormat('fi-FI').format(-5));
    expect(formatNumber(2.5, 'de')).toBe('2,5');
  });
});
