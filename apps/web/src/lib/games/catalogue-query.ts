import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { GamesCatalogue } from '@vauhti/contracts/games';
import { useEffect } from 'react';
import { apiRequest } from '../api/client';
import { sessionKeys } from '../session/session-queries';

/*
 * The games API's keys and the catalogue query: what the app shell needs on every page (it starts
 * the catalogue, and watches whether live tables are on screen). games-queries.ts re-exports them
 * with the rest of the games queries; the shell imports this file alone, so that the rest (the
 * favourites, the live tables, the lookups by code) is not part of every visitor's first load.
 */

/**
 * Query keys of the games API. Favourites live under the session's 'player' key, so logout
 * removes them with the rest of the player's data (lib/session/session-queries.ts).
 */
export const gamesKeys = {
  catalogue: ['games', 'catalogue'] as const,
  liveTables: ['games', 'live-tables'] as const,
  favourites: [...sessionKeys.player, 'favourites'] as const,
};

/** The platform path of the catalogue; index.html may start it early (build/early-requests.ts). */
export const CATALOGUE_API_PATH = '/games/catalogue';

/** The catalogue changes with deployments, not during a visit: loaded once, never refetched. */
export const catalogueQuery = queryOptions({
  queryKey: gamesKeys.catalogue,
  queryFn: ({ signal }) => apiRequest<GamesCatalogue>(CATALOGUE_API_PATH, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/**
 * Starts loading the catalogue when the site starts (spec 7: lobbies and all casino games at
 * start-up), without re-rendering the caller when it arrives. index.html has usually started the
 * request already (build/early-requests.ts); this takes its answer.
 */
export function usePrefetchCatalogue() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(catalogueQuery);
  }, [queryClient]);
}
