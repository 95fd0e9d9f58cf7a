import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  delay,
  isAbort,
  PENDING_POLL_INTERVAL_MS,
  PENDING_POLL_TIMES,
  POPUP_CLOSED_POLL_MS,
  POPUP_HEIGHT_PX,
  POPUP_OPEN_DELAY_MS,
  POPUP_WIDTH_PX,
  PROCESSING_COUNTDOWN_S,
  RESULT_FETCH_AFTER_MS,
} from './polling-schedule';

afterEach(() => {
  vi.useRealTimers();
});

describe('the step-2 constants of spec part 1 section 9', () => {
  it('are the spec values: popup 800x600 after 3000 ms, closed-poll 3000 ms, countdown 150 s, pending 30 s x 3', () => {
    expect([POPUP_WIDTH_PX, POPUP_HEIGHT_PX, POPUP_OPEN_DELAY_MS, POPUP_CLOSED_POLL_MS]).toEqual([
      800, 600, 3000, 3000,
    ]);
    expect([PROCESSING_COUNTDOWN_S, PENDING_POLL_INTERVAL_MS, PENDING_POLL_TIMES]).toEqual([150, 30_000, 3]);
  });

  it('fetches the result when the countdown ends, after the three pending polls', () => {
    expect(RESULT_FETCH_AFTER_MS).toBe(150_000);
    expect(RESULT_FETCH_AFTER_MS).toBeGreaterThan(PENDING_POLL_INTERVAL_MS * PENDING_POLL_TIMES);
  });
});

describe('delay', () => {
  it('resolves after the time and not a millisecond before', async () => {
    vi.useFakeTimers();
    let done = false;
    void delay(1000, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('rejects as an abort when the signal aborts, leaving no timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = delay(60_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    const error = await waiting.catch((reason: unknown) => reason);
    expect(isAbort(error, controller.signal)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once on a signal that already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(delay(10, controller.signal)).rejects.toBe(controller.signal.reason);
  });
});
