import type { Kysely } from 'kysely';
import type { IdentityTables } from '../../domains/identity/identity-tables';
import type { Clock } from '../time/clock';

/** Ids per query; a process with more player sockets than this checks them in several queries. */
const SESSION_IDS_PER_QUERY_MAX = 1_000;

export type ActiveSessionIds = (sessionIds: readonly number[]) => Promise<Set<number>>;

/**
 * Which of the given web sessions are still good. A read-only look at identity's sessions table:
 * resolving the cookie again (identity's resolveSession) would slide the idle expiry, so an open
 * tab would keep its session alive for ever. Account restrictions revoke sessions when they are
 * set, so revoked_at covers them.
 */
export function activeSessionIdsOf(db: Kysely<IdentityTables>, clock: Clock): ActiveSessionIds {
  return async (sessionIds) => {
    const active = new Set<number>();
    for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_QUERY_MAX) {
      const batch = sessionIds.slice(start, start + SESSION_IDS_PER_QUERY_MAX);
      const now = clock.now();
      const rows = await db
        .selectFrom('player_sessions')
        .select('id')
        .where('id', 'in', batch)
        .where('revoked_at', 'is', null)
        .where('idle_expires_at', '>', now)
        .where('absolute_expires_at', '>', now)
        .execute();
      for (const row of rows) active.add(row.id);
    }
    return active;
  };
}
