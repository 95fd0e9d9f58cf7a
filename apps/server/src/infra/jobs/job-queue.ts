import { type Kysely, type Selectable, sql } from 'kysely';
import type { Clock } from '../time/clock';
import type { JobsTable, JobsTables } from './jobs-table';

/** The most jobs pending() lists. */
export const PENDING_JOBS_LISTED_MAX = 100;
/** A failure's message is kept up to this length: enough to act on, bounded for a row. */
const LAST_ERROR_LENGTH_MAX = 2000;

export type Job = {
  id: number;
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  /** Including the attempt that claimed it. */
  attempts: number;
  lastError: string | null;
};

/** A successor to queue when a job ends: how a periodic kind re-enqueues itself. */
export type NextJob = { kind: string; runAt: Date };

/**
 * The platform's job queue in its database (ADR 0027, after ADR 0014). A claim takes the oldest
 * due job with `for update skip locked` and leases it until locked_until: two workers never run
 * one job at once, and a job whose worker died is claimed again when its lease ends. Nothing lives
 * in a timer. The queue knows no kind: domains and workflows register theirs with the worker.
 */
export class JobQueue {
  constructor(
    private readonly db: Kysely<JobsTables>,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds a periodic kind's job unless one of its kind is pending (a partial unique index), so
   * every instance may schedule it at start without doubling it; answers whether one was added.
   */
  async schedule(kind: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<boolean> {
    const result = await sql`
      insert into jobs (kind, run_at, payload, singleton, created_at)
      values (${kind}, ${runAt}, ${JSON.stringify(payload)}::jsonb, true, ${this.clock.now()})
      on conflict (kind) where done_at is null and singleton do nothing`.execute(this.db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  /** Adds a one-off job (any number of its kind may be pending); answers its id. */
  async enqueue(kind: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<number> {
    const row = await this.db
      .insertInto('jobs')
      .values({ kind, run_at: runAt, payload: JSON.stringify(payload), created_at: this.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Claims the oldest due job, of the given kinds only when named (those this worker can run). */
  async claim(leaseMs: number, kinds?: readonly string[]): Promise<Job | undefined> {
    if (kinds?.length === 0) return undefined;
    const now = this.clock.now();
    const lease = new Date(now.getTime() + leaseMs);
    const row = await this.db
      .updateTable('jobs')
      .set((eb) => ({ locked_until: lease, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) => {
        let due = eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('run_at', '<=', now)
          .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<', now)]));
        if (kinds) due = due.where('kind', 'in', kinds);
        return due.orderBy('run_at').orderBy('id').limit(1).forUpdate().skipLocked();
      })
      .returningAll()
      .executeTakeFirst();
    return row ? jobOf(row) : undefined;
  }

  /** Marks the job done; `next` schedules its successor in the same transaction (periodic kinds). */
  async complete(id: number, next?: NextJob): Promise<void> {
    await this.finish(id, { failed: false }, next);
  }

  /** Releases a failed job to run again at retryAt, keeping why it failed. */
  async fail(id: number, error: string, retryAt: Date): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: null, run_at: retryAt, last_error: error.slice(0, LAST_ERROR_LENGTH_MAX) })
      .where('id', '=', id)
      .execute();
  }

  /** Ends a job that used up its attempts, keeping why; `next` keeps a periodic kind going. */
  async failForGood(id: number, error: string, next?: NextJob): Promise<void> {
    await this.finish(id, { failed: true, error }, next);
  }

  /** Jobs not done yet, soonest first; a periodic kind has one pending, so the default shows them. */
  async pending(limit = PENDING_JOBS_LISTED_MAX): Promise<Job[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('done_at', 'is', null)
      .orderBy('run_at')
      .orderBy('id')
      .limit(Math.min(limit, PENDING_JOBS_LISTED_MAX))
      .execute();
    return rows.map(jobOf);
  }

  /** Deletes at most `limit` jobs done before `doneBefore`, oldest first; answers how many. */
  async pruneDone(doneBefore: Date, limit: number): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', '<', doneBefore)
          .orderBy('done_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async finish(id: number, outcome: { failed: false } | { failed: true; error: string }, next?: NextJob) {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('jobs')
        .set(
          outcome.failed
            ? {
                done_at: now,
                failed_at: now,
                locked_until: null,
                last_error: outcome.error.slice(0, LAST_ERROR_LENGTH_MAX),
              }
            : { done_at: now, locked_until: null, last_error: null },
        )
        .where('id', '=', id)
        .execute();
      if (next) await new JobQueue(trx, this.clock).schedule(next.kind, next.runAt);
    });
  }
}

function jobOf(row: Selectable<JobsTable>): Job {
  return {
    id: Number(row.id),
    kind: row.kind,
    runAt: row.run_at,
    payload: row.payload,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}
