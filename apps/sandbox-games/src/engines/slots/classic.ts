import { type EngineError, type GameEngine, type Rng, singleStepRound } from '../engine';
import { memoByConfig } from '../memo';
import { stakeLadder } from '../stakes';
import {
  type Position,
  ROWS,
  type SlotState,
  type SlotView,
  type SpinView,
  spinStops,
  validateSlotStake,
  windowAt,
} from './reels';

/**
 * A three-reel, one-line fruit machine. The line is the middle row. Pay rules are checked in order
 * and the line pays the best rule it matches:
 * - `all`: every reel shows one of `symbols` (mixed is fine: "any bar"); the wild stands in, and each
 *   wild used multiplies the pay by `wild.multiplier`;
 * - `count`: at least `count` of `symbol` on the line, anywhere (cherries); the wild does not count.
 * Three wilds pay `wild.triplePay`.
 */
export type ClassicRule =
  | { id: string; label: string; kind: 'all'; symbols: string[]; pay: number }
  | { id: string; label: string; kind: 'count'; symbol: string; count: number; pay: number };

export type ClassicConfig = {
  symbols: string[];
  reels: string[][];
  rules: ClassicRule[];
  wild: { symbol: string; multiplier: number; triplePay: number } | null;
};

export type ClassicBet = { stake: number };

export const PAYLINE_ROW = 1;

export type ClassicResult = { rule: ClassicRule | null; label: string; pay: number };

/** The pay of the three payline symbols, in stakes. */
export function evaluateClassicLine(line: readonly string[], config: ClassicConfig): ClassicResult {
  const wild = config.wild;
  const wilds = wild ? line.filter((symbol) => symbol === wild.symbol).length : 0;
  if (wild && wilds === line.length) return { rule: null, label: `3 × ${wild.symbol}`, pay: wild.triplePay };
  let best: ClassicResult = { rule: null, label: '', pay: 0 };
  for (const rule of config.rules) {
    let pay = 0;
    if (rule.kind === 'all') {
      const matches = line.every((symbol) => rule.symbols.includes(symbol) || symbol === wild?.symbol);
      if (matches) pay = rule.pay * (wild && wilds > 0 ? wild.multiplier ** wilds : 1);
    } else if (line.filter((symbol) => symbol === rule.symbol).length >= rule.count) {
      pay = rule.pay;
    }
    if (pay > best.pay) best = { rule, label: rule.label, pay };
  }
  return best;
}

function spinClassic(config: ClassicConfig, stake: number, rng: Rng): SpinView {
  const stops = spinStops(config.reels, rng);
  const grid = windowAt(config.reels, stops, ROWS);
  const line = grid.map((column) => column[PAYLINE_ROW] as string);
  const result = evaluateClassicLine(line, config);
  const win = stake * result.pay;
  const positions: Position[] = line.map((_, reel) => [reel, PAYLINE_ROW]);
  return {
    kind: 'base',
    stops,
    grid,
    multiplier: 1,
    wins:
      result.pay > 0
        ? [{ type: 'rule', rule: result.rule?.id ?? 'wild-triple', label: result.label, win, positions }]
        : [],
    freeSpinsAwarded: 0,
    freeSpinsRemaining: 0,
    win,
  };
}

/** Exact RTP and hit frequency by enumerating every combination of stops (product of strip lengths). */
export function classicMaths(config: ClassicConfig): { rtp: number; hitFrequency: number; variance: number } {
  const [first = [], second = [], third = []] = config.reels.map((strip) =>
    strip.map((_, stop) => strip[(stop + PAYLINE_ROW) % strip.length] as string),
  );
  const combinations = first.length * second.length * third.length;
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  for (const a of first) {
    for (const b of second) {
      for (const c of third) {
        const pay = evaluateClassicLine([a, b, c], config).pay;
        sum += pay;
        sumSquares += pay * pay;
        if (pay > 0) hits++;
      }
    }
  }
  const rtp = sum / combinations;
  return { rtp, hitFrequency: hits / combinations, variance: sumSquares / combinations - rtp * rtp };
}

const cachedRtp = memoByConfig((config: ClassicConfig) => classicMaths(config).rtp);

export const classicEngine: GameEngine<ClassicConfig, ClassicBet, SlotState, never, SlotView> = {
  kind: 'classic',
  validateBet(_config, stake, bet): ClassicBet | EngineError {
    return validateSlotStake(stake, 1, bet);
  },
  start(config, stake, _bet, rng) {
    const spin = spinClassic(config, stake, rng);
    const view: SlotView = { engine: 'classic', stake, spins: [spin], freeSpinsAwarded: 0, win: spin.win };
    return { state: { stake, stops: [spin.stops] }, extraStake: 0, done: true, win: spin.win, view };
  },
  ...singleStepRound('slot'),
  theoreticalRtp: cachedRtp,
  rules(config) {
    return {
      engine: 'classic',
      reels: config.reels.length,
      rows: ROWS,
      paylineRow: PAYLINE_ROW,
      symbols: config.symbols,
      rules: [...config.rules]
        .sort((a, b) => b.pay - a.pay)
        .map((rule) => ({ id: rule.id, label: rule.label, pay: rule.pay })),
      wild: config.wild,
      rtp: cachedRtp(config),
    };
  },
  stakeSteps(_config, minStakeMinor, maxStakeMinor) {
    return stakeLadder(1, minStakeMinor, maxStakeMinor);
  },
};
