import { useSyncExternalStore } from 'react';
import { onSiteEvent } from '../events/site-events';
import * as transitions from './game-window-state';
import {
  type GameEntry,
  type GameMode,
  type GameWindowState,
  INITIAL_GAME_WINDOW,
  type SidePanel,
} from './game-window-state';

/*
 * The one live game window state. The app shell (which mounts the game host and reports every
 * navigation), the gameplay route (which says which game to show), the game host and logout all
 * read or change it, and they cannot import each other, so it lives here as a small external
 * store over the pure transitions of game-window-state.ts.
 */

let state: GameWindowState = INITIAL_GAME_WINDOW;
const listeners = new Set<() => void>();

function apply(next: GameWindowState) {
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

/** The game window's actions: each runs one transition of game-window-state.ts on the live state. */
export const gameWindow = {
  openGame: (entry: GameEntry) => apply(transitions.openGame(state, entry)),
  setGameUrl: (gameCode: string, mode: GameMode, url: string) =>
    apply(transitions.setGameUrl(state, gameCode, mode, url)),
  minimise: () => apply(transitions.minimise(state)),
  closeGame: (slot: number) => apply(transitions.closeGame(state, slot)),
  clearGames: () => apply(transitions.clearGames(state)),
  changeGame: (slot: number) => apply(transitions.changeGame(state, slot)),
  chooseSplitGame: (entry: GameEntry) => apply(transitions.chooseSplitGame(state, entry)),
  closePanel: () => apply(transitions.closePanel(state)),
  togglePanel: (panel: SidePanel) => apply(transitions.togglePanel(state, panel)),
  setFullscreen: (fullscreen: boolean) => apply(transitions.setFullscreen(state, fullscreen)),
  pageVisited: (url: string, gameplay: boolean) => apply(transitions.pageVisited(state, url, gameplay)),
  loggedOut: () => apply(transitions.loggedOut(state)),
};

// Spec 2.8: logout clears the game and the minimised state, wherever the logout came from.
onSiteEvent('logout', gameWindow.loggedOut);

/** Tests: back to no game and no history. */
export function resetGameWindow() {
  apply(INITIAL_GAME_WINDOW);
}
