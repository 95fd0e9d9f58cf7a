import type { Volatility } from '../engine';
import type { ClassicConfig, ClassicRule } from './classic';
import type { PaylinesConfig } from './paylines';
import type { SlotSymbol } from './reels';
import { layoutStrip } from './strip-layout';
import type { WaysConfig } from './ways';

/**
 * The slot maths the catalogue publishes. Each is data: symbol pays and, per reel, how many times
 * each symbol sits on the strip (`layoutStrip` spreads them evenly into the strip the RNG indexes).
 * Volatility comes from the paytable shape, wild density and the free-spin multiplier; the exact
 * RTPs and per-spin standard deviations are in the RTP tests and `npm run bench:rtp`.
 */

type Counts = Record<string, number>;
type Pays = Record<number, number>;

function videoSymbols(wild: Pays, scatter: Pays, regular: [string, Pays][]): SlotSymbol[] {
  return [
    { id: 'W', kind: 'wild', pays: wild },
    { id: 'S', kind: 'scatter', pays: scatter },
    ...regular.map(([id, pays]): SlotSymbol => ({ id, kind: 'regular', pays })),
  ];
}

function strips(counts: Counts[]): string[][] {
  return counts.map(layoutStrip);
}

function withCounts(counts: Counts, changes: Counts): Counts {
  return { ...counts, ...changes };
}

/** The classic 20 lines (rows per reel, 0 = top); 10-line games use the first ten. */
export const LINES_20: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

// --- paylines --------------------------------------------------------------------------------

const paylinesLowReel: Counts = { W: 3, S: 1, H1: 2, H2: 3, H3: 3, H4: 3, L1: 4, L2: 4, L3: 4, L4: 5, L5: 6 };

/** Frequent small wins: three wilds a reel, flat pays, free spins without a multiplier. ≈ 96.4 %. */
const paylinesLow: PaylinesConfig = {
  lines: LINES_20,
  symbols: videoSymbols({ 3: 40, 4: 120, 5: 400 }, { 3: 1, 4: 5, 5: 20 }, [
    ['H1', { 3: 30, 4: 80, 5: 300 }],
    ['H2', { 3: 25, 4: 60, 5: 200 }],
    ['H3', { 3: 25, 4: 60, 5: 200 }],
    ['H4', { 3: 20, 4: 50, 5: 150 }],
    ['L1', { 3: 10, 4: 30, 5: 100 }],
    ['L2', { 3: 10, 4: 25, 5: 80 }],
    ['L3', { 3: 8, 4: 25, 5: 60 }],
    ['L4', { 3: 8, 4: 20, 5: 50 }],
    ['L5', { 3: 6, 4: 20, 5: 50 }],
  ]),
  reels: strips([
    paylinesLowReel,
    paylinesLowReel,
    withCounts(paylinesLowReel, { L5: 7 }),
    paylinesLowReel,
    paylinesLowReel,
  ]),
  freeSpins: { awards: { 3: 10, 4: 10, 5: 10 }, multiplier: 1 },
};

const paylinesMediumReel: Counts = { W: 2, S: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 4, L2: 4, L3: 5, L4: 5, L5: 5 };

/** Two wilds a reel, free spins at ×2. ≈ 96.1 %. */
const paylinesMedium: PaylinesConfig = {
  lines: LINES_20,
  symbols: videoSymbols({ 3: 100, 4: 400, 5: 2000 }, { 3: 2, 4: 10, 5: 50 }, [
    ['H1', { 3: 60, 4: 200, 5: 1000 }],
    ['H2', { 3: 50, 4: 150, 5: 500 }],
    ['H3', { 3: 40, 4: 100, 5: 300 }],
    ['H4', { 3: 30, 4: 80, 5: 250 }],
    ['L1', { 3: 10, 4: 30, 5: 120 }],
    ['L2', { 3: 10, 4: 30, 5: 100 }],
    ['L3', { 3: 10, 4: 25, 5: 80 }],
    ['L4', { 3: 8, 4: 20, 5: 60 }],
    ['L5', { 3: 8, 4: 20, 5: 60 }],
  ]),
  reels: strips([paylinesMediumReel, paylinesMediumReel, paylinesMediumReel, paylinesMediumReel, paylinesMediumReel]),
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2 },
};

const paylinesHighReel: Counts = { W: 1, S: 1, H1: 2, H2: 2, H3: 3, H4: 3, L1: 4, L2: 5, L3: 5, L4: 7, L5: 8 };
const paylinesHighFreeReel = withCounts(paylinesHighReel, { W: 3 });

/** Ten lines, one wild a reel, top-heavy pays; free spins at ×3 on reels with extra wilds. ≈ 95.7 %. */
const paylinesHigh: PaylinesConfig = {
  lines: LINES_20.slice(0, 10),
  symbols: videoSymbols({ 3: 250, 4: 1000, 5: 5000 }, { 3: 2, 4: 20, 5: 200 }, [
    ['H1', { 2: 10, 3: 150, 4: 750, 5: 2500 }],
    ['H2', { 3: 100, 4: 400, 5: 1500 }],
    ['H3', { 3: 60, 4: 250, 5: 1000 }],
    ['H4', { 3: 50, 4: 200, 5: 750 }],
    ['L1', { 3: 15, 4: 60, 5: 250 }],
    ['L2', { 3: 15, 4: 50, 5: 200 }],
    ['L3', { 3: 10, 4: 40, 5: 150 }],
    ['L4', { 3: 8, 4: 30, 5: 120 }],
    ['L5', { 3: 8, 4: 30, 5: 120 }],
  ]),
  reels: strips([paylinesHighReel, paylinesHighReel, paylinesHighReel, paylinesHighReel, paylinesHighReel]),
  freeSpinReels: strips([
    paylinesHighReel,
    paylinesHighFreeReel,
    paylinesHighFreeReel,
    paylinesHighFreeReel,
    paylinesHighReel,
  ]),
  freeSpins: { awards: { 3: 10, 4: 15, 5: 25 }, multiplier: 3 },
};

// --- ways ------------------------------------------------------------------------------------

/** Ways games keep the wild off the outer reels (a wild on reel 1 would start every symbol's ways). */
const waysOuterReel: Counts = { S: 1, H1: 2, H2: 3, H3: 3, H4: 4, L1: 4, L2: 5, L3: 5, L4: 6, L5: 6 };

/** Three wilds on reels 2–4, flat pays, free spins without a multiplier. ≈ 96.1 %. */
const waysLow: WaysConfig = {
  coinsPerStake: 20,
  symbols: videoSymbols({}, { 3: 1, 4: 5, 5: 20 }, [
    ['H1', { 3: 25, 4: 60, 5: 200 }],
    ['H2', { 3: 20, 4: 50, 5: 150 }],
    ['H3', { 3: 15, 4: 40, 5: 120 }],
    ['H4', { 3: 12, 4: 30, 5: 100 }],
    ['L1', { 3: 10, 4: 20, 5: 60 }],
    ['L2', { 3: 8, 4: 20, 5: 50 }],
    ['L3', { 3: 6, 4: 15, 5: 40 }],
    ['L4', { 3: 5, 4: 12, 5: 30 }],
    ['L5', { 3: 4, 4: 10, 5: 30 }],
  ]),
  reels: strips([
    waysOuterReel,
    withCounts(waysOuterReel, { L5: 7, W: 3 }),
    withCounts(waysOuterReel, { L5: 7, W: 3 }),
    withCounts(waysOuterReel, { L5: 7, W: 3 }),
    waysOuterReel,
  ]),
  freeSpins: { awards: { 3: 8, 4: 10, 5: 12 }, multiplier: 1 },
};

const waysMediumInner = withCounts(waysOuterReel, { W: 2 });

/** Two wilds on reels 2–4, free spins at ×2. ≈ 95.3 %. */
const waysMedium: WaysConfig = {
  coinsPerStake: 20,
  symbols: videoSymbols({}, { 3: 2, 4: 10, 5: 50 }, [
    ['H1', { 3: 40, 4: 100, 5: 400 }],
    ['H2', { 3: 30, 4: 80, 5: 300 }],
    ['H3', { 3: 20, 4: 60, 5: 200 }],
    ['H4', { 3: 15, 4: 40, 5: 150 }],
    ['L1', { 3: 10, 4: 20, 5: 80 }],
    ['L2', { 3: 8, 4: 20, 5: 60 }],
    ['L3', { 3: 6, 4: 15, 5: 50 }],
    ['L4', { 3: 4, 4: 12, 5: 40 }],
    ['L5', { 3: 4, 4: 10, 5: 40 }],
  ]),
  reels: strips([waysOuterReel, waysMediumInner, waysMediumInner, waysMediumInner, waysOuterReel]),
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2 },
};

const waysHighOuter = withCounts(waysOuterReel, { L4: 8, L5: 8 });
const waysHighInner = withCounts(waysHighOuter, { W: 1 });
const waysHighFreeInner = withCounts(waysHighOuter, { W: 3 });

/** One wild on reels 2–4 in the base game, three in free spins at ×3, big scatter pays. ≈ 95.8 %. */
const waysHigh: WaysConfig = {
  coinsPerStake: 20,
  symbols: videoSymbols({}, { 3: 3, 4: 20, 5: 200 }, [
    ['H1', { 3: 40, 4: 150, 5: 750 }],
    ['H2', { 3: 30, 4: 100, 5: 500 }],
    ['H3', { 3: 20, 4: 75, 5: 300 }],
    ['H4', { 3: 15, 4: 50, 5: 250 }],
    ['L1', { 3: 8, 4: 25, 5: 100 }],
    ['L2', { 3: 6, 4: 20, 5: 80 }],
    ['L3', { 3: 5, 4: 15, 5: 60 }],
    ['L4', { 3: 4, 4: 10, 5: 50 }],
    ['L5', { 3: 3, 4: 10, 5: 50 }],
  ]),
  reels: strips([waysHighOuter, waysHighInner, waysHighInner, waysHighInner, waysHighOuter]),
  freeSpinReels: strips([waysHighOuter, waysHighFreeInner, waysHighFreeInner, waysHighFreeInner, waysHighOuter]),
  freeSpins: { awards: { 3: 12, 4: 15, 5: 25 }, multiplier: 3 },
};

// --- classic ---------------------------------------------------------------------------------

const CLASSIC_SYMBOLS = ['7', 'B3', 'B2', 'B1', 'C', '-'];

function classicRules(pays: {
  sevens: number;
  tripleBars: number;
  doubleBars: number;
  bars: number;
  anyBars: number;
  cherries: [one: number, two: number, three: number];
}): ClassicRule[] {
  const [one, two, three] = pays.cherries;
  return [
    { id: 'sevens', label: '3 × 7', kind: 'all', symbols: ['7'], pay: pays.sevens },
    { id: 'triple-bars', label: '3 × triple bar', kind: 'all', symbols: ['B3'], pay: pays.tripleBars },
    { id: 'double-bars', label: '3 × double bar', kind: 'all', symbols: ['B2'], pay: pays.doubleBars },
    { id: 'bars', label: '3 × bar', kind: 'all', symbols: ['B1'], pay: pays.bars },
    { id: 'any-bars', label: 'any 3 bars', kind: 'all', symbols: ['B1', 'B2', 'B3'], pay: pays.anyBars },
    { id: 'cherries-3', label: '3 × cherry', kind: 'count', symbol: 'C', count: 3, pay: three },
    { id: 'cherries-2', label: '2 × cherry', kind: 'count', symbol: 'C', count: 2, pay: two },
    { id: 'cherries-1', label: '1 × cherry', kind: 'count', symbol: 'C', count: 1, pay: one },
  ];
}

const classicLowReel: Counts = { '7': 1, B3: 2, B2: 3, B1: 4, C: 5, '-': 13 };

/** Five cherries a reel and a cherry anywhere returns the stake: wins almost every other spin. ≈ 96.7 %. */
const classicLow: ClassicConfig = {
  symbols: CLASSIC_SYMBOLS,
  reels: strips([classicLowReel, withCounts(classicLowReel, { '-': 14 }), classicLowReel]),
  rules: classicRules({ sevens: 50, tripleBars: 25, doubleBars: 15, bars: 10, anyBars: 4, cherries: [1, 5, 10] }),
  wild: null,
};

const classicMediumReel: Counts = { '7': 1, B3: 2, B2: 3, B1: 4, C: 3, '-': 13 };

/** The standard bar machine. ≈ 96.5 %. */
const classicMedium: ClassicConfig = {
  symbols: CLASSIC_SYMBOLS,
  reels: strips([
    classicMediumReel,
    withCounts(classicMediumReel, { '-': 14 }),
    withCounts(classicMediumReel, { '-': 14 }),
  ]),
  rules: classicRules({ sevens: 100, tripleBars: 40, doubleBars: 20, bars: 10, anyBars: 5, cherries: [2, 5, 10] }),
  wild: null,
};

const classicHighReel: Counts = { '7': 1, B3: 2, B2: 3, B1: 4, C: 2, W: 1, '-': 19 };

/** A doubling wild (×2 per wild used, three wilds pay 1000) and 200 for sevens. ≈ 97.3 %. */
const classicHigh: ClassicConfig = {
  symbols: [...CLASSIC_SYMBOLS, 'W'],
  reels: strips([classicHighReel, withCounts(classicHighReel, { '-': 20 }), classicHighReel]),
  rules: classicRules({ sevens: 200, tripleBars: 60, doubleBars: 30, bars: 15, anyBars: 5, cherries: [2, 6, 20] }),
  wild: { symbol: 'W', multiplier: 2, triplePay: 1000 },
};

export type SlotMaths =
  | { id: string; kind: 'paylines'; volatility: Volatility; config: PaylinesConfig }
  | { id: string; kind: 'ways'; volatility: Volatility; config: WaysConfig }
  | { id: string; kind: 'classic'; volatility: Volatility; config: ClassicConfig };

export const SLOT_MATHS: SlotMaths[] = [
  { id: 'paylines-low', kind: 'paylines', volatility: 'low', config: paylinesLow },
  { id: 'paylines-medium', kind: 'paylines', volatility: 'medium', config: paylinesMedium },
  { id: 'paylines-high', kind: 'paylines', volatility: 'high', config: paylinesHigh },
  { id: 'ways-low', kind: 'ways', volatility: 'low', config: waysLow },
  { id: 'ways-medium', kind: 'ways', volatility: 'medium', config: waysMedium },
  { id: 'ways-high', kind: 'ways', volatility: 'high', config: waysHigh },
  { id: 'classic-low', kind: 'classic', volatility: 'low', config: classicLow },
  { id: 'classic-medium', kind: 'classic', volatility: 'medium', config: classicMedium },
  { id: 'classic-high', kind: 'classic', volatility: 'high', config: classicHigh },
];
