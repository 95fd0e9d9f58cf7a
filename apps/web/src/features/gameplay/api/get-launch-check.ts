import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LaunchCheck, LaunchCheckQuery } from '@vauhti/contracts/games';
import { ApiError, apiRequest } from '../../../lib/api/client';
import { useSiteLanguage } from '../../../lib/i18n/site-language';

/** The platform's answer for a launch path nobody knows (docs/games-integration.md, section 6). */
export const GAME_NOT_FOUND = 'GAME_NOT_FOUND';

/**
 * GET /games/launch-check?path=…&language=…: the game behind a gameplay url, its content html (in
 * the site's language) and which modes it may be played in. A 404 is an answer (page not found),
 * not a failure to retry.
 */
export function launchCheckQuery(launchPath: string, language: LaunchCheckQuery['language']) {
  return queryOptions({
    queryKey: ['games', 'launch-check', launchPath, language] as const,
    queryFn: ({ signal }) =>
      apiRequest<LaunchCheck>('/games/launch-check', {
        query: { path: launchPath, language } satisfies LaunchCheckQuery,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useLaunchCheck(launchPath: string) {
  return useQuery(launchCheckQuery(launchPath, useSiteLanguage()));
}

export function isGameNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === GAME_NOT_FOUND || error.status === 404);
}
