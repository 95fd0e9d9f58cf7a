import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeStatus } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';

/** GET /registration/step3: what a reloaded step 3 shows again (the code field, the countdown). */
export const codeStatusQuery = queryOptions({
  queryKey: [...sessionKeys.player, 'registration', 'step3'] as const,
  queryFn: ({ signal }) => apiRequest<CodeStatus>('/registration/step3', { signal }),
  staleTime: 0,
  // A convenience: when it fails, step 3 starts from its send button at once instead of waiting.
  retry: false,
});

export function useCodeStatus() {
  return useQuery(codeStatusQuery);
}
