import type { ColumnType, Generated } from 'kysely';

/** JSON columns: written as a JSON text, read back parsed. */
export type JsonColumn<T> = ColumnType<T, string, string>;
/** A player id exactly as the platform's authenticate answered it (a string or a number). */
export type PlayerId = string | number;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type SessionMode = 'real' | 'demo';

export type SessionsTable = {
  id: string;
  mode: SessionMode;
  game_code: string;
  player_id: JsonColumn<PlayerId> | null;
  token: string | null;
  currency: string;
  language: string;
  country: string | null;
  lobby_url: string | null;
  demo_balance: number | null;
  created_at: CreatedAt;
  expires_at: Date;
};

export type RoundStatus = 'betting' | 'open' | 'closed' | 'cancelled';

export type RoundsTable = {
  seq: Generated<number>;
  id: string;
  session_id: string;
  player_key: string;
  mode: SessionMode;
  game_code: string;
  currency: string;
  status: RoundStatus;
  stake: number;
  win: Generated<number>;
  debits: Generated<number>;
  version: Generated<number>;
  bet: JsonColumn<unknown> | null;
  state: JsonColumn<unknown> | null;
  view: JsonColumn<unknown> | null;
  summary: string | null;
  started_at: CreatedAt;
  closed_at: Date | null;
};

export type WalletOperation = 'bet' | 'win' | 'rollback';
export type WalletCallStatus = 'pending' | 'done' | 'rejected' | 'unknown';

export type WalletCallsTable = {
  id: Generated<number>;
  transaction_id: string;
  operation: WalletOperation;
  round_id: string;
  body: JsonColumn<Record<string, unknown>>;
  status: WalletCallStatus;
  attempts: Generated<number>;
  next_attempt_at: Date;
  last_error: string | null;
  answer: JsonColumn<unknown> | null;
  created_at: CreatedAt;
  completed_at: Date | null;
};

export type LiveRoundsTable = {
  id: string;
  table_id: string;
  round_number: number;
  outcome: JsonColumn<unknown>;
  result: JsonColumn<unknown>;
  result_label: string;
  drawn_at: CreatedAt;
  settled_at: Date | null;
};

export type LiveBetStatus = 'betting' | 'accepted' | 'refused' | 'settled';

export type LiveBetsTable = {
  id: string;
  table_id: string;
  live_round_id: string;
  round_number: number;
  session_id: string;
  player_id: JsonColumn<PlayerId>;
  currency: string;
  wallet_round_id: string;
  stake: number;
  bet: JsonColumn<unknown>;
  status: LiveBetStatus;
  win: number | null;
  created_at: CreatedAt;
  settled_at: Date | null;
};

/** Every table of the sandbox-games database. */
export type SandboxGamesTables = {
  sessions: SessionsTable;
  rounds: RoundsTable;
  wallet_calls: WalletCallsTable;
  live_rounds: LiveRoundsTable;
  live_bets: LiveBetsTable;
};
