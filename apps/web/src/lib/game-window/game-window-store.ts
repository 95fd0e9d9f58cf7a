import {
  applyGameWindow as apply,
  gameWindowLoggedOut,
  gameWindowPageVisited,
  gameWindowState,
} from './game-window-core';
import type { GameEntry, GameMode, SidePanel } from './game-window-state';
import * as transitions from './game-window-state';

/*
 * The game window's actions on the one live state (game-window-core.ts). The app shell (which
 * mounts the game host and reports every navigation), the gameplay route (which says which game
 * to show), the game host and logout all read or change it, and they cannot import each other, so
 * these actions live here, over the pure transitions of game-window-state.ts.
 */

export { gameWindowState, resetGameWindow, useGameWindow } from './game-window-core';

/** The game window's actions: each runs one transition of game-window-state.ts on the live state. */
export const gameWindow = {
  openGame: (entry: GameEntry) => apply(transitions.openGame(gameWindowState(), entry)),
  setGameUrl: (gameCode: string, mode: GameMode, url: string) =>
    apply(transitions.setGameUrl(gameWindowState(), gameCode, mode, url)),
  minimise: () => apply(transitions.minimise(gameWindowState())),
  closeGame: (slot: number) => apply(transitions.closeGame(gameWindowState(), slot)),
  clearGames: () => apply(transitions.clearGames(gameWindowState())),
  changeGame: (slot: number) => apply(transitions.changeGame(gameWindowState(), slot)),
  chooseSplitGame: (entry: GameEntry) => apply(transitions.chooseSplitGame(gameWindowState(), entry)),
  closePanel: () => apply(transitions.closePanel(gameWindowState())),
  togglePanel: (panel: SidePanel) => apply(transitions.togglePanel(gameWindowState(), panel)),
  setFullscreen: (fullscreen: boolean) => apply(transitions.setFullscreen(gameWindowState(), fullscreen)),
  pageVisited: gameWindowPageVisited,
  loggedOut: gameWindowLoggedOut,
};
