import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCountry } from '../../reference/countries';
import type { Result } from './identity-errors';
import {
  checkCity,
  checkName,
  checkNickname,
  checkPersonalDetails,
  checkPhone,
  checkStreet,
  checkZip,
  type PersonalDetailsInput,
} from './personal-details';

const finland = findCountry('FI');
const germany = findCountry('DE');
if (!finland || !germany) throw new Error('test countries missing');
const now = new Date('2025-06-15T12:00:00Z');

const valid: PersonalDetailsInput = {
  firstName: '  Aino   Maria ',
  lastName: "O'Neill-Virtanen",
  birthDate: '1952-10-13',
  street: 'Mannerheimintie 1 A 2',
  city: 'Helsinki',
  zip: '00100',
  phone: '+358 40 123 4567',
  gender: 'female',
  nationalId: '131052-308t',
};

function codeOf<T>(result: Result<T>) {
  return result.ok ? 'ok' : `${result.error.code}:${result.error.field ?? ''}`;
}

describe('personal details of registration step 2', () => {
  it('normalises spaces, phone and national id', () => {
    const result = checkPersonalDetails(valid, finland, now);
    expect(result).toEqual({
      ok: true,
      value: {
        firstName: 'Aino Maria',
        lastName: "O'Neill-Virtanen",
        birthDate: '1952-10-13',
        street: 'Mannerheimintie 1 A 2',
        city: 'Helsinki',
        zip: '00100',
        phone: '+358401234567',
        gender: 'female',
        nationalId: '131052-308T',
      },
    });
  });

  it('names the field of the first problem', () => {
    expect(codeOf(checkPersonalDetails({ ...valid, firstName: '   ' }, finland, now))).toBe('FIELD_REQUIRED:firstName');
    expect(codeOf(checkPersonalDetails({ ...valid, lastName: 'R2D2' }, finland, now))).toBe('FIELD_INVALID:lastName');
    expect(codeOf(checkPersonalDetails({ ...valid, birthDate: '13.10.1952' }, finland, now))).toBe(
      'FIELD_INVALID:birthDate',
    );
    expect(codeOf(checkPersonalDetails({ ...valid, gender: 'x' }, finland, now))).toBe('FIELD_INVALID:gender');
  });

  it('refuses a player under 18 on the calendar of their country', () => {
    expect(
      codeOf(checkPersonalDetails({ ...valid, birthDate: '2007-06-16', nationalId: undefined }, germany, now)),
    ).toBe('UNDERAGE:birthDate');
  });

  it('requires, checks and matches the national id where the country has one', () => {
    expect(codeOf(checkPersonalDetails({ ...valid, nationalId: undefined }, finland, now))).toBe(
      'NATIONAL_ID_REQUIRED:nationalId',
    );
    expect(codeOf(checkPersonalDetails({ ...valid, nationalId: '131052-308U' }, finland, now))).toBe(
      'NATIONAL_ID_INVALID:nationalId',
    );
    const mismatch = checkPersonalDetails({ ...valid, birthDate: '1952-10-14' }, finland, now);
    expect(mismatch.ok ? undefined : mismatch.error.details).toEqual({ reason: 'birth_date_mismatch' });
  });

  it('needs no national id where the country requires none', () => {
    const result = checkPersonalDetails({ ...valid, nationalId: undefined }, germany, now);
    expect(result.ok && result.value.nationalId).toBe(null);
  });
});

describe('single fields', () => {
  it('accepts names in any script and refuses digits, markup and control characters', () => {
    expect(codeOf(checkName('firstName', 'Σωκράτης'))).toBe('ok');
    expect(codeOf(checkName('firstName', '山田'))).toBe('ok');
    for (const bad of ['<b>', 'Ann\u0000a', 'Jo\u202Ehn', '\uD800x'])
      expect(codeOf(checkName('firstName', bad)), bad).toBe('FIELD_INVALID:firstName');
  });

  it('stores phone numbers in E.164', () => {
    expect(checkPhone('0046 (70) 123-45.67')).toEqual({ ok: true, value: '+46701234567' });
    expect(codeOf(checkPhone('040 123 4567'))).toBe('FIELD_INVALID:phone');
    expect(codeOf(checkPhone('+0123456789'))).toBe('FIELD_INVALID:phone');
  });

  it('upper-cases postal codes and refuses junk', () => {
    expect(checkZip('zip', ' sw1a 1aa ')).toEqual({ ok: true, value: 'SW1A 1AA' });
    expect(codeOf(checkZip('zipCode', '1'))).toBe('FIELD_INVALID:zipCode');
  });

  it('checks streets, cities and nicknames', () => {
    expect(codeOf(checkStreet('Calle 5 #3'))).toBe('ok');
    expect(codeOf(checkStreet('---'))).toBe('FIELD_INVALID:street');
    expect(codeOf(checkCity('Saint-Étienne (Loire)'))).toBe('ok');
    expect(codeOf(checkNickname('ab'))).toBe('FIELD_INVALID:nickname');
    expect(codeOf(checkNickname('lucky_7'))).toBe('ok');
  });

  it('never accepts a string with a control character in any free-text field', () => {
    const isControl = (character: string) => character.charCodeAt(0) < 0x20;
    // Tab, line feed, vertical tab, form feed and carriage return are whitespace: they collapse to spaces.
    const isWhitespaceControl = (character: string) =>
      character.charCodeAt(0) >= 0x09 && character.charCodeAt(0) <= 0x0d;
    const withControl = fc
      .tuple(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 20 }))
      .map(([before, control, after]) => `A${before}${String.fromCharCode(control)}${after}b`);
    fc.assert(
      fc.property(withControl, (text) => {
        const onlyWhitespaceControls = [...text].filter(isControl).every(isWhitespaceControl);
        for (const result of [checkStreet(text), checkCity(text), checkName('lastName', text)]) {
          if (!result.ok) continue;
          expect(onlyWhitespaceControls).toBe(true);
          expect([...result.value].some(isControl)).toBe(false);
        }
      }),
    );
  });
});
