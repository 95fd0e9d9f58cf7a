import type { Database } from '@vauhti/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../platform-tables';
import { TEST_START } from '../../test-support/platform-test-app';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { fixedClock } from '../time/clock';
import { RateLimitCounters } from './rate-limit-store';

let database: Database<PlatformTables>;
const clock = fixedClock(TEST_START);

beforeAll(async () => {
  database = await openPlatformTestDatabase();
});
afterAll(() => database.close());

type Step = { key: 'a' | 'b'; advanceMs: number; windowMs: number };

/** The plugin's own in-memory store, as a model: a window opens at the first hit and lasts windowMs. */
function modelCount(
  windows: Map<string, { hits: number; endsMs: number }>,
  key: string,
  nowMs: number,
  windowMs: number,
) {
  const current = windows.get(key);
  const next =
    current === undefined || current.endsMs <= nowMs
      ? { hits: 1, endsMs: nowMs + windowMs }
      : { hits: current.hits + 1, endsMs: current.endsMs };
  windows.set(key, next);
  return { current: next.hits, ttl: next.endsMs - nowMs };
}

describe('the database rate-limit counters', () => {
  it("count as the plugin's in-memory store does, for any sequence of hits and pauses", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom('a' as const, 'b' as const),
            advanceMs: fc.integer({ min: 0, max: 90_000 }),
            windowMs: fc.constantFrom(60_000, 600_000),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (steps: Step[]) => {
          run += 1;
          const counters = new RateLimitCounters(database, clock);
          const windows = new Map<string, { hits: number; endsMs: number }>();
          for (const step of steps) {
            clock.advance(step.advanceMs);
            const key = `run-${run} ${step.key}`;
            // One route keeps one window length; the key carries it so that the model matches.
            const counterKey = `${key} ${step.windowMs}`;
            const expected = modelCount(windows, counterKey, clock.now().getTime(), step.windowMs);
            expect(await counters.increment(counterKey, step.windowMs)).toEqual(expected);
            expect(await counters.read(counterKey)).toEqual(expected);
          }
        },
      ),
      { numRuns: 40, seed: 20_26_11_28 },
    );
  });

  it('reads an ended window as empty and keeps a window that is still open through a sweep', async () => {
    const counters = new RateLimitCounters(database, clock);
    await counters.increment('sweep ended', 1_000);
    await counters.increment('sweep open', 120_000);
    clock.advance(1_000);
    expect(await counters.read('sweep ended')).toEqual({ current: 0, ttl: 0 });
    await counters.sweep();
    const keys = await database.kysely
      .selectFrom('rate_limit_counters')
      .select('counter_key')
      .where('counter_key', 'like', 'sweep %')
      .execute();
    expect(keys.map((row) => row.counter_key)).toEqual(['sweep open']);
  });
});
