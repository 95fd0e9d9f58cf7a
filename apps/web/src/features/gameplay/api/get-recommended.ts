import { useQuery } from '@tanstack/react-query';
import type { RecommendedQuery, RecommendedResponse } from '@vauhti/contracts/games';
import { apiRequest } from '../../../lib/api/client';

/** GET /games/recommended?gameCode=…: up to 12 codes, same category and studio first. */
export function useRecommended(gameCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'recommended', gameCode] as const,
    queryFn: ({ signal }) =>
      apiRequest<RecommendedResponse>('/games/recommended', { query: { gameCode } satisfies RecommendedQuery, signal }),
    enabled,
    staleTime: 10 * 60_000,
    select: (response: RecommendedResponse) => response.gameCodes,
  });
}
