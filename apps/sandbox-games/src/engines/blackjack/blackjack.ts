import { cardCode, DECK_SIZE } from '../cards';
import type { EngineError, GameEngine, Rng, StepResult } from '../engine';
import { actionName, isPositiveAmount } from '../engine';
import { chipLadder } from '../stakes';
import { analyseBlackjack, type BlackjackRules, type Decision } from './analysis';
import { cardValue, handTotal, isNatural } from './hand';

/**
 * Blackjack dealt from an infinite deck: every card is drawn uniformly from the 52 (the usual
 * online "continuous shuffle" model). Nothing can be counted, a round in progress needs no shoe in
 * its state (the next card is drawn when it is needed), and the RTP is exact. Rules: the dealer
 * peeks under an ace or ten, blackjack pays 3:2, double on any two cards, one split, split aces take
 * one card each; the config picks stand/hit soft 17 and double after split.
 */
export type BlackjackConfig = BlackjackRules;

export type BlackjackBet = { stake: number };

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

type HandState = { cards: string[]; bet: number; doubled: boolean; finished: boolean; fromSplit: boolean };

export type BlackjackState = {
  stake: number;
  /** The up card first, then the hole card (hidden from the view until the end), then draws. */
  dealer: string[];
  hands: HandState[];
  /** The hand to act, or null when the round is over. */
  active: number | null;
};

export type BlackjackHandView = {
  cards: string[];
  total: number;
  soft: boolean;
  bet: number;
  doubled: boolean;
  status: 'playing' | 'waiting' | 'stood' | 'bust' | 'blackjack';
  result: 'win' | 'lose' | 'push' | 'blackjack' | null;
  win: number;
};

export type BlackjackView = {
  engine: 'blackjack';
  stake: number;
  totalStake: number;
  win: number;
  done: boolean;
  dealer: { cards: (string | null)[]; total: number | null; blackjack: boolean; bust: boolean };
  hands: BlackjackHandView[];
  activeHand: number | null;
  actions: BlackjackAction[];
};

const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

const CODES = Array.from({ length: DECK_SIZE }, (_, card) => cardCode(card));
/** Card code → blackjack value, so hands in state (codes) are valued without parsing. */
const VALUE_OF = new Map(CODES.map((code, card) => [code, cardValue(card)]));

function drawCard(rng: Rng): string {
  return CODES[rng.int(DECK_SIZE)] as string;
}

function valuesOf(cards: readonly string[]): number[] {
  return cards.map((code) => {
    const value = VALUE_OF.get(code);
    if (value === undefined) throw new Error(`corrupt round state: ${code} is not a card`);
    return value;
  });
}

function totalOf(cards: readonly string[]) {
  return handTotal(valuesOf(cards));
}

/** A hand is a blackjack only as the two first cards of an unsplit hand. */
function isBlackjackHand(state: BlackjackState, hand: HandState): boolean {
  return state.hands.length === 1 && !hand.fromSplit && isNatural(valuesOf(hand.cards));
}

function dealerHasBlackjack(state: BlackjackState): boolean {
  return isNatural(valuesOf(state.dealer.slice(0, 2)));
}

/** What the active hand may do now. */
export function availableActions(config: BlackjackConfig, state: BlackjackState): BlackjackAction[] {
  if (state.active === null) return [];
  const hand = state.hands[state.active];
  if (!hand || hand.finished) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && (!hand.fromSplit || config.doubleAfterSplit)) actions.push('double');
  if (state.hands.length === 1 && hand.cards.length === 2) {
    const [first, second] = valuesOf(hand.cards);
    if (first === second) actions.push('split');
  }
  return actions;
}

function viewOf(config: BlackjackConfig, state: BlackjackState): BlackjackView {
  const done = state.active === null;
  const dealerCards = done ? state.dealer : state.dealer.slice(0, 1);
  const dealerTotal = totalOf(dealerCards);
  const dealerBlackjack = done && dealerHasBlackjack(state);
  const settlement = done ? settle(state) : null;
  const hands = state.hands.map((hand, index): BlackjackHandView => {
    const { total, soft } = totalOf(hand.cards);
    const blackjack = isBlackjackHand(state, hand);
    let status: BlackjackHandView['status'] = 'waiting';
    if (total > 21) status = 'bust';
    else if (blackjack) status = 'blackjack';
    else if (hand.finished) status = 'stood';
    else if (index === state.active) status = 'playing';
    return {
      cards: hand.cards,
      total,
      soft,
      bet: hand.bet,
      doubled: hand.doubled,
      status,
      result: settlement?.[index]?.result ?? null,
      win: settlement?.[index]?.win ?? 0,
    };
  });
  const win = settlement ? settlement.reduce((sum, each) => sum + each.win, 0) : 0;
  return {
    engine: 'blackjack',
    stake: state.stake,
    totalStake: state.hands.reduce((sum, hand) => sum + hand.bet, 0),
    win,
    done,
    dealer: {
      cards: done ? dealerCards : [...dealerCards, null],
      total: dealerTotal.total,
      blackjack: dealerBlackjack,
      bust: dealerTotal.total > 21,
    },
    hands,
    activeHand: state.active,
    actions: availableActions(config, state),
  };
}

/** Each hand's result and return (stake included) once the dealer has finished. */
function settle(state: BlackjackState): { result: NonNullable<BlackjackHandView['result']>; win: number }[] {
  const dealerNatural = dealerHasBlackjack(state);
  const dealer = totalOf(state.dealer).total;
  return state.hands.map((hand) => {
    const player = totalOf(hand.cards).total;
    const natural = isBlackjackHand(state, hand);
    if (natural && !dealerNatural) return { result: 'blackjack', win: hand.bet + (hand.bet * 3) / 2 };
    if (natural && dealerNatural) return { result: 'push', win: hand.bet };
    if (dealerNatural) return { result: 'lose', win: 0 };
    if (player > 21) return { result: 'lose', win: 0 };
    if (dealer > 21 || player > dealer) return { result: 'win', win: hand.bet * 2 };
    if (player === dealer) return { result: 'push', win: hand.bet };
    return { result: 'lose', win: 0 };
  });
}

/** Moves to the next unfinished hand; when none is left the dealer draws (if any hand still stands). */
function advance(config: BlackjackConfig, state: BlackjackState, rng: Rng): BlackjackState {
  const next = state.hands.findIndex((hand) => !hand.finished);
  if (next >= 0) return { ...state, active: next };
  const dealer = [...state.dealer];
  const anyStanding = state.hands.some((hand) => totalOf(hand.cards).total <= 21);
  if (anyStanding) {
    for (;;) {
      const { total, soft } = totalOf(dealer);
      const draws = total < 17 || (total === 17 && soft && config.dealerHitsSoft17);
      if (!draws) break;
      dealer.push(drawCard(rng));
    }
  }
  return { ...state, dealer, active: null };
}

function step(
  config: BlackjackConfig,
  state: BlackjackState,
  extraStake: number,
): StepResult<BlackjackState, BlackjackView> {
  const view = viewOf(config, state);
  return { state, extraStake, done: view.done, win: view.win, view };
}

/** A hand that reached 21 or busted needs no decision. */
function finishIfSettled(hand: HandState): HandState {
  const { total } = totalOf(hand.cards);
  return total >= 21 ? { ...hand, finished: true } : hand;
}

export function parseBlackjackAction(action: unknown): BlackjackAction | EngineError {
  const name = actionName(action);
  return ACTIONS.includes(name as BlackjackAction)
    ? (name as BlackjackAction)
    : { error: 'action must be hit, stand, double or split' };
}

export const blackjackEngine: GameEngine<
  BlackjackConfig,
  BlackjackBet,
  BlackjackState,
  BlackjackAction,
  BlackjackView
> = {
  kind: 'blackjack',
  validateBet(_config, stake, bet) {
    if (bet !== undefined && bet !== null && (typeof bet !== 'object' || Object.keys(bet).length > 0)) {
      return { error: 'blackjack takes no bet options' };
    }
    if (!isPositiveAmount(stake)) return { error: 'stake must be a positive integer' };
    // 3:2 on an odd stake would pay half a minor unit.
    if (stake % 2 !== 0) return { error: 'stake must be even (blackjack pays 3:2)' };
    return { stake };
  },
  start(config, stake, _bet, rng) {
    // Dealt in casino order: player, dealer up, player, dealer hole.
    const first = drawCard(rng);
    const up = drawCard(rng);
    const second = drawCard(rng);
    const hole = drawCard(rng);
    const hand: HandState = { cards: [first, second], bet: stake, doubled: false, finished: false, fromSplit: false };
    let state: BlackjackState = { stake, dealer: [up, hole], hands: [hand], active: 0 };
    // The dealer peeks: a dealer blackjack ends the round at once, as does a player blackjack.
    if (dealerHasBlackjack(state) || isBlackjackHand(state, hand)) state = { ...state, active: null };
    return step(config, state, 0);
  },
  parseAction: parseBlackjackAction,
  act(config, state, action, rng) {
    const parsed = parseBlackjackAction(action);
    if (typeof parsed !== 'string') return parsed;
    if (!availableActions(config, state).includes(parsed)) {
      return { error: state.active === null ? 'the round is over' : `${parsed} is not allowed now` };
    }
    const index = state.active as number;
    const hand = state.hands[index] as HandState;
    const hands = [...state.hands];
    let extraStake = 0;
    if (parsed === 'hit') {
      hands[index] = finishIfSettled({ ...hand, cards: [...hand.cards, drawCard(rng)] });
    } else if (parsed === 'stand') {
      hands[index] = { ...hand, finished: true };
    } else if (parsed === 'double') {
      extraStake = hand.bet;
      hands[index] = {
        ...hand,
        cards: [...hand.cards, drawCard(rng)],
        bet: hand.bet * 2,
        doubled: true,
        finished: true,
      };
    } else {
      extraStake = hand.bet;
      const aces = valuesOf(hand.cards)[0] === 1;
      const split = hand.cards.map(
        (card): HandState =>
          finishIfSettled({
            cards: [card, drawCard(rng)],
            bet: hand.bet,
            doubled: false,
            // Split aces take one card each and stand.
            finished: aces,
            fromSplit: true,
          }),
      );
      hands.splice(index, 1, ...split);
    }
    return step(config, advance(config, { ...state, hands }, rng), extraStake);
  },
  theoreticalRtp: (config) => blackjackRtp(config),
  rules(config) {
    return {
      engine: 'blackjack',
      decks: 'infinite',
      dealerHitsSoft17: config.dealerHitsSoft17,
      blackjackPays: '3:2',
      doubleAfterSplit: config.doubleAfterSplit,
      dealerPeeks: true,
      maxHands: 2,
      rtp: blackjackRtp(config),
    };
  },
  stakeSteps(_config, minStakeMinor, maxStakeMinor) {
    return chipLadder(2, minStakeMinor, maxStakeMinor);
  },
};

const analyses = new Map<string, ReturnType<typeof analyseBlackjack>>();

/** The exact analysis for a rule set, computed once (tens of milliseconds). */
export function blackjackAnalysis(config: BlackjackConfig) {
  const key = `${config.dealerHitsSoft17}:${config.doubleAfterSplit}`;
  let analysis = analyses.get(key);
  if (!analysis) {
    analysis = analyseBlackjack(config);
    analyses.set(key, analysis);
  }
  return analysis;
}

export function blackjackRtp(config: BlackjackConfig): number {
  return blackjackAnalysis(config).rtp;
}

/**
 * Basic strategy for a round in progress: the optimal decision from the exact analysis (for an
 * infinite deck, basic strategy is optimal). Used by the RTP simulation in tests and the bench.
 */
export function basicStrategy(config: BlackjackConfig, view: BlackjackView): Decision {
  const hand = view.hands[view.activeHand ?? -1];
  const up = view.dealer.cards[0];
  if (!hand || !up) throw new Error('no decision to make: the round is over');
  const values = valuesOf(hand.cards);
  const { decision } = blackjackAnalysis(config).decide({
    values,
    up: valuesOf([up])[0] as number,
    canDouble: view.actions.includes('double'),
    pairValue: view.actions.includes('split') ? (values[0] as number) : null,
  });
  return decision;
}
