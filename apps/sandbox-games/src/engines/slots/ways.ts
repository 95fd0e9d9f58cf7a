import { type EngineError, type GameEngine, type Rng, singleStepRound } from '../engine';
import { memoByConfig } from '../memo';
import { stakeLadder } from '../stakes';
import {
  evaluateScatter,
  type FeatureRtp,
  featureRtp,
  lookupSymbols,
  type Position,
  payFor,
  playFeatureRound,
  ROWS,
  type SlotState,
  type SlotSymbol,
  type SlotView,
  type SlotWin,
  type SpinView,
  type VideoSlotConfig,
  validateSlotStake,
  windowAt,
  windowCountDistribution,
} from './reels';

/**
 * 243 ways: a regular symbol pays when it shows anywhere on adjacent reels from the left, once per
 * combination of cells (ways = product of the matching cells per reel). The wild substitutes and
 * does not pay itself. Pays are coins per way; the stake buys `coinsPerStake` coins.
 */
export type WaysConfig = VideoSlotConfig & { coinsPerStake: number };

export type WaysBet = { coin: number };

export const WAYS = 3 ** 5;

/** The ways wins of a window, before the coin value and multiplier: `pay` coins per way. */
export function evaluateWays(
  grid: readonly (readonly string[])[],
  regular: readonly SlotSymbol[],
  isWild: (id: string) => boolean,
): { symbol: SlotSymbol; count: number; ways: number; pay: number; positions: Position[] }[] {
  const results: { symbol: SlotSymbol; count: number; ways: number; pay: number; positions: Position[] }[] = [];
  for (const symbol of regular) {
    let ways = 1;
    let count = 0;
    for (const column of grid) {
      let matching = 0;
      for (const cell of column) if (cell === symbol.id || isWild(cell)) matching++;
      if (matching === 0) break;
      ways *= matching;
      count++;
    }
    const pay = payFor(symbol, count);
    if (pay === 0) continue;
    // Positions only for the wins the client shows.
    const positions: Position[] = [];
    for (let reel = 0; reel < count; reel++) {
      const column = grid[reel] as readonly string[];
      for (let row = 0; row < column.length; row++) {
        const cell = column[row] as string;
        if (cell === symbol.id || isWild(cell)) positions.push([reel, row]);
      }
    }
    results.push({ symbol, count, ways, pay, positions });
  }
  return results;
}

export function spinWays(
  config: WaysConfig,
  reels: string[][],
  stops: number[],
  kind: SpinView['kind'],
  multiplier: number,
  stake: number,
): SpinView {
  const { scatter, regular, wilds } = lookupSymbols(config.symbols);
  const grid = windowAt(reels, stops);
  const coin = stake / config.coinsPerStake;
  const wins: SlotWin[] = evaluateWays(grid, regular, (id) => wilds.has(id)).map((result) => ({
    type: 'ways',
    symbol: result.symbol.id,
    count: result.count,
    ways: result.ways,
    win: coin * result.pay * result.ways * multiplier,
    positions: result.positions,
  }));
  const scatterResult = evaluateScatter(grid, scatter, config.freeSpins, stake, multiplier);
  if (scatterResult.win) wins.push(scatterResult.win);
  return {
    kind,
    stops,
    grid,
    multiplier,
    wins,
    freeSpinsAwarded: scatterResult.freeSpins,
    freeSpinsRemaining: 0,
    win: wins.reduce((sum, each) => sum + each.win, 0),
  };
}

/**
 * Expected ways pay per spin in coins. For symbol s let c_r be its matching cells on reel r (s or
 * wild). It pays `pays[n]` × c_1⋯c_n when reels 1..n match and reel n+1 does not, and reels are
 * independent, so E = Σ_n pays[n] · E[c_1]⋯E[c_n] · P(c_{n+1} = 0), with each reel's E[c] and
 * P(c = 0) taken over every stop of its strip.
 */
export function expectedWaysPay(reels: readonly (readonly string[])[], symbols: readonly SlotSymbol[]): number {
  const wilds = new Set(symbols.filter((symbol) => symbol.kind === 'wild').map((symbol) => symbol.id));
  let total = 0;
  for (const symbol of symbols) {
    if (symbol.kind !== 'regular') continue;
    const perReel = reels.map((strip) =>
      windowCountDistribution(strip, (cell) => cell === symbol.id || wilds.has(cell)),
    );
    let leadingProduct = 1;
    for (let count = 1; count <= reels.length; count++) {
      const distribution = perReel[count - 1] ?? [];
      leadingProduct *= distribution.reduce((sum, p, cells) => sum + p * cells, 0);
      const stopsHere = count < reels.length ? (perReel[count]?.[0] ?? 0) : 1;
      total += payFor(symbol, count) * leadingProduct * stopsHere;
    }
  }
  return total;
}

export function waysRtp(config: WaysConfig): FeatureRtp {
  return featureRtp(config, (reels) => expectedWaysPay(reels, config.symbols) / config.coinsPerStake);
}

const cachedRtp = memoByConfig((config: WaysConfig) => waysRtp(config).rtp);

export const waysEngine: GameEngine<WaysConfig, WaysBet, SlotState, never, SlotView> = {
  kind: 'ways',
  validateBet(config, stake, bet): WaysBet | EngineError {
    // Computing the RTP also proves the free spins end (it throws for a config that would not).
    cachedRtp(config);
    const checked = validateSlotStake(stake, config.coinsPerStake, bet);
    return 'error' in checked ? checked : { coin: stake / config.coinsPerStake };
  },
  start(config, stake, _bet, rng: Rng) {
    const { view, state } = playFeatureRound(config, 'ways', stake, rng, (reels, stops, kind, multiplier) =>
      spinWays(config, reels, stops, kind, multiplier, stake),
    );
    return { state, extraStake: 0, done: true, win: view.win, view };
  },
  ...singleStepRound('slot'),
  theoreticalRtp: cachedRtp,
  rules(config) {
    const { scatter } = lookupSymbols(config.symbols);
    return {
      engine: 'ways',
      reels: config.reels.length,
      rows: ROWS,
      ways: WAYS,
      coinsPerStake: config.coinsPerStake,
      symbols: config.symbols,
      freeSpins: {
        symbol: scatter.id,
        awards: config.freeSpins.awards,
        multiplier: config.freeSpins.multiplier,
        retrigger: true,
      },
      stakeUnit: config.coinsPerStake,
      rtp: cachedRtp(config),
    };
  },
  stakeSteps(config, minStakeMinor, maxStakeMinor) {
    return stakeLadder(config.coinsPerStake, minStakeMinor, maxStakeMinor);
  },
};
