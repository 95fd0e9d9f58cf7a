import type { Logger } from 'pino';
import type { Clock } from '../../infra/time/clock';
import type { PaymentJob, PaymentJobs } from './payment-jobs';
import type { PaymentJobKind } from './payments-tables';

/** What a job kind does; `next` is when its successor runs (periodic kinds), if any. */
export type JobHandler = (job: PaymentJob) => Promise<{ next?: Date }>;

export type PaymentJobWorkerOptions = {
  jobs: PaymentJobs;
  handlers: Record<PaymentJobKind, JobHandler>;
  clock: Clock;
  logger: Logger;
  pollMs?: number;
  /** How long a claimed job is this worker's; past it another worker may take it over. */
  leaseMs?: number;
};

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 5 * 60_000;

/** Back-off before attempt n+1: 1 s doubling to 5 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs the queue's jobs one at a time: polls every second, runs what it claimed, then completes
 * it or releases it with back-off. Stopping waits for the running job, so a job is never cut off
 * half-way by a clean shutdown; a crash leaves it to the lease.
 */
export class PaymentJobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(private readonly options: PaymentJobWorkerOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.plan();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and runs at most one due job; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const { jobs, handlers, clock, logger } = this.options;
    const job = await jobs.claim(this.leaseMs);
    if (!job) return false;
    try {
      const outcome = await handlers[job.kind](job);
      await jobs.complete(job.id, outcome.next ? { kind: job.kind, runAt: outcome.next } : undefined);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(job.attempts));
      logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'payment job failed');
      await jobs.fail(job.id, message, retryAt);
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
      this.options.logger.warn({ err: error }, 'payment job queue poll failed');
    }
  }
}
