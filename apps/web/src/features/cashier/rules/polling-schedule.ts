/*
 * The clock of deposit step 2 (spec part 1 section 9, "Status polling" and "Bank-redirect popup"),
 * each limit named once. The card's number of status checks is STATUS_CHECK_REPEATS in
 * deposit-outcome.ts, beside the rule that counts them.
 */

/** Time between two status checks of a card deposit (the spec counts the checks, not the gap). */
export const STATUS_CHECK_INTERVAL_MS = 2_000;

/**
 * How long the card issuer's hidden device-data page may take to report. The page answers at once
 * when it loads; a page that has not answered by then never will (blocked, offline).
 */
export const THREEDS_COLLECT_TIMEOUT_MS = 20_000;

/** The bank's popup window (BANK_PIQ and other popup methods). */
export const POPUP_WIDTH_PX = 800;
export const POPUP_HEIGHT_PX = 600;
/** The popup opens this long after step 2 shows, unless the player opens it sooner. */
export const POPUP_OPEN_DELAY_MS = 3_000;
/**
 * When the browser blocks the popup, the site says so (errors.popupblockermessage) and goes to the
 * bank in its own window this long after, so the player reads why the page changes before it does.
 */
export const POPUP_BLOCKED_NOTICE_MS = 3_000;
/** How often the site looks whether the player closed the popup. */
export const POPUP_CLOSED_POLL_MS = 3_000;

/** The processing screen after a provider window closed counts down from this many seconds. */
export const PROCESSING_COUNTDOWN_S = 150;
export const COUNTDOWN_TICK_MS = 1_000;

/** After a provider window closes, pending is polled this often, this many times, then the result is fetched. */
export const PENDING_POLL_INTERVAL_MS = 30_000;
export const PENDING_POLL_TIMES = 3;
/**
 * The result is fetched when the processing countdown ends, so the player waits exactly as long as
 * the countdown says; the three pending polls fall inside it (at 30, 60 and 90 s).
 */
export const RESULT_FETCH_AFTER_MS = PROCESSING_COUNTDOWN_S * COUNTDOWN_TICK_MS;

/** The error a wait rejects with when its signal aborts (the step unmounted or moved on). */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The step ended', 'AbortError');
}

/** Whether an error only says the step ended, which is no failure to report. */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted && (error === signal.reason || (error instanceof DOMException && error.name === 'AbortError'));
}

/** Resolves after `ms`; rejects as soon as the signal aborts, and then leaves no timer behind. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
