/*
 * The events the cashier and the lookup post to the host page, and the merchant callback each one
 * calls (contracts/payments.md section 4; spec section 4). A callback receives `{ data: payload }`,
 * except where the name is marked:
 *   `!name`  receives `{ data: eventType }` (the loading and provider-window events carry no payload),
 *   `-name`  is called with no argument,
 *   `?name`  is called only when the message has a payload.
 */
export const CALLBACK_BY_EVENT: Record<string, string> = {
  CASHIER_INIT_LOAD: 'cashierInitLoad',
  LOOKUP_INIT_LOAD: '-lookupInitLoad',
  CHANGE: 'change',
  UPDATE_DATA: 'update',
  TX_SUCCESS: 'success',
  TX_FAILED: 'failure',
  TX_PENDING: 'pending',
  TX_UNRESOLVED: 'unresolved',
  TX_CANCELLED: 'cancelled',
  TX_VALIDATION_FAILED: 'validationFailed',
  TRANSACTION_INIT: 'transactionInit',
  CANCEL_PENDING_WITHDRAWAL: 'cancelledPendingWD',
  CASHIER_PAUSE: 'pause',
  CASHIER_RESUME: 'resume',
  IS_LOADING: '!isLoading',
  DONE_LOADING: '!doneLoading',
  APP_VISIBLE: '-isVisible',
  APP_HIDDEN: '-isHidden',
  SELECTED_TX_METHOD: '?paymentMethodSelect',
  PAYMENT_AMOUNT_CHANGE: '?paymentAmountChange',
  ENTERED_TX_METHOD_PAGE: '?paymentMethodPageEntered',
  APP_ROUTE_CHANGE: '?navigate',
  NEW_IFRAME: '!newProviderWindow',
  NEW_WINDOW: '!newProviderWindow',
  ONLOAD_ERROR: 'onLoadError',
  PIQ_LOOKUP_CUSTOMER_IDENTIFIED: 'lookupUserIdentified',
  PIQ_CUSTOMER_DATA: 'lookupUserData',
};

/** Every merchant callback name, once each: what a page registers to see everything the cashier reports. */
export const MERCHANT_CALLBACK_NAMES: readonly string[] = [
  ...new Set(Object.values(CALLBACK_BY_EVENT).map((entry) => entry.replace(/^[!?-]/, ''))),
];

// biome-ignore lint/suspicious/noExplicitAny: merchant callbacks take whatever the cashier sent.
type Callbacks = Record<string, ((argument?: any) => void) | undefined>;

/** Calls the merchant's callback for an event, in the shape the original package uses. */
export function callMerchant(callbacks: object, eventType: string, payload: unknown): void {
  const entry = CALLBACK_BY_EVENT[eventType];
  if (!entry) return;
  const mark = entry[0] as string;
  const marked = '!-?'.includes(mark);
  const callback = (callbacks as Callbacks)[marked ? entry.slice(1) : entry];
  if (!callback) return;
  if (mark === '-') callback();
  else if (mark === '!') callback({ data: eventType });
  else if (mark !== '?' || payload) callback({ data: payload });
}
