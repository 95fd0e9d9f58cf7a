import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskNationalId, readNationalId } from './national-id';

const today = { year: 2025, month: 6, day: 15 };

function reading(country: string, id: string) {
  const check = readNationalId(country, id, today);
  if (!check.ok) throw new Error(`${country} ${id} was refused: ${check.reason}`);
  return check.value;
}

function rejection(country: string, id: string) {
  const check = readNationalId(country, id, today);
  return check.ok ? 'accepted' : check.reason;
}

// Published examples: the Finnish DVV's 131052-308T, the Swedish Skatteverket's 811228-9874,
// test fødselsnummer from NAV's public test suites, Estonia's 37605030299 and Spain's 12345678Z.
describe('published national ids', () => {
  it('reads the birth date each id encodes', () => {
    expect(reading('FI', '131052-308T')).toEqual({
      normalized: '131052-308T',
      birthDate: { year: 1952, month: 10, day: 13 },
    });
    expect(reading('SE', '811228-9874').birthDate).toEqual({ year: 1981, month: 12, day: 28 });
    expect(reading('NO', '11057523044').birthDate).toEqual({ year: 1975, month: 5, day: 11 });
    expect(reading('NO', '02010171337').birthDate).toEqual({ year: 2001, month: 1, day: 2 });
    expect(reading('EE', '37605030299').birthDate).toEqual({ year: 1976, month: 5, day: 3 });
    expect(reading('DK', '070761-4285').birthDate).toEqual({ year: 1961, month: 7, day: 7 });
  });

  it('checks the Spanish DNI and NIE letters, which encode no birth date', () => {
    expect(reading('ES', '12345678-z')).toEqual({ normalized: '12345678Z', birthDate: undefined });
    expect(reading('ES', 'X1234567L').normalized).toBe('X1234567L');
    expect(rejection('ES', '12345678A')).toBe('checksum');
  });
});

describe('Finnish henkilötunnus', () => {
  it('reads the century sign', () => {
    expect(reading('FI', '010105A902U').birthDate).toEqual({ year: 2005, month: 1, day: 1 });
    expect(rejection('FI', '131052+308T')).toBe('accepted');
    expect(reading('FI', '131052+308T').birthDate?.year).toBe(1852);
  });

  it('refuses a wrong check character, an impossible date and a malformed id', () => {
    expect(rejection('FI', '131052-308U')).toBe('checksum');
    expect(rejection('FI', '310252-308T')).toBe('date');
    expect(rejection('FI', '131052308T')).toBe('format');
    expect(rejection('FI', '131052-001T')).toBe('format');
  });
});

describe('Swedish personnummer', () => {
  it('accepts the ten- and twelve-digit forms and normalises to twelve', () => {
    expect(reading('SE', '8112289874').normalized).toBe('19811228-9874');
    expect(reading('SE', '198112289874').normalized).toBe('19811228-9874');
  });

  it("reads '+' as a person of 100 or more", () => {
    expect(reading('SE', '811228+9874').birthDate?.year).toBe(1881);
  });

  it('reads a samordningsnummer (day + 60) as the real birth day', () => {
    expect(reading('SE', '701063-2391').birthDate).toEqual({ year: 1970, month: 10, day: 3 });
  });

  it('refuses a broken Luhn digit', () => {
    expect(rejection('SE', '811228-9875')).toBe('checksum');
  });
});

describe('Norwegian fødselsnummer', () => {
  it('reads a D-number (day + 40) as the real birth day', () => {
    // 01019012480 and its D-number 41019012474: 1 January 1990, individual number 124, check
    // digits worked out by hand from the published weights.
    expect(reading('NO', '01019012480').birthDate).toEqual({ year: 1990, month: 1, day: 1 });
    expect(reading('NO', '41019012474').birthDate).toEqual({ year: 1990, month: 1, day: 1 });
    expect(rejection('NO', '11057523045')).toBe('checksum');
  });
});

describe('Danish CPR', () => {
  it('settles the century from the seventh digit', () => {
    expect(reading('DK', '010105-4000').birthDate?.year).toBe(2005);
    expect(reading('DK', '010160-4000').birthDate?.year).toBe(1960);
    expect(reading('DK', '010160-5000').birthDate?.year).toBe(1860);
    expect(rejection('DK', '320160-1000')).toBe('date');
  });
});

describe('countries without a checksum rule', () => {
  it('accept a plausible id as given and refuse junk', () => {
    expect(reading('DE', 't22000129').normalized).toBe('T22000129');
    expect(rejection('DE', '<script>')).toBe('format');
  });
});

describe('single-digit typing errors', () => {
  const cases: Array<[string, string]> = [
    ['FI', '131052-308T'],
    // The ten-digit form: in the twelve-digit one the century digits are outside the Luhn check.
    ['SE', '811228-9874'],
    ['NO', '11057523044'],
    ['ES', '12345678Z'],
  ];
  it('are always caught by the checksum where the country has one', () => {
    for (const [country, id] of cases) {
      const digitPositions = [...id].flatMap((character, index) => (/\d/.test(character) ? [index] : []));
      fc.assert(
        fc.property(fc.constantFrom(...digitPositions), fc.integer({ min: 1, max: 9 }), (position, shift) => {
          const digit = (Number(id[position]) + shift) % 10;
          const typo = id.slice(0, position) + digit + id.slice(position + 1);
          const check = readNationalId(country, typo, today);
          // A typo may land on another valid-looking date; it must never pass the checksum.
          expect(check.ok).toBe(false);
        }),
      );
    }
  });
});

describe('masking', () => {
  it('shows only the last four characters', () => {
    expect(maskNationalId('131052-308T')).toBe('*******308T');
    expect(maskNationalId('123')).toBe('***');
  });
});
