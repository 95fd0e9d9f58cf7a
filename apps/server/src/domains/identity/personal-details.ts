import type { CountryConfig } from '../../reference/countries';
import { type CalendarDate, calendarDateIn, formatCalendarDate, isAdult, parseBirthDate } from './birth-date';
import { failure, type Result, success } from './identity-errors';
import type { Gender } from './identity-tables';
import { birthDatesEqual, readNationalId } from './national-id';

export const NAME_LENGTH_MAX = 100;
export const STREET_LENGTH_MAX = 200;
export const CITY_LENGTH_MAX = 100;
export const NICKNAME_LENGTH_MIN = 3;
export const NICKNAME_LENGTH_MAX = 20;
export const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\p{Nd}' .,()/-]*$/u;
/** No control, format, private-use, unassigned or lone-surrogate (Cs, with the u flag) characters. */
const PRINTABLE_PATTERN = /^[^\p{C}]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;
const ZIP_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,10}$/;
/** E.164: a plus, a country code that does not start with 0, and 7 to 15 digits in all. */
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
const NICKNAME_PATTERN = /^[\p{L}\p{Nd}_.-]+$/u;

function collapseSpaces(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

function invalid<T>(field: string, message: string): Result<T> {
  return failure('FIELD_INVALID', message, { field });
}

function checkText(field: string, raw: string, lengthMax: number, pattern: RegExp, what: string): Result<string> {
  const text = collapseSpaces(raw);
  if (text.length === 0) return failure('FIELD_REQUIRED', `${field} is required`, { field });
  if (!PRINTABLE_PATTERN.test(text) || !pattern.test(text) || [...text].length > lengthMax) {
    return invalid(field, `${field} must be ${what}, at most ${lengthMax} characters`);
  }
  return success(text);
}

export function checkName(field: 'firstName' | 'lastName', raw: string): Result<string> {
  return checkText(field, raw, NAME_LENGTH_MAX, NAME_PATTERN, 'letters, spaces, hyphens or apostrophes');
}

export function checkStreet(raw: string): Result<string> {
  return checkText('street', raw, STREET_LENGTH_MAX, HAS_LETTER_OR_DIGIT, 'a street address');
}

export function checkCity(raw: string): Result<string> {
  return checkText('city', raw, CITY_LENGTH_MAX, CITY_PATTERN, 'a place name');
}

export function checkZip(field: string, raw: string): Result<string> {
  const zip = collapseSpaces(raw).toUpperCase();
  return ZIP_PATTERN.test(zip) ? success(zip) : invalid(field, `${field} must be a postal code`);
}

/** Accepts spaces, dots, hyphens, brackets and a leading 00 for +; stores E.164. */
export function checkPhone(raw: string): Result<string> {
  const compact = raw.replace(/[\s.()-]/g, '').replace(/^00/, '+');
  return PHONE_PATTERN.test(compact)
    ? success(compact)
    : invalid('phone', 'phone must be an international number such as +358401234567');
}

export function checkGender(field: string, raw: string): Result<Gender> {
  const gender = GENDERS.find((candidate) => candidate === raw);
  return gender ? success(gender) : invalid(field, `${field} must be one of ${GENDERS.join(', ')}`);
}

export function checkNickname(raw: string): Result<string> {
  const nickname = raw.trim();
  const length = [...nickname].length;
  if (length < NICKNAME_LENGTH_MIN || length > NICKNAME_LENGTH_MAX || !NICKNAME_PATTERN.test(nickname)) {
    return invalid(
      'nickname',
      `nickname must be ${NICKNAME_LENGTH_MIN} to ${NICKNAME_LENGTH_MAX} letters, digits, dots, hyphens or underscores`,
    );
  }
  return success(nickname);
}

/** A real date in YYYY-MM-DD on which the player is 18 or older in their country's calendar. */
export function checkBirthDate(field: string, raw: string, country: CountryConfig, now: Date): Result<CalendarDate> {
  const birthDate = parseBirthDate(raw.trim());
  if (!birthDate) return invalid(field, `${field} must be a date in the form YYYY-MM-DD`);
  if (!isAdult(birthDate, calendarDateIn(country.timeZone, now))) {
    return failure('UNDERAGE', 'players must be at least 18 years old', { field });
  }
  return success(birthDate);
}

/**
 * A national id valid for the country and, when the id encodes a birth date, naming the same
 * birth date as the player gave. Undefined input is fine only where the country needs no id.
 */
export function checkNationalId(
  raw: string | undefined,
  country: CountryConfig,
  birthDate: CalendarDate | undefined,
  now: Date,
): Result<string | null> {
  const given = raw?.trim() ?? '';
  if (given === '') {
    return country.requiresNationalId
      ? failure('NATIONAL_ID_REQUIRED', `a national id is required in ${country.name}`, { field: 'nationalId' })
      : success(null);
  }
  const reading = readNationalId(country.code, given, calendarDateIn(country.timeZone, now));
  if (!reading.ok) {
    return failure('NATIONAL_ID_INVALID', `this is not a valid national id for ${country.name}`, {
      field: 'nationalId',
      details: { reason: reading.reason },
    });
  }
  const encoded = reading.value.birthDate;
  if (encoded && birthDate && !birthDatesEqual(encoded, birthDate)) {
    return failure('NATIONAL_ID_INVALID', 'the national id names a different birth date', {
      field: 'nationalId',
      details: { reason: 'birth_date_mismatch' },
    });
  }
  return success(reading.value.normalized);
}

export type PersonalDetailsInput = {
  firstName: string;
  lastName: string;
  birthDate: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  gender?: string | undefined;
  nationalId?: string | undefined;
};

export type PersonalDetails = {
  firstName: string;
  lastName: string;
  birthDate: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  gender: Gender | null;
  nationalId: string | null;
};

/**
 * The players-table columns that hold the personal details, for the player's own step 2 and for
 * accounts an operator creates (which may leave some details empty).
 */
export function personalDetailColumns(details: { [Field in keyof PersonalDetails]: PersonalDetails[Field] | null }) {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    birth_date: details.birthDate,
    street: details.street,
    city: details.city,
    zip: details.zip,
    phone: details.phone,
    gender: details.gender,
    national_id: details.nationalId,
  };
}

/** Registration step 2's details, each checked and normalised; the first problem wins. */
export function checkPersonalDetails(
  input: PersonalDetailsInput,
  country: CountryConfig,
  now: Date,
): Result<PersonalDetails> {
  const firstName = checkName('firstName', input.firstName);
  if (!firstName.ok) return firstName;
  const lastName = checkName('lastName', input.lastName);
  if (!lastName.ok) return lastName;
  const birthDate = checkBirthDate('birthDate', input.birthDate, country, now);
  if (!birthDate.ok) return birthDate;
  const street = checkStreet(input.street);
  if (!street.ok) return street;
  const city = checkCity(input.city);
  if (!city.ok) return city;
  const zip = checkZip('zip', input.zip);
  if (!zip.ok) return zip;
  const phone = checkPhone(input.phone);
  if (!phone.ok) return phone;
  const gender = input.gender === undefined ? success(null) : checkGender('gender', input.gender);
  if (!gender.ok) return gender;
  const nationalId = checkNationalId(input.nationalId, country, birthDate.value, now);
  if (!nationalId.ok) return nationalId;
  return success({
    firstName: firstName.value,
    lastName: lastName.value,
    birthDate: formatCalendarDate(birthDate.value),
    street: street.value,
    city: city.value,
    zip: zip.value,
    phone: phone.value,
    gender: gender.value,
    nationalId: nationalId.value,
  });
}
