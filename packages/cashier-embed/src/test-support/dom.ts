import { type Mock, vi } from 'vitest';

/*
 * Driving the bootstrapper in happy-dom, which does not load iframes: the tests fire an iframe's
 * load themselves, give it a stand-in window to read what the page posts to it, and dispatch the
 * messages a cashier or lookup would post to the page.
 */

export const PAGE_ORIGIN = 'http://localhost:3000';
export const CASHIER_ORIGIN = 'http://localhost:5000';
export const LOOKUP_ORIGIN = 'http://localhost:4000';

export type Message = { eventType: string; payload?: unknown };

let containers = 0;

/** A fresh container element; returns its selector. */
export function mountContainer(): string {
  containers += 1;
  const element = document.createElement('div');
  element.id = `merchant-cashier-${containers}`;
  document.body.append(element);
  return `#${element.id}`;
}

export const cashierFrame = () => document.getElementById('cashierIframe') as HTMLIFrameElement | null;
export const lookupFrame = () => document.getElementById('lookupIframe') as HTMLIFrameElement | null;

export function requireFrame(frame: HTMLIFrameElement | null): HTMLIFrameElement {
  if (!frame) throw new Error('no iframe was created');
  return frame;
}

/** Gives an iframe a window whose postMessage is recorded. */
export function stubFrameWindow(frame: HTMLIFrameElement): Mock {
  const postMessage = vi.fn();
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: { postMessage } });
  return postMessage;
}

/** Fires the iframe's load, as a browser does when its page has loaded. */
export function loadFrame(frame: HTMLIFrameElement): void {
  frame.onload?.call(frame, new Event('load'));
}

/**
 * A message from a framed page to the merchant page. It comes from the window of the iframe that
 * serves `origin` (the lookup's for the lookup origin, otherwise the cashier's), as a browser
 * reports it, unless the test names another `source`.
 */
export function postToPage(
  data: unknown,
  origin = CASHIER_ORIGIN,
  source: unknown = (origin === LOOKUP_ORIGIN ? lookupFrame() : cashierFrame())?.contentWindow,
): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: (source ?? null) as MessageEventSource }));
}

/** What the page posted to a stubbed iframe window: [eventType, payload, targetOrigin]. */
export function sent(postMessage: Mock): [string, unknown, string][] {
  return postMessage.mock.calls.map(([message, origin]) => [
    (message as Message).eventType,
    (message as Message).payload,
    origin as string,
  ]);
}

export const sentTypes = (postMessage: Mock) => sent(postMessage).map(([eventType]) => eventType);

/** The query parameters of an iframe's address. */
export const queryOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams;
