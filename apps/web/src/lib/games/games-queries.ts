import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FavouritesResponse,
  Game,
  GamesCatalogue,
  LiveTablesResponse,
  ToggleFavouriteRequest,
  ToggleFavouriteResponse,
} from '@vauhti/contracts/games';
import { useMemo } from 'react';
import { apiRequest } from '../api/client';
import { useSession } from '../session/session-queries';
import { catalogueQuery, gamesKeys } from './catalogue-query';
import { launchPathOf } from './game-links';

// The keys, the catalogue query and its start-up prefetch are in catalogue-query.ts (the app shell's
// first load imports that file alone); re-exported so the games queries read as one.
export { CATALOGUE_API_PATH, catalogueQuery, gamesKeys, usePrefetchCatalogue } from './catalogue-query';

export function useCatalogue() {
  return useQuery(catalogueQuery);
}

/** Code → game, built once per catalogue (lookups by code happen on every tile). */
const indexes = new WeakMap<GamesCatalogue, Map<string, Game>>();

export function gameIndexOf(catalogue: GamesCatalogue): Map<string, Game> {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new Map(catalogue.games.map((game) => [game.gameCode, game]));
    indexes.set(catalogue, index);
  }
  return index;
}

/** The games of a list of codes, in that order, skipping codes the catalogue does not have. */
export function gamesByCodes(catalogue: GamesCatalogue, codes: readonly string[]): Game[] {
  const index = gameIndexOf(catalogue);
  const games: Game[] = [];
  for (const code of codes) {
    const game = index.get(code);
    if (game) games.push(game);
  }
  return games;
}

/** A game of the catalogue by its code; undefined while loading or when there is no such game. */
export function useGame(gameCode: string | undefined): Game | undefined {
  const { data } = useCatalogue();
  return useMemo(() => (data && gameCode ? gameIndexOf(data).get(gameCode) : undefined), [data, gameCode]);
}

/** The game whose launch path (gameLaunchUrlPath, its English slug) is `path`. */
export function findGameByLaunchPath(catalogue: GamesCatalogue | undefined, path: string): Game | undefined {
  if (!catalogue) return undefined;
  const wanted = path.replace(/^\/+|\/+$/g, '');
  return catalogue.games.find((game) => launchPathOf(game) === wanted);
}

export const favouritesQuery = queryOptions({
  queryKey: gamesKeys.favourites,
  queryFn: ({ signal }) => apiRequest<FavouritesResponse>('/games/favourites', { signal }),
  staleTime: 5 * 60_000,
  select: (response: FavouritesResponse) => response.favourites,
});

/** The player's favourite game codes (code → true); an empty map for guests. */
export function useFavourites(): Record<string, true> {
  const session = useSession();
  const { data } = useQuery({ ...favouritesQuery, enabled: session.state === 'player' });
  return data ?? EMPTY_FAVOURITES;
}

const EMPTY_FAVOURITES: Record<string, true> = Object.freeze({}) as Record<string, true>;

/**
 * The toggle's answer as the site reads it: the platform answers SUCCESS, but any other status
 * (an intermediary's, a later version's) is read as "nothing changed" rather than trusted.
 */
type FavouriteAnswer = Omit<ToggleFavouriteResponse, 'status'> & { status: string };

/** The favourites map after the server's answer; unchanged unless the answer is SUCCESS. */
export function applyFavouriteAnswer(
  current: FavouritesResponse | undefined,
  request: ToggleFavouriteRequest,
  answer: FavouriteAnswer,
): FavouritesResponse | undefined {
  if (answer.status !== 'SUCCESS') return current;
  const favourites = { ...(current?.favourites ?? {}) };
  if (answer.favoriteAddFlag) favourites[request.gameID] = true;
  else delete favourites[request.gameID];
  return { favourites };
}

/** Adds or removes a favourite; the cached list follows the server's answer, never the click. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ToggleFavouriteRequest) =>
      apiRequest<ToggleFavouriteResponse>('/games/favourites', { method: 'POST', body: request }),
    onSuccess: (answer, request) => {
      queryClient.setQueryData<FavouritesResponse>(gamesKeys.favourites, (current) =>
        applyFavouriteAnswer(current, request, answer),
      );
    },
  });
}

/**
 * Live tables' status. The live socket (/api/v1/live) pushes every phase change into this key;
 * the interval only covers a socket that is down.
 */
export const liveTablesQuery = queryOptions({
  queryKey: gamesKeys.liveTables,
  queryFn: ({ signal }) => apiRequest<LiveTablesResponse>('/games/live-tables', { signal }),
  staleTime: 10_000,
  refetchInterval: 30_000,
  select: (response: LiveTablesResponse) => response.tables,
});

export function useLiveTables(enabled = true) {
  return useQuery({ ...liveTablesQuery, enabled });
}
