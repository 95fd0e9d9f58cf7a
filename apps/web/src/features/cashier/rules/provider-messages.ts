import type { PiqResponse } from '@vauhti/contracts/cashier';
import { abortReason } from './polling-schedule';

/*
 * The messages the payment provider's pages send the cashier (apps/sandbox-pay provider pages):
 * a bank, e-wallet or 3-D Secure page posts PROVIDER_PAGE_DONE with its transaction's state to
 * the frame's parent or the popup's opener; the hidden 3-D Secure collect page posts
 * THREEDS_COLLECT_DONE. Any page may post anything to any window, so a message counts only when it
 * comes from the origin of the page the cashier opened, with the expected event and payload.
 */

export const PROVIDER_PAGE_DONE = 'PROVIDER_PAGE_DONE';
export const THREEDS_COLLECT_DONE = 'THREEDS_COLLECT_DONE';
/** The origin of a sandboxed frame's documents, which any sandboxed page anywhere shares. */
export const OPAQUE_ORIGIN = 'null';

/** The provider's states a page may end in. */
export type ProviderPageState = NonNullable<PiqResponse['txState']>;
const PAGE_STATES: readonly ProviderPageState[] = [
  'WAITING_INPUT',
  'WAITING_APPROVAL',
  'SUCCESSFUL',
  'FAILED',
  'CANCELLED',
];

export type ProviderPageDone = { txId: string; state: ProviderPageState };
export type CollectDone = { referenceId: string };

/** What a message listener sees of a MessageEvent. */
export type ReceivedMessage = Pick<MessageEvent, 'origin' | 'data' | 'source'>;

/** Where a message must come from: the page's origin, and its window when the cashier holds it. */
export type MessageSender = { origin: string; window?: MessageEventSource | null };

/** The origin of a provider page's address, or null when it is not a web address. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's own return page ({lang}/cashier/callback/...) may load in the cashier's frame or popup
 * after a provider sent the player back there instead of posting: it speaks for that page, from
 * the site's origin, but only from the very window the cashier opened.
 */
function isReturnPageOfSender(message: ReceivedMessage, sender: MessageSender): boolean {
  const siteOrigin = typeof window === 'undefined' ? null : window.location.origin;
  return Boolean(sender.window) && message.source === sender.window && message.origin === siteOrigin;
}

function payloadOf(message: ReceivedMessage, sender: MessageSender, eventType: string): Record<string, unknown> | null {
  if (message.origin !== sender.origin && !isReturnPageOfSender(message, sender)) return null;
  // An opaque origin names no one: only the expected window can vouch for such a message.
  if (sender.origin === OPAQUE_ORIGIN && !sender.window) return null;
  if (sender.window && message.source !== sender.window) return null;
  const data = message.data as { eventType?: unknown; payload?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.eventType !== eventType) return null;
  return typeof data.payload === 'object' && data.payload !== null ? (data.payload as Record<string, unknown>) : null;
}

/** A provider page's done message from the expected sender, or null for anything else. */
export function providerPageDoneOf(message: ReceivedMessage, sender: MessageSender): ProviderPageDone | null {
  const payload = payloadOf(message, sender, PROVIDER_PAGE_DONE);
  if (!payload || typeof payload.txId !== 'string') return null;
  const state = PAGE_STATES.find((candidate) => candidate === payload.state);
  return state ? { txId: payload.txId, state } : null;
}

/** The collect page's message for this collect's reference, or null for anything else. */
export function collectDoneOf(
  message: ReceivedMessage,
  sender: MessageSender,
  referenceId: string,
): CollectDone | null {
  const payload = payloadOf(message, sender, THREEDS_COLLECT_DONE);
  return payload && payload.referenceId === referenceId ? { referenceId } : null;
}

/** The error a message wait rejects with when its time is up. */
export class MessageTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no message within ${timeoutMs} ms`);
    this.name = 'MessageTimeout';
  }
}

/**
 * Waits for the first message `read` accepts on `target` (the site's window); rejects with
 * MessageTimeout after `timeoutMs` when one is given, or when the signal aborts. Either way the
 * listener and the timer are gone when it settles.
 */
export function waitForMessage<T>(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  read: (message: ReceivedMessage) => T | null,
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      target.removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
      if (timer !== undefined) clearTimeout(timer);
    };
    const onMessage = (event: Event) => {
      const accepted = read(event as MessageEvent);
      if (accepted === null) return;
      finish();
      resolve(accepted);
    };
    const onAbort = () => {
      finish();
      reject(abortReason(signal));
    };
    target.addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        finish();
        reject(new MessageTimeout(timeoutMs));
      }, timeoutMs);
    }
  });
}
