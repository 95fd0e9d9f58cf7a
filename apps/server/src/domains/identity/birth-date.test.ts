import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, calendarDateIn, isAdult, parseBirthDate, parseCalendarDate } from './birth-date';

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(`bad test date ${text}`);
  return parsed;
};

describe('parsing dates', () => {
  it('accepts real dates in YYYY-MM-DD only', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const text of [
      '1900-02-29',
      '2001-02-29',
      '2001-04-31',
      '2001-13-01',
      '2001-00-10',
      '2001-1-01',
      '01-01-2001',
      '2001-01-01T00:00',
    ]) {
      expect(parseCalendarDate(text), text).toBeUndefined();
    }
  });

  it('refuses birth dates before 1900', () => {
    expect(parseBirthDate('1899-12-31')).toBeUndefined();
    expect(parseBirthDate('1900-01-01')).toEqual({ year: 1900, month: 1, day: 1 });
  });
});

describe('age', () => {
  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(isAdult(date('2007-06-15'), date('2025-06-14'))).toBe(false);
    expect(isAdult(date('2007-06-15'), date('2025-06-15'))).toBe(true);
  });

  it('has a 29 February child turn 18 on 1 March of a common year', () => {
    expect(isAdult(date('2008-02-29'), date('2026-02-28'))).toBe(false);
    expect(isAdult(date('2008-02-29'), date('2026-03-01'))).toBe(true);
  });

  it('agrees with counting birthdays one by one', () => {
    const days = fc.integer({ min: 0, max: 60_000 });
    fc.assert(
      fc.property(days, days, (birthOffset, lifeLength) => {
        const birth = new Date(Date.UTC(1900, 0, 1) + birthOffset * 86_400_000);
        const today = new Date(birth.getTime() + lifeLength * 86_400_000);
        const birthDate = { year: birth.getUTCFullYear(), month: birth.getUTCMonth() + 1, day: birth.getUTCDate() };
        const todayDate = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
        let birthdays = 0;
        // The n-th birthday is the same month and day n years on, or 1 March when that day does not exist.
        while (true) {
          const year = birthDate.year + birthdays + 1;
          const exists = new Date(Date.UTC(year, birthDate.month - 1, birthDate.day)).getUTCDate() === birthDate.day;
          const birthday = exists ? Date.UTC(year, birthDate.month - 1, birthDate.day) : Date.UTC(year, 2, 1);
          if (birthday > today.getTime()) break;
          birthdays += 1;
        }
        expect(ageInYears(birthDate, todayDate)).toBe(birthdays);
      }),
    );
  });
});

describe('the calendar of a time zone', () => {
  it('is already the next day in Helsinki late in the UTC evening', () => {
    const moment = new Date('2025-06-14T22:30:00Z');
    expect(calendarDateIn('Europe/Helsinki', moment)).toEqual({ year: 2025, month: 6, day: 15 });
    expect(calendarDateIn('America/Vancouver', moment)).toEqual({ year: 2025, month: 6, day: 14 });
  });
});
