import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canStep, highestAffordableStake, initialStake, normaliseStakeSteps, snapStake, stepStake } from './stakes';

const STEPS = [20, 40, 60, 100, 200];

describe('stake steps', () => {
  it('sorts, de-duplicates and drops invalid steps', () => {
    expect(normaliseStakeSteps([100, 20, 20, -5, 0, 1.5, 40])).toEqual([20, 40, 100]);
  });

  it('steps to the neighbours and stays put at either end', () => {
    expect(stepStake(STEPS, 60, 'up')).toBe(100);
    expect(stepStake(STEPS, 60, 'down')).toBe(40);
    expect(stepStake(STEPS, 200, 'up')).toBe(200);
    expect(stepStake(STEPS, 20, 'down')).toBe(20);
    expect(canStep(STEPS, 200, 'up')).toBe(false);
    expect(canStep(STEPS, 20, 'up')).toBe(true);
  });

  it('snaps a stake that is not a step to the nearest, preferring the lower on a tie', () => {
    expect(snapStake(STEPS, 75)).toBe(60);
    expect(snapStake(STEPS, 80)).toBe(60);
    expect(snapStake(STEPS, 90)).toBe(100);
    expect(snapStake([], 90)).toBeNull();
    expect(stepStake(STEPS, 75, 'up')).toBe(60);
  });

  it('starts from the remembered stake only while it is still a step', () => {
    expect(initialStake(STEPS, 100)).toBe(100);
    expect(initialStake(STEPS, 150)).toBe(20);
    expect(initialStake(STEPS, null)).toBe(20);
    expect(initialStake([], null)).toBeNull();
  });

  it('finds the largest stake a balance covers', () => {
    expect(highestAffordableStake(STEPS, 150)).toBe(100);
    expect(highestAffordableStake(STEPS, 10)).toBeNull();
  });

  it('never leaves the list of steps, and up then down returns below the top', () => {
    const steps = fc
      .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 })
      .map((list) => normaliseStakeSteps(list));
    fc.assert(
      fc.property(steps, fc.nat(), fc.constantFrom('up' as const, 'down' as const), (list, pick, direction) => {
        const current = list[pick % list.length] ?? 0;
        const next = stepStake(list, current, direction);
        expect(list).toContain(next);
        if (direction === 'up' && next !== current) expect(stepStake(list, next, 'down')).toBe(current);
      }),
    );
  });
});
