import type {
  PiqResponse,
  ProviderStatusResponse,
  RedirectOutput,
  StatusResponse,
  TransactionResponse,
} from '@vauhti/contracts/cashier';
import { parseDecimalAmount } from '@vauhti/money';

/*
 * How the answers of a withdrawal become what the modal does next (spec part 1 section 4,
 * "Withdrawal modal"; section 8 for the messages). Make withdrawal (standard), make withdrawal
 * (PIQ group), the provider's status, the platform's transaction status and the provider's return
 * all end here, so each rule is written once.
 */

/** The messages a withdrawal that did not go through shows (spec section 8). */
export type WithdrawalFailureText =
  /** failureComp.tryAfterText: the withdrawal ended FAILED or FAILURE. */
  | 'tryAfter'
  /** errors.error3: a status other than SUCCESS or FAILURE, or an empty answer. */
  | 'error3';

export type WithdrawalNext =
  /** The request is in (the money is held until the payout): the modal closes onto the pending withdrawals. */
  | { kind: 'received' }
  /** Step two: the provider's page needs the player (WAITING_INPUT). */
  | { kind: 'redirect'; redirect: RedirectOutput }
  /** A PIQ-group answer: the provider's status of `reference` decides. */
  | { kind: 'providerStatus'; reference: string | null }
  | { kind: 'failed'; text: WithdrawalFailureText };

/**
 * PIQ-group answer: success false with a txState is a failure the provider's status confirms;
 * success true with SUCCESSFUL or WAITING_APPROVAL is checked the same way; success true with
 * WAITING_INPUT is step two. A refusal before the provider (success false, no txState) is a
 * failure at once; an answer the rules do not cover is error 3.
 */
export function piqWithdrawalNext(response: PiqResponse | undefined | null): WithdrawalNext {
  if (!response) return { kind: 'failed', text: 'error3' };
  const { success, txState } = response;
  if (!success) {
    return txState === null
      ? { kind: 'failed', text: 'tryAfter' }
      : { kind: 'providerStatus', reference: response.txRefId };
  }
  if (txState === 'SUCCESSFUL' || txState === 'WAITING_APPROVAL') {
    return { kind: 'providerStatus', reference: response.txRefId };
  }
  if (txState === 'WAITING_INPUT' && response.redirectOutput) {
    return { kind: 'redirect', redirect: response.redirectOutput };
  }
  return { kind: 'failed', text: 'error3' };
}

/** The provider states a status check counts as a withdrawal that went through (or waits for approval). */
const PROVIDER_SUCCESS_STATES: ReadonlySet<string> = new Set(['SUCCESS', 'SUCCESSFUL', 'WAITING_APPROVAL']);

/** The provider's status check: success when success is true and the state is one of the success states. */
export function providerStatusNext(answer: ProviderStatusResponse | undefined | null): WithdrawalNext {
  if (answer?.success === true && PROVIDER_SUCCESS_STATES.has(answer.txState)) return { kind: 'received' };
  return { kind: 'failed', text: 'tryAfter' };
}

/**
 * Standard answer: SUCCESS is the request taken, or step two when the provider needs the player
 * first (Trustly without a saved account); FAILURE is the try-again-later text; any other status,
 * or no answer at all, is error 3.
 */
export function standardWithdrawalNext(response: TransactionResponse | undefined | null): WithdrawalNext {
  if (!response) return { kind: 'failed', text: 'error3' };
  if (response.status === 'SUCCESS') {
    return response.redirectOutput ? { kind: 'redirect', redirect: response.redirectOutput } : { kind: 'received' };
  }
  if (response.status === 'FAILURE') return { kind: 'failed', text: 'tryAfter' };
  return { kind: 'failed', text: 'error3' };
}

/** The platform's withdrawal statuses as the modal reads them (spec section 4). */
export type WithdrawalTransactionStatus = 'pending' | 'success' | 'failure' | 'unknown';

export function withdrawalTransactionStatusOf(txnStatus: string | null | undefined): WithdrawalTransactionStatus {
  switch (txnStatus) {
    case 'co_initiated':
      return 'pending';
    case 'co_success':
      return 'success';
    case 'co_failed':
      return 'failure';
    default:
      return 'unknown';
  }
}

/**
 * The transaction status after the provider's return: paid, or pending (the payout waits for
 * approval), is a withdrawal received; co_failed is a failure; anything else is error 3.
 */
export function transactionStatusNext(answer: StatusResponse | undefined | null): WithdrawalNext {
  const status = withdrawalTransactionStatusOf(answer?.txnStatus);
  if (status === 'success' || status === 'pending') return { kind: 'received' };
  if (status === 'failure') return { kind: 'failed', text: 'tryAfter' };
  return { kind: 'failed', text: 'error3' };
}

/**
 * The amount a withdrawal took from the cash balance, from the standard answer's balances before
 * and after (spec section 4: previous minus current); the amount asked for when they are missing.
 */
export function withdrawnMinorOf(
  response: Pick<TransactionResponse, 'previousBalance' | 'currentBalance'> | undefined | null,
  requestedMinor: number,
  currency: string,
): number {
  const minorOf = (text: string | null | undefined) => {
    if (!text) return null;
    const parsed = parseDecimalAmount(text, currency);
    return parsed.ok ? parsed.minor : null;
  };
  const previous = minorOf(response?.previousBalance);
  const current = minorOf(response?.currentBalance);
  if (previous === null || current === null || previous <= current) return requestedMinor;
  return previous - current;
}

/** What the provider's return means for the withdrawal modal (spec section 4, "Provider callback message"). */
export type ProviderCallback =
  /** trustlysuccess: the bank account is activated for pay-and-play withdrawals. */
  | { kind: 'payAndPlayActivated' }
  /** trustlyfailure: errors.pnpStatusActivationFailed. */
  | { kind: 'payAndPlayActivationFailed' }
  /** Any other return: the transaction it names, whose status is then checked. */
  | {
      kind: 'transaction';
      paymentType: string;
      merchantTransactionId: string;
      amount: string | null;
      customerId: string | null;
    };

const CALLBACK_PATH = /^\/[a-z]{2}\/cashier\/callback\/([^/]+)(?:\/([^/]+))?\/?$/;
const TXN_ID = /^[1-9][0-9]{0,17}$/;

/** The provider's return page (`/{lang}/cashier/callback/{paymentType}/{encodedData}` with its query), read. */
export function providerCallbackOf(pathname: string, search: string): ProviderCallback | null {
  const match = CALLBACK_PATH.exec(pathname);
  if (!match) return null;
  const paymentType = decodeSegment(match[1] ?? '');
  const params = new URLSearchParams(search);
  const markers = [paymentType, params.get('status') ?? '', params.get('result') ?? ''].map((value) =>
    value.toLowerCase(),
  );
  if (markers.includes('trustlysuccess')) return { kind: 'payAndPlayActivated' };
  if (markers.includes('trustlyfailure')) return { kind: 'payAndPlayActivationFailed' };
  const data = { ...encodedDataOf(match[2] ?? ''), ...Object.fromEntries(params) };
  const merchantTransactionId = data.merchantTransactionId ?? data.txnId;
  if (typeof merchantTransactionId !== 'string' || !TXN_ID.test(merchantTransactionId)) return null;
  return {
    kind: 'transaction',
    paymentType,
    merchantTransactionId,
    amount: typeof data.amount === 'string' ? data.amount : null,
    customerId: typeof data.customerId === 'string' ? data.customerId : null,
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The return page's encodedData: base64url JSON of string fields; empty when it is not that. */
function encodedDataOf(segment: string): Record<string, string> {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return {};
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The message a return page inside the modal's frame may post to it: its own path and query. */
export const CALLBACK_MESSAGE_TYPE = 'vauhti-cashier-callback';

/** A callback message (same-origin postMessage) read into its path and query; null for any other message. */
export function callbackMessageOf(data: unknown): { pathname: string; search: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== CALLBACK_MESSAGE_TYPE || typeof message.path !== 'string') return null;
  const search = typeof message.search === 'string' ? message.search : '';
  return { pathname: message.path, search };
}
