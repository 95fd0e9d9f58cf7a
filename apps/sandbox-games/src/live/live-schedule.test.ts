import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleMs, liveRoundId, positionAt } from './live-schedule';

const schedule = { bettingMs: 15_000, playingMs: 8_000, resultMs: 5_000 };

describe('live schedule', () => {
  it('walks a round through betting, playing and result on the clock', () => {
    const start = 1_000 * cycleMs(schedule);
    expect(positionAt(start, schedule, 0)).toEqual({
      roundNumber: 1_000,
      phase: 'betting',
      phaseEndsAtMs: start + 15_000,
      bettingClosesAtMs: start + 15_000,
    });
    expect(positionAt(start + 14_999, schedule, 0).phase).toBe('betting');
    expect(positionAt(start + 15_000, schedule, 0)).toMatchObject({ phase: 'playing', phaseEndsAtMs: start + 23_000 });
    expect(positionAt(start + 23_000, schedule, 0)).toMatchObject({ phase: 'result', phaseEndsAtMs: start + 28_000 });
    expect(positionAt(start + 28_000, schedule, 0)).toMatchObject({ roundNumber: 1_001, phase: 'betting' });
  });

  it('shifts a table by its offset', () => {
    const start = 500 * cycleMs(schedule) + 4_000;
    expect(positionAt(start, schedule, 4_000)).toMatchObject({ roundNumber: 500, phase: 'betting' });
    expect(positionAt(start - 1, schedule, 4_000)).toMatchObject({ roundNumber: 499, phase: 'result' });
  });

  it('always answers a phase that has not ended yet, inside the current round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 27_999 }),
        (now, offset) => {
          const position = positionAt(now, schedule, offset);
          expect(position.phaseEndsAtMs).toBeGreaterThan(now);
          expect(position.phaseEndsAtMs - now).toBeLessThanOrEqual(15_000);
          expect(positionAt(position.phaseEndsAtMs - 1, schedule, offset)).toEqual(position);
        },
      ),
    );
  });

  it('names rounds by table and number', () => {
    expect(liveRoundId('roulette-1', 42)).toBe('roulette-1-42');
  });
});
