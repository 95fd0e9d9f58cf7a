import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay } from '../rules/polling-schedule';
import { useProviderTask } from './use-provider-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('a step-2 task', () => {
  it('is aborted on unmount, without reporting the abort as an error', async () => {
    vi.useFakeTimers();
    const finished = vi.fn();
    const onError = vi.fn();
    const { unmount } = renderHook(() =>
      useProviderTask(
        async (signal) => {
          await delay(30_000, signal);
          finished();
        },
        'once',
        onError,
      ),
    );
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(finished).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports an error that is not an abort', async () => {
    const failure = new Error('bug');
    const onError = vi.fn();
    renderHook(() =>
      useProviderTask(
        async () => {
          throw failure;
        },
        'once',
        onError,
      ),
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });

  it('runs again, aborting the last run, when its key changes', async () => {
    const signals: AbortSignal[] = [];
    const { rerender } = renderHook(
      ({ key }) =>
        useProviderTask(
          async (signal) => {
            signals.push(signal);
          },
          key,
          () => undefined,
        ),
      { initialProps: { key: 'page' } },
    );
    rerender({ key: 'confirm' });
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('does nothing without a task', () => {
    vi.useFakeTimers();
    renderHook(() => useProviderTask(null, 'none', () => undefined));
    expect(vi.getTimerCount()).toBe(0);
  });
});
