import { type CalendarDate, isValidCalendarDate } from './birth-date';

/** A national id that passed its country's format and checksum, with the birth date it encodes. */
export type NationalIdReading = { normalized: string; birthDate: CalendarDate | undefined };
export type NationalIdRejection = 'format' | 'checksum' | 'date';
export type NationalIdCheck = { ok: true; value: NationalIdReading } | { ok: false; reason: NationalIdRejection };

type Validator = (compact: string, today: CalendarDate) => NationalIdCheck;

/**
 * Format and checksum rules of the national ids this platform checks. Each reads the birth date
 * the id encodes, so registration can insist that it matches the one the player gave.
 *   FI henkilötunnus  DDMMYYCNNNT: century sign, check character = DDMMYYNNN mod 31.
 *   SE personnummer   [YY]YYMMDD-NNNC: Luhn over the ten last digits; day + 60 is a
 *                     samordningsnummer; '+' marks someone aged 100 or more.
 *   NO fødselsnummer  DDMMYYIIIKK: two mod-11 check digits; day + 40 is a D-number, month + 40 an
 *                     H-number; the century follows from the individual number.
 *   DK CPR            DDMMYY-SSSS: no checksum (Denmark dropped modulus 11 in 2007), so only the
 *                     date and the century rule of the seventh digit are checked.
 *   EE isikukood      GYYMMDDSSSC: G gives sex and century; two-round mod-11 check digit.
 *   ES DNI / NIE      8 digits or X/Y/Z + 7 digits, then a letter = number mod 23.
 * Any other country: 5 to 32 letters, digits, spaces or hyphens, stored as given.
 */
const VALIDATORS: Record<string, Validator> = {
  FI: validateFinnish,
  SE: validateSwedish,
  NO: validateNorwegian,
  DK: validateDanish,
  EE: validateEstonian,
  ES: validateSpanish,
};

export function hasNationalIdRules(countryCode: string): boolean {
  return countryCode in VALIDATORS;
}

/** Checks a national id for a country; `today` settles the century of short Swedish numbers. */
export function readNationalId(countryCode: string, raw: string, today: CalendarDate): NationalIdCheck {
  const compact = raw.trim().toUpperCase();
  const validator = VALIDATORS[countryCode];
  if (validator) return validator(compact.replaceAll(' ', ''), today);
  return /^[A-Z0-9][A-Z0-9 -]{3,30}[A-Z0-9]$/.test(compact)
    ? accepted(compact, undefined)
    : { ok: false, reason: 'format' };
}

export function birthDatesEqual(left: CalendarDate, right: CalendarDate): boolean {
  return left.year === right.year && left.month === right.month && left.day === right.day;
}

/** Shows the last four characters only; the rest would identify the player. */
export function maskNationalId(normalized: string): string {
  const visible = 4;
  if (normalized.length <= visible) return '*'.repeat(normalized.length);
  return '*'.repeat(normalized.length - visible) + normalized.slice(-visible);
}

function accepted(normalized: string, birthDate: CalendarDate | undefined): NationalIdCheck {
  return { ok: true, value: { normalized, birthDate } };
}

function dated(year: number, month: number, day: number): CalendarDate | undefined {
  return isValidCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

function weightedSum(digits: number[], weights: number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);
}

const FI_PATTERN = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;
const FI_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

function finnishCentury(sign: string): number {
  if (sign === '+') return 1800;
  return 'ABCDEF'.includes(sign) ? 2000 : 1900;
}

function validateFinnish(compact: string): NationalIdCheck {
  const match = FI_PATTERN.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const [, day = '', month = '', year = '', sign = '', individual = '', check = ''] = match;
  if (Number(individual) < 2) return { ok: false, reason: 'format' };
  const birthDate = dated(finnishCentury(sign) + Number(year), Number(month), Number(day));
  if (!birthDate) return { ok: false, reason: 'date' };
  const expected = FI_CHECK_CHARACTERS[Number(day + month + year + individual) % 31];
  return expected === check ? accepted(compact, birthDate) : { ok: false, reason: 'checksum' };
}

const SE_PATTERN = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;
const SE_COORDINATION_DAY_OFFSET = 60;

function luhnValid(digits: number[]): boolean {
  const sum = digits.reduce((total, digit, index) => {
    const product = index % 2 === 0 ? digit * 2 : digit;
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return sum % 10 === 0;
}

function validateSwedish(compact: string, today: CalendarDate): NationalIdCheck {
  const match = SE_PATTERN.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const [, century, year = '', month = '', dayField = '', separator = '', serial = '', check = ''] = match;
  if (century !== undefined && separator === '+') return { ok: false, reason: 'format' };
  const rawDay = Number(dayField);
  const day = rawDay > SE_COORDINATION_DAY_OFFSET ? rawDay - SE_COORDINATION_DAY_OFFSET : rawDay;
  const fullYear =
    century !== undefined
      ? Number(century + year)
      : swedishYear(Number(year), Number(month), day, separator === '+', today);
  const birthDate = dated(fullYear, Number(month), day);
  if (!birthDate) return { ok: false, reason: 'date' };
  if (!luhnValid(digitsOf(year + month + dayField + serial + check))) return { ok: false, reason: 'checksum' };
  return accepted(`${fullYear}${month}${dayField}-${serial}${check}`, birthDate);
}

/** A ten-digit number means the most recent such year not in the future; '+' a century before. */
function swedishYear(shortYear: number, month: number, day: number, centenarian: boolean, today: CalendarDate) {
  let year = Math.floor(today.year / 100) * 100 + shortYear;
  const afterToday =
    year > today.year || (year === today.year && (month > today.month || (month === today.month && day > today.day)));
  if (afterToday) year -= 100;
  return centenarian ? year - 100 : year;
}

const NO_FIRST_CHECK_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_SECOND_CHECK_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const NO_OFFSET = 40;

function modulus11CheckDigit(digits: number[], weights: number[]): number | undefined {
  const remainder = 11 - (weightedSum(digits, weights) % 11);
  if (remainder === 11) return 0;
  return remainder === 10 ? undefined : remainder;
}

function norwegianCentury(individual: number, shortYear: number): number | undefined {
  if (individual <= 499) return 1900;
  if (individual <= 749 && shortYear >= 54) return 1800;
  if (shortYear <= 39) return 2000;
  if (individual >= 900) return 1900;
  return undefined;
}

function validateNorwegian(compact: string): NationalIdCheck {
  if (!/^\d{11}$/.test(compact)) return { ok: false, reason: 'format' };
  const digits = digitsOf(compact);
  const first = modulus11CheckDigit(digits, NO_FIRST_CHECK_WEIGHTS);
  const second = modulus11CheckDigit(digits, NO_SECOND_CHECK_WEIGHTS);
  if (first === undefined || second === undefined || first !== digits[9] || second !== digits[10]) {
    return { ok: false, reason: 'checksum' };
  }
  const dayField = Number(compact.slice(0, 2));
  const monthField = Number(compact.slice(2, 4));
  const shortYear = Number(compact.slice(4, 6));
  const century = norwegianCentury(Number(compact.slice(6, 9)), shortYear);
  if (century === undefined) return { ok: false, reason: 'date' };
  const day = dayField > NO_OFFSET ? dayField - NO_OFFSET : dayField;
  const month = monthField > NO_OFFSET ? monthField - NO_OFFSET : monthField;
  const birthDate = dated(century + shortYear, month, day);
  return birthDate ? accepted(compact, birthDate) : { ok: false, reason: 'date' };
}

function danishCentury(seventhDigit: number, shortYear: number): number {
  if (seventhDigit <= 3) return 1900;
  if (seventhDigit === 4 || seventhDigit === 9) return shortYear <= 36 ? 2000 : 1900;
  return shortYear <= 57 ? 2000 : 1800;
}

function validateDanish(compact: string): NationalIdCheck {
  const match = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const [, day = '', month = '', year = '', serial = ''] = match;
  const century = danishCentury(Number(serial[0]), Number(year));
  const birthDate = dated(century + Number(year), Number(month), Number(day));
  return birthDate ? accepted(`${day}${month}${year}-${serial}`, birthDate) : { ok: false, reason: 'date' };
}

const EE_FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const EE_SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

function estonianCheckDigit(digits: number[]): number {
  const first = weightedSum(digits, EE_FIRST_WEIGHTS) % 11;
  if (first < 10) return first;
  const second = weightedSum(digits, EE_SECOND_WEIGHTS) % 11;
  return second < 10 ? second : 0;
}

function validateEstonian(compact: string): NationalIdCheck {
  if (!/^[1-6]\d{10}$/.test(compact)) return { ok: false, reason: 'format' };
  const digits = digitsOf(compact);
  const century = 1800 + Math.floor(((digits[0] ?? 1) - 1) / 2) * 100;
  const birthDate = dated(
    century + Number(compact.slice(1, 3)),
    Number(compact.slice(3, 5)),
    Number(compact.slice(5, 7)),
  );
  if (!birthDate) return { ok: false, reason: 'date' };
  return estonianCheckDigit(digits) === digits[10] ? accepted(compact, birthDate) : { ok: false, reason: 'checksum' };
}

const ES_CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const ES_NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };

function validateSpanish(compact: string): NationalIdCheck {
  const dni = /^(\d{8})-?([A-Z])$/.exec(compact);
  const nie = /^([XYZ])-?(\d{7})-?([A-Z])$/.exec(compact);
  let number: string;
  let letter: string;
  let normalizedPrefix: string;
  if (dni) {
    [number, letter, normalizedPrefix] = [dni[1] ?? '', dni[2] ?? '', dni[1] ?? ''];
  } else if (nie) {
    const prefix = nie[1] ?? 'X';
    [number, letter, normalizedPrefix] = [(ES_NIE_PREFIX_DIGIT[prefix] ?? '0') + nie[2], nie[3] ?? '', prefix + nie[2]];
  } else {
    return { ok: false, reason: 'format' };
  }
  return ES_CHECK_LETTERS[Number(number) % 23] === letter
    ? accepted(normalizedPrefix + letter, undefined)
    : { ok: false, reason: 'checksum' };
}
