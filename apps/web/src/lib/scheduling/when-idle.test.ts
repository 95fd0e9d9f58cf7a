import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterPaint } from './when-idle';

/** The browser's frame and idle callbacks, run by hand. */
function stubFrames({ idleCallbacks }: { idleCallbacks: boolean }) {
  const frames = new Map<number, FrameRequestCallback>();
  const idle = new Map<number, { run: IdleRequestCallback; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    frames.set(next, run);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
  if (idleCallbacks) {
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      idle.set(next, { run, timeout: options?.timeout });
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  } else {
    vi.stubGlobal('requestIdleCallback', undefined);
  }
  return {
    paint() {
      const due = [...frames.values()];
      frames.clear();
      for (const run of due) run(0);
    },
    idle() {
      const due = [...idle.values()];
      idle.clear();
      for (const { run } of due) run({ didTimeout: false, timeRemaining: () => 10 });
    },
    idleTimeouts: () => [...idle.values()].map((entry) => entry.timeout),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdleAfterPaint', () => {
  it('runs the task after the next frame, once the browser is idle, waiting at most half a second for that', () => {
    const browser = stubFrames({ idleCallbacks: true });
    const task = vi.fn();
    whenIdleAfterPaint(task);
    browser.idle();
    expect(task).not.toHaveBeenCalled();
    browser.paint();
    expect(task).not.toHaveBeenCalled();
    expect(browser.idleTimeouts()).toEqual([500]);
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task in the task after the frame where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    const browser = stubFrames({ idleCallbacks: false });
    const task = vi.fn();
    whenIdleAfterPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    browser.paint();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before the frame or after it', () => {
    const browser = stubFrames({ idleCallbacks: true });
    const before = vi.fn();
    const after = vi.fn();
    whenIdleAfterPaint(before)();
    const cancelAfter = whenIdleAfterPaint(after);
    browser.paint();
    cancelAfter();
    browser.idle();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
