import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSED_POLL_MS, POPUP_OPEN_DELAY_MS } from '../rules/polling-schedule';
import { useProviderPopup } from './use-provider-popup';

afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in for the window window.open returns: the player closes it by setting closed. */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(), focus: vi.fn() };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  return popup;
}

function renderPopup(opened: ReturnType<typeof fakePopup> | null) {
  const open = vi.fn(() => opened as unknown as Window | null);
  const onBlocked = vi.fn();
  const onClosed = vi.fn();
  const view = renderHook(() => useProviderPopup({ open, onBlocked, onClosed }));
  return { ...view, open, onBlocked, onClosed };
}

describe('the bank popup (spec part 1 section 4, "Bank-redirect flow")', () => {
  it('opens 3 s after the step shows, not before', async () => {
    vi.useFakeTimers();
    const { result, open } = renderPopup(fakePopup());
    await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS - 1));
    expect(open).not.toHaveBeenCalled();
    expect(result.current.status).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('open');
  });

  it('opens at once when the player asks, and brings the open window to the front on a second ask', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const { result, open } = renderPopup(popup);
    act(() => result.current.openNow());
    expect(open).toHaveBeenCalledTimes(1);
    expect(result.current.popup).toBe(popup);
    act(() => result.current.openNow());
    expect(popup.focus).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('looks every 3 s whether the window closed, and reports the closing once', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const { result, onClosed } = renderPopup(popup);
    act(() => result.current.openNow());
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('closed');
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS * 5));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps looking while the window stays open', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const { result, onClosed } = renderPopup(popup);
    act(() => result.current.openNow());
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS * 10));
    expect(onClosed).not.toHaveBeenCalled();
    expect(result.current.status).toBe('open');
  });

  it('reports a blocked popup when window.open answers null', async () => {
    vi.useFakeTimers();
    const { result, onBlocked } = renderPopup(null);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS));
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('blocked');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on unmount closes a window still open and leaves no timer', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const { result, unmount, onClosed } = renderPopup(popup);
    act(() => result.current.openNow());
    unmount();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS * 3);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('on unmount before the window opened, never opens it', async () => {
    vi.useFakeTimers();
    const { unmount, open } = renderPopup(fakePopup());
    unmount();
    await vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS * 2);
    expect(open).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
