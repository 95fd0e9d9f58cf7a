import { rankOf } from '../cards';

/** Blackjack value of a card index: 2..10 for pips and faces, 1 for an ace (counted 11 when it fits). */
export function cardValue(card: number): number {
  const rank = rankOf(card);
  if (rank === 12) return 1;
  return Math.min(rank + 2, 10);
}

export type HandTotal = { total: number; soft: boolean };

/** Best total of a hand: one ace counts 11 when that does not bust (a "soft" total). */
export function handTotal(values: readonly number[]): HandTotal {
  let hard = 0;
  let aces = false;
  for (const value of values) {
    hard += value;
    if (value === 1) aces = true;
  }
  return aces && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export function isNatural(values: readonly number[]): boolean {
  return values.length === 2 && handTotal(values).total === 21;
}
