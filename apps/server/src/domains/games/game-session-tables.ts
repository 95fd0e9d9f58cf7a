import type { ColumnType, Generated } from 'kysely';

/** Who asked for a launch token: a player launching from the site, or an operator (ops game-session). */
export type GameSessionIssuer = 'player' | 'operator';

export type GameSessionsTable = {
  id: Generated<number>;
  token_hash: string;
  player_id: number;
  /** The web session the game was launched from; null for operator-issued tokens. */
  web_session_id: number | null;
  issued_by: GameSessionIssuer;
  /** The wallet provider id (X-Provider-Id) of the game's provider: only it may use the token (migration 0015). */
  provider: string;
  game_code: string;
  currency: string;
  country: string;
  language: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: Date | null;
};

/** The launch-token tables of the games domain (migrations 0007 and 0015). */
export type GameSessionTables = {
  game_sessions: GameSessionsTable;
};
