import { describe, expect, it } from 'vitest';
import type { Rng } from '../engines/engine';
import { createCryptoRng, createRejectionSampler, createSeededRng, shuffle } from './rng';
import { chiSquareUniform, runsTest, type TestOutcome } from './statistics';

const CONFIDENCE = 0.99;
const RANGES = [2, 6, 37, 52, 1000];
/** 200 expected draws per cell for the largest range keeps the chi-square approximation sound. */
const DRAWS = 200_000;

/** Chi-square goodness of fit of `rng.int(range)` over DRAWS draws. */
function chiSquareOf(rng: Rng, range: number): TestOutcome {
  const counts = new Uint32Array(range);
  for (let i = 0; i < DRAWS; i++) {
    const value = rng.int(range);
    counts[value] = (counts[value] as number) + 1;
  }
  return chiSquareUniform(counts, CONFIDENCE);
}

/** Runs test on above/below the middle of the range (the two halves are equally likely for even ranges). */
function runsOf(rng: Rng, range: number): TestOutcome {
  const sequence = new Array<boolean>(DRAWS);
  for (let i = 0; i < DRAWS; i++) sequence[i] = rng.int(range) < range / 2;
  return runsTest(sequence, CONFIDENCE);
}

/**
 * Each 99% test fails by chance 1% of the time, so a suite of N tests on a perfect generator fails
 * somewhere with probability 1 - 0.99^N. Every test runs once (no retries) and the guard accepts at
 * most one failure out of the N: a perfect generator then fails the guard with probability
 * 1 - 0.99^N - N·0.01·0.99^(N-1), about 0.3% for N = 8, while a biased generator fails most tests.
 */
function guardSuite(rng: Rng) {
  const outcomes = [
    ...RANGES.map((range) => ({ name: `chi-square int(${range})`, ...chiSquareOf(rng, range) })),
    ...[2, 52, 1000].map((range) => ({ name: `runs int(${range})`, ...runsOf(rng, range) })),
  ];
  return { outcomes, failures: outcomes.filter((outcome) => !outcome.passed) };
}

describe('createCryptoRng', () => {
  it('passes chi-square (5 ranges) and runs tests (3 ranges) at 99%, allowing one chance failure of 8', () => {
    const { outcomes, failures } = guardSuite(createCryptoRng());
    expect(outcomes).toHaveLength(8);
    expect(failures.length, JSON.stringify(failures)).toBeLessThanOrEqual(1);
  });

  it('stays within range, including 1 and 2^32', () => {
    const rng = createCryptoRng();
    for (let i = 0; i < 1000; i++) {
      expect(rng.int(1)).toBe(0);
      const value = rng.int(2 ** 32);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(2 ** 32);
    }
  });

  it('refuses ranges it cannot draw without bias', () => {
    const rng = createCryptoRng();
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => rng.int(bad)).toThrow(RangeError);
  });
});

describe('createRejectionSampler', () => {
  it('rejects the words above the last whole multiple of the range instead of folding them', () => {
    // 2^32 = 3·1431655765 + 1: the single word 2^32 - 1 would make 0 more likely, so it is redrawn.
    const words = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const rng = createRejectionSampler(() => words.shift() ?? 0);
    expect(rng.int(3)).toBe((2 ** 32 - 2) % 3);
    expect(rng.int(3)).toBe(1);
  });
});

describe('createSeededRng', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: number | string) =>
      Array.from({ length: 20 }, () => createSeededRng(seed)).map((rng) => rng.int(1000));
    const sequence = (seed: number | string) => {
      const rng = createSeededRng(seed);
      return Array.from({ length: 20 }, () => rng.int(1000));
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence('table-1')).toEqual(sequence('table-1'));
    expect(sequence(42)).not.toEqual(sequence(43));
    expect(new Set(draw(7)).size).toBe(1);
  });

  it('passes the same guard suite', () => {
    const { failures } = guardSuite(createSeededRng('guard'));
    expect(failures.length, JSON.stringify(failures)).toBeLessThanOrEqual(1);
  });
});

describe('shuffle', () => {
  it('permutes in place and keeps every element', () => {
    const cards = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = shuffle([...cards], createSeededRng(1));
    expect(shuffled).not.toEqual(cards);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(cards);
  });

  it('makes all 24 orders of four items equally likely (chi-square at 99%)', () => {
    const rng = createSeededRng('shuffle');
    const counts = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const key = shuffle([0, 1, 2, 3], rng).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquareUniform([...counts.values()], CONFIDENCE).passed).toBe(true);
  });
});
