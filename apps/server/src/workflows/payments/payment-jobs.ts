import { type Kysely, type Selectable, sql } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { PaymentJobKind, PaymentJobsTable, PaymentsTables } from './payments-tables';

/** The most jobs pending() lists. */
export const PENDING_JOBS_LISTED_MAX = 100;

export type PaymentJob = {
  id: number;
  kind: PaymentJobKind;
  runAt: Date;
  payload: Record<string, unknown>;
  /** Including the attempt that claimed it. */
  attempts: number;
  lastError: string | null;
};

/**
 * The workflow's job queue in the platform database (ADR 0014). A claim takes the oldest due job
 * with `for update skip locked` and leases it until locked_until: two workers never run one job,
 * and a job whose worker died is claimed again when its lease ends. Nothing lives in a timer.
 */
export class PaymentJobs {
  constructor(
    private readonly db: Kysely<PaymentsTables>,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds a job. Every kind is periodic, and one is added only when none of its kind is pending (a
   * partial unique index), so every instance may schedule it at start without doubling it; answers
   * whether one was added.
   */
  async schedule(kind: PaymentJobKind, runAt: Date, payload: Record<string, unknown> = {}): Promise<boolean> {
    const result = await sql`
      insert into payment_jobs (kind, run_at, payload, created_at)
      values (${kind}, ${runAt}, ${JSON.stringify(payload)}::jsonb, ${this.clock.now()})
      on conflict (kind) where done_at is null do nothing`.execute(this.db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  async claim(leaseMs: number): Promise<PaymentJob | undefined> {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + leaseMs);
    const row = await this.db
      .updateTable('payment_jobs')
      .set((eb) => ({ locked_until: lease, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('payment_jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('run_at', '<=', now)
          .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<', now)]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
    return row ? jobOf(row) : undefined;
  }

  /** Marks the job done; `next` schedules its successor in the same transaction (periodic jobs). */
  async complete(id: number, next?: { kind: PaymentJobKind; runAt: Date }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payment_jobs')
        .set({ done_at: this.clock.now(), locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
      if (next) await new PaymentJobs(trx, this.clock).schedule(next.kind, next.runAt);
    });
  }

  /** Releases a failed job to run again at retryAt, keeping why it failed. */
  async fail(id: number, error: string, retryAt: Date): Promise<void> {
    await this.db
      .updateTable('payment_jobs')
      .set({ locked_until: null, run_at: retryAt, last_error: error.slice(0, 2000) })
      .where('id', '=', id)
      .execute();
  }

  /** Jobs not done yet, soonest first; one pending job a kind, so the default limit shows them all. */
  async pending(limit = PENDING_JOBS_LISTED_MAX): Promise<PaymentJob[]> {
    const rows = await this.db
      .selectFrom('payment_jobs')
      .selectAll()
      .where('done_at', 'is', null)
      .orderBy('run_at')
      .orderBy('id')
      .limit(Math.min(limit, PENDING_JOBS_LISTED_MAX))
      .execute();
    return rows.map(jobOf);
  }
}

function jobOf(row: Selectable<PaymentJobsTable>): PaymentJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    runAt: row.run_at,
    payload: row.payload,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}
