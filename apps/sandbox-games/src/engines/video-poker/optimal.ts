import { DECK_SIZE } from '../cards';
import { type Paytable, payOf } from './evaluator';

/**
 * Exact optimal play of a one-deck draw poker, by the subset-sum method. For every set T of up to
 * five cards, `sums[T]` is the total pay of all five-card hands containing T. For a dealt hand H and
 * a hold S ⊆ H, the hands a draw can make are those containing S and none of the discards, so by
 * inclusion–exclusion their total pay is Σ_{S ⊆ T ⊆ H} (−1)^{|T∖S|} sums[T], and there are
 * C(47, 5 − |S|) of them, all equally likely. The best hold maximises that average.
 */

/** C(n, k) for n ≤ 52, k ≤ 5, as exact integers, flattened: BINOMIAL[n * 6 + k]. */
const BINOMIAL = new Float64Array((DECK_SIZE + 1) * 6);
for (let n = 0; n <= DECK_SIZE; n++) {
  for (let k = 0; k <= 5; k++) BINOMIAL[n * 6 + k] = binomial(n, k);
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

const choose = (n: number, k: number) => BINOMIAL[n * 6 + k] as number;

/** For each mask over five cards, the positions it holds, in order. */
const MASK_POSITIONS: number[][] = Array.from({ length: 32 }, (_, mask) =>
  [0, 1, 2, 3, 4].filter((position) => mask & (1 << position)),
);
/** Equally likely draws after holding a mask's cards: C(47, 5 − held). */
const DRAWS: number[] = MASK_POSITIONS.map((positions) => choose(DECK_SIZE - 5, 5 - positions.length));

/**
 * The index of every subset of five sorted cards among the sets of its size (combinatorial number
 * system: Σ C(card_i, i + 1) over the subset's cards in order), written into `out`.
 */
function subsetIndexes(sorted: ArrayLike<number>, out: Int32Array): void {
  for (let mask = 0; mask < 32; mask++) {
    const positions = MASK_POSITIONS[mask] as number[];
    let index = 0;
    for (let rank = 0; rank < positions.length; rank++)
      index += choose(sorted[positions[rank] as number] as number, rank + 1);
    out[mask] = index;
  }
}

/** `squares` (pay² sums, for the variance) only when asked for: they double the build time. */
export type DrawTables = { sums: Float64Array[]; squares: Float64Array[] | null; paytable: Paytable };

const emptyTables = () => Array.from({ length: 6 }, (_, size) => new Float64Array(choose(DECK_SIZE, size)));

/** Builds the subset sums over all 2 598 960 hands (a few seconds). */
export function buildDrawTables(paytable: Paytable, options: { squares?: boolean } = {}): DrawTables {
  const sums = emptyTables();
  const squares = options.squares ? emptyTables() : null;
  const indexes = new Int32Array(32);
  forEachDeal((hand) => {
    const pay = payOf(hand, paytable);
    if (pay === 0) return;
    subsetIndexes(hand, indexes);
    for (let mask = 0; mask < 32; mask++) {
      const size = (MASK_POSITIONS[mask] as number[]).length;
      const index = indexes[mask] as number;
      const table = sums[size] as Float64Array;
      table[index] = (table[index] as number) + pay;
      if (squares) {
        const squareTable = squares[size] as Float64Array;
        squareTable[index] = (squareTable[index] as number) + pay * pay;
      }
    }
  });
  return { sums, squares, paytable };
}

/** Calls `visit` with every five-card hand, sorted, in one reused array. */
function forEachDeal(visit: (hand: number[]) => void): void {
  const hand = [0, 0, 0, 0, 0];
  for (hand[0] = 0; (hand[0] as number) < DECK_SIZE; hand[0]++)
    for (hand[1] = (hand[0] as number) + 1; (hand[1] as number) < DECK_SIZE; hand[1]++)
      for (hand[2] = (hand[1] as number) + 1; (hand[2] as number) < DECK_SIZE; hand[2]++)
        for (hand[3] = (hand[2] as number) + 1; (hand[3] as number) < DECK_SIZE; hand[3]++)
          for (hand[4] = (hand[3] as number) + 1; (hand[4] as number) < DECK_SIZE; hand[4]++) visit(hand);
}

/**
 * The total of `tables` over the hands a draw from `mask` can make: Σ over the supersets T of the
 * mask within the deal of (−1)^{|T∖S|} tables[T] (inclusion–exclusion of the discards).
 */
function drawTotal(tables: Float64Array[], indexes: Int32Array, mask: number): number {
  let total = 0;
  const free = 31 & ~mask;
  // Walk every subset `extra` of the discarded positions.
  for (let extra = free; ; extra = (extra - 1) & free) {
    const superset = mask | extra;
    const size = (MASK_POSITIONS[superset] as number[]).length;
    const sign = ((MASK_POSITIONS[extra] as number[]).length & 1) === 0 ? 1 : -1;
    total += sign * ((tables[size] as Float64Array)[indexes[superset] as number] as number);
    if (extra === 0) break;
  }
  return total;
}

export type HoldChoice = { holds: boolean[]; expectedPay: number; mask: number };

const scratchIndexes = new Int32Array(32);
const scratchValues = new Float64Array(32);

/** The best mask over five sorted cards and its expected pay; fills `indexes` for the deal. */
function bestMask(tables: DrawTables, sorted: ArrayLike<number>, indexes: Int32Array): { mask: number; value: number } {
  subsetIndexes(sorted, indexes);
  const values = scratchValues;
  for (let mask = 0; mask < 32; mask++) {
    const size = (MASK_POSITIONS[mask] as number[]).length;
    values[mask] = (tables.sums[size] as Float64Array)[indexes[mask] as number] as number;
  }
  // Möbius inversion over supersets: values[S] becomes the pay of the hands with exactly S from the deal.
  for (let bit = 1; bit < 32; bit <<= 1) {
    for (let mask = 0; mask < 32; mask++) {
      if (!(mask & bit)) values[mask] = (values[mask] as number) - (values[mask | bit] as number);
    }
  }
  let best = 0;
  let bestValue = -1;
  for (let mask = 0; mask < 32; mask++) {
    const value = (values[mask] as number) / (DRAWS[mask] as number);
    if (value > bestValue + 1e-12) {
      bestValue = value;
      best = mask;
    }
  }
  return { mask: best, value: bestValue };
}

/** The hold with the highest expected pay (in stakes) for five dealt cards, and that expectation. */
export function bestHold(tables: DrawTables, dealt: readonly number[]): HoldChoice {
  // Sort, remembering each card's position, so the mask over sorted cards maps back to holds.
  const order = [0, 1, 2, 3, 4].sort((x, y) => (dealt[x] as number) - (dealt[y] as number));
  const sorted = order.map((position) => dealt[position] as number);
  const { mask, value } = bestMask(tables, sorted, scratchIndexes);
  const holds = [false, false, false, false, false];
  order.forEach((position, i) => {
    holds[position] = (mask & (1 << i)) !== 0;
  });
  return { holds, expectedPay: value, mask };
}

/**
 * The exact RTP under optimal play (the average best expected pay over every possible deal) and,
 * when the tables carry squares, the variance of one hand's pay under that play.
 */
export function optimalMoments(tables: DrawTables): { rtp: number; variance: number | null } {
  let total = 0;
  let totalSquares = 0;
  const indexes = new Int32Array(32);
  forEachDeal((hand) => {
    const { mask, value } = bestMask(tables, hand, indexes);
    total += value;
    if (tables.squares) totalSquares += drawTotal(tables.squares, indexes, mask) / (DRAWS[mask] as number);
  });
  const deals = choose(DECK_SIZE, 5);
  const rtp = total / deals;
  return { rtp, variance: tables.squares ? totalSquares / deals - rtp * rtp : null };
}
