/**
 * Stake stepping over the session's valid total stakes (game.stakeSteps). The server accepts only
 * these values, so the selector never produces anything else: it moves between neighbours and
 * snaps a remembered or requested stake onto the list.
 */

/** Sorted, de-duplicated positive integer steps; anything else from the server is dropped. */
export function normaliseStakeSteps(steps: readonly number[]): number[] {
  const valid = steps.filter((step) => Number.isSafeInteger(step) && step > 0);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** The step nearest to `wanted`; ties go to the lower step so a snap never raises the bet. */
export function snapStake(steps: readonly number[], wanted: number): number | null {
  let best: number | null = null;
  for (const step of steps) {
    if (best === null || Math.abs(step - wanted) < Math.abs(best - wanted)) best = step;
  }
  return best;
}

export type StakeDirection = 'up' | 'down';

/** The neighbouring step, or the same stake at either end of the list. */
export function stepStake(steps: readonly number[], current: number, direction: StakeDirection): number {
  const index = steps.indexOf(current);
  if (index < 0) return snapStake(steps, current) ?? current;
  const nextIndex = direction === 'up' ? Math.min(index + 1, steps.length - 1) : Math.max(index - 1, 0);
  return steps[nextIndex] ?? current;
}

export function canStep(steps: readonly number[], current: number, direction: StakeDirection): boolean {
  return stepStake(steps, current, direction) !== current;
}

/**
 * The stake a session starts with: the player's remembered stake for this game when it is still
 * valid, otherwise the lowest step (the safest default for a fresh player).
 */
export function initialStake(steps: readonly number[], remembered: number | null): number | null {
  if (remembered !== null && steps.includes(remembered)) return remembered;
  return steps[0] ?? null;
}

/** The largest step not above `limit` (e.g. the balance), or null when even the lowest is above it. */
export function highestAffordableStake(steps: readonly number[], limit: number): number | null {
  let best: number | null = null;
  for (const step of steps) if (step <= limit) best = step;
  return best;
}
