import { describe, expect, it } from 'vitest';
import { chipColourIndex, pickChipValues, RACK_SIZE_MAX } from './chip-rack';

describe('chip rack', () => {
  it('shows every chip value when they fit', () => {
    expect(pickChipValues([500, 100, 200, 100])).toEqual([100, 200, 500]);
  });

  it('picks an even spread that keeps the smallest and largest chips when there are too many', () => {
    const values = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
    const picked = pickChipValues(values);
    expect(picked).toHaveLength(RACK_SIZE_MAX);
    expect(picked[0]).toBe(10);
    expect(picked[picked.length - 1]).toBe(50_000);
    expect([...picked].sort((a, b) => a - b)).toEqual(picked);
  });

  it('colours a stack like the largest rack chip it contains', () => {
    const rack = [100, 500, 2_500];
    expect(chipColourIndex(rack, 100)).toBe(0);
    expect(chipColourIndex(rack, 600)).toBe(1);
    expect(chipColourIndex(rack, 50_000)).toBe(2);
  });
});
