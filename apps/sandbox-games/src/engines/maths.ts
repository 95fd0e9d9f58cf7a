import { type BaccaratConfig, PUNTO_BANCO } from './baccarat/baccarat';
import type { BlackjackConfig } from './blackjack/blackjack';
import type { EngineKind, Volatility } from './engine';
import type { RouletteConfig } from './roulette/roulette';
import { SLOT_MATHS, type SlotMaths } from './slots/slot-maths';
import { JACKS_OR_BETTER_9_6, type VideoPokerConfig } from './video-poker/video-poker';

export { LINES_20, SLOT_MATHS, type SlotMaths } from './slots/slot-maths';

export type TableMaths =
  | { id: string; kind: 'roulette'; volatility: Volatility; config: RouletteConfig }
  | { id: string; kind: 'blackjack'; volatility: Volatility; config: BlackjackConfig }
  | { id: string; kind: 'video-poker'; volatility: Volatility; config: VideoPokerConfig }
  | { id: string; kind: 'baccarat'; volatility: Volatility; config: BaccaratConfig };

export type Maths = SlotMaths | TableMaths;

/**
 * Table games: one maths each. Live roulette and live baccarat use the same configs. The video
 * poker figure is the exact optimal-play RTP of 9/6 Jacks or Better (0.99543904…), recomputed by
 * `npm run bench:rtp`.
 */
export const TABLE_MATHS: TableMaths[] = [
  { id: 'roulette-european', kind: 'roulette', volatility: 'medium', config: { variant: 'european' } },
  {
    id: 'blackjack-s17',
    kind: 'blackjack',
    volatility: 'low',
    config: { dealerHitsSoft17: false, doubleAfterSplit: true },
  },
  {
    id: 'video-poker-jacks-9-6',
    kind: 'video-poker',
    volatility: 'medium',
    config: { paytable: JACKS_OR_BETTER_9_6, optimalRtp: 0.995439 },
  },
  {
    id: 'baccarat-8-deck',
    kind: 'baccarat',
    volatility: 'low',
    config: PUNTO_BANCO,
  },
];

export const MATHS: Maths[] = [...SLOT_MATHS, ...TABLE_MATHS];

/** The maths a game references; an unknown id is a catalogue bug, so it throws. */
export function findMaths(id: string): Maths {
  const maths = MATHS.find((each) => each.id === id);
  if (!maths) throw new Error(`unknown game maths ${id}`);
  return maths;
}

export function mathsOfKind(kind: EngineKind): Maths[] {
  return MATHS.filter((each) => each.kind === kind);
}
