/*
 * The game window's state (spec 2.8 and part 4, "Game window and split screen transitions") as
 * pure transitions: each takes a state and returns the next one, so the rules are proven without
 * a browser. The state's shape, page visits and logout are in game-window-basics.ts (see there why);
 * game-window-store.ts holds the one live state the app shell, the game host, the
 * gameplay route and logout share.
 */

import {
  type ActiveGame,
  type GameEntry,
  type GameMode,
  type GameWindowState,
  type SidePanel,
  withoutGames,
} from './game-window-basics';

// The shape, page visits and logout live in game-window-basics.ts (the app shell's first load
// imports that file alone); re-exported so this file still reads as the whole of the rules.
export {
  type ActiveGame,
  clearGames,
  type GameEntry,
  type GameMode,
  type GameWindowState,
  INITIAL_GAME_WINDOW,
  loggedOut,
  pageVisited,
  type SidePanel,
} from './game-window-basics';

/** Spec 9: at most two games play side by side. */
export const MAX_ACTIVE_GAMES = 2;

function entryToGame(entry: GameEntry): ActiveGame {
  return { ...entry, url: null };
}

/** Split state back to one game: no search slot, the search panel closed. */
function single(state: GameWindowState): GameWindowState {
  return {
    ...state,
    split: false,
    searchSlot: null,
    panel: state.panel === 'splitSearch' ? null : state.panel,
  };
}

/**
 * The gameplay route shows a game. The same game in the same mode changes nothing but bringing
 * the window back from the floating box (its iframe keeps running); a new mode relaunches it in
 * place. A new game starts the window afresh, or, when a game is playing, replaces the active
 * one (switch game), keeping the split screen only when the new game may share it.
 */
export function openGame(state: GameWindowState, entry: GameEntry): GameWindowState {
  const index = state.games.findIndex((game) => game.gameCode === entry.gameCode);
  // Back from the floating box: the page the player maximised from is the new place to return to.
  const origin = state.minimised ? (state.lastPage ?? state.origin) : state.origin;
  if (index >= 0) {
    const current = state.games[index] as ActiveGame;
    if (current.mode === entry.mode && !state.minimised) return state;
    const games =
      current.mode === entry.mode
        ? state.games
        : state.games.map((game, i) => (i === index ? entryToGame(entry) : game));
    return { ...state, games, minimised: false, origin };
  }
  if (state.games.length === 0) {
    return { ...withoutGames(state), games: [entryToGame(entry)], origin: state.lastPage };
  }
  const [, ...rest] = state.games;
  const keepSplit = entry.splitScreen && state.split;
  const next: GameWindowState = {
    ...state,
    games: keepSplit ? [entryToGame(entry), ...rest] : [entryToGame(entry)],
    minimised: false,
    origin,
  };
  return keepSplit ? next : single(next);
}

/** The launch answered: the game's iframe url. Ignored when that game has left or changed mode. */
export function setGameUrl(state: GameWindowState, gameCode: string, mode: GameMode, url: string): GameWindowState {
  let changed = false;
  const games = state.games.map((game) => {
    if (game.gameCode !== gameCode || game.mode !== mode || game.url === url) return game;
    changed = true;
    return { ...game, url };
  });
  return changed ? { ...state, games } : state;
}

/** To the floating box: full screen and any side panel end (spec 2.8). */
export function minimise(state: GameWindowState): GameWindowState {
  if (state.games.length === 0) return state;
  return {
    ...single(state),
    split: state.split && state.games.length > 1,
    minimised: true,
    fullscreen: false,
    panel: null,
  };
}

/**
 * Closes the game in a slot. The last game closing empties the window; closing either of two
 * returns to one game, the remaining one active (part 4), and resets the split controls.
 */
export function closeGame(state: GameWindowState, slot: number): GameWindowState {
  if (slot < 0 || slot >= state.games.length) return state;
  const games = state.games.filter((_, index) => index !== slot);
  if (games.length === 0) return withoutGames(state);
  return { ...single(state), games };
}

/** Split screen opens with the search for the second game; full screen ends (spec 2.8). */
export function openSplit(state: GameWindowState): GameWindowState {
  if (state.games.length === 0 || state.games.length >= MAX_ACTIVE_GAMES) return state;
  return {
    ...state,
    split: true,
    searchSlot: state.games.length,
    panel: 'splitSearch',
    fullscreen: false,
    minimised: false,
  };
}

/** 'change' on a split game reopens the search for that slot (part 4). */
export function changeGame(state: GameWindowState, slot: number): GameWindowState {
  if (slot < 0 || slot >= state.games.length) return state;
  return { ...state, split: true, searchSlot: slot, panel: 'splitSearch', fullscreen: false };
}

/**
 * A game picked in the split-screen search goes into the slot the search was opened for. A game
 * already in the window is never added twice, and there are never more than two.
 */
export function chooseSplitGame(state: GameWindowState, entry: GameEntry): GameWindowState {
  const slot = state.searchSlot;
  if (slot === null || state.games.some((game) => game.gameCode === entry.gameCode)) return state;
  if (slot > state.games.length || slot >= MAX_ACTIVE_GAMES) return state;
  const games =
    slot === state.games.length
      ? [...state.games, entryToGame(entry)]
      : state.games.map((game, index) => (index === slot ? entryToGame(entry) : game));
  return { ...state, games, split: games.length > 1, searchSlot: null, panel: null };
}

/** Opens a side panel, closing the one open (they are mutually exclusive). */
export function openPanel(state: GameWindowState, panel: SidePanel): GameWindowState {
  if (panel === 'splitSearch') {
    return state.split ? { ...state, panel, fullscreen: false } : openSplit(state);
  }
  return { ...state, panel, searchSlot: null, split: state.split && state.games.length > 1 };
}

/**
 * Closes the open side panel. Leaving the split-screen search before a second game was chosen
 * leaves split screen too: the empty half has nothing to show.
 */
export function closePanel(state: GameWindowState): GameWindowState {
  if (state.panel === null) return state;
  return { ...state, panel: null, searchSlot: null, split: state.split && state.games.length > 1 };
}

export function togglePanel(state: GameWindowState, panel: SidePanel): GameWindowState {
  return state.panel === panel ? closePanel(state) : openPanel(state, panel);
}

export function setFullscreen(state: GameWindowState, fullscreen: boolean): GameWindowState {
  if (state.fullscreen === fullscreen) return state;
  if (fullscreen && (state.games.length === 0 || state.minimised)) return state;
  // The split-screen search cannot be used in full screen (opening it ends full screen, spec 2.8).
  const base = fullscreen && state.panel === 'splitSearch' ? closePanel(state) : state;
  return { ...base, fullscreen };
}
