import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { AccountStateName } from '../../reference/account-states';
import { randomToken, sha256Hex } from '../../reference/secrets';
import type { CashierTables } from './cashier-tables';

const MINUTE_MS = 60_000;
/**
 * How long an expired cashier session is kept: a month, for support to match a provider's late
 * verifyuser or a player's complaint to a session; after it the row is only a liability.
 */
export const CASHIER_SESSIONS_KEPT_MS = 30 * 24 * 60 * MINUTE_MS;
/** What randomToken() makes: 32 bytes in base64url. Anything else is not ours and is not looked up. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type IssuedCashierSession = { sessionId: string; expiresAt: Date };
export type CashierSessionLookup = { ok: true; playerId: number } | { ok: false; code: 'SESSION_EXPIRED' };

/**
 * What cashier sessions ask the identity domain, which owns players and their logins: the
 * identity service answers it, handed in at wiring (services.ts).
 */
export type WebSessions = {
  /** Whether a web session is one of the player's. */
  isSessionOf(webSessionId: number, playerId: number): Promise<boolean>;
  /** Whether a web session is live now (not ended, within its idle and absolute expiry). */
  isSessionActive(webSessionId: number): Promise<boolean>;
  getPlayer(playerId: number): Promise<{ accountState: AccountStateName } | undefined>;
};

/**
 * Cashier sessions: the sessionId the hosted cashier is opened with (the spec's payment-provider
 * token) and the provider sends back in verifyuser. Only the id's SHA-256 is stored. A session
 * issued from a login ends with that login (logout, idle or absolute expiry), as launch tokens do
 * (games/game-sessions.ts); a locked player's sessions are dead at once.
 */
export class CashierSessions {
  constructor(
    private readonly deps: {
      db: Kysely<CashierTables>;
      clock: Clock;
      identity: WebSessions;
      /** CASHIER_SESSION_MINUTES. */
      sessionMinutes: number;
    },
  ) {}

  /**
   * A new session for the player; webSessionId names the login it belongs to (null: an operator's
   * session with no login). A web session of another player is a bug in the caller and throws.
   */
  async issue(playerId: number, webSessionId: number | null): Promise<IssuedCashierSession> {
    if (!Number.isSafeInteger(playerId) || playerId <= 0) throw new Error('a cashier session needs a player id');
    const sessionId = randomToken();
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + this.deps.sessionMinutes * MINUTE_MS);
    if (webSessionId === null) {
      await this.deps.db
        .insertInto('cashier_sessions')
        .values({
          id: sha256Hex(sessionId),
          player_id: playerId,
          web_session_id: null,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      return { sessionId, expiresAt };
    }
    // A login of another player can never be named: identity, which owns the logins, says whose it is.
    if (!(await this.deps.identity.isSessionOf(webSessionId, playerId))) {
      throw new Error(`web session ${webSessionId} is not a session of player ${playerId}`);
    }
    await this.deps.db
      .insertInto('cashier_sessions')
      .values({
        id: sha256Hex(sessionId),
        player_id: playerId,
        web_session_id: webSessionId,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { sessionId, expiresAt };
  }

  /** The session's player while it is good; anything else (unknown, ended, locked player) is SESSION_EXPIRED. */
  async lookup(sessionId: string): Promise<CashierSessionLookup> {
    if (!SESSION_ID_PATTERN.test(sessionId)) return EXPIRED;
    const row = await this.deps.db
      .selectFrom('cashier_sessions')
      .select(['player_id', 'web_session_id', 'expires_at', 'revoked_at'])
      .where('id', '=', sha256Hex(sessionId))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || this.deps.clock.now() >= row.expires_at) return EXPIRED;
    const player = await this.deps.identity.getPlayer(row.player_id);
    if (!player || player.accountState === 'locked') return EXPIRED;
    if (row.web_session_id !== null && !(await this.deps.identity.isSessionActive(row.web_session_id))) return EXPIRED;
    return { ok: true, playerId: row.player_id };
  }

  /**
   * Deletes at most `limit` cashier sessions that expired more than CASHIER_SESSIONS_KEPT_MS
   * before `now` (the purge job, ADR 0027); answers how many. A deleted session reads as expired,
   * as it did.
   */
  async purgeExpired(now: Date, limit: number): Promise<number> {
    const result = await this.deps.db
      .deleteFrom('cashier_sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('cashier_sessions')
          .select('id')
          .where('expires_at', '<', new Date(now.getTime() - CASHIER_SESSIONS_KEPT_MS))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ends a session at once (the player closed the cashier, or support ended it). */
  async revoke(sessionId: string): Promise<boolean> {
    if (!SESSION_ID_PATTERN.test(sessionId)) return false;
    const result = await this.deps.db
      .updateTable('cashier_sessions')
      .set({ revoked_at: this.deps.clock.now() })
      .where('id', '=', sha256Hex(sessionId))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

const EXPIRED: CashierSessionLookup = { ok: false, code: 'SESSION_EXPIRED' };
