import type { PreparedQuery, PreparedStatement } from '@vauhti/db';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { AccountStateName } from '../../reference/account-states';
import { randomToken, sha256Hex } from '../../reference/secrets';
import type { GameSessionTables } from './game-session-tables';

/** A launch token is good for 8 hours (docs/games-integration.md section 2). */
export const GAME_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** What randomToken() makes: 32 bytes in base64url. Anything else is not ours and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type GameLaunch = {
  playerId: number;
  /** The player's web session id: the token dies with it (logout, expiry, restriction). */
  sessionId: number;
  /**
   * The id the game's provider calls the wallet with (X-Provider-Id; its catalogue feed's
   * `provider`): the token is good for that provider only.
   */
  provider: string;
  gameCode: string;
  currency: string;
  country: string;
  language: string;
};
export type OperatorGameLaunch = Omit<GameLaunch, 'sessionId'>;
export type IssuedGameToken = { token: string; expiresAt: Date };

/** What a valid token stands for. sessionId is null for an operator-issued token. */
export type GameSession = {
  playerId: number;
  /** The public id providers know the player by (players.external_id). */
  playerExternalId: string;
  sessionId: number | null;
  /** The provider the token was launched at; only its wallet calls may use the token. */
  provider: string;
  gameCode: string;
  currency: string;
  country: string;
  language: string;
};

export type BlockedAccountState = Exclude<AccountStateName, 'active'>;

/**
 * A token's state now. A known token of a restricted player is 'blocked' (the wallet answers
 * PLAYER_BLOCKED, which tells the provider more than an expired token would), whatever its age.
 */
export type GameSessionState =
  | { status: 'active'; session: GameSession }
  | { status: 'blocked'; session: GameSession; accountState: BlockedAccountState }
  | { status: 'expired' };

/** The facts one lookup reads: the token's row, its web session and its player's restrictions. */
export type GameSessionRow = {
  player_id: number;
  player_external_id: string;
  web_session_id: number | null;
  provider: string;
  game_code: string;
  currency: string;
  country: string;
  language: string;
  expires_at: Date;
  revoked_at: Date | null;
  web_revoked_at: Date | null;
  web_idle_expires_at: Date | null;
  web_absolute_expires_at: Date | null;
  web_last_seen_at: Date | null;
  locked_at: Date | null;
  paused_until: Date | null;
  self_excluded_until: Date | null;
};

/**
 * The lookup of a token by its hash ($1), with its web session and its player, in one statement.
 * A seamless-wallet bet is two round trips (this and the posting), and asking identity would add a
 * third, so this joins the read views identity publishes for it (migration 0017:
 * player_standing, web_session_standing), never identity's tables; identity judges what was read
 * (TokenIdentity), and writes to its tables go through identity only (ADR 0025).
 */
const GAME_SESSION_LOOKUP_SQL = `
  select g.player_id, p.external_id as player_external_id, g.web_session_id, g.provider,
         g.game_code, g.currency, g.country, g.language,
         g.expires_at, g.revoked_at,
         s.revoked_at as web_revoked_at, s.idle_expires_at as web_idle_expires_at,
         s.absolute_expires_at as web_absolute_expires_at, s.last_seen_at as web_last_seen_at,
         p.locked_at, p.paused_until, p.self_excluded_until
  from game_sessions g
  join player_standing p on p.player_id = g.player_id
  left join web_session_standing s on s.session_id = g.web_session_id
  where g.token_hash = $1`;

const LOOKUP_STATEMENT: PreparedStatement = { name: 'game_session_lookup', text: GAME_SESSION_LOOKUP_SQL };

/**
 * What launch tokens ask the identity domain, which owns players and their web sessions: the
 * identity service answers it, handed in at wiring (services.ts).
 */
export type TokenIdentity = {
  /** Whether a web session is one of the player's (a token is bound only to its player's login). */
  isSessionOf(sessionId: number, playerId: number): Promise<boolean>;
  /** Play on the web session is activity on it: identity slides its idle expiry when a write is due. */
  touchSession(activity: { sessionId: number; lastSeenAt: Date; absoluteExpiresAt: Date }): Promise<void>;
  /** The state the player's restrictions give now (identity's precedence of lock, exclusion, pause). */
  accountStateAt(
    restrictions: { lockedAt: Date | null; selfExcludedUntil: Date | null; pausedUntil: Date | null },
    now: Date,
  ): AccountStateName;
};

export type GameSessionsDeps = {
  db: Kysely<GameSessionTables>;
  preparedQuery: PreparedQuery;
  clock: Clock;
  identity: TokenIdentity;
};

/**
 * Launch tokens: the platform issues one per real-money game launch; the provider exchanges it
 * through the seamless wallet (authenticate) and sends it back with every bet. Only the token's
 * SHA-256 is stored.
 */
export class GameSessions {
  constructor(private readonly deps: GameSessionsDeps) {}

  /** A token for a launch from the site, bound to the player's web session. */
  async issue(launch: GameLaunch): Promise<IssuedGameToken> {
    assertLaunch(launch);
    const token = randomToken();
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + GAME_TOKEN_LIFETIME_MS);
    // A session of another player can never be named: identity, which owns the logins, says whose it is.
    if (!(await this.deps.identity.isSessionOf(launch.sessionId, launch.playerId))) {
      throw new Error(`web session ${launch.sessionId} is not a session of player ${launch.playerId}`);
    }
    await this.deps.db
      .insertInto('game_sessions')
      .values({
        token_hash: sha256Hex(token),
        player_id: launch.playerId,
        web_session_id: launch.sessionId,
        issued_by: 'player',
        provider: launch.provider,
        game_code: launch.gameCode,
        currency: launch.currency,
        country: launch.country,
        language: launch.language,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  }

  /**
   * A token an operator issues for a player (ops game-session) without a web session: there is no
   * login to bind it to, and making one up would put a login the player never made in their
   * session history. It lives by its 8 hours and the player's restrictions alone.
   */
  async issueForOperator(launch: OperatorGameLaunch): Promise<IssuedGameToken> {
    assertLaunch(launch);
    const token = randomToken();
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + GAME_TOKEN_LIFETIME_MS);
    await this.deps.db
      .insertInto('game_sessions')
      .values({
        token_hash: sha256Hex(token),
        player_id: launch.playerId,
        web_session_id: null,
        issued_by: 'operator',
        provider: launch.provider,
        game_code: launch.gameCode,
        currency: launch.currency,
        country: launch.country,
        language: launch.language,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The token's player and launch facts while it is valid; a restricted player's token is not. */
  async resolve(token: string): Promise<GameSession | { error: 'TOKEN_EXPIRED' }> {
    const state = await this.lookup(token);
    return state.status === 'active' ? state.session : { error: 'TOKEN_EXPIRED' };
  }

  /** The token's state now, in one database round trip (plus a write at most once a minute). */
  async lookup(token: string): Promise<GameSessionState> {
    if (!TOKEN_PATTERN.test(token)) return { status: 'expired' };
    const [row] = await this.deps.preparedQuery<GameSessionRow>(LOOKUP_STATEMENT, [sha256Hex(token)]);
    return this.interpret(row);
  }

  /** What a looked-up row means now; slides the web session's idle expiry when a minute has passed. */
  private async interpret(row: GameSessionRow | undefined): Promise<GameSessionState> {
    if (!row) return { status: 'expired' };
    const now = this.deps.clock.now();
    const session: GameSession = {
      playerId: row.player_id,
      playerExternalId: row.player_external_id,
      sessionId: row.web_session_id,
      provider: row.provider,
      gameCode: row.game_code,
      currency: row.currency.trim(),
      country: row.country.trim(),
      language: row.language,
    };
    const accountState = this.deps.identity.accountStateAt(
      { lockedAt: row.locked_at, selfExcludedUntil: row.self_excluded_until, pausedUntil: row.paused_until },
      now,
    );
    if (accountState !== 'active') return { status: 'blocked', session, accountState };
    if (row.revoked_at !== null || now >= row.expires_at) return { status: 'expired' };
    if (row.web_session_id !== null) {
      if (!webSessionActive(row, now)) return { status: 'expired' };
      await this.touchWebSession(row);
    }
    return { status: 'active', session };
  }

  /**
   * Deletes at most `limit` launch tokens that expired more than 30 days before `now` (the purge
   * job, ADR 0027); answers how many. A deleted token reads as expired, as it did; the month keeps
   * it for a provider's dispute about a recent launch. Wins and rollbacks never read the token.
   */
  async purgeExpired(now: Date, limit: number): Promise<number> {
    const keptMs = 30 * 24 * 60 * 60_000;
    const result = await this.deps.db
      .deleteFrom('game_sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('game_sessions')
          .select('id')
          .where('expires_at', '<', new Date(now.getTime() - keptMs))
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ends every token launched from a web session; returns how many were still live. */
  async revokeForSession(sessionId: number): Promise<number> {
    const result = await this.deps.db
      .updateTable('game_sessions')
      .set({ revoked_at: this.deps.clock.now() })
      .where('web_session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Playing is activity on the web session the game was launched from: identity decides when to write. */
  private async touchWebSession(row: GameSessionRow) {
    const { web_session_id: sessionId, web_last_seen_at: lastSeenAt, web_absolute_expires_at: absoluteExpiresAt } = row;
    if (sessionId === null || !lastSeenAt || !absoluteExpiresAt) return;
    await this.deps.identity.touchSession({ sessionId, lastSeenAt, absoluteExpiresAt });
  }
}

function webSessionActive(row: GameSessionRow, now: Date): boolean {
  return (
    row.web_revoked_at === null &&
    row.web_idle_expires_at !== null &&
    row.web_absolute_expires_at !== null &&
    now < row.web_idle_expires_at &&
    now < row.web_absolute_expires_at
  );
}

function assertLaunch(launch: OperatorGameLaunch) {
  if (!Number.isSafeInteger(launch.playerId) || launch.playerId <= 0) throw new Error('a launch needs a player id');
  if (!/^.{1,100}$/su.test(launch.provider)) throw new Error('a launch needs a provider id of 1 to 100 characters');
  if (!/^.{1,100}$/su.test(launch.gameCode)) throw new Error('a launch needs a game code of 1 to 100 characters');
  if (!/^[A-Z]{3}$/.test(launch.currency)) throw new Error(`invalid launch currency ${launch.currency}`);
  if (!/^[A-Z]{2}$/.test(launch.country)) throw new Error(`invalid launch country ${launch.country}`);
  if (!/^[a-z]{2,5}$/.test(launch.language)) throw new Error(`invalid launch language ${launch.language}`);
}
