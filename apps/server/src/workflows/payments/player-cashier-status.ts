import type { CashierTransactionStatus, ProviderState, TransactionKind } from './payments-tables';

/*
 * The state rules of the player's cashier (spec part 1 section 4, docs/payments-integration.md
 * section 5). Who may write which status: the merchant API (authorize/transfer/cancel) alone makes
 * a deposit txn_confirmed_success and a withdrawal co_success or co_failed, because those move
 * money; the player's cashier only records what the provider says where no money moves.
 */

/** The `status` of the spec's transaction response. */
export type AnswerStatus = 'SUCCESS' | 'PENDING' | 'FAILURE';

const FINAL: ReadonlySet<CashierTransactionStatus> = new Set([
  'txn_confirmed_success',
  'txn_confirmed_failure',
  'co_success',
  'co_failed',
]);

export function isFinal(status: CashierTransactionStatus): boolean {
  return FINAL.has(status);
}

/**
 * The status the player's cashier writes for a deposit when the provider reports a state, or null
 * when it must not write: a final status never changes, and a provider success becomes
 * txn_confirmed_success only with the ledger credit (the merchant transfer), so until then the
 * deposit waits as txn_pending.
 */
export function depositStatusAfter(
  current: CashierTransactionStatus,
  state: ProviderState,
): CashierTransactionStatus | null {
  if (isFinal(current)) return null;
  const next: CashierTransactionStatus =
    state === 'FAILED' || state === 'CANCELLED' ? 'txn_confirmed_failure' : 'txn_pending';
  return next === current ? null : next;
}

/**
 * The txnStatus a deposit's answer reports right after the provider's answer. A provider success
 * is reported as txn_confirmed_success (the card is charged); the site then checks the status,
 * which reads the database and follows the ledger credit.
 */
export function depositAnswerStatusOf(
  current: CashierTransactionStatus,
  state: ProviderState,
): CashierTransactionStatus {
  if (isFinal(current)) return current;
  if (state === 'SUCCESSFUL') return 'txn_confirmed_success';
  return depositStatusAfter(current, state) ?? current;
}

/** The response `status` for a cashier transaction status (spec section 4: internal card transaction). */
export function answerStatusOf(status: CashierTransactionStatus): AnswerStatus {
  switch (status) {
    case 'txn_confirmed_success':
    case 'co_success':
    case 'txn_initiated':
    case 'co_initiated':
      return 'SUCCESS';
    case 'txn_pending':
      return 'PENDING';
    case 'txn_confirmed_failure':
    case 'co_failed':
      return 'FAILURE';
  }
}

/**
 * The transaction-status call's `status`: PENDING while the outcome is open (the site polls again),
 * SUCCESS or FAILURE once final.
 */
export function pollStatusOf(status: CashierTransactionStatus): AnswerStatus {
  if (status === 'txn_confirmed_success' || status === 'co_success') return 'SUCCESS';
  if (status === 'txn_confirmed_failure' || status === 'co_failed') return 'FAILURE';
  return 'PENDING';
}

/** PIQ-type `success` (spec section 4): anything but a failed or cancelled transaction. */
export function piqSuccessOf(state: ProviderState): boolean {
  return state !== 'FAILED' && state !== 'CANCELLED';
}

/** The first status of a new cashier transaction of a kind. */
export function initialStatusOf(kind: TransactionKind): CashierTransactionStatus {
  return kind === 'deposit' ? 'txn_initiated' : 'co_initiated';
}
