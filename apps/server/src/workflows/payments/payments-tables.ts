import type { ProviderState, TransactionKind } from '@vauhti/contracts/payment-provider';
import type { ColumnType, Generated } from 'kysely';

/** The payments workflow's tables (migrations 0009_payments.sql and 0011_paynplay_claims.sql). */

/** The columns keep the provider API's transaction kinds and PaymentIQ's states as it reports them. */
export type { ProviderState, TransactionKind };
export type CashierChannel = 'internal' | 'hosted' | 'paynplay';

/** The spec's statuses (docs/payments-integration.md section 5): txn_* for deposits, co_* for withdrawals. */
export type CashierTransactionStatus =
  | 'txn_initiated'
  | 'txn_pending'
  | 'txn_confirmed_success'
  | 'txn_confirmed_failure'
  | 'co_initiated'
  | 'co_success'
  | 'co_failed';

export type CashierTransactionsTable = {
  id: Generated<number>;
  player_id: number | null;
  kind: TransactionKind;
  channel: CashierChannel;
  method: string;
  amount_minor: number;
  fee_minor: Generated<number>;
  currency: string;
  status: CashierTransactionStatus;
  provider_tx_id: string | null;
  provider_state: ProviderState | null;
  auth_code: string | null;
  bonus_code: string | null;
  error_code: string | null;
  error_message: string | null;
  hold_id: number | null;
  ledger_transfer_id: number | null;
  created_at: Date;
  updated_at: Date;
};

export type MerchantCall = 'authorize' | 'transfer' | 'cancel';

export type MerchantCallAnswersTable = {
  call: MerchantCall;
  tx_id: string;
  request_hash: string;
  answer: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
};

/** A visitor's claim on the pay-and-play deposit their browser started (migration 0011). */
export type PayNPlayClaimsTable = {
  transaction_id: number;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
  claimed_player_id: number | null;
  claimed_session_id: number | null;
};

export type PaymentsTables = {
  cashier_transactions: CashierTransactionsTable;
  paynplay_claims: PayNPlayClaimsTable;
  merchant_call_answers: MerchantCallAnswersTable;
};
