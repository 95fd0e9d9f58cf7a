import { createLogger } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import type { ImportSummary } from './catalogue-import';
import { CatalogueSync, retryDelayMs } from './catalogue-sync';
import { FakeScheduler } from './test-support/fake-scheduler';

const logger = createLogger({ name: 'test', level: 'silent' });

const SUMMARY: ImportSummary = {
  provider: 'sandbox-games',
  studios: { created: 1, updated: 0, unchanged: 0, deactivated: 0 },
  games: { created: 1, updated: 0, unchanged: 0, deactivated: 0, active: 1 },
  rejected: [],
};

describe('retryDelayMs', () => {
  it('doubles from the first delay up to the cap, with up to 25 % taken off', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 2_000, 10_000, 1))).toEqual([
      2_000, 4_000, 8_000, 10_000,
    ]);
    expect(retryDelayMs(1, 2_000, 10_000, 0)).toBe(1_500);
    expect(retryDelayMs(500, 2_000, 10_000, 1)).toBe(10_000);
  });
});

describe('the start-up catalogue sync', () => {
  it('tries at once, retries with back-off while the provider is down, and stops after a success', async () => {
    const scheduler = new FakeScheduler();
    let failuresLeft = 3;
    let runs = 0;
    const sync = new CatalogueSync({
      run: async () => {
        runs += 1;
        if (failuresLeft-- > 0) throw new Error('connect ECONNREFUSED');
        return SUMMARY;
      },
      logger,
      scheduler,
      firstRetryMs: 1_000,
      maxRetryMs: 3_000,
      random: () => 1,
    });
    sync.start();
    await scheduler.advance(0);
    expect(runs).toBe(1);
    expect(scheduler.pendingDelays()).toEqual([1_000]);
    await scheduler.advance(1_000);
    expect(scheduler.pendingDelays()).toEqual([2_000]);
    await scheduler.advance(2_000);
    expect(scheduler.pendingDelays()).toEqual([3_000]);
    await scheduler.advance(3_000);
    expect(runs).toBe(4);
    expect(scheduler.pendingDelays()).toEqual([]);
    await sync.stop();
  });

  it('stops retrying when stopped', async () => {
    const scheduler = new FakeScheduler();
    let runs = 0;
    const sync = new CatalogueSync({
      run: async () => {
        runs += 1;
        throw new Error('down');
      },
      logger,
      scheduler,
    });
    sync.start();
    await scheduler.advance(0);
    await sync.stop();
    await scheduler.advance(600_000);
    expect(runs).toBe(1);
    expect(scheduler.pendingDelays()).toEqual([]);
  });
});
