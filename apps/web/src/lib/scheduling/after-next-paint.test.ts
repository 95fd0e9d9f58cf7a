import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs the task in a timer task after the next animation frame, not within the frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    requestAnimationFrame(() => order.push('same frame'));
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['same frame']);
    await vi.runOnlyPendingTimersAsync();
    expect(order).toEqual(['same frame', 'task']);
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterNextPaint(task)();
    const cancelAfterFrame = afterNextPaint(task);
    vi.advanceTimersToNextFrame();
    cancelAfterFrame();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled();
  });
});
