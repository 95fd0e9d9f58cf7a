import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../rng/rng';
import { isEngineError } from '../engine';
import { createPlayer, simulate } from '../simulate';
import { checkRtp, scriptedRng } from '../testing';
import { type SlotSymbol, windowAt } from './reels';
import { SLOT_MATHS } from './slot-maths';
import { minimumGap } from './strip-layout';
import { evaluateWays, spinWays, type WaysConfig, waysEngine, waysRtp } from './ways';

const SYMBOLS: SlotSymbol[] = [
  { id: 'W', kind: 'wild', pays: {} },
  { id: 'S', kind: 'scatter', pays: { 3: 5 } },
  { id: 'A', kind: 'regular', pays: { 3: 10, 4: 20, 5: 50 } },
  { id: 'B', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
];
const REGULAR = SYMBOLS.filter((symbol) => symbol.kind === 'regular');
const isWild = (id: string) => id === 'W';

/** Small enough to enumerate every stop combination (5^5 = 3 125). */
const TINY: WaysConfig = {
  coinsPerStake: 10,
  symbols: SYMBOLS,
  reels: [
    ['A', 'B', 'S', 'B', 'A'],
    ['B', 'W', 'A', 'B', 'A'],
    ['A', 'B', 'W', 'A', 'B'],
    ['B', 'A', 'W', 'B', 'B'],
    ['A', 'B', 'S', 'A', 'B'],
  ],
  freeSpins: { awards: { 3: 2 }, multiplier: 2 },
};

describe('evaluateWays', () => {
  it('multiplies the matching cells of adjacent reels from the left', () => {
    const grid = [
      ['A', 'A', 'B'],
      ['A', 'B', 'B'],
      ['W', 'A', 'B'],
      ['B', 'B', 'B'],
      ['A', 'A', 'A'],
    ];
    const results = evaluateWays(grid, REGULAR, isWild);
    const a = results.find((result) => result.symbol.id === 'A');
    const b = results.find((result) => result.symbol.id === 'B');
    // A: 2 × 1 × 2 cells (wild included) over 3 reels, reel 4 has none.
    expect(a).toMatchObject({ count: 3, ways: 4, pay: 10 });
    expect(a?.positions).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    // B: 1 × 2 × 2 × 3 cells over 4 reels, reel 5 has none.
    expect(b).toMatchObject({ count: 4, ways: 12, pay: 5 });
  });

  it('pays nothing without a match on reel 1, and the wild does not pay itself', () => {
    const grid = [
      ['W', 'W', 'W'],
      ['W', 'W', 'W'],
      ['S', 'S', 'S'],
      ['A', 'A', 'A'],
      ['A', 'A', 'A'],
    ];
    expect(evaluateWays(grid, REGULAR, isWild)).toEqual([]);
  });

  it('counts all 243 ways of a full screen', () => {
    const grid = Array.from({ length: 5 }, () => ['A', 'W', 'A']);
    expect(evaluateWays(grid, REGULAR, isWild).find((result) => result.symbol.id === 'A')?.ways).toBe(243);
  });
});

describe('ways exact RTP', () => {
  it('matches a full enumeration of every stop combination', () => {
    const stake = TINY.coinsPerStake;
    let value = 0;
    let awards = 0;
    let combinations = 0;
    const lengths = TINY.reels.map((strip) => strip.length);
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number) => {
      if (reel === 5) {
        const spin = spinWays(TINY, TINY.reels, [...stops], 'base', 1, stake);
        value += spin.win / stake;
        awards += spin.freeSpinsAwarded;
        combinations++;
        return;
      }
      for (let stop = 0; stop < (lengths[reel] as number); stop++) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    value /= combinations;
    awards /= combinations;
    const maths = waysRtp(TINY);
    expect(combinations).toBe(3125);
    expect(maths.baseGame).toBeCloseTo(value, 12);
    expect(maths.rtp).toBeCloseTo(value + (awards / (1 - awards)) * 2 * value, 12);
  });

  it('agrees with a simulation of the tiny game (4 standard errors)', () => {
    const result = simulate(
      createPlayer({ id: 'tiny', kind: 'ways', volatility: 'low', config: TINY }),
      100_000,
      createSeededRng('tiny-ways'),
    );
    expect(Math.abs(result.rtp - waysRtp(TINY).rtp)).toBeLessThan(4 * result.standardError);
  });
});

describe('waysEngine', () => {
  const { config } = SLOT_MATHS.find((maths) => maths.id === 'ways-medium') as { config: WaysConfig };

  it('takes stakes in whole coins', () => {
    expect(waysEngine.validateBet(config, 40, undefined)).toEqual({ coin: 2 });
    expect(isEngineError(waysEngine.validateBet(config, 30, undefined))).toBe(true);
    expect(waysEngine.stakeSteps(config, 10, 1000)[0]).toBe(20);
  });

  it('pays coin × pay × ways for each winning symbol', () => {
    const step = waysEngine.start(config, 40, { coin: 2 }, scriptedRng([3, 5, 7, 11, 13]));
    const [spin] = step.view.spins;
    expect(spin?.grid).toEqual(windowAt(config.reels, [3, 5, 7, 11, 13]));
    for (const win of spin?.wins ?? []) {
      if (win.type !== 'ways') continue;
      const pay = config.symbols.find((symbol) => symbol.id === win.symbol)?.pays[win.count] ?? 0;
      expect(win.win).toBe(2 * pay * win.ways);
    }
    expect(step.win).toBe(spin?.win);
  });
});

describe('ways maths catalogue', () => {
  for (const maths of SLOT_MATHS) {
    if (maths.kind !== 'ways') continue;
    it(`${maths.id}: no wild on the outer reels, one scatter per window, RTP in the 94–97 % band`, () => {
      const { reels, freeSpinReels = [] } = maths.config;
      for (const strip of [reels[0], reels[4]]) expect(strip).not.toContain('W');
      for (const strip of [...reels, ...freeSpinReels]) expect(minimumGap(strip, 'S')).toBeGreaterThanOrEqual(3);
      const rtp = waysEngine.theoreticalRtp(maths.config);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.975);
    });
  }
});

describe('ways RTP by simulation', () => {
  // 200 000 rounds each with a seeded Rng; the tolerance is 4 standard errors of the sample, so it
  // is wide for high volatility (a standard deviation of 6–15 stakes a spin gives ±0.05–0.13).
  for (const maths of SLOT_MATHS) {
    if (maths.kind !== 'ways') continue;
    it(`${maths.id}: simulated RTP within 4 standard errors of the exact figure`, () => {
      const check = checkRtp(maths, 200_000);
      expect(Math.abs(check.z), JSON.stringify(check)).toBeLessThan(4);
    }, 60_000);
  }
});
