import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  firstExceededLimit,
  LIMIT_LOOSENING_DELAY_MS,
  limitAt,
  type StoredLimit,
  windowStarts,
} from './deposit-limit-rules';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const later = (milliseconds: number) => new Date(NOW.getTime() + milliseconds);
/** The limit in force as a number, no limit being infinitely loose. */
const looseness = (stored: StoredLimit | null, at: Date) => limitAt(stored, at)?.valueMinor ?? Number.POSITIVE_INFINITY;

describe('changing a deposit limit', () => {
  it('applies a first limit at once', () => {
    expect(changeLimit(null, 10_000, NOW)).toEqual({ valueMinor: 10_000, pending: null });
  });

  it('applies a decrease at once and drops a waiting increase', () => {
    const waiting: StoredLimit = { valueMinor: 10_000, pending: { valueMinor: 50_000, effectiveAt: later(HOUR) } };
    expect(changeLimit(waiting, 5_000, NOW)).toEqual({ valueMinor: 5_000, pending: null });
  });

  it('keeps an increase waiting for 24 hours, then applies it', () => {
    const changed = changeLimit({ valueMinor: 10_000, pending: null }, 20_000, NOW);
    expect(changed).toEqual({ valueMinor: 10_000, pending: { valueMinor: 20_000, effectiveAt: later(24 * HOUR) } });
    expect(limitAt(changed, later(24 * HOUR - 1))?.valueMinor).toBe(10_000);
    expect(limitAt(changed, later(24 * HOUR))).toEqual({ valueMinor: 20_000, pending: null });
  });

  it('keeps a removal waiting for 24 hours, then the limit is gone', () => {
    const changed = changeLimit({ valueMinor: 10_000, pending: null }, null, NOW);
    expect(changed?.pending).toEqual({ valueMinor: null, effectiveAt: later(24 * HOUR) });
    expect(limitAt(changed, later(23 * HOUR))?.valueMinor).toBe(10_000);
    expect(limitAt(changed, later(24 * HOUR))).toBeNull();
  });

  it('does not restart the wait when the same increase is asked again', () => {
    const first = changeLimit({ valueMinor: 10_000, pending: null }, 20_000, NOW);
    const again = changeLimit(first, 20_000, later(5 * HOUR));
    expect(again?.pending?.effectiveAt).toEqual(later(24 * HOUR));
  });

  it('restarts the wait for a different increase', () => {
    const first = changeLimit({ valueMinor: 10_000, pending: null }, 20_000, NOW);
    const other = changeLimit(first, 30_000, later(5 * HOUR));
    expect(other?.pending).toEqual({ valueMinor: 30_000, effectiveAt: later(29 * HOUR) });
  });

  it('removing when there is no limit leaves no limit', () => {
    expect(changeLimit(null, null, NOW)).toBeNull();
  });

  /** Only states the rules can produce: a waiting change loosens, and comes at most 24 hours on. */
  const storedLimit = fc.option(
    fc
      .record({
        valueMinor: fc.integer({ min: 1, max: 10_000_000 }),
        loosening: fc.option(fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }), { nil: undefined }),
        hoursToGo: fc.integer({ min: -48, max: 24 }),
      })
      .map(
        ({ valueMinor, loosening, hoursToGo }): StoredLimit => ({
          valueMinor,
          pending:
            loosening === undefined
              ? null
              : {
                  valueMinor: loosening === null ? null : valueMinor + loosening,
                  effectiveAt: later(hoursToGo * HOUR),
                },
        }),
      ),
    { nil: null },
  );
  const requested = fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null });

  it('never loosens the limit in force within 24 hours of a request (property)', () => {
    fc.assert(
      fc.property(
        storedLimit,
        requested,
        fc.integer({ min: 0, max: LIMIT_LOOSENING_DELAY_MS - 1 }),
        (stored, wish, wait) => {
          const changed = changeLimit(stored, wish, NOW);
          expect(looseness(changed, later(wait))).toBeLessThanOrEqual(looseness(stored, later(wait)));
        },
      ),
    );
  });

  it('has the requested limit in force 24 hours after the request (property)', () => {
    fc.assert(
      fc.property(storedLimit, requested, (stored, wish) => {
        const changed = changeLimit(stored, wish, NOW);
        expect(limitAt(changed, later(LIMIT_LOOSENING_DELAY_MS))?.valueMinor ?? null).toBe(wish);
      }),
    );
  });

  it('puts a tightening in force at once (property)', () => {
    fc.assert(
      fc.property(storedLimit, fc.integer({ min: 1, max: 10_000_000 }), (stored, wish) => {
        fc.pre(wish <= looseness(stored, NOW));
        expect(limitAt(changeLimit(stored, wish, NOW), NOW)?.valueMinor).toBe(wish);
      }),
    );
  });
});

describe('checking a deposit against the limits', () => {
  const none = { daily: 0, weekly: 0, monthly: 0 };

  it('allows a deposit up to the limit and refuses one minor unit more', () => {
    expect(firstExceededLimit({ daily: 10_000 }, { ...none, daily: 4_000 }, 6_000, 0)).toBeNull();
    expect(firstExceededLimit({ daily: 10_000 }, { ...none, daily: 4_000 }, 6_001, 0)).toEqual({
      period: 'daily',
      limitMinor: 10_000,
      usedMinor: 4_000,
    });
  });

  it('counts authorised deposits that are not yet posted', () => {
    expect(firstExceededLimit({ weekly: 10_000 }, { ...none, weekly: 4_000 }, 1_000, 5_500)).toEqual({
      period: 'weekly',
      limitMinor: 10_000,
      usedMinor: 9_500,
    });
  });

  it('names the shortest period that is broken first', () => {
    const limits = { daily: 5_000, weekly: 6_000, monthly: 7_000 };
    expect(firstExceededLimit(limits, { daily: 0, weekly: 5_500, monthly: 6_500 }, 1_000, 0)?.period).toBe('weekly');
    expect(firstExceededLimit(limits, { daily: 4_500, weekly: 5_500, monthly: 6_500 }, 1_000, 0)?.period).toBe('daily');
  });

  it('has no limit without limits', () => {
    expect(firstExceededLimit({}, { daily: 1e12, weekly: 1e12, monthly: 1e12 }, 1e12, 1e12)).toBeNull();
  });

  it('refuses exactly when some period would go over its limit (property)', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    const limit = fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ daily: limit, weekly: limit, monthly: limit }),
        fc.record({ daily: amount, weekly: amount, monthly: amount }),
        amount,
        amount,
        (limits, deposited, deposit, pending) => {
          const result = firstExceededLimit(limits, deposited, deposit, pending);
          const broken = (['daily', 'weekly', 'monthly'] as const).filter((period) => {
            const value = limits[period];
            return value !== undefined && deposited[period] + pending + deposit > value;
          });
          expect(result?.period ?? null).toBe(broken[0] ?? null);
          if (result) expect(result.usedMinor).toBe(deposited[result.period] + pending);
        },
      ),
    );
  });

  it('counts rolling windows of 24 hours, 7 days and 30 days', () => {
    expect(windowStarts(NOW)).toEqual({
      daily: new Date('2026-02-28T12:00:00.000Z'),
      weekly: new Date('2026-02-22T12:00:00.000Z'),
      monthly: new Date('2026-01-30T12:00:00.000Z'),
    });
  });
});
