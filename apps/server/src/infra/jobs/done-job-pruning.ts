import type { Clock } from '../time/clock';
import type { JobQueue } from './job-queue';
import type { JobKind } from './job-worker';

/** Done jobs are kept this long for an operator to read (what ran, what failed and why). */
export const DONE_JOBS_KEPT_MS = 30 * 24 * 60 * 60_000;
/** Done jobs deleted per run: one short statement; a full batch runs again at once. */
export const DONE_JOBS_PRUNED_PER_RUN_MAX = 1_000;
/** How often the queue prunes itself. */
export const PRUNE_DONE_JOBS_INTERVAL_MS = 60 * 60_000;

/** The periodic kind that deletes done jobs past DONE_JOBS_KEPT_MS. */
export function pruneDoneJobsKind(jobs: JobQueue, clock: Clock): JobKind {
  return {
    periodic: { intervalMs: PRUNE_DONE_JOBS_INTERVAL_MS },
    async run() {
      const now = clock.now();
      const pruned = await jobs.pruneDone(new Date(now.getTime() - DONE_JOBS_KEPT_MS), DONE_JOBS_PRUNED_PER_RUN_MAX);
      return {
        next: new Date(now.getTime() + (pruned === DONE_JOBS_PRUNED_PER_RUN_MAX ? 0 : PRUNE_DONE_JOBS_INTERVAL_MS)),
      };
    },
  };
}
