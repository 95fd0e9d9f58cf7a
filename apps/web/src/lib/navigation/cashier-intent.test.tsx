import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '../scheduling/when-idle';
import { cashierRequestOfLink, useCashierIntent } from './cashier-intent';

let idleTasks: (() => void)[] = [];

beforeEach(() => {
  idleTasks = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idleTasks.splice(handle - 1, 1);
  });
});

afterEach(() => {
  // Unmounted before the stubs go: unmounting cancels the idle preload.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

function link(href: string, text = 'link') {
  const anchor = document.createElement('a');
  anchor.href = href;
  // The test page stays where it is (happy-dom would follow the link).
  anchor.addEventListener('click', (event) => event.preventDefault());
  const label = document.createElement('span');
  label.textContent = text;
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

function intent() {
  return { preload: vi.fn(), open: vi.fn() };
}

function runIdleTasks() {
  for (const task of idleTasks.splice(0)) task();
}

describe('getting the cashier ready', () => {
  it('preloads once the browser is idle after the page loaded', () => {
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, true));
    expect(preload).not.toHaveBeenCalled();
    runIdleTasks();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits a fixed time where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, true));
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads when a pointer moves over, or focus reaches, a link that opens a cashier, and not for other links', () => {
    const deposit = link('/en/casino?service=deposit', 'Deposit');
    const withdraw = link('/en?withdraw=true', 'Withdraw');
    const lobby = link('/en/casino', 'Casino');
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, true));
    fireEvent.pointerOver(lobby);
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(deposit);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.focusIn(withdraw);
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled (a visitor without a session)', () => {
    const deposit = link('/en?service=deposit');
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, false));
    runIdleTasks();
    fireEvent.pointerOver(deposit);
    fireEvent.click(deposit);
    expect(preload).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('skips the idle preload when the browser saves data, and still preloads on the way to Deposit', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const deposit = link('/en?service=deposit');
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, true));
    runIdleTasks();
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(deposit);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('stops listening and cancels the idle preload when unmounted', () => {
    const deposit = link('/en?service=deposit');
    const { preload, open } = intent();
    const { unmount } = renderHook(() => useCashierIntent({ preload, open }, true));
    unmount();
    runIdleTasks();
    fireEvent.pointerOver(deposit);
    fireEvent.click(deposit);
    expect(preload).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});

/** The module afresh: whether the warm-up ran is remembered for the page load, so per module instance. */
async function freshWarmUp() {
  vi.resetModules();
  return (await import('./cashier-intent')).useCashierWarmUp;
}

describe("running the cashier's code once ahead", () => {
  it('is due at the second idle moment after the page loaded, and not again in the same page load once it ran', async () => {
    const useCashierWarmUp = await freshWarmUp();
    const first = renderHook(() => useCashierWarmUp());
    expect(first.result.current[0]).toBe(false);
    act(runIdleTasks);
    expect(first.result.current[0]).toBe(false);
    act(runIdleTasks);
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(false);
    first.unmount();
    const again = renderHook(() => useCashierWarmUp());
    act(runIdleTasks);
    act(runIdleTasks);
    expect(again.result.current[0]).toBe(false);
    expect(idleTasks).toEqual([]);
  });

  it('is never due when the browser saves data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const useCashierWarmUp = await freshWarmUp();
    const { result } = renderHook(() => useCashierWarmUp());
    act(runIdleTasks);
    act(runIdleTasks);
    expect(result.current[0]).toBe(false);
  });

  it('cancels the idle moments it waits for when unmounted', async () => {
    const useCashierWarmUp = await freshWarmUp();
    const { unmount } = renderHook(() => useCashierWarmUp());
    act(runIdleTasks);
    expect(idleTasks).toHaveLength(1);
    unmount();
    expect(idleTasks).toEqual([]);
  });
});

describe('a click on a cashier link', () => {
  it('reports the cashier it opens before the page handles the click', () => {
    const deposit = link('/en/casino?service=deposit&amount=20', 'Deposit');
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, true));
    let reportedFirst = false;
    deposit.closest('a')?.addEventListener('click', () => {
      reportedFirst = open.mock.calls.length === 1;
    });
    fireEvent.click(deposit);
    expect(open).toHaveBeenCalledWith({ kind: 'deposit', amount: '20' });
    expect(reportedFirst).toBe(true);
  });

  it('reports nothing for a click that opens a new tab, another link, or the cashier the page already shows', () => {
    const deposit = link('/en/casino?service=deposit', 'Deposit');
    const lobby = link('/en/casino', 'Casino');
    const { preload, open } = intent();
    renderHook(() => useCashierIntent({ preload, open }, true));
    fireEvent.click(deposit, { ctrlKey: true });
    fireEvent.click(deposit, { button: 1 });
    fireEvent.click(lobby);
    window.history.replaceState(null, '', '/en/casino?service=deposit&step=select-deposit-method');
    fireEvent.click(deposit);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the cashier a link opens', () => {
  it('is read from a same-site link whose query asks for the deposit, the withdrawal or the pending withdrawals', () => {
    expect(cashierRequestOfLink(link('/en/casino?service=deposit'))?.kind).toBe('deposit');
    expect(cashierRequestOfLink(link('/en?step=select-deposit-method&amount=20'))?.kind).toBe('deposit');
    expect(cashierRequestOfLink(link('/en?withdraw=true'))?.kind).toBe('withdraw');
    expect(cashierRequestOfLink(link('/en?pendingWithdrawal=true'))?.kind).toBe('pendingWithdrawals');
    expect(cashierRequestOfLink(link('/en/casino?page=2'))).toBeNull();
    expect(cashierRequestOfLink(link('https://elsewhere.example/en?service=deposit'))).toBeNull();
    expect(cashierRequestOfLink(document.body)).toBeNull();
    expect(cashierRequestOfLink(null)).toBeNull();
  });
});
