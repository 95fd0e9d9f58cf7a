/**
 * The engines' display data (`view`) and rules data (`rules`) as the clients read them, written
 * from apps/sandbox-games/src/engines/README.md. Views come from our own server, so the clients
 * trust these shapes once the round call succeeded.
 */
// The slot views are the engines' own types (type-only: nothing of the server is bundled).
export type { Position as Cell, SlotView, SlotWin, SpinView } from '../../src/engines/slots/reels';

export type RulesSymbol = {
  id: string;
  kind: 'regular' | 'wild' | 'scatter';
  pays: Record<string, number>;
};

export type FreeSpinRules = {
  symbol: string;
  awards: Record<string, number>;
  multiplier: number;
  retrigger: boolean;
};

export type PaylinesRules = {
  engine: 'paylines';
  reels: number;
  rows: number;
  lines: number[][];
  symbols: RulesSymbol[];
  freeSpins: FreeSpinRules | null;
  stakeUnit: number;
  rtp: number;
};

export type WaysRules = {
  engine: 'ways';
  reels: number;
  rows: number;
  ways: number;
  coinsPerStake: number;
  symbols: RulesSymbol[];
  freeSpins: FreeSpinRules | null;
  stakeUnit?: number;
  rtp: number;
};

export type ClassicRules = {
  engine: 'classic';
  reels: number;
  rows: number;
  paylineRow: number;
  symbols: string[];
  rules: { id: string; label: string; pay: number }[];
  wild: { symbol: string; multiplier: number; triplePay: number } | null;
  rtp: number;
};

export type SlotRules = PaylinesRules | WaysRules | ClassicRules;

export type RouletteSpot =
  | { type: 'straight' | 'split' | 'street' | 'corner' | 'six-line'; numbers: number[]; amount: number }
  | { type: 'column' | 'dozen'; index: 1 | 2 | 3; amount: number }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high'; amount: number };

export type RouletteBetType = RouletteSpot['type'];

export type RouletteView = {
  engine: 'roulette';
  pocket: number;
  color: 'red' | 'black' | 'green';
  bets: (RouletteSpot & { win: number })[];
  stake: number;
  win: number;
};

export type RouletteRules = {
  engine: 'roulette';
  wheel: number[];
  red: number[];
  payouts: Record<string, number>;
  rtp: number;
};

export type BlackjackHand = {
  cards: string[];
  total: number;
  soft: boolean;
  bet: number;
  doubled: boolean;
  status: 'playing' | 'waiting' | 'stood' | 'bust' | 'blackjack' | 'settled';
  result: 'win' | 'lose' | 'push' | 'blackjack' | null;
  win: number;
};

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export type BlackjackView = {
  engine: 'blackjack';
  stake: number;
  totalStake: number;
  win: number;
  done: boolean;
  dealer: { cards: (string | null)[]; total: number | null; blackjack: boolean; bust: boolean };
  hands: BlackjackHand[];
  activeHand: number | null;
  actions: BlackjackAction[];
};

export type BlackjackRules = {
  engine: 'blackjack';
  decks: 'infinite' | number;
  dealerHitsSoft17: boolean;
  blackjackPays: string;
  doubleAfterSplit: boolean;
  maxHands: number;
  rtp: number;
};

export type HandRank =
  | 'royal-flush'
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'jacks-or-better';

export type VideoPokerView = {
  engine: 'video-poker';
  stake: number;
  phase: 'deal' | 'result';
  cards: string[];
  holds: boolean[] | null;
  hand: HandRank | null;
  win: number;
};

export type VideoPokerRules = { engine: 'video-poker'; paytable: Partial<Record<HandRank, number>>; rtp: number };

export type BaccaratSpot = 'player' | 'banker' | 'tie';

export type BaccaratView = {
  engine: 'baccarat';
  player: { cards: string[]; total: number };
  banker: { cards: string[]; total: number };
  outcome: BaccaratSpot;
  natural: boolean;
  bets: { spot: BaccaratSpot; amount: number; win: number }[];
  stake: number;
  win: number;
};

export type BaccaratRules = {
  engine: 'baccarat';
  decks: number;
  payouts: Record<BaccaratSpot, string>;
  rtpByBet: Record<BaccaratSpot, number>;
  probabilities: Record<BaccaratSpot, number>;
  bankerAmountMultipleOf: number;
  rtp: number;
};
