import { cardCode, DECK_SIZE, parseCards } from '../cards';
import type { EngineError, GameEngine, Rng } from '../engine';
import { actionName, isPositiveAmount } from '../engine';
import { stakeLadder } from '../stakes';
import { categorize, PAYING_HANDS, type PayingHand, type Paytable } from './evaluator';

/**
 * Single-hand draw poker from one 52-card deck per round. The deal draws five distinct cards; the
 * draw replaces the cards not held from the 47 left (drawn then, uniformly, which is the same as
 * dealing from a deck shuffled at the start: the state needs only the five cards to resume).
 */
export type VideoPokerConfig = {
  paytable: Paytable;
  /**
   * The optimal-strategy RTP of this paytable. Computing it takes all 2 598 960 deals × 32 holds
   * (ten seconds or more), so it is published as data; `npm run bench:rtp` recomputes it exactly and
   * fails if it differs (9/6 Jacks or Better: 0.99543904…, the known figure).
   */
  optimalRtp: number;
};

export type VideoPokerBet = { stake: number };
export type VideoPokerAction = { action: 'draw'; holds: boolean[] };
export type VideoPokerState = { stake: number; cards: string[]; holds: boolean[] | null };

export type VideoPokerView = {
  engine: 'video-poker';
  stake: number;
  phase: 'deal' | 'result';
  cards: string[];
  holds: boolean[] | null;
  hand: PayingHand | null;
  win: number;
};

/** Jacks or Better "9/6" full pay: 9 for a full house, 6 for a flush; royal 800 (the max-coin rate). */
export const JACKS_OR_BETTER_9_6: Paytable = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
};

/** Draws `count` distinct cards not in `excluded`, uniformly. */
function drawDistinct(rng: Rng, count: number, excluded: readonly number[]): number[] {
  const used = new Set(excluded);
  const drawn: number[] = [];
  while (drawn.length < count) {
    // Pick the k-th card still in the deck: one draw per card, no rejection loop.
    let k = rng.int(DECK_SIZE - used.size);
    for (let card = 0; card < DECK_SIZE; card++) {
      if (used.has(card)) continue;
      if (k === 0) {
        used.add(card);
        drawn.push(card);
        break;
      }
      k--;
    }
  }
  return drawn;
}

export function payingHand(cards: readonly number[]): PayingHand | null {
  const category = categorize(cards);
  return category === 'low-pair' || category === 'high-card' ? null : category;
}

function viewOf(state: VideoPokerState, paytable: Paytable) {
  const hand = payingHand(parseCards(state.cards));
  const done = state.holds !== null;
  const win = done && hand ? state.stake * paytable[hand] : 0;
  const view: VideoPokerView = {
    engine: 'video-poker',
    stake: state.stake,
    phase: done ? 'result' : 'deal',
    cards: state.cards,
    holds: state.holds,
    hand,
    win,
  };
  return { state, extraStake: 0, done, win, view };
}

export function parseVideoPokerAction(action: unknown): VideoPokerAction | EngineError {
  if (actionName(action) !== 'draw') return { error: 'the only action is draw' };
  const holds = (action as { holds?: unknown }).holds;
  if (!Array.isArray(holds) || holds.length !== 5 || !holds.every((hold) => typeof hold === 'boolean')) {
    return { error: 'holds must be five booleans' };
  }
  return { action: 'draw', holds: [...holds] };
}

export const videoPokerEngine: GameEngine<
  VideoPokerConfig,
  VideoPokerBet,
  VideoPokerState,
  VideoPokerAction,
  VideoPokerView
> = {
  kind: 'video-poker',
  validateBet(_config, stake, bet) {
    if (bet !== undefined && bet !== null && (typeof bet !== 'object' || Object.keys(bet).length > 0)) {
      return { error: 'video poker takes no bet options' };
    }
    if (!isPositiveAmount(stake)) return { error: 'stake must be a positive integer' };
    return { stake };
  },
  start(config, stake, _bet, rng) {
    const cards = drawDistinct(rng, 5, []).map(cardCode);
    return viewOf({ stake, cards, holds: null }, config.paytable);
  },
  parseAction: parseVideoPokerAction,
  act(config, state, action, rng) {
    if (state.holds !== null) return { error: 'the round is over' };
    const parsed = parseVideoPokerAction(action);
    if ('error' in parsed) return parsed;
    const dealt = parseCards(state.cards);
    const replacements = drawDistinct(rng, parsed.holds.filter((hold) => !hold).length, dealt);
    const cards = dealt.map((card, index) => (parsed.holds[index] ? card : (replacements.shift() as number)));
    return viewOf({ stake: state.stake, cards: cards.map(cardCode), holds: parsed.holds }, config.paytable);
  },
  theoreticalRtp: (config) => config.optimalRtp,
  rules(config) {
    return {
      engine: 'video-poker',
      paytable: Object.fromEntries(PAYING_HANDS.map((hand) => [hand, config.paytable[hand]])),
      rtp: config.optimalRtp,
    };
  },
  stakeSteps(_config, minStakeMinor, maxStakeMinor) {
    return stakeLadder(1, minStakeMinor, maxStakeMinor);
  },
};
