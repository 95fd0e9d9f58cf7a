/**
 * A small deterministic generator for the artwork's decoration (where the sparkles go), seeded by
 * the game code so a tile looks the same on every render. Never used for game outcomes.
 */
export function decorationRandom(seedText: string): () => number {
  // FNV-1a hash of the text as the seed, then mulberry32.
  let seed = 0x811c9dc5;
  for (let index = 0; index < seedText.length; index += 1) {
    seed ^= seedText.charCodeAt(index);
    seed = Math.imul(seed, 0x01000193) >>> 0;
  }
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let value = seed;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
