export { AccountDirectory, type AccountId, HOUSE_ACCOUNT_SLOTS, type PlayerAccounts } from './account-directory';
export type * from './ledger';
export { Ledger } from './ledger';
export { checkLedger, formatLedgerCheck, type LedgerCheckReport } from './ledger-check';
export {
  HISTORY_PAGE_SIZE_MAX,
  type HistoryItem,
  type HistoryPage,
  listPendingWithdrawals,
  listPlayerTransfers,
  PENDING_WITHDRAWALS_LISTED_MAX,
  type PendingWithdrawal,
  type PlayerBalances,
  readBalances,
} from './ledger-queries';
export { type LedgerTables, TRANSFER_CODES, type TransferCode } from './ledger-tables';
export type { LedgerRejection, LedgerRejectionCode, PostedTransfer, PostResult } from './post-transfer';
