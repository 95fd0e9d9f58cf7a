/** Where requestIdleCallback is missing (Safari), an idle task waits this long instead. */
export const IDLE_FALLBACK_MS = 2_000;
/** The longest an idle task waits for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs the task when the browser is next idle (requestIdleCallback, or a timer where it is
 * missing): work that may wait, such as fetching code ahead of use, never delays a frame the
 * player is waiting for. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}
