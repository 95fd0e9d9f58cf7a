import type { MethodView, TransactionKind, TransactionView } from '../../src/payments/cashier-facade';

/*
 * Which screen the cashier shows and which method it offers first, as plain functions of what the
 * server answered, so the rules are tested without a browser.
 */

export type Screen = 'connecting' | 'methods' | 'form' | 'provider' | 'receipt' | 'pending' | 'history' | 'failure';
/** The tabs: the two kinds of payment and the two lists. */
export type Section = TransactionKind | 'pending' | 'history';

/** The states after which nothing more happens to a transaction (WAITING_APPROVAL is final for the page: it shows a pending receipt). */
const SETTLED_FOR_PAGE = new Set(['SUCCESSFUL', 'FAILED', 'CANCELLED', 'WAITING_APPROVAL']);

/** Latest used first (by updatedTime, newest first), then never-used methods in the provider's order. */
export function sortMethods(methods: readonly MethodView[]): MethodView[] {
  return methods
    .map((method, index) => ({ method, index, used: method.updatedTime ? Date.parse(method.updatedTime) : Number.NaN }))
    .sort((a, b) => {
      const aUsed = Number.isNaN(a.used) ? null : a.used;
      const bUsed = Number.isNaN(b.used) ? null : b.used;
      if (aUsed !== null && bUsed !== null && aUsed !== bUsed) return bUsed - aUsed;
      if (aUsed !== null && bUsed === null) return -1;
      if (aUsed === null && bUsed !== null) return 1;
      return a.index - b.index;
    })
    .map((entry) => entry.method);
}

/** The method the player used most recently, marked "last used" in the list. */
export function lastUsedMethod(methods: readonly MethodView[]): string | null {
  const [first] = sortMethods(methods);
  return first?.updatedTime ? first.method : null;
}

/**
 * The screen after the methods arrived: the merchant's preselected method (the `method` query value)
 * or the only method opens its form directly; otherwise the list.
 */
export function screenAfterMethods(
  methods: readonly MethodView[],
  preferred: string | null,
): { screen: 'methods' | 'form'; method: string | null } {
  const chosen = preferred ? methods.find((method) => method.method === preferred) : undefined;
  if (chosen) return { screen: 'form', method: chosen.method };
  if (methods.length === 1) return { screen: 'form', method: methods[0]?.method ?? null };
  return { screen: 'methods', method: null };
}

/** A started or polled transaction: a provider page to show, or the receipt. */
export function screenForTransaction(transaction: TransactionView): 'provider' | 'receipt' {
  return transaction.state === 'WAITING_INPUT' && transaction.redirect ? 'provider' : 'receipt';
}

/** Whether the page should stop polling this transaction. */
export function isSettledForPage(transaction: TransactionView): boolean {
  return SETTLED_FOR_PAGE.has(transaction.state);
}

/** The saved account to preselect: the most recently used one of the method. */
export function defaultInstrument(method: MethodView): string | null {
  const [latest] = [...method.instruments].sort((a, b) => Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt));
  return latest?.instrumentId ?? null;
}

/**
 * Polling back-off: quick at first (a 3-D Secure result arrives within seconds), then slower, with a
 * ceiling so a page left open does not hammer the server.
 */
export const POLL_INTERVAL_MS_MIN = 1_000;
export const POLL_INTERVAL_MS_MAX = 10_000;
export const POLL_ATTEMPTS_MAX = 400;

export function pollDelayMs(attempt: number): number {
  return Math.min(POLL_INTERVAL_MS_MAX, POLL_INTERVAL_MS_MIN * 1.25 ** Math.max(0, attempt));
}

/** The provider page's size in the cashier: frame heights are CSS lengths (600px, 75vh). */
export function frameHeightStyle(height: string): string {
  return /^\d{2,4}(px|vh)$/.test(height) ? height : '600px';
}

/** The popup window's features: 800 x 600, centred on the player's screen. */
export function popupFeatures(screenSize: { width: number; height: number; left: number; top: number }): string {
  const width = 800;
  const height = 600;
  const left = Math.max(0, Math.round(screenSize.left + (screenSize.width - width) / 2));
  const top = Math.max(0, Math.round(screenSize.top + (screenSize.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
