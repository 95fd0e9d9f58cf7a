import type { Clock } from '../../infra/time/clock';
import { randomToken, sha256Hex } from '../../reference/secrets';
import { purgeExpiredIdentityRecords } from './expired-records';
import type { IdentityDb } from './player-repository';

/** Ids per query; a process with more player sockets than this checks them in several queries. */
const SESSION_IDS_PER_QUERY_MAX = 1_000;

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

/**
 * Sliding the idle expiry is a write; doing it at most once a minute per session keeps a busy
 * page from writing on every request, at the cost of the idle window being up to a minute short.
 */
const TOUCH_INTERVAL_MS = 60_000;
/** Longer than any token we issue: a cookie this long is not ours and is not looked up. */
export const SESSION_TOKEN_LENGTH_MAX = 64;
const USER_AGENT_LENGTH_MAX = 512;

export type SessionRevocationReason =
  | 'logout'
  | 'replaced_by_login'
  | 'idle_timeout'
  | 'absolute_timeout'
  | 'password_changed'
  | 'password_reset'
  | 'account_restricted';

/** A session's last activity and hard end, as a caller that looked it up read them. */
export type SessionActivity = { sessionId: number; lastSeenAt: Date; absoluteExpiresAt: Date };

export type ActiveSession = { sessionId: number; playerId: number; currency: string };

export type SessionLookup =
  | { status: 'active'; session: ActiveSession }
  /** The session ran out of time or its account was locked: the site shows "session expired". */
  | { status: 'expired' }
  /** Unknown, malformed or logged out. */
  | { status: 'invalid' };

export type SessionContext = { ipAddress?: string | undefined; userAgent?: string | undefined };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Server-side sessions: an opaque token in the cookie, its SHA-256 in player_sessions. */
export class SessionStore {
  constructor(
    private readonly db: IdentityDb,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {}

  /** Opens a session; pass the transaction that creates or authenticates the player. */
  async open(executor: IdentityDb, playerId: number, context: SessionContext) {
    const token = randomToken();
    const now = this.clock.now();
    const absoluteExpiresAt = new Date(now.getTime() + this.policy.absoluteHours * HOUR_MS);
    const row = await executor
      .insertInto('player_sessions')
      .values({
        player_id: playerId,
        token_hash: sha256Hex(token),
        created_at: now,
        last_seen_at: now,
        idle_expires_at: this.idleExpiry(now, absoluteExpiresAt),
        absolute_expires_at: absoluteExpiresAt,
        ip_address: context.ipAddress ?? null,
        user_agent: context.userAgent?.slice(0, USER_AGENT_LENGTH_MAX) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, sessionId: row.id };
  }

  /** The session a cookie names, if it is still good; slides its idle expiry. */
  async resolve(token: string): Promise<SessionLookup> {
    if (token.length === 0 || token.length > SESSION_TOKEN_LENGTH_MAX) return { status: 'invalid' };
    const row = await this.db
      .selectFrom('player_sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .select(['s.id', 's.player_id', 's.last_seen_at', 's.idle_expires_at', 's.absolute_expires_at', 's.revoked_at'])
      .select(['p.currency', 'p.locked_at'])
      .where('s.token_hash', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!row || row.revoked_at) return { status: 'invalid' };
    const now = this.clock.now();
    const ended = endOfSession(row, now);
    if (ended) {
      await this.revoke(row.id, ended);
      return { status: 'expired' };
    }
    await this.touch({
      sessionId: row.id,
      lastSeenAt: row.last_seen_at,
      absoluteExpiresAt: row.absolute_expires_at,
    });
    return { status: 'active', session: { sessionId: row.id, playerId: row.player_id, currency: row.currency } };
  }

  /**
   * Slides a live session's idle expiry for activity on it, at most once a TOUCH_INTERVAL_MS: a
   * request with its cookie (resolve), or a game's wallet calls on the session the game was
   * launched from (games/game-sessions.ts), so a player spinning for half an hour in the game
   * window is not logged out mid-game. The caller read lastSeenAt and absoluteExpiresAt with its
   * own lookup, so a touch that is not due costs no round trip; an ended session stays ended.
   */
  async touch(activity: SessionActivity): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - activity.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
    await this.db
      .updateTable('player_sessions')
      .set({ last_seen_at: now, idle_expires_at: this.idleExpiry(now, activity.absoluteExpiresAt) })
      .where('id', '=', activity.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Whether a session is live now: not ended, within its idle and absolute expiry. */
  async isActive(sessionId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('player_sessions')
      .select(['revoked_at', 'idle_expires_at', 'absolute_expires_at'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    const now = this.clock.now();
    return !!row && row.revoked_at === null && now < row.idle_expires_at && now < row.absolute_expires_at;
  }

  /**
   * Which of the given sessions are live now, read without touching them: resolving the cookie
   * again would slide the idle expiry, so an open tab's live socket would keep its session alive
   * for ever. Account restrictions revoke sessions when they are set, so revoked_at covers them.
   */
  async activeIds(sessionIds: readonly number[]): Promise<Set<number>> {
    const active = new Set<number>();
    for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_QUERY_MAX) {
      const batch = sessionIds.slice(start, start + SESSION_IDS_PER_QUERY_MAX);
      const now = this.clock.now();
      const rows = await this.db
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
  }

  /** When one of the player's sessions was opened; undefined for a session that is not theirs. */
  async openedAt(sessionId: number, playerId: number): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('player_sessions')
      .select('created_at')
      .where('id', '=', sessionId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row?.created_at;
  }

  async revoke(sessionId: number, reason: SessionRevocationReason, executor: IdentityDb = this.db) {
    await executor
      .updateTable('player_sessions')
      .set({ revoked_at: this.clock.now(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every live session of a player, except the one making the request when named. */
  async revokeAllForPlayer(
    playerId: number,
    reason: SessionRevocationReason,
    options: { exceptSessionId?: number; executor?: IdentityDb } = {},
  ): Promise<number> {
    let update = (options.executor ?? this.db)
      .updateTable('player_sessions')
      .set({ revoked_at: this.clock.now(), revoked_reason: reason })
      .where('player_id', '=', playerId)
      .where('revoked_at', 'is', null);
    if (options.exceptSessionId !== undefined) update = update.where('id', '<>', options.exceptSessionId);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes sessions, one-time codes and reset links long past use (expired-records.ts). */
  purgeExpired(now: Date, limit: number): Promise<number> {
    return purgeExpiredIdentityRecords(this.db, now, limit);
  }

  private idleExpiry(now: Date, absoluteExpiresAt: Date): Date {
    const idle = now.getTime() + this.policy.idleMinutes * MINUTE_MS;
    return new Date(Math.min(idle, absoluteExpiresAt.getTime()));
  }
}

function endOfSession(
  row: { idle_expires_at: Date; absolute_expires_at: Date; locked_at: Date | null },
  now: Date,
): SessionRevocationReason | undefined {
  if (now >= row.absolute_expires_at) return 'absolute_timeout';
  if (now >= row.idle_expires_at) return 'idle_timeout';
  // A lock ends sessions when it is set; this is the backstop for any path that did not. A break or
  // a self-exclusion ends the sessions open when it starts, but a later login is allowed so the
  // player can withdraw (ADR 0022): each domain refuses deposits and play by the account's state.
  return row.locked_at !== null ? 'account_restricted' : undefined;
}
