import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  collectDoneOf,
  MessageTimeout,
  originOf,
  PROVIDER_PAGE_DONE,
  providerPageDoneOf,
  type ReceivedMessage,
  THREEDS_COLLECT_DONE,
  waitForMessage,
} from './provider-messages';

afterEach(() => {
  vi.useRealTimers();
});

const PROVIDER = 'http://localhost:5000';
const popupWindow = {} as MessageEventSource;
const otherWindow = {} as MessageEventSource;

function message(origin: string, data: unknown, source: MessageEventSource | null = null): ReceivedMessage {
  return { origin, data, source };
}

const done = (state = 'SUCCESSFUL') => ({ eventType: PROVIDER_PAGE_DONE, payload: { txId: 'tx-1', state } });

describe('the origin of a provider page', () => {
  it('is the page address origin, or null for anything but http(s)', () => {
    expect(originOf('http://localhost:5000/pages/bank/tx-1?token=a')).toBe(PROVIDER);
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('the provider page done message', () => {
  it('is accepted from the page origin with its transaction and state', () => {
    expect(providerPageDoneOf(message(PROVIDER, done()), { origin: PROVIDER })).toEqual({
      txId: 'tx-1',
      state: 'SUCCESSFUL',
    });
  });

  it('is ignored from another origin', () => {
    expect(providerPageDoneOf(message('http://evil.test', done()), { origin: PROVIDER })).toBeNull();
  });

  it('is ignored with another eventType, or a state the provider has not got', () => {
    const collect = { eventType: THREEDS_COLLECT_DONE, payload: { txId: 'tx-1', state: 'SUCCESSFUL' } };
    expect(providerPageDoneOf(message(PROVIDER, collect), { origin: PROVIDER })).toBeNull();
    expect(providerPageDoneOf(message(PROVIDER, done('PAID')), { origin: PROVIDER })).toBeNull();
    expect(providerPageDoneOf(message(PROVIDER, 'PROVIDER_PAGE_DONE'), { origin: PROVIDER })).toBeNull();
  });

  it('is ignored from another window of the same origin when the page window is known', () => {
    const sender = { origin: PROVIDER, window: popupWindow };
    expect(providerPageDoneOf(message(PROVIDER, done(), otherWindow), sender)).toBeNull();
    expect(providerPageDoneOf(message(PROVIDER, done(), popupWindow), sender)).not.toBeNull();
  });

  it('from the opaque origin of a sandboxed frame counts only with that frame window', () => {
    expect(providerPageDoneOf(message('null', done()), { origin: 'null' })).toBeNull();
    expect(
      providerPageDoneOf(message('null', done(), popupWindow), { origin: 'null', window: popupWindow }),
    ).not.toBeNull();
  });

  it("is accepted from the site's own return page only from the window the cashier opened", () => {
    const site = window.location.origin;
    const sender = { origin: PROVIDER, window: popupWindow };
    expect(providerPageDoneOf(message(site, done(), popupWindow), sender)).not.toBeNull();
    expect(providerPageDoneOf(message(site, done(), otherWindow), sender)).toBeNull();
    expect(providerPageDoneOf(message(site, done()), { origin: PROVIDER })).toBeNull();
  });

  it('is never accepted from an origin other than the expected one (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        fc.pre(origin !== PROVIDER);
        return providerPageDoneOf(message(origin, done()), { origin: PROVIDER }) === null;
      }),
    );
  });
});

describe('the collect done message', () => {
  const collect = { eventType: THREEDS_COLLECT_DONE, payload: { referenceId: 'ref-1' } };

  it('is accepted from the collect page origin for this collect reference', () => {
    expect(collectDoneOf(message(PROVIDER, collect), { origin: PROVIDER }, 'ref-1')).toEqual({ referenceId: 'ref-1' });
  });

  it('is ignored for another reference, origin or eventType', () => {
    expect(collectDoneOf(message(PROVIDER, collect), { origin: PROVIDER }, 'ref-2')).toBeNull();
    expect(collectDoneOf(message('http://evil.test', collect), { origin: PROVIDER }, 'ref-1')).toBeNull();
    expect(collectDoneOf(message(PROVIDER, done()), { origin: PROVIDER }, 'ref-1')).toBeNull();
  });
});

describe('waiting for a message', () => {
  function post(target: EventTarget, origin: string, data: unknown) {
    target.dispatchEvent(new MessageEvent('message', { origin, data }));
  }

  it('ignores other messages and resolves with the first accepted one, then stops listening', async () => {
    const target = new EventTarget();
    const read = vi.fn((received: ReceivedMessage) => providerPageDoneOf(received, { origin: PROVIDER }));
    const waiting = waitForMessage(target, read, new AbortController().signal);
    post(target, 'http://evil.test', done());
    post(target, PROVIDER, { eventType: 'SOMETHING_ELSE' });
    post(target, PROVIDER, done('CANCELLED'));
    await expect(waiting).resolves.toEqual({ txId: 'tx-1', state: 'CANCELLED' });
    post(target, PROVIDER, done());
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('rejects with MessageTimeout when nothing acceptable came in time, and stops listening', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const read = vi.fn((received: ReceivedMessage) => providerPageDoneOf(received, { origin: PROVIDER }));
    const waiting = waitForMessage(target, read, new AbortController().signal, 20_000);
    const failure = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await failure).toBeInstanceOf(MessageTimeout);
    post(target, PROVIDER, done());
    expect(read).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects on abort, leaving neither the listener nor the time-out', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const controller = new AbortController();
    const read = vi.fn(() => null);
    const waiting = waitForMessage(target, read, controller.signal, 20_000).catch(() => 'aborted');
    controller.abort();
    expect(await waiting).toBe('aborted');
    post(target, PROVIDER, done());
    expect(read).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
