/** Players must be 18 (spec: 18+); the platform checks it on the player's country's calendar. */
export const ADULT_AGE_YEARS = 18;
/** The oldest birth year the year list offers. */
export const AGE_YEARS_MAX = 110;

export function birthYearOptions(today: Date): number[] {
  const newest = today.getFullYear() - ADULT_AGE_YEARS;
  return Array.from({ length: AGE_YEARS_MAX - ADULT_AGE_YEARS + 1 }, (_, index) => newest - index);
}

/** YYYY-MM-DD of the three selects, or null when they do not make a real date. */
export function birthDateOf(year: string, month: string, day: string): string | null {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || !y || !m || !d) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Whether someone born on the date is 18 today on the visitor's calendar. Someone born on
 * 29 February turns 18 on 1 March in a common year. The server decides on the country's calendar.
 */
export function isAdult(birthDate: string, today: Date): boolean {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const adultYear = year + ADULT_AGE_YEARS;
  const adultDay = new Date(Date.UTC(adultYear, month - 1, day));
  // Date.UTC rolls 29 February of a common year over to 1 March, which is the rule.
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return adultDay.getTime() <= todayUtc;
}
