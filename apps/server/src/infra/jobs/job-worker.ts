import type { Logger } from 'pino';
import type { Clock } from '../time/clock';
import type { Job, JobQueue } from './job-queue';

/** What a job kind does; `next` is when its successor runs (periodic kinds), if any. */
export type JobHandler = (job: Job) => Promise<{ next?: Date }>;

/** A kind of job, registered by the domain or workflow that owns the work, at wiring. */
export type JobKind = {
  run: JobHandler;
  /**
   * A periodic kind is queued (one pending) when the worker starts and re-enqueues itself: at the
   * `next` its handler answers, or after intervalMs when it answers none or failed for good.
   */
  periodic?: { intervalMs: number };
  /** Attempts before the job is failed for good; JOB_ATTEMPTS_MAX when not named. */
  maxAttempts?: number;
};

export type JobWorkerOptions = {
  jobs: JobQueue;
  kinds: Record<string, JobKind>;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
  /** How long a claimed job is this worker's; past it another worker may take it over. */
  leaseMs?: number;
};

/**
 * Attempts of a job before it fails for good. With the back-off below, ten attempts span about
 * eight minutes: long enough to ride out a provider's restart, short enough that a periodic kind's
 * next run (which starts again at one) comes soon.
 */
export const JOB_ATTEMPTS_MAX = 10;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 5 * 60_000;

/** Back-off before attempt n+1: 1 s doubling to 5 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs the queue's jobs of the registered kinds one at a time: polls every second, runs what it
 * claimed, then completes it or releases it with back-off. Stopping waits for the running job, so
 * a job is never cut off half-way by a clean shutdown; a crash leaves it to the lease.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly kindNames: readonly string[];

  constructor(private readonly options: JobWorkerOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.kindNames = Object.keys(options.kinds);
  }

  /** Queues every periodic kind that has no pending job, then starts polling. */
  async start() {
    if (!this.stopped) return;
    const now = this.options.clock.now();
    for (const [name, kind] of Object.entries(this.options.kinds)) {
      if (kind.periodic) await this.options.jobs.schedule(name, now);
    }
    this.stopped = false;
    this.plan();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and runs at most one due job of the registered kinds; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const { jobs, kinds, clock, logger } = this.options;
    const job = await jobs.claim(this.leaseMs, this.kindNames);
    if (!job) return false;
    const kind = kinds[job.kind];
    if (!kind) throw new Error(`claimed a job of unregistered kind ${job.kind}`);
    const periodicNext = (at?: Date) =>
      kind.periodic
        ? { kind: job.kind, runAt: at ?? new Date(clock.now().getTime() + kind.periodic.intervalMs) }
        : undefined;
    try {
      const outcome = await kind.run(job);
      await jobs.complete(job.id, outcome.next ? { kind: job.kind, runAt: outcome.next } : periodicNext());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const context = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
      if (job.attempts >= (kind.maxAttempts ?? JOB_ATTEMPTS_MAX)) {
        logger.error(context, 'job failed for good');
        await jobs.failForGood(job.id, message, periodicNext());
      } else {
        logger.warn(context, 'job failed');
        await jobs.fail(job.id, message, new Date(clock.now().getTime() + retryDelayMs(job.attempts)));
      }
    }
    return true;
  }

  private plan() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.plan();
      });
    }, this.pollMs);
    this.timer.unref();
  }

  private async tick() {
    try {
      await this.runOnce();
    } catch (error) {
      // The database was unreachable: the next poll tries again.
      this.options.logger.warn({ err: error }, 'job queue poll failed');
    }
  }
}
