import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../rng';
import { LIVE_GAME_RULES, stakeOfBets } from './live-games';

describe('live bets', () => {
  it('stakes exactly the sum of the spots’ amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 50 }), (amounts) => {
        const bets = amounts.map((amount) => ({ type: 'red', amount }));
        expect(stakeOfBets(bets)).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
      }),
    );
  });

  it('refuses lists with a missing, fractional, zero or negative amount, and empty lists', () => {
    for (const bets of [[], [{ type: 'red' }], [{ amount: 1.5 }], [{ amount: 0 }], [{ amount: -5 }], 'red', null]) {
      expect(stakeOfBets(bets)).toBeNull();
    }
  });

  it('settles everyone against the one drawn outcome: a bet’s win does not depend on who else bet', () => {
    const rules = LIVE_GAME_RULES.roulette;
    const pocket = rules.draw(createSeededRng(7));
    const mine = [
      { type: 'red', amount: 100, covers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] },
    ];
    const others = [{ type: 'straight', numbers: [pocket], amount: 10, covers: [pocket] }];
    const alone = rules.settle(mine, pocket).win;
    const together = rules.settle([...mine, ...others], pocket).win;
    expect(together - alone).toBe(360);
    expect(rules.label(pocket)).toBe(String(pocket));
  });
});
