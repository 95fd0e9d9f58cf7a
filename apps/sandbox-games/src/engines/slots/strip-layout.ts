/**
 * Builds a reel strip from symbol counts, spreading each symbol evenly (smooth weighted
 * round-robin: every position goes to the symbol furthest behind its fair share). The maths tables
 * stay readable as counts while the strips, the real data the RNG indexes, follow deterministically.
 */
export function layoutStrip(counts: Readonly<Record<string, number>>): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const length = entries.reduce((sum, [, count]) => sum + count, 0);
  const credit = entries.map(() => 0);
  const strip: string[] = [];
  for (let position = 0; position < length; position++) {
    let chosen = 0;
    entries.forEach(([, count], index) => {
      credit[index] = (credit[index] ?? 0) + count;
      if ((credit[index] ?? 0) > (credit[chosen] ?? 0)) chosen = index;
    });
    credit[chosen] = (credit[chosen] ?? 0) - length;
    strip.push(entries[chosen]?.[0] as string);
  }
  return strip;
}

/** The smallest cyclic distance between two occurrences of `symbol` (Infinity if fewer than two). */
export function minimumGap(strip: readonly string[], symbol: string): number {
  const positions = strip.flatMap((each, index) => (each === symbol ? [index] : []));
  if (positions.length < 2) return Number.POSITIVE_INFINITY;
  let gap = Number.POSITIVE_INFINITY;
  positions.forEach((position, index) => {
    const next = positions[(index + 1) % positions.length] as number;
    gap = Math.min(gap, (next - position + strip.length) % strip.length || strip.length);
  });
  return gap;
}
