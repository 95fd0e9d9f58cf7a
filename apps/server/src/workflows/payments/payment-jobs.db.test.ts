import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobQueue } from '../../infra/jobs/job-queue';
import { JobWorker, retryDelayMs } from '../../infra/jobs/job-worker';
import { FakeProvider, type PaymentsTestApp, startPaymentsTestApp } from './payments-test-support';
import { createPayments } from './payments-wiring';

/*
 * The payments workflow's jobs on the platform's queue (ADR 0014, ADR 0027): claiming with a
 * lease, retries with back-off, one pending reconcile job whoever schedules it, and a job that
 * outlives the instance that claimed it. The queue's other rules: infra/jobs/job-queue.db.test.ts.
 */

let t: PaymentsTestApp;
const logger = createLogger({ name: 'test', level: 'silent' });

beforeAll(async () => {
  t = await startPaymentsTestApp();
});
beforeEach(async () => {
  // Each test starts with an empty queue.
  await t.database.kysely.deleteFrom('jobs').execute();
});
afterAll(async () => {
  await t.close();
});

describe('the payment jobs on the job queue', () => {
  it('keeps one pending reconcile job however often it is scheduled', async () => {
    const jobs = new JobQueue(t.database.kysely, t.clock);
    expect(await jobs.schedule('reconcile', t.clock.now())).toBe(true);
    expect(await jobs.schedule('reconcile', t.clock.now())).toBe(false);
    expect(await new JobQueue(t.database.kysely, t.clock).schedule('reconcile', t.clock.now())).toBe(false);
    expect(await jobs.pending()).toHaveLength(1);
    // Each periodic kind has its own one pending job.
    expect(await jobs.schedule('expire_withdrawals', t.clock.now())).toBe(true);
    expect(await jobs.schedule('expire_withdrawals', t.clock.now())).toBe(false);
    expect(await jobs.pending()).toHaveLength(2);
    expect(await jobs.pending(1)).toHaveLength(1);
  });

  it('claims a due job once, not one that is leased or not yet due', async () => {
    const jobs = new JobQueue(t.database.kysely, t.clock);
    await jobs.schedule('reconcile', new Date(t.clock.now().getTime() + 60_000));
    expect(await jobs.claim(30_000)).toBeUndefined();
    t.clock.advance(60_000);
    const claimed = await jobs.claim(30_000);
    expect(claimed).toMatchObject({ kind: 'reconcile', attempts: 1 });
    expect(await jobs.claim(30_000)).toBeUndefined();
  });

  it('retries a failing job with back-off and completes it with its successor scheduled', async () => {
    const jobs = new JobQueue(t.database.kysely, t.clock);
    await jobs.schedule('reconcile', t.clock.now());
    let failures = 2;
    const runs: number[] = [];
    const worker = new JobWorker({
      jobs,
      clock: t.clock,
      logger,
      kinds: {
        reconcile: {
          async run(job) {
            runs.push(job.attempts);
            if (failures > 0) {
              failures -= 1;
              throw new Error('provider unavailable');
            }
            return { next: new Date(t.clock.now().getTime() + 60_000) };
          },
        },
        expire_withdrawals: { run: async () => ({}) },
      },
    });
    expect(await worker.runOnce()).toBe(true);
    const [afterFailure] = await jobs.pending();
    expect(afterFailure).toMatchObject({ attempts: 1, lastError: 'provider unavailable' });
    expect(afterFailure?.runAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));
    expect(await worker.runOnce()).toBe(false);
    t.clock.advance(retryDelayMs(1));
    await worker.runOnce();
    t.clock.advance(retryDelayMs(2));
    await worker.runOnce();
    expect(runs).toEqual([1, 2, 3]);
    const pending = await jobs.pending();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ attempts: 0, lastError: null });
    expect(pending[0]?.runAt.getTime()).toBe(t.clock.now().getTime() + 60_000);
  });

  it('backs off from 1 s doubling to 5 minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 50].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 256_000, 300_000, 300_000]);
  });

  it('lets another instance take over a job whose worker died, once its lease ends', async () => {
    const first = new JobQueue(t.database.kysely, t.clock);
    await first.schedule('reconcile', t.clock.now());
    expect(await first.claim(60_000)).toBeDefined();
    // The instance dies here without completing or releasing the job.
    const restarted = new JobQueue(t.database.kysely, t.clock);
    expect(await restarted.claim(60_000)).toBeUndefined();
    t.clock.advance(60_001);
    const taken = await restarted.claim(60_000);
    expect(taken).toMatchObject({ kind: 'reconcile', attempts: 2 });
  });

  it('runs the reconcile job once the job worker starts, and stops cleanly', async () => {
    const { services } = await t.instance();
    const provider = new FakeProvider();
    const payments = createPayments({ ...services, cashier: services.cashier, live: services.live }, { provider });
    const worker = new JobWorker({ jobs: payments.jobs, kinds: payments.jobKinds, clock: t.clock, logger });
    await worker.start();
    try {
      const deadline = Date.now() + 10_000;
      while (provider.reconciliationCalls === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(provider.reconciliationCalls).toBe(1);
    } finally {
      await worker.stop();
    }
    const pending = await payments.jobs.pending();
    expect(pending.map((job) => job.kind).sort()).toEqual(['expire_withdrawals', 'reconcile']);
    const reconcile = pending.find((job) => job.kind === 'reconcile');
    expect(reconcile?.runAt.getTime()).toBe(t.clock.now().getTime() + t.config.payments.reconcileIntervalMs);
  });
});
