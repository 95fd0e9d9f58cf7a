/**
 * Runs the task in a task of its own once the browser has painted the next frame (an animation
 * frame, then a timer): work that only tidies up after what the player sees, such as correcting
 * the url to the step on screen, never holds that frame back. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
