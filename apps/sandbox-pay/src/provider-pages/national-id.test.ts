import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINNISH_CHECK_CHARACTERS,
  finnishNationalId,
  isValidFinnishNationalId,
  isValidNorwegianNationalId,
  isValidSwedishNationalId,
  luhnCheckDigit,
  norwegianNationalId,
  swedishNationalId,
} from './national-id';

const birthDates = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2039-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe('Finnish henkilötunnus', () => {
  it('accepts the population register example and rejects a wrong check character', () => {
    expect(isValidFinnishNationalId('131052-308T')).toBe(true);
    expect(isValidFinnishNationalId('131052-308U')).toBe(false);
    expect(isValidFinnishNationalId('310252-308T')).toBe(false);
  });

  it('generates ids with the right century sign and the mod-31 check character', () => {
    fc.assert(
      fc.property(birthDates, fc.integer({ min: 2, max: 899 }), (birth, individual) => {
        const id = finnishNationalId(birth, individual);
        expect(isValidFinnishNationalId(id)).toBe(true);
        expect(id[6]).toBe(birth.year < 2000 ? '-' : 'A');
        const expected = Number(`${id.slice(0, 6)}${id.slice(7, 10)}`) % 31;
        expect(id[10]).toBe(FINNISH_CHECK_CHARACTERS[expected]);
      }),
    );
  });

  it('rejects every other check character', () => {
    fc.assert(
      fc.property(
        birthDates,
        fc.integer({ min: 2, max: 899 }),
        fc.integer({ min: 1, max: 30 }),
        (birth, individual, shift) => {
          const id = finnishNationalId(birth, individual);
          const index = FINNISH_CHECK_CHARACTERS.indexOf(id[10] as string);
          const wrong = FINNISH_CHECK_CHARACTERS[(index + shift) % 31] as string;
          expect(isValidFinnishNationalId(`${id.slice(0, 10)}${wrong}`)).toBe(false);
        },
      ),
    );
  });
});

describe('Swedish personnummer', () => {
  it('accepts the tax agency style example in both forms', () => {
    expect(isValidSwedishNationalId('811218-9876')).toBe(true);
    expect(isValidSwedishNationalId('198112189876')).toBe(true);
    expect(isValidSwedishNationalId('198112189875')).toBe(false);
  });

  it('generates twelve digits whose last is the Luhn digit of the ten-digit form', () => {
    fc.assert(
      fc.property(birthDates, fc.integer({ min: 0, max: 999 }), (birth, serial) => {
        const id = swedishNationalId(birth, serial);
        expect(id).toMatch(/^\d{12}$/);
        expect(isValidSwedishNationalId(id)).toBe(true);
        expect(Number(id[11])).toBe(luhnCheckDigit(id.slice(2, 11)));
      }),
    );
  });

  it('notices any single changed digit (what the Luhn check guarantees)', () => {
    fc.assert(
      fc.property(
        birthDates,
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 8, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (birth, serial, position, delta) => {
          const id = swedishNationalId(birth, serial);
          const changed = `${id.slice(0, position)}${(Number(id[position]) + delta) % 10}${id.slice(position + 1)}`;
          expect(isValidSwedishNationalId(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('Norwegian fødselsnummer', () => {
  it('accepts a known valid number and rejects a changed check digit', () => {
    expect(isValidNorwegianNationalId('15076500565')).toBe(true);
    expect(isValidNorwegianNationalId('15076500566')).toBe(false);
  });

  it('generates numbers with both mod-11 check digits right', () => {
    fc.assert(
      fc.property(birthDates, fc.nat(), (birth, seed) => {
        const id = norwegianNationalId(birth, seed);
        expect(id).toMatch(/^\d{11}$/);
        expect(isValidNorwegianNationalId(id)).toBe(true);
      }),
    );
  });
});
