import type { ColumnType, Generated } from 'kysely';
import type { TransactionKind, TransactionState } from '../payments/cashier-facade';
import type { ProviderPageKind } from '../payments/provider-pages-facade';

/** JSON columns: written as a JSON text, read back parsed. */
export type JsonColumn<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** bigint columns come back as numbers (@vauhti/db parses int8 safely). */
type Minor = number;

export type TransactionsTable = {
  tx_id: string;
  merchant_id: string;
  user_id: string;
  kind: TransactionKind;
  method: string;
  amount: Minor;
  fee: Minor;
  currency: string;
  state: TransactionState;
  page_token_hash: string | null;
  redirect_url: string | null;
  redirect_kind: string | null;
  frame_height: string | null;
  page_kind: ProviderPageKind | null;
  page_done_at: Date | null;
  outcome_key: string | null;
  masked_account: string | null;
  card_expiry: string | null;
  instrument_id: string | null;
  store_instrument: Generated<boolean>;
  bonus_code: string | null;
  merchant_tx_id: string | null;
  auth_code: string | null;
  error_code: string | null;
  error_message: string | null;
  three_ds_reference: string | null;
  session_id: string | null;
  locale: string;
  /** ISO 3166-1 alpha-2, when the transaction knows the payer's country. */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  return_url: string | null;
  failure_url: string | null;
  ip_addr: string | null;
  due_at: Date | null;
  created_at: CreatedAt;
  updated_at: Date;
};

export type InstrumentsTable = {
  instrument_id: string;
  user_id: string;
  method: string;
  masked_account: string;
  expiry: string | null;
  outcome_key: string | null;
  created_at: CreatedAt;
  last_used_at: Date;
};

export type MerchantCallName = 'transfer' | 'cancel';

export type MerchantCallsTable = {
  id: Generated<number>;
  tx_id: string;
  call: MerchantCallName;
  body: JsonColumn<Record<string, unknown>>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  last_error: string | null;
  answered_at: Date | null;
  answer: JsonColumn<unknown> | null;
  created_at: CreatedAt;
};

export type ThreeDsReferencesTable = {
  reference_id: string;
  user_id: string;
  card_number_prefix: string;
  collected_at: Date | null;
  created_at: CreatedAt;
};

export type PaynplayIdentitiesTable = {
  tx_id: string;
  first_name: string;
  last_name: string;
  national_id: string;
  birth_date: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  email: string | null;
  created_at: CreatedAt;
};

/** An identity verification session (migration 0003); the result goes to the merchant until it answers. */
export type IdentityVerificationsTable = {
  verification_id: string;
  merchant_id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  country: string;
  locale: string;
  return_url: string;
  page_token_hash: string;
  state: 'WAITING_INPUT' | 'APPROVED' | 'REJECTED' | 'EXPIRED';
  reason: string | null;
  document_type: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  result_attempts: Generated<number>;
  result_next_attempt_at: Date | null;
  result_answered_at: Date | null;
  result_answer: JsonColumn<unknown> | null;
  result_last_error: string | null;
};

/** Every table of the sandbox-pay database. */
export type SandboxPayTables = {
  transactions: TransactionsTable;
  instruments: InstrumentsTable;
  merchant_calls: MerchantCallsTable;
  threeds_references: ThreeDsReferencesTable;
  paynplay_identities: PaynplayIdentitiesTable;
  identity_verifications: IdentityVerificationsTable;
};
