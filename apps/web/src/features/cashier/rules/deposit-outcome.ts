import type { PiqResponse, StatusResponse, TransactionResponse } from '@vauhti/contracts/cashier';

/*
 * How a deposit's answers become the result screen (spec part 1 section 4: "Internal card
 * transaction", "Provider (PIQ-type) deposit result", "Result screen mapping"). Step 1, step 2 and
 * the provider's return page all end here, so each rule is written once.
 */

/** The statuses a deposit ends in before the screen is chosen. */
export type DepositStatus = 'SUCCESS' | 'PENDING' | 'FAILED' | 'FAILURE' | 'INCONSISTENT';

/** The result screens of step 3. */
export type ResultScreen = 'success' | 'failure' | 'pending' | 'lowBalance' | 'waitingTime';

/** The failure group: PENDING is listed among them, so it is broadcast as FAILURE. */
const FAILURE_GROUP: ReadonlySet<DepositStatus> = new Set(['FAILED', 'FAILURE', 'INCONSISTENT', 'PENDING']);

/** The method whose two failures have screens of their own. */
export const VENUSPOINT_METHOD = 'VENUSPOINT_PIQ';

/** How a deposit ended, as step 3 shows it and the site broadcasts it. */
export type DepositOutcome = {
  screen: ResultScreen;
  /** What transactionComplete carries: SUCCESS, or FAILURE for everything in the failure group. */
  broadcast: 'SUCCESS' | 'FAILURE';
  txnId: string | null;
  method: string;
  amountMinor: number;
  /** The platform's or provider's code of a failure (RG_LIMITS_EXCEEDED, CARD_DECLINED, ...); null otherwise. */
  errorCode: string | null;
};

/** The screen for a status: the VenusPoint cases, pending, failure, else success. */
export function resultScreenOf(status: DepositStatus, method: string, error: string | null): ResultScreen {
  if (status === 'PENDING') return 'pending';
  if (!FAILURE_GROUP.has(status)) return 'success';
  if (method === VENUSPOINT_METHOD && error !== null) {
    if (error.includes('AMOUNT_MISMATCH')) return 'lowBalance';
    if (error.includes('INVALID_PROCESSING')) return 'waitingTime';
  }
  return 'failure';
}

export function depositOutcome(input: {
  status: DepositStatus;
  method: string;
  amountMinor: number;
  txnId: string | null;
  errorCode: string | null;
  errorDescription?: string | null;
}): DepositOutcome {
  const error = [input.errorCode, input.errorDescription].filter(Boolean).join(' ') || null;
  const screen = resultScreenOf(input.status, input.method, error);
  return {
    screen,
    broadcast: FAILURE_GROUP.has(input.status) ? 'FAILURE' : 'SUCCESS',
    txnId: input.txnId,
    method: input.method,
    amountMinor: input.amountMinor,
    errorCode: screen === 'success' ? null : (input.errorCode ?? null),
  };
}

/**
 * A PIQ-type deposit's state: SUCCESSFUL or WAITING_APPROVAL is success, WAITING_INPUT pending,
 * CANCELLED and FAILED failed; an answer without a state is a failure.
 */
export function piqDepositStatus(response: Pick<PiqResponse, 'success' | 'txState'>): DepositStatus {
  switch (response.txState) {
    case 'SUCCESSFUL':
    case 'WAITING_APPROVAL':
      return 'SUCCESS';
    case 'WAITING_INPUT':
      return 'PENDING';
    case 'CANCELLED':
    case 'FAILED':
    case null:
      return 'FAILED';
  }
}

/** What follows a card answer (make transaction or process deposit). */
export type CardNext = 'statusCheck' | 'verification' | 'error';

/**
 * Success with txn_confirmed_success or txn_confirmed_auth checks the status; txn_initiated, or
 * PENDING with txn_pending, goes to 3-D Secure verification; anything else is an error.
 */
export function cardNext(response: Pick<TransactionResponse, 'status' | 'txnStatus'>): CardNext {
  const { status, txnStatus } = response;
  if (
    status === 'SUCCESS' &&
    (txnStatus === 'txn_confirmed_success' || (txnStatus as string) === 'txn_confirmed_auth')
  ) {
    return 'statusCheck';
  }
  if (txnStatus === 'txn_initiated' || (status === 'PENDING' && txnStatus === 'txn_pending')) return 'verification';
  return 'error';
}

/** The status check repeats this many more times while the deposit is still open, then gives up as a failure. */
export const STATUS_CHECK_REPEATS = 5;

/** What one status check says: check again, or the deposit's final status. */
export type StatusVerdict = { kind: 'again' } | { kind: 'final'; status: DepositStatus };

/**
 * One status check (spec section 4): txn_confirmed_failure or status FAILURE is a failure; while
 * txn_initiated or txn_pending it is asked again, up to STATUS_CHECK_REPEATS more times, then it
 * counts as a failure; a confirmed success is success.
 */
export function statusVerdict(
  answer: Pick<StatusResponse, 'status' | 'txnStatus'>,
  repeatsDone: number,
): StatusVerdict {
  if (answer.status === 'FAILURE' || answer.txnStatus === 'txn_confirmed_failure') {
    return { kind: 'final', status: 'FAILED' };
  }
  if (answer.txnStatus === 'txn_initiated' || answer.txnStatus === 'txn_pending') {
    return repeatsDone < STATUS_CHECK_REPEATS ? { kind: 'again' } : { kind: 'final', status: 'FAILED' };
  }
  if (answer.txnStatus === 'txn_confirmed_success' || answer.txnStatus === 'txn_confirmed_auth') {
    return { kind: 'final', status: 'SUCCESS' };
  }
  return { kind: 'final', status: 'INCONSISTENT' };
}

/** The refusal that has its own message: a responsible-gaming deposit limit (errors.error58). */
export function isDepositLimitRefusal(response: Pick<TransactionResponse, 'errorCode' | 'txnStatus'>): boolean {
  return response.errorCode === 'RG_LIMITS_EXCEEDED' && response.txnStatus === 'txn_confirmed_failure';
}
