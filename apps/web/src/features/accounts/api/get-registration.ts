import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';
import type { RegistrationProgress } from '../../../lib/session/session-types';

/** GET /registration: which step a logged-in player still has to do (nextStep 2, 3 or null). */
export const registrationQuery = queryOptions({
  queryKey: [...sessionKeys.player, 'registration'] as const,
  queryFn: ({ signal }) => apiRequest<RegistrationProgress>('/registration', { signal }),
  staleTime: 0,
});

export function useRegistrationProgress(enabled: boolean) {
  return useQuery({ ...registrationQuery, enabled });
}
