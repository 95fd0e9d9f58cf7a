import { cardCode, DECK_SIZE, rankOf } from '../cards';
import { type EngineError, type GameEngine, isPositiveAmount, type Rng, singleStepRound } from '../engine';
import { memoByConfig } from '../memo';
import { chipLadder } from '../stakes';

/**
 * Punto banco from a fresh shoe each coup, with the standard third-card rules. Player pays 1:1,
 * banker 1:1 less commission, tie `tiePays`:1; player and banker bets are returned on a tie.
 */
export type BaccaratConfig = { decks: number; bankerCommissionPercent: number; tiePays: number };

export type BaccaratSpot = 'player' | 'banker' | 'tie';
export type BaccaratBet = { spot: BaccaratSpot; amount: number }[];
export type BaccaratOutcome = 'player' | 'banker' | 'tie';

export type Coup = {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  natural: boolean;
};

export type BaccaratView = {
  engine: 'baccarat';
  player: { cards: string[]; total: number };
  banker: { cards: string[]; total: number };
  outcome: BaccaratOutcome;
  natural: boolean;
  bets: { spot: BaccaratSpot; amount: number; win: number }[];
  stake: number;
  win: number;
};

export type BaccaratState = { stake: number; coup: Coup };

/** The table rules every sandbox baccarat game uses: 8 decks, 5 % commission, tie 8:1. */
export const PUNTO_BANCO: BaccaratConfig = { decks: 8, bankerCommissionPercent: 5, tiePays: 8 };

const SPOTS: readonly BaccaratSpot[] = ['player', 'banker', 'tie'];

/** Baccarat points of a card index: aces 1, pips their value, tens and faces 0. */
export function pointsOf(card: number): number {
  const rank = rankOf(card);
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

/** Whether the banker draws, given its two-card total and the player's third card (null: player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays one coup with a draw function returning card points (the enumeration) or cards (the game).
 * Deal order: player, banker, player, banker, then the third cards.
 */
function playCoup<Card>(draw: () => Card, points: (card: Card) => number) {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const total = (cards: Card[]) => cards.reduce((sum, card) => sum + points(card), 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = draw();
      player.push(card);
      playerThird = points(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const outcome: BaccaratOutcome = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, outcome, natural };
}

/** Deals one coup from a fresh shoe of `decks` decks. Live tables call this once per round. */
export function dealCoup(rng: Rng, decks = PUNTO_BANCO.decks): Coup {
  const remaining = new Array<number>(DECK_SIZE).fill(decks);
  let left = DECK_SIZE * decks;
  const draw = () => {
    let k = rng.int(left);
    for (let card = 0; card < DECK_SIZE; card++) {
      const copies = remaining[card] as number;
      if (k < copies) {
        remaining[card] = copies - 1;
        left--;
        return card;
      }
      k -= copies;
    }
    throw new Error('shoe exhausted');
  };
  const coup = playCoup(draw, pointsOf);
  return { ...coup, player: coup.player.map(cardCode), banker: coup.banker.map(cardCode) };
}

/** The result letters of the live table's history: P, B or T. */
export function coupSummary(coup: Pick<Coup, 'outcome'>): 'P' | 'B' | 'T' {
  return coup.outcome === 'player' ? 'P' : coup.outcome === 'banker' ? 'B' : 'T';
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Banker amounts must be multiples of this so the commission leaves a whole number (20 at 5 %). */
export function bankerAmountMultiple(config: BaccaratConfig): number {
  return 100 / gcd(100, 100 - config.bankerCommissionPercent);
}

export function parseBaccaratBets(config: BaccaratConfig, stake: number, bet: unknown): BaccaratBet | EngineError {
  if (!Array.isArray(bet) || bet.length === 0) return { error: 'place at least one bet' };
  const seen = new Set<string>();
  const bets: BaccaratBet = [];
  for (const raw of bet) {
    const { spot, amount } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (!SPOTS.includes(spot as BaccaratSpot)) return { error: 'spot must be player, banker or tie' };
    if (seen.has(spot as string)) return { error: `one bet per spot (${spot} twice)` };
    seen.add(spot as string);
    if (!isPositiveAmount(amount)) return { error: 'each bet amount must be a positive integer' };
    const multiple = bankerAmountMultiple(config);
    if (spot === 'banker' && amount % multiple !== 0) {
      return { error: `banker bets must be multiples of ${multiple}` };
    }
    bets.push({ spot: spot as BaccaratSpot, amount });
  }
  const total = bets.reduce((sum, each) => sum + each.amount, 0);
  if (total !== stake) return { error: `the bets add up to ${total}, not the stake ${stake}` };
  return bets;
}

/** Settles validated bets against a coup (a player's own, or a live table's shared one). */
export function settleBaccaratBets(
  bets: BaccaratBet,
  coup: Coup,
  config: BaccaratConfig = PUNTO_BANCO,
): { view: BaccaratView; win: number } {
  const settled = bets.map(({ spot, amount }) => {
    let win = 0;
    if (coup.outcome === 'tie') win = spot === 'tie' ? amount * (config.tiePays + 1) : amount;
    else if (spot === coup.outcome) {
      win = spot === 'banker' ? amount + (amount * (100 - config.bankerCommissionPercent)) / 100 : amount * 2;
    }
    return { spot, amount, win };
  });
  const win = settled.reduce((sum, each) => sum + each.win, 0);
  const view: BaccaratView = {
    engine: 'baccarat',
    player: { cards: coup.player, total: coup.playerTotal },
    banker: { cards: coup.banker, total: coup.bankerTotal },
    outcome: coup.outcome,
    natural: coup.natural,
    bets: settled,
    stake: bets.reduce((sum, each) => sum + each.amount, 0),
    win,
  };
  return { view, win };
}

export type BaccaratMaths = {
  probabilities: Record<BaccaratOutcome, number>;
  rtpByBet: Record<BaccaratSpot, number>;
};

/**
 * Exact outcome probabilities by enumerating every sequence of card points a coup can use from a
 * fresh shoe (10 point classes: 0 has 16 cards a deck, 1..9 have 4), weighting each by its number of
 * card orders. Every weight is extended to six cards, so all share the denominator N(N−1)…(N−5);
 * for 8 decks that is below 2^53, so every sum is an exact integer in a double.
 */
export function baccaratMaths(config: BaccaratConfig): BaccaratMaths {
  const left = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * config.decks);
  const shoe = DECK_SIZE * config.decks;
  const tallies: Record<BaccaratOutcome, number> = { player: 0, banker: 0, tie: 0 };
  /** Takes a card of `points` from the shoe, returning how many there were. */
  const take = (points: number) => {
    const available = left[points] as number;
    left[points] = available - 1;
    return available;
  };
  const put = (points: number) => {
    left[points] = (left[points] as number) + 1;
  };
  /** Adds a finished coup of `dealt` cards and `ways` orders, extended to six cards. */
  const tally = (player: number, banker: number, dealt: number, ways: number) => {
    let extended = ways;
    for (let position = dealt; position < 6; position++) extended *= shoe - position;
    const outcome: BaccaratOutcome = player > banker ? 'player' : banker > player ? 'banker' : 'tie';
    tallies[outcome] += extended;
  };
  const bankerTurn = (player: number, banker: number, playerThird: number | null, dealt: number, ways: number) => {
    if (!bankerDraws(banker, playerThird)) return tally(player, banker, dealt, ways);
    for (let third = 0; third < 10; third++) {
      const available = take(third);
      if (available > 0) tally(player, (banker + third) % 10, dealt + 1, ways * available);
      put(third);
    }
  };
  const deal = (cards: number[], ways: number) => {
    if (cards.length < 4) {
      for (let points = 0; points < 10; points++) {
        const available = take(points);
        if (available > 0) deal([...cards, points], ways * available);
        put(points);
      }
      return;
    }
    const [p1 = 0, b1 = 0, p2 = 0, b2 = 0] = cards;
    const player = (p1 + p2) % 10;
    const banker = (b1 + b2) % 10;
    if (player >= 8 || banker >= 8) return tally(player, banker, 4, ways);
    if (player >= 6) return bankerTurn(player, banker, null, 4, ways);
    for (let third = 0; third < 10; third++) {
      const available = take(third);
      if (available > 0) bankerTurn((player + third) % 10, banker, third, 5, ways * available);
      put(third);
    }
  };
  deal([], 1);
  let denominator = 1;
  for (let position = 0; position < 6; position++) denominator *= shoe - position;
  const probabilities = {
    player: tallies.player / denominator,
    banker: tallies.banker / denominator,
    tie: tallies.tie / denominator,
  };
  return {
    probabilities,
    rtpByBet: {
      player: 2 * probabilities.player + probabilities.tie,
      banker: (1 + (100 - config.bankerCommissionPercent) / 100) * probabilities.banker + probabilities.tie,
      tie: (config.tiePays + 1) * probabilities.tie,
    },
  };
}

export const cachedBaccaratMaths = memoByConfig(baccaratMaths);

export const baccaratEngine: GameEngine<BaccaratConfig, BaccaratBet, BaccaratState, never, BaccaratView> = {
  kind: 'baccarat',
  validateBet(config, stake, bet) {
    if (!isPositiveAmount(stake)) return { error: 'stake must be a positive integer' };
    return parseBaccaratBets(config, stake, bet);
  },
  start(config, stake, bets, rng) {
    const coup = dealCoup(rng, config.decks);
    const { view, win } = settleBaccaratBets(bets, coup, config);
    return { state: { stake, coup }, extraStake: 0, done: true, win, view };
  },
  ...singleStepRound('baccarat'),
  /** The banker bet's: the main bet with the lowest house edge. */
  theoreticalRtp: (config) => cachedBaccaratMaths(config).rtpByBet.banker,
  rules(config) {
    const maths = cachedBaccaratMaths(config);
    return {
      engine: 'baccarat',
      decks: config.decks,
      payouts: {
        player: '1:1',
        banker: `${(100 - config.bankerCommissionPercent) / 100}:1`,
        tie: `${config.tiePays}:1`,
      },
      rtpByBet: maths.rtpByBet,
      probabilities: maths.probabilities,
      bankerAmountMultipleOf: bankerAmountMultiple(config),
      rtp: maths.rtpByBet.banker,
    };
  },
  stakeSteps(config, minStakeMinor, maxStakeMinor) {
    return chipLadder(bankerAmountMultiple(config), minStakeMinor, maxStakeMinor);
  },
};
