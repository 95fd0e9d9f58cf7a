import { useSyncExternalStore } from 'react';
import { onSiteEvent } from '../events/site-events';
import { type GameWindowState, INITIAL_GAME_WINDOW, loggedOut, pageVisited } from './game-window-basics';

/*
 * The one live game window state, and the two changes every page makes to it: a page visit,
 * which the app shell reports on each navigation, and logout. game-window-store.ts adds the game
 * window's own actions on the same state; the shell imports this file alone, so those actions and
 * their transitions are not part of every visitor's first load.
 */

let state: GameWindowState = INITIAL_GAME_WINDOW;
const listeners = new Set<() => void>();

/** Makes `next` the live state and tells every reader, unless nothing changed. */
export function applyGameWindow(next: GameWindowState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function gameWindowState(): GameWindowState {
  return state;
}

/** Reads a part of the state; the component re-renders only when that part changes. */
export function useGameWindow<T>(select: (current: GameWindowState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(INITIAL_GAME_WINDOW),
  );
}

/** Every navigation (game-window-basics.ts pageVisited). */
export function gameWindowPageVisited(url: string, gameplay: boolean) {
  applyGameWindow(pageVisited(state, url, gameplay));
}

export function gameWindowLoggedOut() {
  applyGameWindow(loggedOut(state));
}

// Spec 2.8: logout clears the game and the minimised state, wherever the logout came from.
onSiteEvent('logout', gameWindowLoggedOut);

/** Tests: back to no game and no history. */
export function resetGameWindow() {
  applyGameWindow(INITIAL_GAME_WINDOW);
}
