/*
 * National identity numbers a bank returns in pay-and-play. Finnish (henkilötunnus), Swedish
 * (personnummer) and Norwegian (fødselsnummer) numbers are generated and checked by their real
 * rules, so the platform can validate them as it would a real bank's answer; Danish numbers follow
 * the CPR layout (Denmark dropped the mod-11 check in 2007). Other countries get a plausible id.
 */

/** A calendar date without a time zone. */
export type BirthDate = { year: number; month: number; day: number };

export const FINNISH_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function isCalendarDate({ year, month, day }: BirthDate): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** YYYY-MM-DD. */
export function formatBirthDate({ year, month, day }: BirthDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function parseBirthDate(text: string): BirthDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(date) ? date : undefined;
}

// --- Finland -------------------------------------------------------------------------------

/** The check character of DDMMYY + the individual number, taken modulo 31. */
export function finnishCheckCharacter(dateDigits: string, individualNumber: string): string {
  return FINNISH_CHECK_CHARACTERS[Number(`${dateDigits}${individualNumber}`) % 31] as string;
}

/** `individual` is 2–899 (900–999 are reserved for temporary numbers); odd for men, even for women. */
export function finnishNationalId(birth: BirthDate, individual: number): string {
  const century = birth.year < 1900 ? '+' : birth.year < 2000 ? '-' : 'A';
  const dateDigits = `${pad(birth.day, 2)}${pad(birth.month, 2)}${pad(birth.year % 100, 2)}`;
  const individualNumber = pad(individual, 3);
  return `${dateDigits}${century}${individualNumber}${finnishCheckCharacter(dateDigits, individualNumber)}`;
}

const FINNISH_CENTURIES: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

export function isValidFinnishNationalId(text: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(text);
  if (!match) return false;
  const [, day, month, year, sign, individual, check] = match as unknown as string[];
  const century = FINNISH_CENTURIES[sign as string];
  if (century === undefined) return false;
  const birth = { year: century + Number(year), month: Number(month), day: Number(day) };
  if (!isCalendarDate(birth) || Number(individual) < 2) return false;
  return finnishCheckCharacter(`${day}${month}${year}`, individual as string) === check;
}

// --- Sweden --------------------------------------------------------------------------------

/** The Luhn check digit of a digit string (weights 2, 1, 2, ... from the left, as personnummer uses). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Twelve digits YYYYMMDDNNNC, as Swedish banks (BankID) return it; `serial` is 0–999. */
export function swedishNationalId(birth: BirthDate, serial: number): string {
  const shortDate = `${pad(birth.year % 100, 2)}${pad(birth.month, 2)}${pad(birth.day, 2)}`;
  const body = `${shortDate}${pad(serial, 3)}`;
  return `${pad(birth.year, 4)}${pad(birth.month, 2)}${pad(birth.day, 2)}${pad(serial, 3)}${luhnCheckDigit(body)}`;
}

/** YYYYMMDDNNNC or YYMMDD-NNNC (with or without the separator). */
export function isValidSwedishNationalId(text: string): boolean {
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{3})(\d)$/.exec(text);
  if (!match) return false;
  const [, centuryDigits, year, month, day, serial, check] = match as unknown as string[];
  // Without the century the year is only checked as some 19xx or 20xx date.
  const fullYear = centuryDigits ? Number(`${centuryDigits}${year}`) : 2000 + Number(year);
  const birth = { year: fullYear, month: Number(month), day: Number(day) };
  if (!isCalendarDate(birth) && !(centuryDigits === undefined && isCalendarDate({ ...birth, year: fullYear - 100 })))
    return false;
  return luhnCheckDigit(`${year}${month}${day}${serial}`) === Number(check);
}

// --- Norway --------------------------------------------------------------------------------

const NORWEGIAN_FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NORWEGIAN_SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function modulo11Digit(digits: string, weights: number[]): number | undefined {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) sum += Number(digits[index]) * (weights[index] as number);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? undefined : digit;
}

/**
 * DDMMYY + three individual digits + two mod-11 check digits. Some individual numbers give no valid
 * check digit; the next one is tried. Individual numbers 000–499 are for 1900–1999, 500–999 for 2000–2039.
 */
export function norwegianNationalId(birth: BirthDate, individualSeed: number): string {
  const base = birth.year >= 2000 ? 500 : 0;
  const dateDigits = `${pad(birth.day, 2)}${pad(birth.month, 2)}${pad(birth.year % 100, 2)}`;
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const individual = base + ((individualSeed + attempt) % 500);
    const body = `${dateDigits}${pad(individual, 3)}`;
    const first = modulo11Digit(body, NORWEGIAN_FIRST_WEIGHTS);
    if (first === undefined) continue;
    const second = modulo11Digit(`${body}${first}`, NORWEGIAN_SECOND_WEIGHTS);
    if (second === undefined) continue;
    return `${body}${first}${second}`;
  }
  // Every date has individual numbers with valid check digits, so the loop always returns.
  throw new Error(`no Norwegian national id for ${formatBirthDate(birth)}`);
}

export function isValidNorwegianNationalId(text: string): boolean {
  if (!/^\d{11}$/.test(text)) return false;
  const birth = {
    day: Number(text.slice(0, 2)),
    month: Number(text.slice(2, 4)),
    year: 1900 + Number(text.slice(4, 6)),
  };
  if (!isCalendarDate(birth) && !isCalendarDate({ ...birth, year: birth.year + 100 })) return false;
  const first = modulo11Digit(text, NORWEGIAN_FIRST_WEIGHTS);
  const second = modulo11Digit(text, NORWEGIAN_SECOND_WEIGHTS);
  return first === Number(text[9]) && second === Number(text[10]);
}

// --- Denmark and the rest ------------------------------------------------------------------

export function danishNationalId(birth: BirthDate, serial: number): string {
  return `${pad(birth.day, 2)}${pad(birth.month, 2)}${pad(birth.year % 100, 2)}-${pad(serial % 10_000, 4)}`;
}

/** Whether `text` is a valid national id for `country` where we know the rule; else a plain shape check. */
export function isValidNationalId(country: string, text: string): boolean {
  switch (country) {
    case 'FI':
      return isValidFinnishNationalId(text);
    case 'SE':
      return isValidSwedishNationalId(text);
    case 'NO':
      return isValidNorwegianNationalId(text);
    case 'DK':
      return /^\d{6}-?\d{4}$/.test(text);
    default:
      return /^[A-Za-z0-9][A-Za-z0-9 .\-/]{3,30}$/.test(text);
  }
}

/** A national id for a person born on `birth` in `country`; `seed` picks the individual part. */
export function generateNationalId(country: string, birth: BirthDate, seed: number): string {
  switch (country) {
    case 'FI':
      return finnishNationalId(birth, 2 + (seed % 898));
    case 'SE':
      return swedishNationalId(birth, seed % 1000);
    case 'NO':
      return norwegianNationalId(birth, seed);
    case 'DK':
      return danishNationalId(birth, seed);
    default: {
      const digits = pad(seed % 1_000_000_000, 9);
      return `${country}${formatBirthDate(birth).replaceAll('-', '')}${digits.slice(0, 4)}`;
    }
  }
}
