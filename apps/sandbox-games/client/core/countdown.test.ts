import { describe, expect, it } from 'vitest';
import { displaySeconds, remainingFraction, remainingMs, serverNow, syncClock } from './countdown';

describe('live countdown', () => {
  it('reads the server clock through the offset measured when the status arrived', () => {
    // The player's clock is 90 s behind the server.
    const sync = syncClock(1_000_090_000, 1_000_000_000);
    expect(serverNow(sync, 1_000_000_500)).toBe(1_000_090_500);
    expect(remainingMs(1_000_100_000, sync, 1_000_000_500)).toBe(9_500);
  });

  it('gives every player the same countdown whatever their own clock says', () => {
    const phaseEndsAtMs = 5_000_015_000;
    const serverNowMs = 5_000_000_000;
    const fastClock = syncClock(serverNowMs, 5_000_600_000);
    const slowClock = syncClock(serverNowMs, 4_999_000_000);
    expect(remainingMs(phaseEndsAtMs, fastClock, 5_000_604_000)).toBe(11_000);
    expect(remainingMs(phaseEndsAtMs, slowClock, 4_999_004_000)).toBe(11_000);
  });

  it('never goes below zero once the phase is over', () => {
    const sync = syncClock(100, 100);
    expect(remainingMs(1_000, sync, 5_000)).toBe(0);
  });

  it('rounds the shown seconds up so 0 appears only at the end', () => {
    expect(displaySeconds(14_001)).toBe(15);
    expect(displaySeconds(14_000)).toBe(14);
    expect(displaySeconds(1)).toBe(1);
    expect(displaySeconds(0)).toBe(0);
    expect(displaySeconds(-50)).toBe(0);
  });

  it('maps the remaining time onto the ring as a fraction between 0 and 1', () => {
    expect(remainingFraction(7_500, 15_000)).toBe(0.5);
    expect(remainingFraction(20_000, 15_000)).toBe(1);
    expect(remainingFraction(-1, 15_000)).toBe(0);
    expect(remainingFraction(5, 0)).toBe(0);
  });
});
