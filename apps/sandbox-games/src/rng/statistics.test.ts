import { describe, expect, it } from 'vitest';
import { chiSquareQuantile, chiSquareUniform, logGamma, normalTwoSidedCritical, runsTest } from './statistics';

describe('statistics', () => {
  it('computes ln Γ at known points', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 10);
  });

  it('matches published chi-square 99% critical values', () => {
    // Reference values from R's qchisq(0.99, df) (equal to scipy.stats.chi2.ppf to the digits shown).
    const table: [number, number][] = [
      [1, 6.634897],
      [5, 15.086272],
      [36, 58.619215],
      [51, 77.385962],
      [100, 135.806723],
      [999, 1105.91696],
    ];
    for (const [degrees, critical] of table) {
      expect(chiSquareQuantile(0.99, degrees)).toBeCloseTo(critical, 4);
    }
  });

  it('derives the two-sided normal critical value', () => {
    expect(normalTwoSidedCritical(0.99)).toBeCloseTo(2.575829, 5);
    expect(normalTwoSidedCritical(0.95)).toBeCloseTo(1.959964, 5);
  });

  it('rejects an obviously skewed sample and accepts an exact one', () => {
    expect(chiSquareUniform([100, 100, 100, 100], 0.99).passed).toBe(true);
    expect(chiSquareUniform([160, 80, 80, 80], 0.99).passed).toBe(false);
  });

  it('flags alternating and clustered sequences in the runs test', () => {
    const alternating = Array.from({ length: 1000 }, (_, i) => i % 2 === 0);
    const clustered = Array.from({ length: 1000 }, (_, i) => i < 500);
    expect(runsTest(alternating, 0.99).passed).toBe(false);
    expect(runsTest(clustered, 0.99).passed).toBe(false);
  });
});
