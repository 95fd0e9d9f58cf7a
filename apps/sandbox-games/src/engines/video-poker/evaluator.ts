import { rankOf, suitOf } from '../cards';

/** Every five-card poker category, best first; Jacks or Better pays the first nine. */
export type HandCategory =
  | 'royal-flush'
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'jacks-or-better'
  | 'low-pair'
  | 'high-card';

export type PayingHand = Exclude<HandCategory, 'low-pair' | 'high-card'>;

export const PAYING_HANDS: readonly PayingHand[] = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
];

const JACK = 9; // rank index of the jack (0 = two)
const ACE = 12;
const WHEEL_MASK = (1 << ACE) | 0b1111; // A-2-3-4-5

/** Rank counts, reused between calls: the exact-RTP bench categorises millions of hands. */
const counts = new Uint8Array(13);

/** The category of five distinct card indexes. */
export function categorize(cards: readonly number[]): HandCategory {
  counts.fill(0);
  let rankMask = 0;
  const firstSuit = suitOf(cards[0] as number);
  let flush = true;
  for (const card of cards) {
    const rank = rankOf(card);
    counts[rank] = (counts[rank] ?? 0) + 1;
    rankMask |= 1 << rank;
    if (suitOf(card) !== firstSuit) flush = false;
  }
  let pairs = 0;
  let trips = false;
  let quads = false;
  let highPair = false;
  for (let rank = 0; rank < 13; rank++) {
    const count = counts[rank] as number;
    if (count === 4) quads = true;
    else if (count === 3) trips = true;
    else if (count === 2) {
      pairs++;
      if (rank >= JACK) highPair = true;
    }
  }
  const distinct = pairs === 0 && !trips && !quads;
  const lowest = 31 - Math.clz32(rankMask & -rankMask);
  const straight = distinct && (rankMask === 0b11111 << lowest || rankMask === WHEEL_MASK);
  if (straight && flush) return lowest === 8 ? 'royal-flush' : 'straight-flush';
  if (quads) return 'four-of-a-kind';
  if (trips && pairs === 1) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (trips) return 'three-of-a-kind';
  if (pairs === 2) return 'two-pair';
  if (pairs === 1) return highPair ? 'jacks-or-better' : 'low-pair';
  return 'high-card';
}

export type Paytable = Readonly<Record<PayingHand, number>>;

/** Multiplier of the stake a hand pays (0 below jacks or better). */
export function payOf(cards: readonly number[], paytable: Paytable): number {
  const category = categorize(cards);
  return category === 'low-pair' || category === 'high-card' ? 0 : paytable[category];
}
