import { type EngineError, type GameEngine, isPositiveAmount, type Rng, singleStepRound } from '../engine';
import { chipLadder } from '../stakes';

/**
 * European (single-zero) roulette. Every bet covering n numbers returns 36/n times its amount when
 * one of them wins, so each bet's RTP is (n/37)·(36/n) = 36/37 exactly, whatever the mix.
 */
export type RouletteConfig = { variant: 'european' };

export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'six-line';
export type DozenBetType = 'column' | 'dozen';
export type EvenMoneyBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type RouletteBetType = InsideBetType | DozenBetType | EvenMoneyBetType;

export type RouletteSpot =
  | { type: InsideBetType; numbers: number[]; amount: number }
  | { type: DozenBetType; index: 1 | 2 | 3; amount: number }
  | { type: EvenMoneyBetType; amount: number };

/** A validated spot with the numbers it covers (`covers` stays server-side; views omit it). */
export type RouletteBet = RouletteSpot & { covers: number[] };

export type SettledSpot = RouletteSpot & { win: number };

export type RouletteView = {
  engine: 'roulette';
  pocket: number;
  color: 'red' | 'black' | 'green';
  bets: SettledSpot[];
  stake: number;
  win: number;
};

export type RouletteState = { stake: number; pocket: number };

export const POCKETS = 37;
export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
/** Pocket order on a European wheel, clockwise from zero (for the client's animation). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
/** A generous cap on spots in one round; a full layout has 157 distinct spots. */
export const MAX_SPOTS = 200;

const RED = new Set(RED_NUMBERS);
const EVEN_MONEY: Record<EvenMoneyBetType, (n: number) => boolean> = {
  red: (n) => RED.has(n),
  black: (n) => n !== 0 && !RED.has(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n !== 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
};

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every legal inside bet on the table layout (3 columns × 12 rows, zero above the first row). */
function insideBets(): Record<InsideBetType, Set<string>> {
  const straight = new Set<string>();
  const split = new Set<string>(['0-1', '0-2', '0-3']);
  const street = new Set<string>(['0-1-2', '0-2-3']);
  const corner = new Set<string>(['0-1-2-3']);
  const sixLine = new Set<string>();
  for (let n = 0; n <= 36; n++) straight.add(key([n]));
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1) {
      street.add(key([n, n + 1, n + 2]));
      if (n <= 31) sixLine.add(key([n, n + 1, n + 2, n + 3, n + 4, n + 5]));
    }
  }
  return { straight, split, street, corner, 'six-line': sixLine };
}

const INSIDE = insideBets();
const INSIDE_SIZE: Record<InsideBetType, number> = { straight: 1, split: 2, street: 3, corner: 4, 'six-line': 6 };

function numbersWhere(test: (n: number) => boolean): number[] {
  return Array.from({ length: POCKETS }, (_, n) => n).filter(test);
}

function parseSpot(raw: unknown): RouletteBet | EngineError {
  if (typeof raw !== 'object' || raw === null) return { error: 'each bet must be an object' };
  const { type, amount, numbers, index } = raw as Record<string, unknown>;
  if (!isPositiveAmount(amount)) return { error: 'each bet amount must be a positive integer' };
  if (typeof type !== 'string') return { error: 'each bet needs a type' };
  if (Object.hasOwn(INSIDE, type)) {
    const inside = type as InsideBetType;
    if (!Array.isArray(numbers) || numbers.length !== INSIDE_SIZE[inside] || !numbers.every(Number.isInteger)) {
      return { error: `a ${inside} bet covers ${INSIDE_SIZE[inside]} numbers` };
    }
    const sorted = [...(numbers as number[])].sort((a, b) => a - b);
    if (!INSIDE[inside].has(key(sorted))) return { error: `${sorted.join(', ')} is not a ${inside} on the table` };
    return { type: inside, numbers: sorted, amount, covers: sorted };
  }
  if (type === 'column' || type === 'dozen') {
    if (index !== 1 && index !== 2 && index !== 3) return { error: `a ${type} bet needs index 1, 2 or 3` };
    const covers =
      type === 'column'
        ? numbersWhere((n) => n !== 0 && (n - index) % 3 === 0)
        : numbersWhere((n) => n >= 12 * (index - 1) + 1 && n <= 12 * index);
    return { type, index, amount, covers };
  }
  if (Object.hasOwn(EVEN_MONEY, type)) {
    const even = type as EvenMoneyBetType;
    return { type: even, amount, covers: numbersWhere(EVEN_MONEY[even]) };
  }
  return { error: `unknown bet type ${type}` };
}

/** Checks a list of spots against the table and the stake (their sum). */
export function parseRouletteBets(stake: number, bet: unknown): RouletteBet[] | EngineError {
  if (!Array.isArray(bet) || bet.length === 0) return { error: 'place at least one bet' };
  if (bet.length > MAX_SPOTS) return { error: `at most ${MAX_SPOTS} bets in one round` };
  const bets: RouletteBet[] = [];
  for (const raw of bet) {
    const parsed = parseSpot(raw);
    if ('error' in parsed) return parsed;
    bets.push(parsed);
  }
  const total = bets.reduce((sum, each) => sum + each.amount, 0);
  if (total !== stake) return { error: `the bets add up to ${total}, not the stake ${stake}` };
  return bets;
}

export function pocketColor(pocket: number): RouletteView['color'] {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** The spot as the player placed it with its win, without the server-side `covers`. */
function settledSpot(bet: RouletteBet, win: number): SettledSpot {
  if ('numbers' in bet) return { type: bet.type, numbers: bet.numbers, amount: bet.amount, win };
  if ('index' in bet) return { type: bet.type, index: bet.index, amount: bet.amount, win };
  return { type: bet.type, amount: bet.amount, win };
}

/** One spin of the wheel: a uniform pocket 0..36. Live tables call this once per round. */
export function spinRoulette(rng: Rng): number {
  return rng.int(POCKETS);
}

/** Settles validated bets against a pocket (a player's own spin, or a live table's shared one). */
export function settleRouletteBets(bets: readonly RouletteBet[], pocket: number): { view: RouletteView; win: number } {
  const settled: SettledSpot[] = [];
  let win = 0;
  let stake = 0;
  for (const bet of bets) {
    const spotWin = bet.covers.includes(pocket) ? (bet.amount * 36) / bet.covers.length : 0;
    settled.push(settledSpot(bet, spotWin));
    win += spotWin;
    stake += bet.amount;
  }
  return { view: { engine: 'roulette', pocket, color: pocketColor(pocket), bets: settled, stake, win }, win };
}

export const rouletteEngine: GameEngine<RouletteConfig, RouletteBet[], RouletteState, never, RouletteView> = {
  kind: 'roulette',
  validateBet(_config, stake, bet) {
    if (!isPositiveAmount(stake)) return { error: 'stake must be a positive integer' };
    return parseRouletteBets(stake, bet);
  },
  start(_config, stake, bets, rng) {
    const pocket = spinRoulette(rng);
    const { view, win } = settleRouletteBets(bets, pocket);
    return { state: { stake, pocket }, extraStake: 0, done: true, win, view };
  },
  ...singleStepRound('roulette'),
  theoreticalRtp() {
    return 36 / 37;
  },
  rules() {
    return {
      engine: 'roulette',
      wheel: WHEEL_ORDER,
      red: RED_NUMBERS,
      payouts: {
        straight: 35,
        split: 17,
        street: 11,
        corner: 8,
        'six-line': 5,
        column: 2,
        dozen: 2,
        red: 1,
        black: 1,
        odd: 1,
        even: 1,
        low: 1,
        high: 1,
      },
      maxSpots: MAX_SPOTS,
      rtp: 36 / 37,
    };
  },
  stakeSteps(_config, minStakeMinor, maxStakeMinor) {
    return chipLadder(1, minStakeMinor, maxStakeMinor);
  },
};
