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

/** The longest a task queued after a paint waits for the browser to be idle (whenIdleAfterPaint). */
const AFTER_PAINT_IDLE_TIMEOUT_MS = 500;

/**
 * Runs the task once the next frame has been painted and the browser is then idle (at most half a
 * second later; where requestIdleCallback is missing, in the next task): work the player does not
 * see, such as correcting the url or reading a list again, holds back neither the frame that shows
 * what they asked for nor the first input after it. Returns a cancel.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancelAfterFrame: () => void = () => undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: AFTER_PAINT_IDLE_TIMEOUT_MS });
      cancelAfterFrame = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task);
      cancelAfterFrame = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelAfterFrame();
  };
}
