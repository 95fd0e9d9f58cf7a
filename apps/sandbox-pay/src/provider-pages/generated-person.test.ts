import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePerson } from './generated-person';
import { isValidNationalId, parseBirthDate } from './national-id';

describe('generated pay-and-play person', () => {
  it('is the same for the same transaction, so a reload shows the same person', () => {
    expect(generatePerson('FI', '1001')).toEqual(generatePerson('FI', '1001'));
    expect(generatePerson('FI', '1001')).not.toEqual(generatePerson('FI', '1002'));
  });

  it('is an adult of the country with a national id valid there', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FI', 'SE', 'NO', 'DK', 'DE', 'EE'),
        fc.string({ maxLength: 24 }),
        (country, seed) => {
          const person = generatePerson(country, seed);
          const birth = parseBirthDate(person.birthDate);
          expect(birth).toBeDefined();
          expect((birth?.year ?? 0) <= new Date().getUTCFullYear() - 18).toBe(true);
          expect(person.country).toBe(country);
          expect(isValidNationalId(country, person.nationalId)).toBe(true);
          expect(person.email).toMatch(/^[a-z0-9]+\.[a-z0-9]+@example\.[a-z]+$/);
        },
      ),
    );
  });
});
