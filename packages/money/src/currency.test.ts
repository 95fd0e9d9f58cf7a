import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent, currencySymbol, currencySymbolPosition } from './currency';

describe('currencyExponent', () => {
  it('gives the ISO 4217 minor digits', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('SEK')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('ISK')).toBe(0);
    expect(currencyExponent('CLP')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('CLF')).toBe(4);
  });

  it('defaults to 2 for codes it has no exception for, and ignores case', () => {
    expect(currencyExponent('XYZ')).toBe(2);
    expect(currencyExponent('jpy')).toBe(0);
  });

  it('throws for anything that is not three letters', () => {
    for (const bad of ['', 'EU', 'EURO', 'E1R', ' EUR', '€']) {
      expect(() => currencyExponent(bad)).toThrow(/three-letter/);
    }
  });
});

describe('currencySymbol', () => {
  it('knows the cashier currencies', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    for (const code of ['SEK', 'NOK', 'DKK', 'ISK']) expect(currencySymbol(code)).toBe('kr');
    expect(currencySymbol('PLN')).toBe('zł');
    expect(currencySymbol('BRL')).toBe('R$');
    expect(currencySymbol('PEN')).toBe('S/');
  });

  it('falls back to the code', () => {
    expect(currencySymbol('XYZ')).toBe('XYZ');
    expect(currencySymbol('xyz')).toBe('XYZ');
  });
});

describe('currencySymbolPosition', () => {
  it('puts the symbol before the number by default', () => {
    expect(currencySymbolPosition('€', 'FI')).toBe('before');
    expect(currencySymbolPosition('$', 'US')).toBe('before');
  });

  it("puts 'kr' after the number in any country", () => {
    expect(currencySymbolPosition('kr', 'SE')).toBe('after');
    expect(currencySymbolPosition('kr', 'US')).toBe('after');
  });

  it('puts any symbol after the number in Peru and Chile', () => {
    expect(currencySymbolPosition('S/', 'PE')).toBe('after');
    expect(currencySymbolPosition('$', 'CL')).toBe('after');
    expect(currencySymbolPosition('$', 'cl')).toBe('after');
  });

  it('is after exactly when the symbol is kr or the country is PE or CL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('€', '$', 'kr', '£', 'S/', 'zł'),
        fc.constantFrom('FI', 'SE', 'PE', 'CL', 'US', 'NO'),
        (symbol, country) => {
          const after = symbol === 'kr' || country === 'PE' || country === 'CL';
          expect(currencySymbolPosition(symbol, country)).toBe(after ? 'after' : 'before');
        },
      ),
    );
  });
});
