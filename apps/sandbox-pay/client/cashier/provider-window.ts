import type { TransactionView } from '../../src/payments/cashier-facade';
import { popupFeatures } from './screens';

/*
 * The provider's own page for a transaction (3-D Secure, bank login, e-wallet) in the way the
 * method asks: inside the cashier (iframe), in a popup, or in place of the cashier (same window).
 * A popup must be opened during the click, before the transaction exists, or the browser blocks
 * it; it is opened blank and pointed at the provider page once the server answered.
 */

const POPUP_NAME = 'sandbox-pay-provider';
const PENDING_STORAGE_KEY = 'sandbox-pay.pending-tx';

export function openBlankPopup(): Window | null {
  try {
    const popup = window.open('about:blank', POPUP_NAME, popupFeatures(screenArea()));
    return popup ?? null;
  } catch {
    return null;
  }
}

/** Opens the provider page in a popup (reusing the blank one); null when the browser blocked it. */
export function showInPopup(url: string, blank: Window | null): Window | null {
  if (blank && !blank.closed) {
    blank.location.href = url;
    return blank;
  }
  try {
    return window.open(url, POPUP_NAME, popupFeatures(screenArea())) ?? null;
  } catch {
    return null;
  }
}

export function closePopup(popup: Window | null) {
  if (popup && !popup.closed) popup.close();
}

/**
 * Same window: the cashier page is replaced by the provider page, which sends the player back to
 * /cashier-return with the transaction; the transaction id is also kept for this tab in case the
 * provider page is left another way.
 */
export function showInSameWindow(transaction: TransactionView, url: string) {
  rememberPendingTransaction(transaction.txId);
  window.location.assign(url);
}

export function rememberPendingTransaction(txId: string) {
  try {
    sessionStorage.setItem(PENDING_STORAGE_KEY, txId);
  } catch {
    // Storage may be blocked in a third-party iframe; the return address still carries the id.
  }
}

/** The transaction a same-window provider page left open, read once. */
export function takePendingTransaction(): string | null {
  try {
    const txId = sessionStorage.getItem(PENDING_STORAGE_KEY);
    sessionStorage.removeItem(PENDING_STORAGE_KEY);
    return txId && /^\d{1,30}$/.test(txId) ? txId : null;
  } catch {
    return null;
  }
}

function screenArea() {
  const top = window.top ?? window;
  return {
    width: window.screen?.availWidth ?? 1024,
    height: window.screen?.availHeight ?? 768,
    left: safeNumber(() => top.screenX),
    top: safeNumber(() => top.screenY),
  };
}

function safeNumber(read: () => number): number {
  try {
    return read();
  } catch {
    return 0;
  }
}
