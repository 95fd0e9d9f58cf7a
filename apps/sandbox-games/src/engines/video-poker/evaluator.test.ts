import { describe, expect, it } from 'vitest';
import { cards } from '../testing';
import { categorize, type HandCategory, payOf } from './evaluator';
import { JACKS_OR_BETTER_9_6 } from './video-poker';

const cases: [HandCategory, string[]][] = [
  ['royal-flush', ['AS', 'KS', 'QS', 'JS', 'TS']],
  ['royal-flush', ['TH', 'AH', 'JH', 'KH', 'QH']],
  ['straight-flush', ['9D', 'KD', 'QD', 'JD', 'TD']],
  ['straight-flush', ['AC', '2C', '3C', '4C', '5C']],
  ['four-of-a-kind', ['7S', '7H', '7D', '7C', '2S']],
  ['full-house', ['3S', '3H', '3D', 'KC', 'KS']],
  ['flush', ['2H', '7H', '9H', 'JH', 'KH']],
  ['straight', ['AS', 'KH', 'QD', 'JC', 'TS']],
  ['straight', ['5S', '4H', '3D', '2C', 'AS']],
  ['straight', ['6S', '7H', '8D', '9C', 'TS']],
  ['three-of-a-kind', ['QS', 'QH', 'QD', '4C', '9S']],
  ['two-pair', ['2S', '2H', '5D', '5C', 'AS']],
  ['jacks-or-better', ['JS', 'JH', '5D', '7C', '9S']],
  ['jacks-or-better', ['AS', 'AH', '5D', '7C', '9S']],
  ['low-pair', ['TS', 'TH', '5D', '7C', '9S']],
  ['high-card', ['AS', 'KH', 'QD', 'JC', '9S']],
  // No wrap-around straight, and four to a flush is nothing.
  ['high-card', ['QS', 'KH', 'AD', '2C', '3S']],
  ['high-card', ['2H', '7H', '9H', 'JH', 'KS']],
];

describe('video poker hand evaluator', () => {
  for (const [category, hand] of cases) {
    it(`${hand.join(' ')} is ${category}`, () => {
      expect(categorize(cards(...hand))).toBe(category);
    });
  }

  it('pays the 9/6 Jacks or Better table', () => {
    const pay = (...hand: string[]) => payOf(cards(...hand), JACKS_OR_BETTER_9_6);
    expect(pay('AS', 'KS', 'QS', 'JS', 'TS')).toBe(800);
    expect(pay('3S', '3H', '3D', 'KC', 'KS')).toBe(9);
    expect(pay('2H', '7H', '9H', 'JH', 'KH')).toBe(6);
    expect(pay('JS', 'JH', '5D', '7C', '9S')).toBe(1);
    expect(pay('TS', 'TH', '5D', '7C', '9S')).toBe(0);
  });

  it('counts every category over all 2 598 960 hands as the combinatorics do', () => {
    const counts = new Map<HandCategory, number>();
    const hand = [0, 0, 0, 0, 0];
    for (hand[0] = 0; hand[0] < 52; hand[0]++)
      for (hand[1] = hand[0] + 1; hand[1] < 52; hand[1]++)
        for (hand[2] = hand[1] + 1; hand[2] < 52; hand[2]++)
          for (hand[3] = hand[2] + 1; hand[3] < 52; hand[3]++)
            for (hand[4] = hand[3] + 1; hand[4] < 52; hand[4]++) {
              const category = categorize(hand);
              counts.set(category, (counts.get(category) ?? 0) + 1);
            }
    expect(Object.fromEntries(counts)).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      // One pair (1 098 240) split into jacks or better (4 of 13 ranks) and lower pairs.
      'jacks-or-better': 337_920,
      'low-pair': 760_320,
      'high-card': 1_302_540,
    });
  }, 60_000);
});
