import { describe, expect, it } from 'vitest';
import { ENGINES, engineFor } from './index';
import { MATHS, TABLE_MATHS } from './maths';
import { checkRtp } from './testing';

/**
 * Table games' simulated RTP against the theoretical figure, 200 000 rounds each with a seeded Rng,
 * accepted within 4 standard errors (see `checkRtp`). Slots are checked in their own test files,
 * video poker in video-poker.test.ts (it needs its optimal-hold tables).
 */
describe('table RTP by simulation', () => {
  for (const maths of TABLE_MATHS) {
    if (maths.kind === 'video-poker') continue;
    it(`${maths.id}: simulated RTP within 4 standard errors`, () => {
      const check = checkRtp(maths, 200_000);
      expect(Math.abs(check.z), JSON.stringify(check)).toBeLessThan(4);
    }, 60_000);
  }
});

describe('maths catalogue', () => {
  it('has unique ids, three volatilities per slot kind and a maths for every table engine', () => {
    expect(new Set(MATHS.map((maths) => maths.id)).size).toBe(MATHS.length);
    for (const kind of ['paylines', 'ways', 'classic'] as const) {
      const volatilities = MATHS.filter((maths) => maths.kind === kind).map((maths) => maths.volatility);
      expect(volatilities.sort()).toEqual(['high', 'low', 'medium']);
    }
    for (const kind of ['roulette', 'blackjack', 'video-poker', 'baccarat'] as const) {
      expect(MATHS.some((maths) => maths.kind === kind)).toBe(true);
    }
  });

  it('publishes a JSON-safe rules object, stake steps and an RTP below 1 for every maths', () => {
    for (const maths of MATHS) {
      const engine = engineFor(maths.kind);
      expect(engine).toBe(ENGINES[maths.kind]);
      const rtp = engine.theoreticalRtp(maths.config);
      // A config read back from JSON (as a server may store it) gives the same figure.
      expect(engine.theoreticalRtp(JSON.parse(JSON.stringify(maths.config)))).toBe(rtp);
      expect(rtp, maths.id).toBeGreaterThan(0.94);
      expect(rtp, maths.id).toBeLessThan(1);
      const rules = engine.rules(maths.config);
      expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
      const steps = engine.stakeSteps(maths.config, 10, 10_000);
      expect(steps.length, maths.id).toBeGreaterThan(0);
      expect(steps.every((stake) => Number.isInteger(stake) && stake >= 10 && stake <= 10_000)).toBe(true);
    }
  });
});
