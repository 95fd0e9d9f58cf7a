import { useQuery } from '@tanstack/react-query';
import type { LaunchRequest, LaunchResponse } from '@vauhti/contracts/games';
import { apiRequest } from '../../../lib/api/client';

export function launchGame(request: LaunchRequest, signal?: AbortSignal) {
  return apiRequest<LaunchResponse>('/games/launch', { method: 'POST', body: request, signal });
}

/**
 * POST /games/launch for a frame that has no url yet. A query rather than a mutation, so two
 * renders of the same frame share one launch; it is never cached (each launch is a new token)
 * and not retried by itself: a failed launch shows its error and a retry button.
 */
export function useGameLaunch(request: LaunchRequest, attempt: number, enabled: boolean) {
  return useQuery({
    // The attempt makes a retry a new launch instead of the answer of the one that failed.
    queryKey: ['games', 'launch', request.gameCode, request.mode, request.language, attempt] as const,
    queryFn: ({ signal }) => launchGame(request, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
