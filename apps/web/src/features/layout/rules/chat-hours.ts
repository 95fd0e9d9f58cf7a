import { CHAT_TIME_ZONE } from '../layout-constants';

const MINUTES_PER_DAY = 24 * 60;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})$/;

/** '10:00' as minutes after midnight; '24:00' is the end of the day; anything else is null. */
export function minutesOfClockTime(value: string): number | null {
  const match = CLOCK_TIME.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight of an instant on the wall clock of a time zone (daylight saving included). */
export function minutesInTimeZone(now: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * Whether the support chat is open at an instant: start and end are wall-clock times in CET/CEST
 * (the translations' sideMenuComp.chatStart and chatEnd); the end is exclusive and a window may
 * run past midnight (22:00–02:00). Missing, malformed or equal times mean the chat is closed.
 */
export function isChatOpen(now: Date, start: string, end: string, timeZone: string = CHAT_TIME_ZONE): boolean {
  const startMinute = minutesOfClockTime(start);
  const endMinute = minutesOfClockTime(end);
  if (startMinute === null || endMinute === null || startMinute === endMinute) return false;
  const minute = minutesInTimeZone(now, timeZone) % MINUTES_PER_DAY;
  if (startMinute < endMinute) return minute >= startMinute && minute < endMinute;
  return minute >= startMinute || minute < endMinute;
}
