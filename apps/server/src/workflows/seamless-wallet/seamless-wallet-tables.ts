import type { ColumnType } from 'kysely';

export type SeamlessWalletRollbacksTable = {
  provider: string;
  rollback_transaction_id: string;
  /** The bet or win the rollback names. */
  transaction_id: string;
  request_hash: string;
  player_id: number;
  round_id: string;
  game_code: string;
  created_at: ColumnType<Date, never, never>;
};

/** The seamless wallet's own table (migration 0007). */
export type SeamlessWalletTables = {
  seamless_wallet_rollbacks: SeamlessWalletRollbacksTable;
};
