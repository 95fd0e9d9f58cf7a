import { coupSummary, dealCoup, settleBaccaratBets } from '../engines/baccarat/baccarat';
import type { Rng } from '../engines/engine';
import { settleRouletteBets, spinRoulette } from '../engines/roulette/roulette';

/**
 * How a shared live round is played with a table engine: one outcome drawn for the table, then
 * each player's validated bets settled against it (src/engines/README.md, "Live tables").
 */
export type LiveGameRules = {
  draw(rng: Rng): unknown;
  /** `bets` is the concatenation of validated bet lists (engine.validateBet answers). */
  settle(bets: unknown[], outcome: unknown): { view: unknown; win: number };
  /** The short form shown in lastResults: a pocket number, or P / B / T. */
  label(outcome: unknown): string;
};

type RouletteBets = Parameters<typeof settleRouletteBets>[0];
type Coup = Parameters<typeof settleBaccaratBets>[1];
type BaccaratBets = Parameters<typeof settleBaccaratBets>[0];

export const LIVE_GAME_RULES: Record<'roulette' | 'baccarat', LiveGameRules> = {
  roulette: {
    draw: (rng) => spinRoulette(rng),
    settle: (bets, outcome) => settleRouletteBets(bets as RouletteBets, outcome as number),
    label: (outcome) => String(outcome),
  },
  baccarat: {
    draw: (rng) => dealCoup(rng),
    settle: (bets, outcome) => settleBaccaratBets(bets as BaccaratBets, outcome as Coup),
    label: (outcome) => coupSummary(outcome as Coup),
  },
};

/** The total a bet list stakes: every spot carries an amount (roulette spots, baccarat spots). */
export function stakeOfBets(bets: unknown): number | null {
  if (!Array.isArray(bets) || bets.length === 0) return null;
  let total = 0;
  for (const spot of bets) {
    const amount = typeof spot === 'object' && spot !== null ? (spot as { amount?: unknown }).amount : undefined;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
    total += amount;
  }
  return Number.isSafeInteger(total) ? total : null;
}
