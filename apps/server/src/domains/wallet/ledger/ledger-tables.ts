import type { TransferCode } from '@vauhti/contracts/accounts';
import type { ColumnType, Generated } from 'kysely';

export type AccountPurpose =
  | 'cash'
  | 'bonus'
  | 'withdrawal_hold'
  | 'debt'
  | 'game_revenue'
  | 'sportsbook'
  | 'payment_clearing'
  | 'bonus_cost'
  | 'fees'
  | 'adjustments'
  | 'race_prizes';

export type PlayerAccountPurpose = 'cash' | 'bonus' | 'withdrawal_hold' | 'debt';
export type HouseAccountPurpose = Exclude<AccountPurpose, PlayerAccountPurpose>;

// The transfer codes are on the wire too (the player's transactions list names them).
export { TRANSFER_CODES, type TransferCode } from '@vauhti/contracts/accounts';

type CreatedAt = ColumnType<Date, never, never>;

export type LedgerAccountsTable = {
  id: Generated<number>;
  player_id: number | null;
  house_key: string | null;
  purpose: AccountPurpose;
  currency: string;
  slot: Generated<number>;
  balance: ColumnType<number, never, never>;
  version: ColumnType<number, never, never>;
  min_balance: number | null;
  max_balance: number | null;
  created_at: CreatedAt;
};

export type LedgerTransfersTable = {
  id: Generated<number>;
  source: string;
  external_id: string;
  request_hash: string;
  code: TransferCode;
  currency: string;
  player_id: number | null;
  round_id: string | null;
  reverses_transfer_id: number | null;
  metadata: ColumnType<Record<string, unknown>, string, never>;
  created_at: CreatedAt;
};

export type LedgerEntriesTable = {
  transfer_id: number;
  account_id: number;
  amount: number;
  balance_before: number;
  balance_after: number;
  account_version: number;
};

export type LedgerHoldsTable = {
  id: Generated<number>;
  player_id: number;
  account_id: number;
  currency: string;
  amount: number;
  state: 'open' | 'posted' | 'voided';
  opened_by_transfer_id: number;
  resolved_by_transfer_id: number | null;
  created_at: CreatedAt;
  resolved_at: Date | null;
};

export type LedgerReversalsTable = {
  reversed_transfer_id: number;
  reversal_transfer_id: number;
};

/** The tables the wallet domain owns. */
export type LedgerTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_reversals: LedgerReversalsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
};
