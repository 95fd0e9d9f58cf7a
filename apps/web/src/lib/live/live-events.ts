import type { LiveTableStatus } from '@vauhti/contracts/games';
import type { LiveEvent, LiveEventType } from '@vauhti/contracts/live-events';
import { useEffect, useEffectEvent } from 'react';

/*
 * The events of the live socket (docs/games-integration.md section 7; their shapes are
 * @vauhti/contracts/live-events) and the hook features use to hear them. This file holds no
 * socket code, so importing useLiveEvent from anywhere, the first page's code included, does not
 * pull the socket into that chunk. Only the types are imported: parseLiveEvent checks a message
 * by hand, so no schema code enters the first page's bundle.
 */

/** Each event type's event, for listeners of one type. */
export type LiveEventMap = { [Event in LiveEvent as Event['type']]: Event };

type Listener = (event: LiveEvent) => void;
const listenersByType = new Map<LiveEventType, Set<Listener>>();

/** Subscribes to one type of live event; returns the unsubscribe function. */
export function onLiveEvent<Type extends LiveEventType>(
  type: Type,
  listener: (event: LiveEventMap[Type]) => void,
): () => void {
  let listeners = listenersByType.get(type);
  if (!listeners) {
    listeners = new Set();
    listenersByType.set(type, listeners);
  }
  // The map is keyed by type, so only events of this type ever reach this listener.
  const untyped = listener as Listener;
  listeners.add(untyped);
  return () => listeners.delete(untyped);
}

/** Hands an event to its listeners; one listener's failure does not keep it from the others. */
export function emitLiveEvent(event: LiveEvent) {
  for (const listener of [...(listenersByType.get(event.type) ?? [])]) {
    try {
      listener(event);
    } catch (error) {
      console.error('a live event listener failed', error);
    }
  }
}

/** Calls the handler with every live event of the type while the component is mounted. */
export function useLiveEvent<Type extends LiveEventType>(type: Type, handler: (event: LiveEventMap[Type]) => void) {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onLiveEvent(type, (event) => onEvent(event)), [type]);
}

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value);

/** The event a socket message carries, or undefined for anything this site does not know. */
export function parseLiveEvent(text: string): LiveEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type === 'balance') {
    const { cashMinor, bonusMinor, totalMinor, currency } = message;
    if (!isAmount(cashMinor) || !isAmount(bonusMinor) || !isAmount(totalMinor) || typeof currency !== 'string') {
      return undefined;
    }
    return { type: 'balance', cashMinor, bonusMinor, totalMinor, currency };
  }
  if (message.type === 'pending-withdrawals') {
    const { count } = message;
    if (!isAmount(count) || count < 0) return undefined;
    return { type: 'pending-withdrawals', count };
  }
  if (message.type === 'live-tables' && Array.isArray(message.tables)) {
    return { type: 'live-tables', tables: message.tables as LiveTableStatus[] };
  }
  return undefined;
}
