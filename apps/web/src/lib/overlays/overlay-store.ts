import { useSyncExternalStore } from 'react';

/**
 * Overlays compete for the screen: only the one with the highest priority shows, the others wait
 * their turn (spec 2.3). Features request an overlay by id; the app's overlay host renders the
 * winner. Lower number = more important.
 */
export const OVERLAY_PRIORITY = {
  serverError: 10,
  customServerError: 20,
  suspendAccount: 30,
  quickLogin: 40,
  policyUpdate: 50,
} as const;

export type OverlayId = keyof typeof OVERLAY_PRIORITY;

type Listener = () => void;

const requested = new Set<OverlayId>();
const listeners = new Set<Listener>();
let active: OverlayId | null = null;

function recompute() {
  let winner: OverlayId | null = null;
  for (const id of requested) {
    if (winner === null || OVERLAY_PRIORITY[id] < OVERLAY_PRIORITY[winner]) winner = id;
  }
  if (winner === active) return;
  active = winner;
  for (const listener of listeners) listener();
}

export function requestOverlay(id: OverlayId) {
  requested.add(id);
  recompute();
}

export function releaseOverlay(id: OverlayId) {
  requested.delete(id);
  recompute();
}

export function activeOverlay(): OverlayId | null {
  return active;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The overlay allowed on screen now, or null. */
export function useActiveOverlay(): OverlayId | null {
  return useSyncExternalStore(subscribe, activeOverlay, activeOverlay);
}

/** Tests: forget every request. */
export function resetOverlays() {
  requested.clear();
  recompute();
}
