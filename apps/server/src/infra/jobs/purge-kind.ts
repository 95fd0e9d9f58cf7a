import type { Clock } from '../time/clock';
import type { JobKind } from './job-worker';

/** Rows one purge run deletes at most: one short statement; a full batch runs again at once. */
export const PURGED_PER_RUN_MAX = 1_000;
/** How often each purge kind looks for expired rows. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * A periodic kind that deletes what a domain says has expired. The domain owns the rule (which
 * rows, how long after expiry) in its purgeExpired; the queue only calls it, so infra imports no
 * domain.
 */
export function purgeKind(purgeExpired: (now: Date, limit: number) => Promise<number>, clock: Clock): JobKind {
  return {
    periodic: { intervalMs: PURGE_INTERVAL_MS },
    async run() {
      const now = clock.now();
      const purged = await purgeExpired(now, PURGED_PER_RUN_MAX);
      return { next: new Date(now.getTime() + (purged >= PURGED_PER_RUN_MAX ? 0 : PURGE_INTERVAL_MS)) };
    },
  };
}
