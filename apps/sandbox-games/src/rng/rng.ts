import { randomFillSync } from 'node:crypto';
import type { Rng } from '../engines/engine';

export type { Rng } from '../engines/engine';

const TWO_POW_32 = 0x1_0000_0000;
/** 16 KiB of random words per refill: few system calls, little memory per generator. */
const POOL_WORDS = 4096;

/**
 * Unbiased integers in [0, maxExclusive) from a source of uniform 32-bit words. Plain `word % max`
 * favours small results whenever 2^32 is not a multiple of max, so words at or above the largest
 * multiple of max below 2^32 are rejected and drawn again (at most half the words for any max, so
 * on average fewer than two draws).
 */
export function createRejectionSampler(nextWord: () => number): Rng {
  return {
    int(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
        throw new RangeError(`maxExclusive must be an integer in 1..2^32, got ${maxExclusive}`);
      }
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/**
 * The game RNG: Node's CSPRNG (OpenSSL's generator, seeded by the operating system) read in pooled
 * blocks through `randomFillSync`, scaled by rejection sampling. This is the same source as
 * `crypto.randomInt`, which also rejects to stay unbiased, but reading pooled 32-bit words is about
 * five times faster per draw (randomInt validates its arguments and reads 48 bits on every call),
 * and a slot spin needs five draws.
 */
export function createCryptoRng(): Rng {
  const pool = new Uint32Array(POOL_WORDS);
  let next = POOL_WORDS;
  return createRejectionSampler(() => {
    if (next === POOL_WORDS) {
      randomFillSync(pool);
      next = 0;
    }
    return pool[next++] as number;
  });
}

/**
 * A deterministic generator (sfc32, Chris Doty-Humphrey's Small Fast Counting generator; passes
 * PractRand) for tests and benches that must repeat. Never for real rounds: its future is
 * predictable from its seed.
 */
export function createSeededRng(seed: number | string): Rng {
  let [a, b, c] = seedWords(seed);
  let d = 1;
  const nextWord = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs still carry the seed's structure; discarding them is the usual sfc32 warm-up.
  for (let i = 0; i < 15; i++) nextWord();
  return createRejectionSampler(nextWord);
}

/** Three 32-bit words from a seed, by the splitmix32 finaliser so that nearby seeds diverge. */
function seedWords(seed: number | string): [number, number, number] {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const word = () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  return [word(), word(), word()];
}

/** FNV-1a over UTF-16 code units: only to turn a readable test seed into a number. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** In-place Fisher–Yates shuffle: every permutation equally likely given an unbiased `rng`. */
export function shuffle<T>(array: T[], rng: Rng): T[] {
  for (let i = array.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const held = array[i] as T;
    array[i] = array[j] as T;
    array[j] = held;
  }
  return array;
}
