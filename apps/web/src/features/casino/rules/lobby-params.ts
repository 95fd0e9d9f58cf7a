import { DEFAULT_SORT, isSortOrder, type SortOrder } from './sort-games';

/*
 * The lobby's filters live in the url query, so a lobby link can be shared and a closed game
 * returns to the very same view (the game window restores the query it was launched from).
 */
export const LOBBY_PARAMS = {
  /** Comma-separated studio codes. */
  providers: 'providers',
  sort: 'sort',
  /** Present = the search box is open (the header's search button adds it); its value is the text. */
  search: 'search',
} as const;

export type LobbyFilters = { providers: string[]; sort: SortOrder; searchOpen: boolean; searchText: string };

export function readLobbyFilters(params: URLSearchParams): LobbyFilters {
  const sort = params.get(LOBBY_PARAMS.sort);
  return {
    providers: (params.get(LOBBY_PARAMS.providers) ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    sort: isSortOrder(sort) ? sort : DEFAULT_SORT,
    searchOpen: params.has(LOBBY_PARAMS.search),
    searchText: params.get(LOBBY_PARAMS.search) ?? '',
  };
}

/** The query with some filters changed; defaults are left out so urls stay short. */
export function withLobbyFilters(params: URLSearchParams, change: Partial<LobbyFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.providers !== undefined) {
    if (change.providers.length > 0) next.set(LOBBY_PARAMS.providers, change.providers.join(','));
    else next.delete(LOBBY_PARAMS.providers);
  }
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_SORT) next.delete(LOBBY_PARAMS.sort);
    else next.set(LOBBY_PARAMS.sort, change.sort);
  }
  if (change.searchOpen === false) next.delete(LOBBY_PARAMS.search);
  else if (change.searchOpen === true || change.searchText !== undefined) {
    next.set(LOBBY_PARAMS.search, change.searchText ?? next.get(LOBBY_PARAMS.search) ?? '');
  }
  return next;
}
