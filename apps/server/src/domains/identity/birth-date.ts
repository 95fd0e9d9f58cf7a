/** A date on the calendar, without a time or a zone. */
export type CalendarDate = { year: number; month: number; day: number };

/** Players must be at least this old, on the calendar of their country. */
export const ADULT_AGE_YEARS = 18;
const EARLIEST_BIRTH_YEAR = 1900;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a strict YYYY-MM-DD date that exists on the calendar; undefined otherwise. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

/** A birth date a person could plausibly have: a real date, not before 1900. */
export function parseBirthDate(text: string): CalendarDate | undefined {
  const date = parseCalendarDate(text);
  return date && date.year >= EARLIEST_BIRTH_YEAR ? date : undefined;
}

export function formatCalendarDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The date it is at `moment` in an IANA time zone. */
export function calendarDateIn(timeZone: string, moment: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Completed years between two dates. Someone born on 29 February has their birthday on 1 March
 * in common years: the later of the two readings, so no one is counted adult a day early.
 */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const birthdayReached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return birthdayReached ? years : years - 1;
}

export function isAdult(birth: CalendarDate, today: CalendarDate): boolean {
  return ageInYears(birth, today) >= ADULT_AGE_YEARS;
}
