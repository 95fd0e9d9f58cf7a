import type { TransactionKind } from '../payments-tables';

export type { ProviderState, TransactionKind } from '../payments-tables';

import type {
  MethodView,
  PayNPlayStatus,
  ProviderStatus,
  ReconciliationTransaction,
  SavedInstrument,
  ThreeDsCollect,
  TransactionView,
} from './provider-schemas';

export type {
  MethodView,
  PayNPlayIdentity,
  PayNPlayStatus,
  ProviderStatus,
  ReconciliationTransaction,
  SavedInstrument,
  ThreeDsCollect,
  TransactionView,
} from './provider-schemas';

/**
 * A provider call's outcome. PROVIDER_UNAVAILABLE: no answer (network error, time-out, a 5xx) —
 * the outcome is unknown, not a refusal. PROVIDER_ANSWER_INVALID: an answer that is not the API's
 * shape. Any other code is the provider's own refusal (its error envelope), with its HTTP status.
 */
export type ProviderResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: string; message: string; httpStatus?: number; details?: unknown };

export type MethodsRequest = {
  userId: string;
  kind: TransactionKind;
  currency: string;
  country: string;
  locale: string;
};

export type CreateTransactionRequest = {
  merchantTxId?: string;
  userId: string;
  sessionId: string;
  kind: TransactionKind;
  method: string;
  /** Minor units. */
  amount: number;
  currency: string;
  locale: string;
  /** The method's form values; card data passes through and is never logged. */
  fields: Record<string, string>;
  instrumentId?: string;
  storeInstrument?: boolean;
  bonusCode?: string;
  returnUrl: string;
  ipAddr?: string;
  threeDsReferenceId?: string;
};

export type CreateSessionRequest = {
  sessionId: string;
  userId: string;
  method?: string;
  locale: string;
  attributes: { bonusCode?: string; labelId: string; productId: 'CASINO'; ipAddr: string };
};

export type StartPayNPlayRequest = {
  method: 'TRUSTLY' | 'ZIMPLER' | 'BRITEPLAY';
  amount: number;
  currency: string;
  country: string;
  locale: string;
  successUrl: string;
  failureUrl: string;
  merchantTxId: string;
};

/** One method per call of docs/payments-integration.md section 4. */
export interface PaymentProvider {
  methods(request: MethodsRequest): Promise<ProviderResult<MethodView[]>>;
  collectThreeDs(request: { userId: string; cardNumberPrefix: string }): Promise<ProviderResult<ThreeDsCollect>>;
  createTransaction(request: CreateTransactionRequest): Promise<ProviderResult<TransactionView>>;
  status(userId: string, txId: string): Promise<ProviderResult<ProviderStatus>>;
  cancel(userId: string, txId: string): Promise<ProviderResult<TransactionView>>;
  instruments(userId: string): Promise<ProviderResult<SavedInstrument[]>>;
  createSession(request: CreateSessionRequest): Promise<ProviderResult<{ url: string }>>;
  startPayNPlay(request: StartPayNPlayRequest): Promise<ProviderResult<TransactionView>>;
  payNPlayIdentity(txId: string): Promise<ProviderResult<PayNPlayStatus>>;
  reconciliation(range: { from: Date; to: Date }): Promise<ProviderResult<ReconciliationTransaction[]>>;
  payouts(filter?: { state?: string }): Promise<ProviderResult<TransactionView[]>>;
  approvePayout(txId: string, reason?: string): Promise<ProviderResult<TransactionView>>;
  rejectPayout(txId: string, reason?: string): Promise<ProviderResult<TransactionView>>;
}
