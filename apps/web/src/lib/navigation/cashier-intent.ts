import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../scheduling/when-idle';
import { isPlainClick } from './plain-click';
import { type CashierRequest, cashierRequestOf } from './query-params';

export type CashierIntent = {
  /** Fetches the cashier's code; called again on every sign of intent, so it must then be cheap (lazyPart's is). */
  preload: () => void;
  /** A click on a link that opens a cashier the page does not show yet, before the page handles the click. */
  open: (request: CashierRequest) => void;
};

/**
 * Gets the cashier ready before a player asks for it, so a click on Deposit waits as little as it
 * can. Its code is fetched once the page has loaded and the browser is idle (unless the player
 * asked to save data), and again whenever a pointer moves over, or focus reaches, a link whose url
 * opens a cashier (the header's Deposit, the balance menu's, the game window's, the home page's).
 * A click on such a link is reported at once, before the router renders the page it leads to, so
 * the cashier's checks can start while it does. The links belong to several features, so listeners
 * on the document watch them all, and the features need not know the cashier.
 */
export function useCashierIntent({ preload, open }: CashierIntent, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onApproach = (event: Event) => {
      if (cashierRequestOfLink(event.target)) preload();
    };
    const onClick = (event: MouseEvent) => {
      const request = cashierRequestOfLink(event.target);
      if (request && isPlainClick(event) && cashierRequestOf(window.location.search)?.kind !== request.kind) {
        open(request);
      }
    };
    document.addEventListener('pointerover', onApproach, { passive: true });
    document.addEventListener('focusin', onApproach);
    // Capture: before the router's own click handler navigates.
    document.addEventListener('click', onClick, { capture: true });
    const cancelIdle = savesData() ? () => undefined : whenIdleAfterLoad(preload);
    return () => {
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
      document.removeEventListener('click', onClick, { capture: true });
      cancelIdle();
    };
  }, [preload, open, enabled]);
}

/** Whether this page load's warm-up of the cashier has run (useCashierWarmUp). */
let warmedUp = false;

/**
 * When the cashier's code may be run once ahead, hidden (DepositFormWarmUp): once per page load,
 * at the browser's second idle moment after the load event (the first fetches the code), never
 * under Save-Data. Returns whether it is due now, and what to call once it ran.
 */
export function useCashierWarmUp(): [due: boolean, done: () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (warmedUp || savesData()) return;
    let cancelSecond: () => void = () => undefined;
    const cancelFirst = whenIdleAfterLoad(() => {
      cancelSecond = whenIdle(() => setDue(true));
    });
    return () => {
      cancelFirst();
      cancelSecond();
    };
  }, []);
  const done = useCallback(() => {
    warmedUp = true;
    setDue(false);
  }, []);
  return [due && !warmedUp, done];
}

/** The cashier a same-site link around the event's target opens, or null. */
export function cashierRequestOfLink(target: EventTarget | null): CashierRequest | null {
  if (!(target instanceof Element)) return null;
  const href = target.closest('a[href]')?.getAttribute('href');
  if (!href) return null;
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? cashierRequestOf(url.search) : null;
}

/** The browser's data saver (Save-Data) is on: nothing is fetched only in case it is needed. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs the task when the browser is first idle after the load event; returns a cancel. */
function whenIdleAfterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(task);
  let cancelScheduled: () => void = () => undefined;
  const schedule = () => {
    cancelScheduled = whenIdle(task);
  };
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
