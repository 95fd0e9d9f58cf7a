import type { LiveTableStatus } from '@vauhti/contracts/games';
import { createLogger } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { LiveTablesMonitor, tablesChanged } from './live-tables-monitor';
import { FakeScheduler } from './test-support/fake-scheduler';

const logger = createLogger({ name: 'test', level: 'silent' });

function table(overrides: Partial<LiveTableStatus> = {}): LiveTableStatus {
  return {
    tableId: 'roulette-1',
    gameCode: 'vega-live-roulette',
    name: 'Vega Roulette',
    dealerName: 'Anna',
    phase: 'betting',
    roundId: 'r-1',
    phaseEndsAtMs: 15_000,
    serverNowMs: 1_000,
    players: 3,
    lastResults: ['17', '0'],
    ...overrides,
  };
}

/** A provider whose answer the test sets; a string answer is thrown as the provider's failure. */
class FakeSource {
  answer: unknown = { tables: [] };
  calls = 0;
  async fetchLiveTables() {
    this.calls += 1;
    if (typeof this.answer === 'string') throw new Error(this.answer);
    return structuredClone(this.answer);
  }
}

function monitorWith(source: FakeSource, scheduler: FakeScheduler) {
  const published: LiveTableStatus[][] = [];
  const monitor = new LiveTablesMonitor({
    source,
    publish: (tables) => {
      published.push(tables);
    },
    logger,
    scheduler,
    failuresBeforeClearing: 3,
  });
  return { monitor, published };
}

describe('tablesChanged', () => {
  it('sees a phase, a round, or a table coming or going, and not a ticking countdown', () => {
    const before = [table()];
    expect(tablesChanged(before, [table({ serverNowMs: 2_000, players: 9 })])).toBe(false);
    expect(tablesChanged(before, [table({ phase: 'playing' })])).toBe(true);
    expect(tablesChanged(before, [table({ roundId: 'r-2' })])).toBe(true);
    expect(tablesChanged(before, [])).toBe(true);
    expect(tablesChanged(before, [table({ tableId: 'baccarat-1' })])).toBe(true);
  });
});

describe('the live tables monitor', () => {
  it('polls every second while started and publishes only changes', async () => {
    const source = new FakeSource();
    const scheduler = new FakeScheduler();
    const { monitor, published } = monitorWith(source, scheduler);
    source.answer = { tables: [table()] };
    monitor.start();
    await scheduler.advance(0);
    expect(source.calls).toBe(1);
    expect(published).toEqual([[table()]]);
    expect(monitor.tables()).toEqual([table()]);

    source.answer = { tables: [table({ serverNowMs: 2_000 })] };
    await scheduler.advance(1_000);
    expect(source.calls).toBe(2);
    expect(published).toHaveLength(1);
    // The latest statuses are kept even when nothing players see has changed.
    expect(monitor.tables()[0]?.serverNowMs).toBe(2_000);

    source.answer = { tables: [table({ phase: 'playing' })] };
    await scheduler.advance(1_000);
    expect(published).toHaveLength(2);
    expect(published[1]?.[0]?.phase).toBe('playing');

    await monitor.stop();
    await scheduler.advance(10_000);
    expect(source.calls).toBe(3);
    expect(scheduler.pendingDelays()).toEqual([]);
  });

  it('drops malformed tables and keeps the rest, sorted by table id', async () => {
    const source = new FakeSource();
    const scheduler = new FakeScheduler();
    const { monitor } = monitorWith(source, scheduler);
    source.answer = { tables: [table({ tableId: 'z-table' }), { tableId: 'broken' }, table({ tableId: 'a-table' })] };
    monitor.start();
    await scheduler.advance(0);
    expect(monitor.tables().map((status) => status.tableId)).toEqual(['a-table', 'z-table']);
    await monitor.stop();
  });

  it('keeps the last statuses through a short outage and clears them after a long one', async () => {
    const source = new FakeSource();
    const scheduler = new FakeScheduler();
    const { monitor, published } = monitorWith(source, scheduler);
    source.answer = { tables: [table()] };
    monitor.start();
    await scheduler.advance(0);
    source.answer = 'connection refused';
    await scheduler.advance(2_000);
    expect(monitor.tables()).toHaveLength(1);
    await scheduler.advance(1_000);
    expect(monitor.tables()).toEqual([]);
    expect(published.at(-1)).toEqual([]);
    source.answer = { tables: [table()] };
    await scheduler.advance(1_000);
    expect(monitor.tables()).toHaveLength(1);
    expect(published).toHaveLength(3);
    await monitor.stop();
  });

  it('survives a publisher that fails', async () => {
    const source = new FakeSource();
    const scheduler = new FakeScheduler();
    const monitor = new LiveTablesMonitor({
      source,
      publish: () => Promise.reject(new Error('hub down')),
      logger,
      scheduler,
    });
    source.answer = { tables: [table()] };
    monitor.start();
    await scheduler.advance(0);
    source.answer = { tables: [table({ roundId: 'r-2' })] };
    await scheduler.advance(1_000);
    expect(monitor.tables()[0]?.roundId).toBe('r-2');
    await monitor.stop();
  });
});
