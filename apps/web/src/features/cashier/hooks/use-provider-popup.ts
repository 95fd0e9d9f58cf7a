import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_CLOSED_POLL_MS, POPUP_OPEN_DELAY_MS } from '../rules/polling-schedule';

/** Where the bank's popup is: not yet opened, open, closed by the player (or itself), or blocked. */
export type PopupStatus = 'waiting' | 'open' | 'closed' | 'blocked';

type PopupOptions = {
  /** Opens the window (window.open, and the form post for a POST page); null when the browser blocked it. */
  open: () => Window | null;
  /** The browser refused the window: the step continues in the same window. */
  onBlocked: () => void;
  /** The window closed before the step moved on. */
  onClosed: () => void;
};

export type ProviderPopup = {
  status: PopupStatus;
  /** The open window, for the message check (the provider page's messages must come from it). */
  popup: Window | null;
  /** Opens the window now (from a click, which browsers let through their pop-up blockers), or brings it to the front. */
  openNow: () => void;
};

/**
 * The bank-redirect popup (spec part 1 section 4, "Bank-redirect flow"): opens POPUP_OPEN_DELAY_MS
 * after the step shows, or at once when the player asks; then looks every POPUP_CLOSED_POLL_MS
 * whether it closed. On unmount the timers stop and a window still open is closed, so a modal
 * closed mid-payment leaves nothing behind.
 */
export function useProviderPopup(options: PopupOptions): ProviderPopup {
  const latest = useRef(options);
  latest.current = options;
  const popupRef = useRef<Window | null>(null);
  const [status, setStatus] = useState<PopupStatus>('waiting');
  const statusRef = useRef<PopupStatus>('waiting');
  const moveTo = useCallback((next: PopupStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const openNow = useCallback(() => {
    if (statusRef.current === 'open') {
      popupRef.current?.focus();
      return;
    }
    if (statusRef.current !== 'waiting') return;
    const popup = latest.current.open();
    if (!popup || popup.closed) {
      moveTo('blocked');
      latest.current.onBlocked();
      return;
    }
    popupRef.current = popup;
    moveTo('open');
  }, [moveTo]);

  useEffect(() => {
    if (status !== 'waiting') return;
    const timer = setTimeout(openNow, POPUP_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, openNow]);

  useEffect(() => {
    if (status !== 'open') return;
    const timer = setInterval(() => {
      if (!popupRef.current?.closed) return;
      moveTo('closed');
      latest.current.onClosed();
    }, POPUP_CLOSED_POLL_MS);
    return () => clearInterval(timer);
  }, [status, moveTo]);

  useEffect(
    () => () => {
      const popup = popupRef.current;
      if (popup && !popup.closed) popup.close();
    },
    [],
  );

  return { status, popup: status === 'open' ? popupRef.current : null, openNow };
}
