import { describe, expect, it } from 'vitest';
import { isEngineError } from '../engine';
import { scriptedRng } from '../testing';
import {
  parseRouletteBets,
  pocketColor,
  RED_NUMBERS,
  type RouletteBet,
  rouletteEngine,
  settleRouletteBets,
  WHEEL_ORDER,
} from './roulette';

const config = { variant: 'european' } as const;

function valid(stake: number, bet: unknown): RouletteBet[] {
  const parsed = parseRouletteBets(stake, bet);
  if (isEngineError(parsed)) throw new Error(parsed.error);
  return parsed;
}

function errorOf(stake: number, bet: unknown): string | null {
  const parsed = parseRouletteBets(stake, bet);
  return isEngineError(parsed) ? parsed.error : null;
}

describe('roulette bet validation', () => {
  it('accepts every inside bet on the table layout', () => {
    for (const numbers of [
      [0],
      [36],
      [1, 2],
      [2, 5],
      [0, 3],
      [33, 36],
      [1, 2, 3],
      [0, 1, 2],
      [0, 2, 3],
      [1, 2, 4, 5],
      [0, 1, 2, 3],
      [32, 33, 35, 36],
    ]) {
      const type = ['straight', 'split', 'street', 'corner'][numbers.length - 1];
      expect(errorOf(1, [{ type, numbers, amount: 1 }]), numbers.join('-')).toBeNull();
    }
    expect(errorOf(1, [{ type: 'six-line', numbers: [31, 32, 33, 34, 35, 36], amount: 1 }])).toBeNull();
    // Order does not matter; the parsed bet is sorted.
    expect(valid(1, [{ type: 'split', numbers: [5, 2], amount: 1 }])[0]?.covers).toEqual([2, 5]);
  });

  it('rejects bets that are not on the table', () => {
    expect(errorOf(1, [{ type: 'split', numbers: [3, 4], amount: 1 }])).toMatch(/not a split/);
    expect(errorOf(1, [{ type: 'split', numbers: [0, 4], amount: 1 }])).toMatch(/not a split/);
    expect(errorOf(1, [{ type: 'street', numbers: [2, 3, 4], amount: 1 }])).toMatch(/not a street/);
    expect(errorOf(1, [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 1 }])).toMatch(/not a corner/);
    expect(errorOf(1, [{ type: 'six-line', numbers: [2, 3, 4, 5, 6, 7], amount: 1 }])).toMatch(/not a six-line/);
    expect(errorOf(1, [{ type: 'straight', numbers: [37], amount: 1 }])).toMatch(/not a straight/);
    expect(errorOf(1, [{ type: 'straight', numbers: [1, 2], amount: 1 }])).toMatch(/covers 1/);
    expect(errorOf(1, [{ type: 'straight', numbers: [1.5], amount: 1 }])).toMatch(/covers 1/);
    expect(errorOf(1, [{ type: 'dozen', index: 4, amount: 1 }])).toMatch(/index/);
    expect(errorOf(1, [{ type: 'toString', amount: 1 }])).toMatch(/unknown bet type/);
  });

  it('rejects bad amounts, empty lists and totals that differ from the stake', () => {
    expect(errorOf(1, [])).toMatch(/at least one/);
    expect(errorOf(1, 'red')).toMatch(/at least one/);
    expect(errorOf(0, [{ type: 'red', amount: 0 }])).toMatch(/positive/);
    expect(errorOf(1, [{ type: 'red', amount: 0.5 }])).toMatch(/positive/);
    expect(
      errorOf(5, [
        { type: 'red', amount: 2 },
        { type: 'odd', amount: 2 },
      ]),
    ).toMatch(/add up to 4/);
    expect(
      errorOf(
        201,
        Array.from({ length: 201 }, () => ({ type: 'red', amount: 1 })),
      ),
    ).toMatch(/at most/);
  });

  it('covers the right numbers with outside bets', () => {
    const [column, dozen, red, black, odd, even, low, high] = valid(8, [
      { type: 'column', index: 1, amount: 1 },
      { type: 'dozen', index: 3, amount: 1 },
      ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type, amount: 1 })),
    ]).map((bet) => bet.covers);
    expect(column).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(dozen).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(red).toEqual(RED_NUMBERS);
    expect(black).toHaveLength(18);
    expect(black?.some((n) => RED_NUMBERS.includes(n) || n === 0)).toBe(false);
    expect(odd?.every((n) => n % 2 === 1)).toBe(true);
    expect(even).not.toContain(0);
    expect(low).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(high).toEqual(Array.from({ length: 18 }, (_, i) => i + 19));
  });
});

describe('roulette settlement', () => {
  it('pays 36/n times the amount (stake back included) on every bet type', () => {
    const bets = valid(155, [
      { type: 'straight', numbers: [17], amount: 10 },
      { type: 'split', numbers: [17, 20], amount: 10 },
      { type: 'street', numbers: [16, 17, 18], amount: 10 },
      { type: 'corner', numbers: [17, 18, 20, 21], amount: 10 },
      { type: 'six-line', numbers: [13, 14, 15, 16, 17, 18], amount: 10 },
      { type: 'column', index: 2, amount: 10 },
      { type: 'dozen', index: 2, amount: 10 },
      { type: 'black', amount: 10 },
      { type: 'odd', amount: 10 },
      { type: 'low', amount: 10 },
      { type: 'red', amount: 25 },
      { type: 'even', amount: 20 },
      { type: 'high', amount: 10 },
    ]);
    const { view, win } = settleRouletteBets(bets, 17);
    expect(view.bets.map((bet) => bet.win)).toEqual([360, 180, 120, 90, 60, 30, 30, 20, 20, 20, 0, 0, 0]);
    expect(win).toBe(930);
    expect(view).toMatchObject({ pocket: 17, color: 'black', stake: 155 });
    expect(view.bets[0]).not.toHaveProperty('covers');
  });

  it('loses every outside bet on zero, and pays a straight on zero', () => {
    const bets = valid(4, [
      { type: 'straight', numbers: [0], amount: 1 },
      { type: 'red', amount: 1 },
      { type: 'even', amount: 1 },
      { type: 'low', amount: 1 },
    ]);
    expect(settleRouletteBets(bets, 0).view.bets.map((bet) => bet.win)).toEqual([36, 0, 0, 0]);
    expect(pocketColor(0)).toBe('green');
  });

  it('gives every bet type the same exact return: Σ over pockets of the pays / 37 = 36/37 of the amount', () => {
    const everyType = valid(9, [
      { type: 'straight', numbers: [5], amount: 1 },
      { type: 'split', numbers: [0, 1], amount: 1 },
      { type: 'street', numbers: [0, 2, 3], amount: 1 },
      { type: 'corner', numbers: [0, 1, 2, 3], amount: 1 },
      { type: 'six-line', numbers: [31, 32, 33, 34, 35, 36], amount: 1 },
      { type: 'column', index: 3, amount: 1 },
      { type: 'dozen', index: 1, amount: 1 },
      { type: 'red', amount: 1 },
      { type: 'high', amount: 1 },
    ]);
    for (const bet of everyType) {
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket++) returned += settleRouletteBets([bet], pocket).win;
      expect(returned / 37, bet.type).toBeCloseTo(36 / 37, 15);
    }
    expect(rouletteEngine.theoreticalRtp(config)).toBe(36 / 37);
  });
});

describe('rouletteEngine', () => {
  it('spins one uniform pocket per round and settles it', () => {
    const bets = valid(10, [{ type: 'straight', numbers: [7], amount: 10 }]);
    const step = rouletteEngine.start(config, 10, bets, scriptedRng([7]));
    expect(step).toMatchObject({ done: true, win: 360, extraStake: 0, state: { stake: 10, pocket: 7 } });
    expect(step.view.color).toBe('red');
  });

  it('publishes a wheel with every pocket once and chip steps', () => {
    const rules = rouletteEngine.rules(config) as { wheel: number[]; payouts: Record<string, number> };
    expect([...rules.wheel].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(WHEEL_ORDER[0]).toBe(0);
    expect(rules.payouts.straight).toBe(35);
    expect(rouletteEngine.stakeSteps(config, 10, 10_000)).toEqual([
      10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000,
    ]);
  });
});
