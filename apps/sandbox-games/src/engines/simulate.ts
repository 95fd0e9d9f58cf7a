import { basicStrategy } from './blackjack/blackjack';
import { parseCards } from './cards';
import type { AnyGameEngine, Rng } from './engine';
import { isEngineError } from './engine';
import { ENGINES } from './index';
import type { Maths } from './maths';
import type { RouletteSpot } from './roulette/roulette';
import { bestHold, buildDrawTables, type DrawTables } from './video-poker/optimal';
import type { VideoPokerView } from './video-poker/video-poker';

/**
 * Simulated players for the RTP checks (tests and `npm run bench:rtp`): each plays whole rounds
 * through the public engine API, exactly as the server would, with the strategy the theoretical RTP
 * assumes (blackjack basic strategy, video poker optimal holds, baccarat on banker).
 */

/** One round's result in initial stakes: (returned − extra stakes) / initial stake. */
export type RoundPlayer = (rng: Rng) => number;

/** A spread over every roulette bet type; each returns 36/37 of its amount on average. */
export const ROULETTE_SPREAD: RouletteSpot[] = [
  { type: 'straight', numbers: [17], amount: 1 },
  { type: 'split', numbers: [17, 20], amount: 2 },
  { type: 'street', numbers: [16, 17, 18], amount: 3 },
  { type: 'corner', numbers: [17, 18, 20, 21], amount: 4 },
  { type: 'six-line', numbers: [13, 14, 15, 16, 17, 18], amount: 6 },
  { type: 'column', index: 2, amount: 12 },
  { type: 'dozen', index: 3, amount: 12 },
  { type: 'red', amount: 18 },
  { type: 'black', amount: 18 },
  { type: 'odd', amount: 18 },
  { type: 'even', amount: 18 },
  { type: 'low', amount: 18 },
  { type: 'high', amount: 18 },
];

function check<T>(value: T | { error: string }): T {
  if (isEngineError(value)) throw new Error(`simulation rejected by the engine: ${value.error}`);
  return value as T;
}

/** A player for a maths entry; video poker builds its optimal-hold tables once here (seconds). */
export function createPlayer(maths: Maths, options: { drawTables?: DrawTables } = {}): RoundPlayer {
  const engine = ENGINES[maths.kind] as AnyGameEngine;
  const config: unknown = maths.config;
  const simple = (stake: number, bet: unknown): RoundPlayer => {
    const validated = check(engine.validateBet(config, stake, bet));
    return (rng) => engine.start(config, stake, validated, rng).win / stake;
  };
  switch (maths.kind) {
    case 'paylines':
      return simple(maths.config.lines.length, undefined);
    case 'ways':
      return simple(maths.config.coinsPerStake, undefined);
    case 'classic':
      return simple(1, undefined);
    case 'roulette':
      return simple(
        ROULETTE_SPREAD.reduce((sum, spot) => sum + spot.amount, 0),
        ROULETTE_SPREAD,
      );
    case 'baccarat':
      return simple(20, [{ spot: 'banker', amount: 20 }]);
    case 'blackjack': {
      const blackjack = ENGINES.blackjack;
      const stake = 2;
      return (rng) => {
        let step = blackjack.start(maths.config, stake, { stake }, rng);
        let extra = 0;
        while (!step.done) {
          const decision = basicStrategy(maths.config, step.view);
          step = check(blackjack.act(maths.config, step.state, { action: decision }, rng));
          extra += step.extraStake;
        }
        return (step.win - extra) / stake;
      };
    }
    case 'video-poker': {
      const poker = ENGINES['video-poker'];
      const tables = options.drawTables ?? buildDrawTables(maths.config.paytable);
      const stake = 1;
      return (rng) => {
        const dealt = poker.start(maths.config, stake, { stake }, rng);
        const { holds } = bestHold(tables, parseCards((dealt.view as VideoPokerView).cards));
        return check(poker.act(maths.config, dealt.state, { action: 'draw', holds }, rng)).win / stake;
      };
    }
  }
}

export type SimulationResult = {
  rounds: number;
  /** Mean result per initial stake. */
  rtp: number;
  /** Standard deviation of one round's result, in initial stakes. */
  standardDeviation: number;
  /** Standard error of `rtp`: standardDeviation / √rounds. */
  standardError: number;
  maxRound: number;
};

export function simulate(player: RoundPlayer, rounds: number, rng: Rng): SimulationResult {
  let sum = 0;
  let sumSquares = 0;
  let maxRound = 0;
  for (let round = 0; round < rounds; round++) {
    const result = player(rng);
    sum += result;
    sumSquares += result * result;
    if (result > maxRound) maxRound = result;
  }
  const rtp = sum / rounds;
  const variance = Math.max(0, sumSquares / rounds - rtp * rtp) * (rounds / Math.max(1, rounds - 1));
  const standardDeviation = Math.sqrt(variance);
  return { rounds, rtp, standardDeviation, standardError: standardDeviation / Math.sqrt(rounds), maxRound };
}
