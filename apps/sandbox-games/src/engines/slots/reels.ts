import type { EngineError, Rng } from '../engine';
import { isPositiveAmount } from '../engine';

/**
 * What video slots (paylines and ways) share: symbols, reel strips, the visible window, scatters
 * and the free-spin feature, for both play and exact RTP.
 */

export const ROWS = 3;

export type SymbolKind = 'regular' | 'wild' | 'scatter';

/** `pays[count]`: regular and wild symbols pay the line bet (paylines) or coins per way (ways); scatters the stake. */
export type SlotSymbol = { id: string; kind: SymbolKind; pays: Readonly<Record<number, number>> };

/**
 * Free spins: `awards[scatterCount]` spins, played inside the same round at `multiplier`, on
 * `freeSpinReels` when given (else the base reels). Scatters in free spins award more (retrigger).
 */
export type FreeSpinsRule = { awards: Readonly<Record<number, number>>; multiplier: number };

export type Position = [reel: number, row: number];

export type SlotWin =
  | { type: 'line'; line: number; symbol: string; count: number; win: number; positions: Position[] }
  | { type: 'ways'; symbol: string; count: number; ways: number; win: number; positions: Position[] }
  | { type: 'scatter'; symbol: string; count: number; win: number; positions: Position[] }
  | { type: 'rule'; rule: string; label: string; win: number; positions: Position[] };

export type SpinView = {
  kind: 'base' | 'free';
  stops: number[];
  grid: string[][];
  multiplier: number;
  wins: SlotWin[];
  freeSpinsAwarded: number;
  freeSpinsRemaining: number;
  win: number;
};

export type SlotView = {
  engine: 'paylines' | 'ways' | 'classic';
  stake: number;
  spins: SpinView[];
  freeSpinsAwarded: number;
  win: number;
};

/** What the server stores for a finished slot round: enough to audit and to redraw it. */
export type SlotState = { stake: number; stops: number[][] };

/** The configuration both video-slot engines share. */
export type VideoSlotConfig = {
  symbols: SlotSymbol[];
  reels: string[][];
  freeSpinReels?: string[][];
  freeSpins: FreeSpinsRule;
};

/** One uniform stop per reel: the strip index shown in row 0. */
export function spinStops(reels: readonly (readonly string[])[], rng: Rng): number[] {
  return reels.map((strip) => rng.int(strip.length));
}

/** The visible window `grid[reel][row]` for the given stops (strips wrap around). */
export function windowAt(reels: readonly (readonly string[])[], stops: readonly number[], rows = ROWS): string[][] {
  const grid: string[][] = [];
  for (let reel = 0; reel < reels.length; reel++) {
    const strip = reels[reel] as readonly string[];
    const stop = stops[reel] ?? 0;
    const column: string[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stop + row) % strip.length] as string);
    grid.push(column);
  }
  return grid;
}

export function symbolById(symbols: readonly SlotSymbol[]): Map<string, SlotSymbol> {
  return new Map(symbols.map((symbol) => [symbol.id, symbol]));
}

export type SymbolLookup = {
  byId: ReadonlyMap<string, SlotSymbol>;
  scatter: SlotSymbol;
  regular: SlotSymbol[];
  wilds: ReadonlySet<string>;
};

const lookups = new WeakMap<readonly SlotSymbol[], SymbolLookup>();

/** Symbol tables built once per config (a spin is evaluated millions of times in a bench). */
export function lookupSymbols(symbols: readonly SlotSymbol[]): SymbolLookup {
  let lookup = lookups.get(symbols);
  if (!lookup) {
    lookup = {
      byId: symbolById(symbols),
      scatter: scatterSymbol(symbols),
      regular: symbols.filter((symbol) => symbol.kind === 'regular'),
      wilds: new Set(symbols.filter((symbol) => symbol.kind === 'wild').map((symbol) => symbol.id)),
    };
    lookups.set(symbols, lookup);
  }
  return lookup;
}

export function scatterSymbol(symbols: readonly SlotSymbol[]): SlotSymbol {
  const scatter = symbols.find((symbol) => symbol.kind === 'scatter');
  if (!scatter) throw new Error('slot config has no scatter symbol');
  return scatter;
}

export function payFor(symbol: SlotSymbol, count: number): number {
  return symbol.pays[count] ?? 0;
}

/** The scatter win of a window (paying the stake anywhere) and its free-spin award. */
export function evaluateScatter(
  grid: readonly (readonly string[])[],
  scatter: SlotSymbol,
  rule: FreeSpinsRule,
  stake: number,
  multiplier: number,
): { win: SlotWin | null; freeSpins: number } {
  const positions: Position[] = [];
  for (let reel = 0; reel < grid.length; reel++) {
    const column = grid[reel] as readonly string[];
    for (let row = 0; row < column.length; row++) if (column[row] === scatter.id) positions.push([reel, row]);
  }
  const count = positions.length;
  const pay = payFor(scatter, count);
  const freeSpins = rule.awards[count] ?? 0;
  if (pay === 0 && freeSpins === 0) return { win: null, freeSpins: 0 };
  return {
    win: { type: 'scatter', symbol: scatter.id, count, win: stake * pay * multiplier, positions },
    freeSpins,
  };
}

/**
 * Plays a paid spin and every free spin it leads to, in one round. `spin` evaluates one spin on the
 * given reels at the given multiplier (line or ways wins plus the scatter).
 */
export function playFeatureRound(
  config: VideoSlotConfig,
  engine: SlotView['engine'],
  stake: number,
  rng: Rng,
  spin: (reels: string[][], stops: number[], kind: SpinView['kind'], multiplier: number) => SpinView,
): { view: SlotView; state: SlotState } {
  const base = spin(config.reels, spinStops(config.reels, rng), 'base', 1);
  const spins = [base];
  let remaining = base.freeSpinsAwarded;
  base.freeSpinsRemaining = remaining;
  let awarded = remaining;
  const freeReels = config.freeSpinReels ?? config.reels;
  while (remaining > 0) {
    remaining -= 1;
    const free = spin(freeReels, spinStops(freeReels, rng), 'free', config.freeSpins.multiplier);
    remaining += free.freeSpinsAwarded;
    awarded += free.freeSpinsAwarded;
    free.freeSpinsRemaining = remaining;
    spins.push(free);
  }
  const win = spins.reduce((sum, each) => sum + each.win, 0);
  return {
    view: { engine, stake, spins, freeSpinsAwarded: awarded, win },
    state: { stake, stops: spins.map((each) => each.stops) },
  };
}

/** Slots take no bet object; the stake must be a positive multiple of the game's unit. */
export function validateSlotStake(stake: number, unit: number, bet: unknown): { stake: number } | EngineError {
  if (bet !== undefined && bet !== null && (typeof bet !== 'object' || Object.keys(bet).length > 0)) {
    return { error: 'slots take no bet options' };
  }
  if (!isPositiveAmount(stake)) return { error: 'stake must be a positive integer' };
  if (stake % unit !== 0) return { error: `stake must be a multiple of ${unit}` };
  return { stake };
}

// ---------------------------------------------------------------------------------------------
// Exact maths

/** Per reel, how often each symbol shows in one fixed row: its share of the strip. */
export function symbolFrequencies(strip: readonly string[]): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const symbol of strip) frequencies.set(symbol, (frequencies.get(symbol) ?? 0) + 1 / strip.length);
  return frequencies;
}

/**
 * The distribution of the number of window cells on one reel satisfying `matches`, over all stops:
 * `distribution[k]` = P(k cells match). Cells in one window are neighbours on the strip, so this
 * depends on the strip's order, not only on its symbol counts.
 */
export function windowCountDistribution(
  strip: readonly string[],
  matches: (symbol: string) => boolean,
  rows = ROWS,
): number[] {
  const distribution = new Array<number>(rows + 1).fill(0);
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < rows; row++) if (matches(strip[(stop + row) % strip.length] as string)) count++;
    distribution[count] = (distribution[count] ?? 0) + 1 / strip.length;
  }
  return distribution;
}

/** P(total scatters = k) over the whole window: independent reels, so a convolution. */
export function scatterDistribution(reels: readonly (readonly string[])[], scatterId: string): number[] {
  let total = [1];
  for (const strip of reels) {
    const reel = windowCountDistribution(strip, (symbol) => symbol === scatterId);
    const next = new Array<number>(total.length + reel.length - 1).fill(0);
    total.forEach((p, i) => {
      reel.forEach((q, j) => {
        next[i + j] = (next[i + j] ?? 0) + p * q;
      });
    });
    total = next;
  }
  return total;
}

/** Expected scatter pay per spin, in stakes, and expected free spins awarded per spin. */
export function scatterExpectations(
  reels: readonly (readonly string[])[],
  scatter: SlotSymbol,
  rule: FreeSpinsRule,
): { pay: number; awards: number; triggerProbability: number } {
  const distribution = scatterDistribution(reels, scatter.id);
  let pay = 0;
  let awards = 0;
  let triggerProbability = 0;
  distribution.forEach((p, count) => {
    pay += p * payFor(scatter, count);
    const spins = rule.awards[count] ?? 0;
    awards += p * spins;
    if (spins > 0) triggerProbability += p;
  });
  return { pay, awards, triggerProbability };
}

export type FeatureRtp = {
  rtp: number;
  baseGame: number;
  freeSpins: number;
  triggerProbability: number;
  expectedFreeSpins: number;
};

/**
 * RTP of a video slot from its per-spin expected values (in stakes, multiplier excluded). Each free
 * spin re-awards `retrigger` spins on average, so a trigger's expected number of spins is the
 * geometric series awards · (1 + r + r² + …) = awards / (1 − r); by Wald's identity the feature is
 * worth that many spins × multiplier × the free-spin value.
 */
export function featureRtp(
  config: VideoSlotConfig,
  spinValue: (reels: readonly (readonly string[])[]) => number,
): FeatureRtp {
  const scatter = scatterSymbol(config.symbols);
  const freeReels = config.freeSpinReels ?? config.reels;
  const base = scatterExpectations(config.reels, scatter, config.freeSpins);
  const free = scatterExpectations(freeReels, scatter, config.freeSpins);
  if (free.awards >= 1) throw new Error('free spins retrigger on average once per spin or more: the round never ends');
  const baseGame = spinValue(config.reels) + base.pay;
  const freeSpinValue = spinValue(freeReels) + free.pay;
  const expectedFreeSpins = base.awards / (1 - free.awards);
  const freeSpins = expectedFreeSpins * config.freeSpins.multiplier * freeSpinValue;
  return {
    rtp: baseGame + freeSpins,
    baseGame,
    freeSpins,
    triggerProbability: base.triggerProbability,
    expectedFreeSpins,
  };
}
