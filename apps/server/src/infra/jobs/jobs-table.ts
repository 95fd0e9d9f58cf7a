import type { ColumnType, Generated } from 'kysely';

/** The platform's one job queue (migration 0016, ADR 0027). Kinds are registered in code. */
export type JobsTable = {
  id: Generated<number>;
  kind: string;
  run_at: Date;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Attempts claimed so far, including a running one. */
  attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  done_at: Date | null;
  /** Set with done_at when the job used up its attempts. */
  failed_at: Date | null;
  /** One pending job of the kind at most (periodic kinds). */
  singleton: Generated<boolean>;
  created_at: Date;
};

export type JobsTables = { jobs: JobsTable };
