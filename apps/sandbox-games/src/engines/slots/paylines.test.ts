import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng/rng';
import { isEngineError } from '../engine';
import { createPlayer, simulate } from '../simulate';
import { checkRtp, scriptedRng } from '../testing';
import {
  checkPaylinesConfig,
  evaluateLine,
  type PaylinesConfig,
  paylinesEngine,
  paylinesRtp,
  spinPaylines,
} from './paylines';
import { symbolById } from './reels';
import { SLOT_MATHS } from './slot-maths';
import { minimumGap } from './strip-layout';

const SYMBOLS = symbolById([
  { id: 'W', kind: 'wild', pays: { 3: 50, 4: 100, 5: 500 } },
  { id: 'S', kind: 'scatter', pays: { 3: 2 } },
  { id: 'A', kind: 'regular', pays: { 3: 10, 4: 20, 5: 100 } },
  { id: 'B', kind: 'regular', pays: { 2: 1, 3: 5, 4: 10, 5: 20 } },
]);

/**
 * A tiny game whose every stop combination (6^5 = 7 776) can be enumerated in a test. Scatters sit
 * on reels 1, 3 and 5 only, half of their windows: free spins trigger on 1 spin in 8 and retrigger
 * often, which exercises the geometric series.
 */
const TINY: PaylinesConfig = {
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
  ],
  symbols: [...SYMBOLS.values()],
  reels: [
    ['A', 'B', 'S', 'B', 'A', 'W'],
    ['B', 'A', 'W', 'B', 'A', 'B'],
    ['A', 'S', 'B', 'A', 'B', 'W'],
    ['W', 'B', 'A', 'B', 'A', 'B'],
    ['B', 'A', 'B', 'W', 'S', 'A'],
  ],
  freeSpins: { awards: { 3: 3, 4: 4, 5: 5 }, multiplier: 2 },
};

describe('evaluateLine', () => {
  it('pays a symbol from the left, stopping at the first other symbol', () => {
    expect(evaluateLine(['A', 'A', 'A', 'B', 'A'], SYMBOLS)).toEqual({ symbol: 'A', count: 3, pay: 10 });
    expect(evaluateLine(['B', 'A', 'A', 'A', 'A'], SYMBOLS)).toBeNull();
    expect(evaluateLine(['B', 'B', 'A', 'A', 'A'], SYMBOLS)).toEqual({ symbol: 'B', count: 2, pay: 1 });
  });

  it('lets the wild substitute anywhere in the run', () => {
    expect(evaluateLine(['A', 'W', 'A', 'W', 'B'], SYMBOLS)).toEqual({ symbol: 'A', count: 4, pay: 20 });
    expect(evaluateLine(['W', 'A', 'A', 'A', 'A'], SYMBOLS)).toEqual({ symbol: 'A', count: 5, pay: 100 });
  });

  it('pays leading wilds as wilds when that is worth more', () => {
    expect(evaluateLine(['W', 'W', 'W', 'B', 'A'], SYMBOLS)).toEqual({ symbol: 'W', count: 3, pay: 50 });
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'], SYMBOLS)).toEqual({ symbol: 'W', count: 5, pay: 500 });
    expect(evaluateLine(['W', 'W', 'A', 'A', 'A'], SYMBOLS)).toEqual({ symbol: 'A', count: 5, pay: 100 });
  });

  it('never substitutes for the scatter and pays no line starting with it', () => {
    expect(evaluateLine(['S', 'S', 'S', 'A', 'A'], SYMBOLS)).toBeNull();
    expect(evaluateLine(['W', 'W', 'S', 'A', 'A'], SYMBOLS)).toBeNull();
    expect(evaluateLine(['W', 'W', 'W', 'S', 'A'], SYMBOLS)).toEqual({ symbol: 'W', count: 3, pay: 50 });
  });
});

describe('paylines exact RTP', () => {
  it('matches a full enumeration of every stop combination', () => {
    const stake = TINY.lines.length;
    const [r0, r1, r2, r3, r4] = TINY.reels.map((strip) => strip.length) as [number, number, number, number, number];
    let value = 0;
    let awards = 0;
    for (let a = 0; a < r0; a++)
      for (let b = 0; b < r1; b++)
        for (let c = 0; c < r2; c++)
          for (let d = 0; d < r3; d++)
            for (let e = 0; e < r4; e++) {
              const spin = spinPaylines(TINY, TINY.reels, [a, b, c, d, e], 'base', 1, stake);
              value += spin.win / stake;
              awards += spin.freeSpinsAwarded;
            }
    const combinations = r0 * r1 * r2 * r3 * r4;
    value /= combinations;
    awards /= combinations;
    // Same reels in free spins: the feature is worth awards/(1 − awards) spins at ×2 of `value`.
    const expected = value + (awards / (1 - awards)) * TINY.freeSpins.multiplier * value;
    const maths = paylinesRtp(TINY);
    expect(maths.baseGame).toBeCloseTo(value, 12);
    expect(maths.rtp).toBeCloseTo(expected, 12);
  });

  it('agrees with a simulation of the tiny game, free-spin retriggers included (4 standard errors)', () => {
    const result = simulate(
      createPlayer({ id: 'tiny', kind: 'paylines', volatility: 'low', config: TINY }),
      100_000,
      createSeededRng('tiny-paylines'),
    );
    expect(Math.abs(result.rtp - paylinesRtp(TINY).rtp)).toBeLessThan(4 * result.standardError);
  });
});

describe('paylinesEngine', () => {
  const { config } = SLOT_MATHS.find((maths) => maths.id === 'paylines-medium') as { config: PaylinesConfig };

  it('accepts stakes that are multiples of the line count and no bet options', () => {
    expect(paylinesEngine.validateBet(config, 40, undefined)).toEqual({ lineBet: 2 });
    expect(paylinesEngine.validateBet(config, 40, {})).toEqual({ lineBet: 2 });
    expect(isEngineError(paylinesEngine.validateBet(config, 30, undefined))).toBe(true);
    expect(isEngineError(paylinesEngine.validateBet(config, 0, undefined))).toBe(true);
    expect(isEngineError(paylinesEngine.validateBet(config, 20.5, undefined))).toBe(true);
    expect(isEngineError(paylinesEngine.validateBet(config, 20, { lines: 5 }))).toBe(true);
  });

  it('offers stake steps on the line-count grid', () => {
    const steps = paylinesEngine.stakeSteps(config, 10, 10_000);
    expect(steps[0]).toBe(20);
    expect(steps.every((stake) => stake % 20 === 0 && stake <= 10_000)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('plays a base spin: grid from the stops, wins with positions, a total that adds up', () => {
    const stake = 20;
    const rng = scriptedRng([0, 0, 0, 0, 0]);
    const step = paylinesEngine.start(config, stake, { lineBet: 1 }, rng);
    const [spin] = step.view.spins;
    expect(step.done).toBe(true);
    expect(step.extraStake).toBe(0);
    expect(spin?.grid).toEqual(config.reels.map((strip) => strip.slice(0, 3)));
    expect(spin?.win).toBe(spin?.wins.reduce((sum, win) => sum + win.win, 0));
    expect(step.win).toBe(step.view.spins.reduce((sum, each) => sum + each.win, 0));
    expect(step.state.stops[0]).toEqual([0, 0, 0, 0, 0]);
    for (const win of spin?.wins ?? []) {
      if (win.type !== 'line') continue;
      expect(win.positions).toHaveLength(win.count);
      for (const [reel, row] of win.positions) {
        const cell = spin?.grid[reel]?.[row];
        expect(cell === win.symbol || cell === 'W').toBe(true);
      }
    }
  });

  it('plays triggered free spins inside the round at the multiplier, and counts them down', () => {
    // Find a seed whose round triggers free spins in the high maths (about 1 spin in 290).
    const high = SLOT_MATHS.find((maths) => maths.id === 'paylines-high')?.config as PaylinesConfig;
    const rng = createSeededRng('free-spins');
    let step = paylinesEngine.start(high, 10, { lineBet: 1 }, rng);
    while (step.view.freeSpinsAwarded === 0) step = paylinesEngine.start(high, 10, { lineBet: 1 }, rng);
    const [base, ...free] = step.view.spins;
    expect(base?.kind).toBe('base');
    expect(base?.freeSpinsAwarded).toBeGreaterThanOrEqual(10);
    expect(free.length).toBe(step.view.freeSpinsAwarded);
    expect(free.every((spin) => spin.kind === 'free' && spin.multiplier === 3)).toBe(true);
    expect(free.at(-1)?.freeSpinsRemaining).toBe(0);
    expect(step.state.stops).toHaveLength(step.view.spins.length);
  });

  it('has no actions and publishes its rules', () => {
    expect(
      isEngineError(paylinesEngine.act(config, { stake: 20, stops: [] }, { action: 'spin' }, createSeededRng(1))),
    ).toBe(true);
    const rules = paylinesEngine.rules(config) as { lines: number[][]; stakeUnit: number; rtp: number };
    expect(rules.lines).toHaveLength(20);
    expect(rules.stakeUnit).toBe(20);
    expect(rules.rtp).toBeCloseTo(paylinesEngine.theoreticalRtp(config), 15);
  });
});

describe('paylines maths catalogue', () => {
  for (const maths of SLOT_MATHS) {
    if (maths.kind !== 'paylines') continue;
    it(`${maths.id}: valid config, one scatter per reel window, RTP in the published 94–97 % band`, () => {
      checkPaylinesConfig(maths.config);
      for (const strip of [...maths.config.reels, ...(maths.config.freeSpinReels ?? [])]) {
        expect(minimumGap(strip, 'S')).toBeGreaterThanOrEqual(3);
      }
      const rtp = paylinesEngine.theoreticalRtp(maths.config);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.975);
    });
  }
});

describe('paylines RTP by simulation', () => {
  // 200 000 rounds each with a seeded Rng; the tolerance is 4 standard errors of the sample, so it
  // is wide for high volatility (a standard deviation of 6–15 stakes a spin gives ±0.05–0.13).
  for (const maths of SLOT_MATHS) {
    if (maths.kind !== 'paylines') continue;
    it(`${maths.id}: simulated RTP within 4 standard errors of the exact figure`, () => {
      const check = checkRtp(maths, 200_000);
      expect(Math.abs(check.z), JSON.stringify(check)).toBeLessThan(4);
    }, 60_000);
  }
});
