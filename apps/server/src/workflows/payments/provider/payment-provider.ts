import type {
  CreateSessionRequest as CreateSessionBody,
  CreateTransactionRequest,
  MethodsRequest,
  MethodView,
  PayNPlayStatus,
  ProviderStatus,
  ReconciliationTransaction,
  SavedInstrument,
  StartPayNPlayRequest,
  ThreeDsCollect,
  ThreeDsCollectRequest,
  TransactionView,
} from '@vauhti/contracts/payment-provider';

// The provider API's shapes are the contract's; the workflow imports them from this port.
export type {
  CreateTransactionRequest,
  MethodsRequest,
  MethodView,
  PayNPlayIdentity,
  PayNPlayStatus,
  ProviderState,
  ProviderStatus,
  ReconciliationTransaction,
  SavedInstrument,
  StartPayNPlayRequest,
  ThreeDsCollect,
  TransactionKind,
  TransactionView,
} from '@vauhti/contracts/payment-provider';

/**
 * A provider call's outcome. PROVIDER_UNAVAILABLE: no answer (network error, time-out, a 5xx) —
 * the outcome is unknown, not a refusal. PROVIDER_ANSWER_INVALID: an answer that is not the API's
 * shape. Any other code is the provider's own refusal (its error envelope), with its HTTP status.
 */
export type ProviderResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: string; message: string; httpStatus?: number; details?: unknown };

/** The hosted-cashier session; the adapter adds the contract's fixed `mode: 'gambling'`. */
export type CreateSessionRequest = Omit<CreateSessionBody, 'mode'>;

/** One method per call of docs/payments-integration.md section 4. */
export interface PaymentProvider {
  methods(request: MethodsRequest): Promise<ProviderResult<MethodView[]>>;
  collectThreeDs(request: ThreeDsCollectRequest): Promise<ProviderResult<ThreeDsCollect>>;
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
