import { baccaratEngine } from './baccarat/baccarat';
import { blackjackEngine } from './blackjack/blackjack';
import type { AnyGameEngine, EngineKind } from './engine';
import { rouletteEngine } from './roulette/roulette';
import { classicEngine } from './slots/classic';
import { paylinesEngine } from './slots/paylines';
import { waysEngine } from './slots/ways';
import { videoPokerEngine } from './video-poker/video-poker';

export * from './engine';
export {
  findMaths,
  MATHS,
  type Maths,
  mathsOfKind,
  SLOT_MATHS,
  type SlotMaths,
  TABLE_MATHS,
  type TableMaths,
} from './maths';

/** Every engine by kind, fully typed; index with `ENGINES[maths.kind]` and the maths' config. */
export const ENGINES = {
  paylines: paylinesEngine,
  ways: waysEngine,
  classic: classicEngine,
  roulette: rouletteEngine,
  blackjack: blackjackEngine,
  'video-poker': videoPokerEngine,
  baccarat: baccaratEngine,
} satisfies Record<EngineKind, AnyGameEngine>;

/** The engine of a kind with its types erased, for code that handles every kind alike. */
export function engineFor(kind: EngineKind): AnyGameEngine {
  return ENGINES[kind] as AnyGameEngine;
}
