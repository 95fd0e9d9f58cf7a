import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChatOpen, minutesOfClockTime } from './chat-hours';

const at = (iso: string) => new Date(iso);

describe('support chat operating hours in CET (spec 2.7)', () => {
  it('is open from the start time up to, not including, the end time in winter time (UTC+1)', () => {
    expect(isChatOpen(at('2026-01-15T08:59:00Z'), '10:00', '22:00')).toBe(false); // 09:59 CET
    expect(isChatOpen(at('2026-01-15T09:00:00Z'), '10:00', '22:00')).toBe(true); // 10:00 CET
    expect(isChatOpen(at('2026-01-15T20:59:00Z'), '10:00', '22:00')).toBe(true); // 21:59 CET
    expect(isChatOpen(at('2026-01-15T21:00:00Z'), '10:00', '22:00')).toBe(false); // 22:00 CET
  });

  it('follows summer time (UTC+2): the same UTC instant is an hour later on the Paris clock', () => {
    // 08:30 UTC is 09:30 in January (closed) but 10:30 in July (open).
    expect(isChatOpen(at('2026-01-15T08:30:00Z'), '10:00', '22:00')).toBe(false);
    expect(isChatOpen(at('2026-07-15T08:30:00Z'), '10:00', '22:00')).toBe(true);
    expect(isChatOpen(at('2026-07-15T19:59:00Z'), '10:00', '22:00')).toBe(true); // 21:59 CEST
    expect(isChatOpen(at('2026-07-15T20:00:00Z'), '10:00', '22:00')).toBe(false); // 22:00 CEST
  });

  it('switches on the day the clocks go forward (29 March 2026, 02:00 CET becomes 03:00 CEST)', () => {
    expect(isChatOpen(at('2026-03-29T08:30:00Z'), '10:00', '22:00')).toBe(true); // 10:30 CEST
    expect(isChatOpen(at('2026-03-28T08:30:00Z'), '10:00', '22:00')).toBe(false); // 09:30 CET
  });

  it('handles a window that runs past midnight', () => {
    expect(isChatOpen(at('2026-01-15T23:30:00Z'), '22:00', '02:00')).toBe(true); // 00:30 CET
    expect(isChatOpen(at('2026-01-15T12:00:00Z'), '22:00', '02:00')).toBe(false);
  });

  it('is closed when the hours are missing, malformed or empty', () => {
    const noon = at('2026-01-15T11:00:00Z');
    expect(isChatOpen(noon, '', '22:00')).toBe(false);
    expect(isChatOpen(noon, '10:00', 'late')).toBe(false);
    expect(isChatOpen(noon, '10:00', '10:00')).toBe(false);
    expect(minutesOfClockTime('25:00')).toBeNull();
    expect(minutesOfClockTime('24:00')).toBe(24 * 60);
  });

  it('is open all day from 00:00 to 24:00', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (now) => {
        expect(isChatOpen(now, '00:00', '24:00')).toBe(true);
      }),
    );
  });

  it('an overnight window is exactly the complement of the day window with the same times', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        clock,
        clock,
        (now, start, end) => {
          fc.pre(start !== end);
          expect(isChatOpen(now, start, end)).toBe(!isChatOpen(now, end, start));
        },
      ),
    );
  });
});
