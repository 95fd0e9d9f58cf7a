import { describe, expect, it } from 'vitest';
import { isEngineError } from '../engine';
import { checkRtp, scriptedRng } from '../testing';
import { type ClassicConfig, classicEngine, classicMaths, evaluateClassicLine } from './classic';
import { SLOT_MATHS } from './slot-maths';

const maths = (id: string) => SLOT_MATHS.find((each) => each.id === id)?.config as ClassicConfig;
const medium = maths('classic-medium');
const high = maths('classic-high');

describe('evaluateClassicLine', () => {
  it('pays three of a kind and mixed bars', () => {
    expect(evaluateClassicLine(['7', '7', '7'], medium)).toMatchObject({ label: '3 × 7', pay: 100 });
    expect(evaluateClassicLine(['B3', 'B3', 'B3'], medium).pay).toBe(40);
    expect(evaluateClassicLine(['B1', 'B3', 'B2'], medium)).toMatchObject({ label: 'any 3 bars', pay: 5 });
    expect(evaluateClassicLine(['B1', '7', 'B2'], medium).pay).toBe(0);
  });

  it('pays cherries anywhere on the line by count', () => {
    expect(evaluateClassicLine(['-', 'C', '-'], medium).pay).toBe(2);
    expect(evaluateClassicLine(['C', '-', 'C'], medium).pay).toBe(5);
    expect(evaluateClassicLine(['C', 'C', 'C'], medium).pay).toBe(10);
    expect(evaluateClassicLine(['-', '-', '-'], medium)).toEqual({ rule: null, label: '', pay: 0 });
  });

  it('doubles for every wild used, and pays three wilds their own prize', () => {
    expect(evaluateClassicLine(['7', 'W', '7'], high).pay).toBe(400);
    expect(evaluateClassicLine(['W', 'B2', 'W'], high).pay).toBe(30 * 4);
    expect(evaluateClassicLine(['W', 'B1', 'B3'], high)).toMatchObject({ label: 'any 3 bars', pay: 10 });
    expect(evaluateClassicLine(['W', 'W', 'W'], high).pay).toBe(1000);
    // The wild does not count as a cherry.
    expect(evaluateClassicLine(['W', 'C', '-'], high).pay).toBe(2);
  });
});

describe('classicEngine', () => {
  it('accepts any positive whole stake', () => {
    expect(classicEngine.validateBet(medium, 15, undefined)).toEqual({ stake: 15 });
    expect(isEngineError(classicEngine.validateBet(medium, -5, undefined))).toBe(true);
  });

  it('pays the middle row of a 3×3 window', () => {
    const stops = medium.reels.map((strip) => strip.findIndex((_, stop) => strip[(stop + 1) % strip.length] === '7'));
    const step = classicEngine.start(medium, 10, { stake: 10 }, scriptedRng(stops));
    const [spin] = step.view.spins;
    expect(spin?.grid.map((column) => column[1])).toEqual(['7', '7', '7']);
    expect(step.win).toBe(1000);
    expect(spin?.wins).toEqual([
      {
        type: 'rule',
        rule: 'sevens',
        label: '3 × 7',
        win: 1000,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
      },
    ]);
  });

  it('lists rules best first with the exact RTP', () => {
    const rules = classicEngine.rules(high) as { rules: { pay: number }[]; rtp: number; wild: unknown };
    expect(rules.rules.map((rule) => rule.pay)).toEqual([...rules.rules.map((rule) => rule.pay)].sort((a, b) => b - a));
    expect(rules.rtp).toBe(classicMaths(high).rtp);
    expect(rules.wild).toEqual({ symbol: 'W', multiplier: 2, triplePay: 1000 });
  });

  it('orders the volatility labels by the exact standard deviation per spin', () => {
    const sd = (id: string) => Math.sqrt(classicMaths(maths(id)).variance);
    expect(sd('classic-low')).toBeLessThan(sd('classic-medium'));
    expect(sd('classic-medium')).toBeLessThan(sd('classic-high'));
  });
});

describe('classic RTP by simulation', () => {
  // 200 000 rounds each with a seeded Rng; the tolerance is 4 standard errors of the sample, so it
  // is wide for high volatility (a standard deviation of 6–15 stakes a spin gives ±0.05–0.13).
  for (const maths of SLOT_MATHS) {
    if (maths.kind !== 'classic') continue;
    it(`${maths.id}: simulated RTP within 4 standard errors of the exact figure`, () => {
      const check = checkRtp(maths, 200_000);
      expect(Math.abs(check.z), JSON.stringify(check)).toBeLessThan(4);
    }, 60_000);
  }
});
