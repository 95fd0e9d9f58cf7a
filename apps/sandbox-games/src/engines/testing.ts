import { createSeededRng } from '../rng/rng';
import { parseCard } from './cards';
import type { Rng } from './engine';
import { engineFor } from './index';
import type { Maths } from './maths';
import { createPlayer, simulate } from './simulate';

/**
 * Test helpers: an Rng that answers a fixed script (to deal chosen cards or stop reels where a test
 * needs them) and card lookups by code.
 */
export function scriptedRng(values: readonly number[]): Rng & { remaining(): number } {
  let next = 0;
  return {
    int(maxExclusive: number) {
      if (next >= values.length) throw new Error('scripted rng ran out of values');
      const value = values[next++] as number;
      if (value < 0 || value >= maxExclusive) throw new Error(`scripted value ${value} is not below ${maxExclusive}`);
      return value;
    },
    remaining: () => values.length - next,
  };
}

/** The card index of a code such as 'AS'; throws on a typo so a test cannot silently deal garbage. */
export function card(code: string): number {
  const index = parseCard(code);
  if (index === null) throw new Error(`not a card: ${code}`);
  return index;
}

export function cards(...codes: string[]): number[] {
  return codes.map(card);
}

/**
 * Simulates `rounds` rounds of a maths entry with a seeded Rng and compares with its theoretical
 * RTP. `z` is the difference in standard errors (estimated from the sample); RTP tests accept
 * |z| < 4, which a correct engine misses with probability about 6·10⁻⁵ under the normal
 * approximation. The seed makes each run repeat exactly.
 */
export function checkRtp(maths: Maths, rounds: number, seed = maths.id) {
  const result = simulate(createPlayer(maths), rounds, createSeededRng(seed));
  const theoretical = engineFor(maths.kind).theoreticalRtp(maths.config);
  return { ...result, theoretical, z: (result.rtp - theoretical) / result.standardError };
}
