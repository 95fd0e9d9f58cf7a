import type { LaunchMode } from '@vauhti/contracts/games';

/*
 * The part of the game window's state (game-window-state.ts) that every page needs: the state's
 * shape, the page visits the app shell reports on each navigation, and logout. It is a file of its
 * own because the shell is in every visitor's first load, and the rest of the transitions (opening,
 * splitting, panels), which only the game window uses, need not be.
 */

/** The mode a game is launched in (the platform's launch call names it so: real or demo). */
export type GameMode = LaunchMode;

/** A game in the window. games[0] is the active game, the one the gameplay url names. */
export type ActiveGame = {
  gameCode: string;
  /** gameLaunchUrlPath: the game window lives at /{lang}/gameplay/{launchPath}. */
  launchPath: string;
  name: string;
  /** 2 = a 4:3 game; anything else 16:9. */
  aspectRatio: number;
  mode: GameMode;
  /** The game is in the split-screen lobby, so it may share the screen. */
  splitScreen: boolean;
  /** The iframe url the platform's launch answered; null until then. */
  url: string | null;
};

/** A game to open: everything but the launch url, which comes later. */
export type GameEntry = Omit<ActiveGame, 'url'>;

/** The side panels are mutually exclusive (spec 2.8); promo races join when races exist. */
export type SidePanel = 'recommended' | 'splitSearch' | 'promoRace';

export type GameWindowState = {
  games: readonly ActiveGame[];
  /** The 366 px floating box instead of the full window. */
  minimised: boolean;
  /** Split screen is on: two halves, the second a game or the place one is chosen for. */
  split: boolean;
  /** The slot the split-screen search fills: games.length adds a game, an index changes that one. */
  searchSlot: number | null;
  panel: SidePanel | null;
  fullscreen: boolean;
  /** The page (path and query) the game was launched from: where closing returns. */
  origin: string | null;
  /** The last page that was not the game window: the origin of the next launch. */
  lastPage: string | null;
};

export const INITIAL_GAME_WINDOW: GameWindowState = {
  games: [],
  minimised: false,
  split: false,
  searchSlot: null,
  panel: null,
  fullscreen: false,
  origin: null,
  lastPage: null,
};

/** No game, no split, no panel; the page history (lastPage) is kept. */
export function withoutGames(state: GameWindowState): GameWindowState {
  return { ...INITIAL_GAME_WINDOW, lastPage: state.lastPage };
}

/** Closes every game (the close of a single game, logout, leaving the window). */
export function clearGames(state: GameWindowState): GameWindowState {
  return state.games.length === 0 && !state.minimised && state.origin === null ? state : withoutGames(state);
}

/**
 * Every navigation. A page that is not the game window becomes the next launch's origin, and,
 * unless the game was minimised, closes the game (spec 2.8).
 */
export function pageVisited(state: GameWindowState, url: string, gameplay: boolean): GameWindowState {
  if (gameplay) return state;
  const next = state.lastPage === url ? state : { ...state, lastPage: url };
  return next.games.length > 0 && !next.minimised ? withoutGames(next) : next;
}

/** Logout clears the game and the minimised state (spec 2.8). */
export function loggedOut(state: GameWindowState): GameWindowState {
  return clearGames(state);
}
