import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { IdentityTables } from '../identity/identity-tables';
import { randomToken, sha256Hex } from '../identity/secrets';
import type { CashierTables } from './cashier-tables';

const MINUTE_MS = 60_000;
/** What randomToken() makes: 32 bytes in base64url. Anything else is not ours and is not looked up. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type IssuedCashierSession = { sessionId: string; expiresAt: Date };
export type CashierSessionLookup = { ok: true; playerId: number } | { ok: false; code: 'SESSION_EXPIRED' };

type SessionRow = {
  player_id: number;
  web_session_id: number | null;
  expires_at: Date;
  revoked_at: Date | null;
  web_revoked_at: Date | null;
  web_idle_expires_at: Date | null;
  web_absolute_expires_at: Date | null;
  locked_at: Date | null;
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
      db: Kysely<CashierTables & IdentityTables>;
      clock: Clock;
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
    // Inserted from the web session's row, so a login of another player can never be named.
    const inserted = await this.deps.db
      .insertInto('cashier_sessions')
      .columns(['id', 'player_id', 'web_session_id', 'created_at', 'expires_at'])
      .expression((eb) =>
        eb
          .selectFrom('player_sessions')
          .select([
            sql<string>`${sha256Hex(sessionId)}::text`.as('id'),
            'player_id',
            'id as web_session_id',
            sql<Date>`${now}::timestamptz`.as('created_at'),
            sql<Date>`${expiresAt}::timestamptz`.as('expires_at'),
          ])
          .where('id', '=', webSessionId)
          .where('player_id', '=', playerId),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new Error(`web session ${webSessionId} is not a session of player ${playerId}`);
    return { sessionId, expiresAt };
  }

  /** The session's player while it is good; anything else (unknown, ended, locked player) is SESSION_EXPIRED. */
  async lookup(sessionId: string): Promise<CashierSessionLookup> {
    if (!SESSION_ID_PATTERN.test(sessionId)) return EXPIRED;
    const row: SessionRow | undefined = await this.deps.db
      .selectFrom('cashier_sessions as c')
      .innerJoin('players as p', 'p.id', 'c.player_id')
      .leftJoin('player_sessions as s', 's.id', 'c.web_session_id')
      .select(['c.player_id', 'c.web_session_id', 'c.expires_at', 'c.revoked_at', 'p.locked_at'])
      .select([
        's.revoked_at as web_revoked_at',
        's.idle_expires_at as web_idle_expires_at',
        's.absolute_expires_at as web_absolute_expires_at',
      ])
      .where('c.id', '=', sha256Hex(sessionId))
      .executeTakeFirst();
    if (!row || !sessionLive(row, this.deps.clock.now())) return EXPIRED;
    return { ok: true, playerId: row.player_id };
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

function sessionLive(row: SessionRow, now: Date): boolean {
  if (row.locked_at !== null || row.revoked_at !== null || now >= row.expires_at) return false;
  if (row.web_session_id === null) return true;
  return (
    row.web_revoked_at === null &&
    row.web_idle_expires_at !== null &&
    row.web_absolute_expires_at !== null &&
    now < row.web_idle_expires_at &&
    now < row.web_absolute_expires_at
  );
}
