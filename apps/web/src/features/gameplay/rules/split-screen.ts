import type { Game, GameGroup, GamesCatalogue, Lobby } from '@vauhti/contracts/games';
import { searchGames } from '../../../lib/games/game-search';
import { gameIndexOf } from '../../../lib/games/games-queries';

/*
 * Split screen (spec 2.8): only games of the split-screen lobby may share the screen, and its
 * search panel finds them page by page.
 */

/** The catalogue's lobby that lists the split-screen games (hidden from the lobby tabs). */
export const SPLIT_SCREEN_LOBBY_ID = 'split-screen_no_show';
/** Spec 9: the search shows 6 games, and 6 more each time the list is scrolled to its end. */
export const SEARCH_PAGE_SIZE = 6;

export function splitScreenLobby(catalogue: GamesCatalogue | undefined): Lobby | undefined {
  return catalogue?.lobbies.find((lobby) => lobby.id === SPLIT_SCREEN_LOBBY_ID);
}

const eligibleCodes = new WeakMap<GamesCatalogue, Set<string>>();

function splitScreenCodes(catalogue: GamesCatalogue): Set<string> | null {
  const lobby = splitScreenLobby(catalogue);
  if (!lobby) return null;
  let codes = eligibleCodes.get(catalogue);
  if (!codes) {
    codes = new Set(lobby.gameGroupList.flatMap((group) => group.gameCodes));
    eligibleCodes.set(catalogue, codes);
  }
  return codes;
}

/**
 * Whether a game may join the split screen: it is in the split-screen lobby. Before the
 * catalogue has arrived, the game's own splitScreen flag (the platform derives it from the same
 * lobby) answers.
 */
export function isSplitScreenGame(
  catalogue: GamesCatalogue | undefined,
  game: Pick<Game, 'gameCode' | 'splitScreen'>,
): boolean {
  const codes = catalogue ? splitScreenCodes(catalogue) : null;
  return codes ? codes.has(game.gameCode) : game.splitScreen;
}

/** Every split-screen game, in lobby order, each once. */
export function splitScreenGames(catalogue: GamesCatalogue | undefined): Game[] {
  if (!catalogue) return [];
  const codes = splitScreenCodes(catalogue);
  if (!codes) return [];
  const index = gameIndexOf(catalogue);
  const games: Game[] = [];
  for (const code of codes) {
    const game = index.get(code);
    if (game) games.push(game);
  }
  return games;
}

/** What the search panel lists: a lobby group, the results of a search, or all of one studio. */
export type SplitSearchView =
  | { kind: 'group'; groupId: string }
  | { kind: 'search'; text: string }
  | { kind: 'studio'; studioCode: string };

export type SplitSearchInput = {
  games: readonly Game[];
  groups: readonly GameGroup[];
  view: SplitSearchView;
  /** The filter dropdown: one studio, or null for all. */
  studioFilter: string | null;
  /** The games already in the window, never offered again. */
  exclude: readonly string[];
};

export type SplitSearchList = {
  games: Game[];
  /** Studios whose name matches the search, with how many of their games match. */
  studios: { code: string; name: string; count: number }[];
};

export function splitSearchList(input: SplitSearchInput): SplitSearchList {
  const excluded = new Set(input.exclude);
  const filtered = input.studioFilter
    ? input.games.filter((game) => game.vendorCode === input.studioFilter)
    : input.games;
  const { view } = input;
  if (view.kind === 'search') {
    const result = searchGames(filtered, view.text, { exclude: input.exclude });
    return { games: result.games, studios: result.providers };
  }
  if (view.kind === 'studio') {
    return {
      games: input.games.filter((game) => game.vendorCode === view.studioCode && !excluded.has(game.gameCode)),
      studios: [],
    };
  }
  const group = input.groups.find((candidate) => candidate.id === view.groupId) ?? input.groups[0];
  const inGroup = group ? new Set(group.gameCodes) : null;
  return {
    games: filtered.filter((game) => (!inGroup || inGroup.has(game.gameCode)) && !excluded.has(game.gameCode)),
    studios: [],
  };
}

/** The games shown after `pages` pages (the first page is 1). */
export function shownGames<T>(games: readonly T[], pages: number): T[] {
  return games.slice(0, Math.max(1, pages) * SEARCH_PAGE_SIZE);
}

/**
 * Split-screen controls show for players when every game in the window may share the screen,
 * and hide while a promo race restricts the game (spec 2.8).
 */
export function splitControlsVisible(input: {
  loggedIn: boolean;
  gamesEligible: boolean;
  promoRaceRestricts: boolean;
}): boolean {
  return input.loggedIn && input.gamesEligible && !input.promoRaceRestricts;
}

/**
 * Spec 2.8: an ongoing promo race restricts split screen when races are on and available, the
 * visitor is logged in, and an active game belongs to a current race.
 */
export function promoRaceRestrictsSplit(input: {
  racesEnabled: boolean;
  racesAvailable: boolean;
  loggedIn: boolean;
  activeGameCodes: readonly string[];
  currentRaceGameCodes: readonly string[];
}): boolean {
  if (!input.racesEnabled || !input.racesAvailable || !input.loggedIn) return false;
  const raceGames = new Set(input.currentRaceGameCodes);
  return input.activeGameCodes.some((code) => raceGames.has(code));
}
