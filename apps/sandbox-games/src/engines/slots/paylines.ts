import { type EngineError, type GameEngine, type Rng, singleStepRound } from '../engine';
import { memoByConfig } from '../memo';
import { stakeLadder } from '../stakes';
import {
  evaluateScatter,
  type FeatureRtp,
  featureRtp,
  lookupSymbols,
  payFor,
  playFeatureRound,
  ROWS,
  type SlotState,
  type SlotSymbol,
  type SlotView,
  type SlotWin,
  type SpinView,
  scatterSymbol,
  symbolById,
  symbolFrequencies,
  type VideoSlotConfig,
  validateSlotStake,
  windowAt,
} from './reels';

/**
 * A 5×3 payline slot: wins pay left to right along fixed lines, the wild substitutes for regular
 * symbols (and pays itself), the scatter pays the stake anywhere and awards free spins.
 */
export type PaylinesConfig = VideoSlotConfig & {
  /** Row (0..2) per reel for each line; the stake is a multiple of the line count. */
  lines: number[][];
};

export type PaylinesBet = { lineBet: number };

/** A line's best win: `count` reels from the left showing `symbol` (or the wild). */
export type LineResult = { symbol: string; count: number; pay: number };

/**
 * The pay of one line's cells. Leading wilds either pay as wilds or stand in for the first regular
 * symbol after them; the line pays whichever is higher (the usual rule, and the one the exact RTP
 * enumerates with this same function).
 */
export function evaluateLine(cells: readonly string[], symbols: ReadonlyMap<string, SlotSymbol>): LineResult | null {
  const first = symbols.get(cells[0] as string);
  if (!first || first.kind === 'scatter') return null;
  let wilds = 0;
  while (wilds < cells.length && symbols.get(cells[wilds] as string)?.kind === 'wild') wilds++;
  const wild = wilds > 0 ? first : null;
  const wildPay = wild ? payFor(wild, wilds) : 0;
  let best: LineResult | null = wild && wildPay > 0 ? { symbol: wild.id, count: wilds, pay: wildPay } : null;
  const target = wilds < cells.length ? symbols.get(cells[wilds] as string) : undefined;
  if (target && target.kind === 'regular') {
    let count = wilds + 1;
    while (count < cells.length) {
      const next = symbols.get(cells[count] as string);
      if (next?.id !== target.id && next?.kind !== 'wild') break;
      count++;
    }
    const pay = payFor(target, count);
    if (pay > (best?.pay ?? 0)) best = { symbol: target.id, count, pay };
  }
  return best;
}

export function spinPaylines(
  config: PaylinesConfig,
  reels: string[][],
  stops: number[],
  kind: SpinView['kind'],
  multiplier: number,
  stake: number,
): SpinView {
  const { byId: symbols, scatter: scatterSymbol } = lookupSymbols(config.symbols);
  const grid = windowAt(reels, stops);
  const lineBet = stake / config.lines.length;
  const wins: SlotWin[] = [];
  const cells: string[] = [];
  for (let line = 0; line < config.lines.length; line++) {
    const rows = config.lines[line] as number[];
    for (let reel = 0; reel < rows.length; reel++) cells[reel] = grid[reel]?.[rows[reel] as number] as string;
    const result = evaluateLine(cells, symbols);
    if (!result) continue;
    wins.push({
      type: 'line',
      line,
      symbol: result.symbol,
      count: result.count,
      win: lineBet * result.pay * multiplier,
      positions: rows.slice(0, result.count).map((row, reel) => [reel, row]),
    });
  }
  const scatter = evaluateScatter(grid, scatterSymbol, config.freeSpins, stake, multiplier);
  if (scatter.win) wins.push(scatter.win);
  return {
    kind,
    stops,
    grid,
    multiplier,
    wins,
    freeSpinsAwarded: scatter.freeSpins,
    freeSpinsRemaining: 0,
    win: wins.reduce((sum, each) => sum + each.win, 0),
  };
}

/**
 * Expected pay of one line in line bets. Any fixed row of a reel shows each symbol with its strip
 * share (the stop is uniform), and reels stop independently, so every line has the same
 * distribution: the weighted sum over all 5-tuples of distinct symbols, evaluated by `evaluateLine`.
 */
export function expectedLinePay(reels: readonly (readonly string[])[], symbols: readonly SlotSymbol[]): number {
  const byId = symbolById(symbols);
  const perReel = reels.map((strip) => [...symbolFrequencies(strip)]);
  const cells: string[] = [];
  const walk = (reel: number, probability: number): number => {
    if (reel === perReel.length) return probability * (evaluateLine(cells, byId)?.pay ?? 0);
    let sum = 0;
    for (const [symbol, frequency] of perReel[reel] ?? []) {
      cells[reel] = symbol;
      sum += walk(reel + 1, probability * frequency);
    }
    return sum;
  };
  return walk(0, 1);
}

/** The RTP split into base game and free spins (lines pay stake / lines each, so E[line pay] is per stake). */
export function paylinesRtp(config: PaylinesConfig): FeatureRtp {
  return featureRtp(config, (reels) => expectedLinePay(reels, config.symbols));
}

export function checkPaylinesConfig(config: PaylinesConfig): void {
  if (config.reels.length !== 5) throw new Error('paylines: 5 reels expected');
  for (const line of config.lines) {
    if (line.length !== 5 || line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS)) {
      throw new Error(`paylines: bad line ${JSON.stringify(line)}`);
    }
  }
  const ids = new Set(config.symbols.map((symbol) => symbol.id));
  for (const strip of [...config.reels, ...(config.freeSpinReels ?? [])]) {
    const unknown = strip.find((symbol) => !ids.has(symbol));
    if (unknown !== undefined) throw new Error(`paylines: unknown symbol ${unknown}`);
  }
}

const cachedRtp = memoByConfig((config: PaylinesConfig) => paylinesRtp(config).rtp);

export const paylinesEngine: GameEngine<PaylinesConfig, PaylinesBet, SlotState, never, SlotView> = {
  kind: 'paylines',
  validateBet(config, stake, bet): PaylinesBet | EngineError {
    // Computing the RTP also proves the free spins end (it throws for a config that would not).
    cachedRtp(config);
    const checked = validateSlotStake(stake, config.lines.length, bet);
    return 'error' in checked ? checked : { lineBet: stake / config.lines.length };
  },
  start(config, stake, _bet, rng: Rng) {
    const { view, state } = playFeatureRound(config, 'paylines', stake, rng, (reels, stops, kind, multiplier) =>
      spinPaylines(config, reels, stops, kind, multiplier, stake),
    );
    return { state, extraStake: 0, done: true, win: view.win, view };
  },
  ...singleStepRound('slot'),
  theoreticalRtp: cachedRtp,
  rules(config) {
    const scatter = scatterSymbol(config.symbols);
    return {
      engine: 'paylines',
      reels: config.reels.length,
      rows: ROWS,
      lines: config.lines,
      symbols: config.symbols,
      freeSpins: {
        symbol: scatter.id,
        awards: config.freeSpins.awards,
        multiplier: config.freeSpins.multiplier,
        retrigger: true,
      },
      stakeUnit: config.lines.length,
      rtp: cachedRtp(config),
    };
  },
  stakeSteps(config, minStakeMinor, maxStakeMinor) {
    return stakeLadder(config.lines.length, minStakeMinor, maxStakeMinor);
  },
};
