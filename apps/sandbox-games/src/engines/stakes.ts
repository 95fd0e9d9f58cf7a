/**
 * Stake ladders. Slots need totals that keep every win an integer (a multiple of the line count or
 * of the ways bet's coin count); tables publish chip values. Both use the same "nice number" steps so
 * the client's stake selector reads naturally (0.20, 0.40, 0.60, 1.00, …).
 */
const MANTISSAS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8] as const;
const CHIP_MANTISSAS = [1, 2, 5] as const;

function multipliers(mantissas: readonly number[], limit: number): number[] {
  const values = new Set<number>();
  for (let power = 1; power <= limit; power *= 10) {
    for (const mantissa of mantissas) {
      const value = mantissa * power;
      if (Number.isInteger(value) && value <= limit) values.add(value);
    }
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * Totals `unit × m` for nice multipliers m within [min, max]. When no nice multiple fits the range
 * but some multiple of `unit` does, that smallest multiple is the single step.
 */
export function stakeLadder(unit: number, minStakeMinor: number, maxStakeMinor: number): number[] {
  return ladder(MANTISSAS, unit, minStakeMinor, maxStakeMinor);
}

/** Chip values `unit × {1, 2, 5} × 10^k` within [min, max]: the table games' stake steps. */
export function chipLadder(unit: number, minStakeMinor: number, maxStakeMinor: number): number[] {
  return ladder(CHIP_MANTISSAS, unit, minStakeMinor, maxStakeMinor);
}

function ladder(mantissas: readonly number[], unit: number, minStakeMinor: number, maxStakeMinor: number): number[] {
  if (!Number.isSafeInteger(unit) || unit <= 0 || maxStakeMinor < minStakeMinor) return [];
  const steps = multipliers(mantissas, Math.floor(maxStakeMinor / unit))
    .map((multiplier) => multiplier * unit)
    .filter((stake) => stake >= minStakeMinor && stake <= maxStakeMinor);
  if (steps.length > 0) return steps;
  const smallest = Math.max(unit, Math.ceil(minStakeMinor / unit) * unit);
  return smallest <= maxStakeMinor ? [smallest] : [];
}
