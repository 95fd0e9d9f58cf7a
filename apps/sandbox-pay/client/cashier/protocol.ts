import { formatDecimalAmount, majorFromMinor } from '@vauhti/money';
import type { TransactionKind, TransactionState, TransactionView } from '../../src/payments/cashier-facade';
import { type PostedMessage, readPostedMessage } from '../shared/messages';

/*
 * The cashier's side of the bootstrapper protocol (contracts/payments.md section 4, read from
 * paymentiq-cashier-bootstrapper 1.7.4): what the iframe posts to the merchant page and which of
 * the merchant page's messages it obeys.
 */

/** How often the page asks the host for CASHIER_BOOT, and for how long before it gives up. */
export const BOOT_REQUEST_INTERVAL_MS = 100;
export const BOOT_REQUEST_ATTEMPTS_MAX = 300;
/** Provider pages (same origin as the cashier) post this when the player is done on them. */
export const PROVIDER_PAGE_DONE = 'PROVIDER_PAGE_DONE';

export const outgoing = {
  bootRequest: (): PostedMessage => ({ eventType: 'CASHIER_BOOT_REQUEST' }),
  initLoad: (): PostedMessage => ({ eventType: 'CASHIER_INIT_LOAD', payload: { majorVersion: 'v3' } }),
  setHeight: (height: number): PostedMessage => ({ eventType: 'APP_SET_HEIGHT', payload: { height } }),
  isLoading: (): PostedMessage => ({ eventType: 'IS_LOADING' }),
  doneLoading: (): PostedMessage => ({ eventType: 'DONE_LOADING' }),
  visible: (): PostedMessage => ({ eventType: 'APP_VISIBLE' }),
  hidden: (): PostedMessage => ({ eventType: 'APP_HIDDEN' }),
  routeChange: (route: string): PostedMessage => ({ eventType: 'APP_ROUTE_CHANGE', payload: { route } }),
  selectedMethod: (method: string, kind: TransactionKind): PostedMessage => ({
    eventType: 'SELECTED_TX_METHOD',
    payload: { provider: method, txType: txName(method, kind), kind },
  }),
  enteredMethodPage: (method: string, kind: TransactionKind): PostedMessage => ({
    eventType: 'ENTERED_TX_METHOD_PAGE',
    payload: { provider: method, txType: txName(method, kind), kind },
  }),
  amountChange: (amountMinor: number | null, currency: string): PostedMessage => ({
    eventType: 'PAYMENT_AMOUNT_CHANGE',
    payload: { amount: amountMinor === null ? null : majorFromMinor(amountMinor, currency), currency },
  }),
  transactionInit: (method: string, kind: TransactionKind, amountMinor: number, currency: string): PostedMessage => ({
    eventType: 'TRANSACTION_INIT',
    payload: {
      provider: method,
      txType: txName(method, kind),
      amount: majorFromMinor(amountMinor, currency),
      currency,
    },
  }),
  newProviderWindow: (kind: 'iframe' | 'window', url: string, txId: string): PostedMessage => ({
    eventType: kind === 'iframe' ? 'NEW_IFRAME' : 'NEW_WINDOW',
    payload: { url, txRefId: txId },
  }),
  validationFailed: (field: string, code: string, message: string): PostedMessage => ({
    eventType: 'TX_VALIDATION_FAILED',
    payload: { field, code, message },
  }),
  cancelledPendingWithdrawal: (transaction: TransactionView): PostedMessage => ({
    eventType: 'CANCEL_PENDING_WITHDRAWAL',
    payload: transactionPayload(transaction),
  }),
};

/** The outcome message of a transaction in a given state; null while the player still has to act. */
export function outcomeMessage(transaction: TransactionView): PostedMessage | null {
  const event = OUTCOME_EVENTS[transaction.state];
  if (!event) return null;
  return { eventType: event.eventType, payload: { status: event.status, payload: transactionPayload(transaction) } };
}

const OUTCOME_EVENTS: Partial<Record<TransactionState, { eventType: string; status: string }>> = {
  SUCCESSFUL: { eventType: 'TX_SUCCESS', status: 'SUCCESSFUL' },
  FAILED: { eventType: 'TX_FAILED', status: 'FAILED' },
  CANCELLED: { eventType: 'TX_CANCELLED', status: 'CANCELLED' },
  WAITING_APPROVAL: { eventType: 'TX_PENDING', status: 'PENDING' },
};

/** The PaymentIQ-shaped details of a transaction: txAmount is a decimal string, negative for a withdrawal. */
export function transactionPayload(transaction: TransactionView) {
  const sign = transaction.kind === 'withdrawal' ? -1 : 1;
  return {
    txRefId: transaction.txId,
    txId: transaction.txId,
    amount: majorFromMinor(transaction.amount, transaction.currency),
    txAmount: formatDecimalAmount(sign * transaction.amount, transaction.currency),
    txAmountCy: transaction.currency,
    fee: majorFromMinor(transaction.fee, transaction.currency),
    psp: transaction.method,
    txType: txName(transaction.method, transaction.kind),
    txState: transaction.state,
    maskedAccount: transaction.maskedAccount ?? null,
    errors: transaction.error ? [{ code: transaction.error.code, msg: transaction.error.message }] : [],
  };
}

/** PaymentIQ's transaction name: CREDITCARDDeposit, TRUSTLYWithdrawal. */
export function txName(method: string, kind: TransactionKind): string {
  return `${method}${kind === 'deposit' ? 'Deposit' : 'Withdrawal'}`;
}

/** What the merchant page may ask of the cashier. */
export type HostCommand =
  | { type: 'boot'; launchToken: string | null }
  | { type: 'css'; css: string }
  | { type: 'update'; data: Record<string, unknown> }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'providerDone'; txId: string | null };

/**
 * Reads a message event. Host commands count only from the merchant's origin (hostUri); a provider
 * page's "done" only from the cashier's own origin. Anything else is ignored.
 */
export function readIncoming(
  event: { origin: string; data: unknown },
  origins: { host: string | null; own: string },
): HostCommand | null {
  const message = readPostedMessage(event.data);
  if (!message) return null;
  if (event.origin === origins.own && message.eventType === PROVIDER_PAGE_DONE) {
    const txId = (message.payload as { txId?: unknown } | undefined)?.txId;
    return { type: 'providerDone', txId: typeof txId === 'string' ? txId : null };
  }
  if (origins.host === null || event.origin !== origins.host) return null;
  const payload = message.payload;
  switch (message.eventType) {
    case 'CASHIER_BOOT': {
      const token = (payload as { launchToken?: unknown } | undefined)?.launchToken;
      return { type: 'boot', launchToken: typeof token === 'string' ? token : null };
    }
    case 'SET_CSS':
      return typeof payload === 'string' ? { type: 'css', css: payload } : null;
    case 'UPDATE_DATA':
      return typeof payload === 'object' && payload !== null
        ? { type: 'update', data: payload as Record<string, unknown> }
        : null;
    case 'CASHIER_PAUSE':
      return { type: 'pause' };
    case 'CASHIER_RESUME':
      return { type: 'resume' };
    default:
      return null;
  }
}

/**
 * Repeats CASHIER_BOOT_REQUEST until `stop` is called or the attempts run out (the merchant page
 * attaches its listener only after the iframe's load event, so the first requests may be lost).
 */
export function repeatBootRequests(
  post: (message: PostedMessage) => void,
  onGiveUp: () => void,
  timers: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
): () => void {
  let attempts = 0;
  post(outgoing.bootRequest());
  const handle = timers.setInterval(() => {
    attempts += 1;
    if (attempts >= BOOT_REQUEST_ATTEMPTS_MAX) {
      timers.clearInterval(handle);
      onGiveUp();
      return;
    }
    post(outgoing.bootRequest());
  }, BOOT_REQUEST_INTERVAL_MS);
  return () => timers.clearInterval(handle);
}

/**
 * The amount and method a merchant may push with api.set({config: {amount, method}}) or a flat
 * object; anything else in UPDATE_DATA is left alone.
 */
export function updateOf(data: Record<string, unknown>): { amount?: number; method?: string } {
  const source =
    typeof data.config === 'object' && data.config !== null ? (data.config as Record<string, unknown>) : data;
  const update: { amount?: number; method?: string } = {};
  const amount = typeof source.amount === 'string' ? Number(source.amount) : source.amount;
  if (typeof amount === 'number' && Number.isFinite(amount) && amount > 0) update.amount = amount;
  if (typeof source.method === 'string' && /^[A-Z0-9_]{2,40}$/i.test(source.method)) {
    update.method = source.method.toUpperCase();
  }
  return update;
}
