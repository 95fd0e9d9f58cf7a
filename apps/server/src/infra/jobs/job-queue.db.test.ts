import type { Database } from '@vauhti/db';
import { testDatabaseEngine } from '@vauhti/db/testing';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../platform-tables';
import { TEST_START } from '../../test-support/platform-test-app';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { fixedClock } from '../time/clock';
import {
  DONE_JOBS_KEPT_MS,
  DONE_JOBS_PRUNED_PER_RUN_MAX,
  PRUNE_DONE_JOBS_INTERVAL_MS,
  pruneDoneJobsKind,
} from './done-job-pruning';
import { JobQueue } from './job-queue';
import { JOB_ATTEMPTS_MAX, type JobKind, JobWorker, retryDelayMs } from './job-worker';
import { PURGE_INTERVAL_MS, PURGED_PER_RUN_MAX, purgeKind } from './purge-kind';

/*
 * The platform's one job queue (ADR 0027): many kinds in one table, claims with a lease, retries
 * with back-off up to a maximum of attempts, scheduled and periodic jobs, pruning of done jobs,
 * and, on PostgreSQL, two workers that never run one job at once.
 */

let database: Database<PlatformTables>;
const clock = fixedClock(TEST_START);
const logger = createLogger({ name: 'test', level: 'silent' });
const at = (ms: number) => new Date(clock.now().getTime() + ms);

beforeAll(async () => {
  // A pool on PostgreSQL, so the concurrency test's workers really run side by side.
  database = await openPlatformTestDatabase({ poolSizeMax: 8 });
});
beforeEach(async () => {
  clock.set(TEST_START);
  await database.kysely.deleteFrom('jobs').execute();
});
afterAll(() => database.close());

const queue = () => new JobQueue(database.kysely, clock);
const worker = (kinds: Record<string, JobKind>, jobs = queue()) => new JobWorker({ jobs, kinds, clock, logger });

async function row(id: number) {
  return database.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('the job queue', () => {
  it('keeps one pending job of a periodic kind, and any number of a one-off kind', async () => {
    const jobs = queue();
    expect(await jobs.schedule('tick', clock.now())).toBe(true);
    expect(await jobs.schedule('tick', at(5_000))).toBe(false);
    await jobs.enqueue('send_notification', clock.now(), { to: 1 });
    await jobs.enqueue('send_notification', clock.now(), { to: 2 });
    const pending = await jobs.pending();
    expect(pending.map((job) => job.kind)).toEqual(['tick', 'send_notification', 'send_notification']);
    expect(pending.map((job) => job.payload)).toEqual([{}, { to: 1 }, { to: 2 }]);
  });

  it('runs a scheduled job no sooner than its time, and claims only the kinds a worker knows', async () => {
    const jobs = queue();
    const later = await jobs.enqueue('known', at(60_000));
    await jobs.enqueue('unknown', clock.now());
    const ran: number[] = [];
    const known = worker(
      {
        known: {
          run: async (job) => {
            ran.push(job.id);
            return {};
          },
        },
      },
      jobs,
    );
    expect(await known.runOnce()).toBe(false);
    clock.advance(60_000);
    expect(await known.runOnce()).toBe(true);
    expect(ran).toEqual([later]);
    expect((await jobs.pending()).map((job) => job.kind)).toEqual(['unknown']);
  });

  it('retries with back-off until maxAttempts, then fails the job for good, keeping its error', async () => {
    const jobs = queue();
    const id = await jobs.enqueue('flaky', clock.now());
    const attempts: number[] = [];
    const failing = worker(
      {
        flaky: {
          maxAttempts: 3,
          run: async (job) => {
            attempts.push(job.attempts);
            throw new Error(`down ${job.attempts}`);
          },
        },
      },
      jobs,
    );
    expect(await failing.runOnce()).toBe(true);
    expect((await row(id)).run_at).toEqual(at(retryDelayMs(1)));
    // Not due again before its back-off has passed.
    clock.advance(retryDelayMs(1) - 1);
    expect(await failing.runOnce()).toBe(false);
    clock.advance(1);
    expect(await failing.runOnce()).toBe(true);
    clock.advance(retryDelayMs(2));
    expect(await failing.runOnce()).toBe(true);
    expect(attempts).toEqual([1, 2, 3]);
    const failed = await row(id);
    expect(failed).toMatchObject({ attempts: 3, last_error: 'down 3', locked_until: null });
    expect(failed.done_at).toEqual(clock.now());
    expect(failed.failed_at).toEqual(clock.now());
    clock.advance(retryDelayMs(3));
    expect(await failing.runOnce()).toBe(false);
    expect(JOB_ATTEMPTS_MAX).toBeGreaterThan(3);
  });

  it('queues each periodic kind once at start, and re-enqueues it after its interval or its own next', async () => {
    const jobs = queue();
    const runs: string[] = [];
    const kinds: Record<string, JobKind> = {
      every_minute: {
        periodic: { intervalMs: 60_000 },
        run: async () => {
          runs.push('every_minute');
          return {};
        },
      },
      chooses_next: {
        periodic: { intervalMs: 60_000 },
        run: async () => {
          runs.push('chooses_next');
          return { next: at(5_000) };
        },
      },
      one_off: { run: async () => ({}) },
    };
    await worker(kinds, jobs)
      .start()
      .then(() => undefined);
    const second = worker(kinds, jobs);
    await second.start();
    await second.stop();
    // Two instances started; each periodic kind is pending once, the one-off kind not at all.
    expect((await jobs.pending()).map((job) => job.kind).sort()).toEqual(['chooses_next', 'every_minute']);
    const runner = worker(kinds, jobs);
    while (await runner.runOnce());
    expect(runs.sort()).toEqual(['chooses_next', 'every_minute']);
    const next = Object.fromEntries((await jobs.pending()).map((job) => [job.kind, job.runAt.getTime()]));
    expect(next).toEqual({ every_minute: at(60_000).getTime(), chooses_next: at(5_000).getTime() });
  });

  it('keeps a periodic kind going after a job of it failed for good', async () => {
    const jobs = queue();
    const broken = worker(
      {
        broken: {
          periodic: { intervalMs: 60_000 },
          maxAttempts: 1,
          run: async () => {
            throw new Error('always');
          },
        },
      },
      jobs,
    );
    await jobs.schedule('broken', clock.now());
    expect(await broken.runOnce()).toBe(true);
    const [next] = await jobs.pending();
    expect(next).toMatchObject({ kind: 'broken', attempts: 0, lastError: null });
    expect(next?.runAt).toEqual(at(60_000));
    await broken.stop();
  });

  it('prunes done jobs older than the kept period, oldest first, never a pending one', async () => {
    const jobs = queue();
    const old = [await jobs.enqueue('done', clock.now()), await jobs.enqueue('done', clock.now())];
    const runner = worker({ done: { run: async () => ({}) } }, jobs);
    while (await runner.runOnce());
    clock.advance(DONE_JOBS_KEPT_MS / 2);
    const recent = await jobs.enqueue('done', clock.now());
    while (await runner.runOnce());
    const pending = await jobs.enqueue('done', at(DONE_JOBS_KEPT_MS * 2));
    clock.advance(DONE_JOBS_KEPT_MS / 2 + 1);

    const cutoff = new Date(clock.now().getTime() - DONE_JOBS_KEPT_MS);
    expect(await jobs.pruneDone(cutoff, 1)).toBe(1);
    expect(await jobs.pruneDone(cutoff, 10)).toBe(1);
    const left = await database.kysely
      .selectFrom('jobs')
      .select('id')
      .where('id', 'in', [...old, recent, pending])
      .orderBy('id')
      .execute();
    expect(left.map((job) => job.id)).toEqual([recent, pending]);
  });

  it('runs pruning as a periodic kind that runs again at once after a full batch', async () => {
    const jobs = queue();
    const prune = pruneDoneJobsKind(jobs, clock);
    expect(prune.periodic?.intervalMs).toBe(PRUNE_DONE_JOBS_INTERVAL_MS);
    // A full batch of done jobs past the kept period, written directly: a thousand runs would be slow.
    const doneAt = new Date(clock.now().getTime() - DONE_JOBS_KEPT_MS - 1);
    await database.kysely
      .insertInto('jobs')
      .values(
        Array.from({ length: DONE_JOBS_PRUNED_PER_RUN_MAX + 1 }, () => ({
          kind: 'done',
          run_at: doneAt,
          done_at: doneAt,
          created_at: doneAt,
        })),
      )
      .execute();
    const job = { id: 0, kind: 'prune_done_jobs', runAt: clock.now(), payload: {}, attempts: 1, lastError: null };
    expect(await prune.run(job)).toEqual({ next: clock.now() });
    expect(await prune.run(job)).toEqual({ next: at(PRUNE_DONE_JOBS_INTERVAL_MS) });
    const left = await database.kysely.selectFrom('jobs').select('id').execute();
    expect(left).toEqual([]);
  });

  it('runs a purge kind again at once while it deletes full batches', async () => {
    const limits: number[] = [];
    let expired = PURGED_PER_RUN_MAX + 5;
    const purge = purgeKind(async (_now, limit) => {
      limits.push(limit);
      const purged = Math.min(limit, expired);
      expired -= purged;
      return purged;
    }, clock);
    const job = { id: 0, kind: 'purge', runAt: clock.now(), payload: {}, attempts: 1, lastError: null };
    expect(await purge.run(job)).toEqual({ next: clock.now() });
    expect(await purge.run(job)).toEqual({ next: at(PURGE_INTERVAL_MS) });
    expect(limits).toEqual([PURGED_PER_RUN_MAX, PURGED_PER_RUN_MAX]);
  });

  it.runIf(testDatabaseEngine() === 'postgres')(
    'never runs one job twice, nor twice at once, with two workers polling side by side',
    async () => {
      const jobs = queue();
      const JOB_COUNT = 40;
      for (let index = 0; index < JOB_COUNT; index += 1) await jobs.enqueue('work', clock.now(), { index });
      const runs = new Map<number, number>();
      const running = new Set<number>();
      let overlapped = false;
      let concurrent = 0;
      let concurrentMax = 0;
      const kinds: Record<string, JobKind> = {
        work: {
          async run(job) {
            if (running.has(job.id)) overlapped = true;
            running.add(job.id);
            concurrent += 1;
            concurrentMax = Math.max(concurrentMax, concurrent);
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 5));
            concurrent -= 1;
            running.delete(job.id);
            return {};
          },
        },
      };
      // Each worker has its own queue object, as another process would; both share the pool.
      const workers = [worker(kinds, queue()), worker(kinds, queue())];
      await Promise.all(
        workers.map(async (each) => {
          while (await each.runOnce());
        }),
      );
      expect(overlapped).toBe(false);
      expect(runs.size).toBe(JOB_COUNT);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      // The two really ran side by side, so the claims were contended.
      expect(concurrentMax).toBe(2);
      expect(await jobs.pending()).toEqual([]);
    },
  );
});
