import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS, PROCESSING_COUNTDOWN_S } from '../rules/polling-schedule';
import { useProviderCountdown } from './use-provider-countdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('the processing countdown', () => {
  it('counts down from 150 s by one every 1000 ms', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProviderCountdown(PROCESSING_COUNTDOWN_S));
    expect(result.current).toBe(150);
    await act(() => vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS - 1));
    expect(result.current).toBe(150);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(149);
    await act(() => vi.advanceTimersByTimeAsync(59 * COUNTDOWN_TICK_MS));
    expect(result.current).toBe(90);
  });

  it('stops at 0 and leaves no timer running', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProviderCountdown(3));
    await act(() => vi.advanceTimersByTimeAsync(10 * COUNTDOWN_TICK_MS));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stands still while not running', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProviderCountdown(3, false));
    await act(() => vi.advanceTimersByTimeAsync(5 * COUNTDOWN_TICK_MS));
    expect(result.current).toBe(3);
  });

  it('leaves no timer after unmount', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useProviderCountdown(PROCESSING_COUNTDOWN_S));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
