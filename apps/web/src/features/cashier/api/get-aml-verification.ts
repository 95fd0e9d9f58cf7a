import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmlVerificationStatus } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import { cashierKeys } from './cashier-keys';

export const amlVerificationKey = [...cashierKeys.all, 'aml-verification'] as const;

/**
 * GET /cashier/aml-verification: whether a third-party identity check is required, the identity
 * document's status and the player's latest verification (asked of the provider while pending).
 */
export const amlVerificationQuery = queryOptions({
  queryKey: amlVerificationKey,
  queryFn: ({ signal }) => apiRequest<AmlVerificationStatus>('/cashier/aml-verification', { signal }),
  staleTime: 0,
});

/** How often to ask again, from the last answer and the number of answers so far; false stops. */
export type AmlPolling = (status: AmlVerificationStatus | undefined, answers: number) => number | false;

/** The status query, with `answers`: how many answers have arrived (the polling's count). */
export function useAmlVerification(polling?: AmlPolling) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...amlVerificationQuery,
    refetchInterval: polling ? (current) => polling(current.state.data, current.state.dataUpdateCount) : false,
  });
  return { ...query, answers: queryClient.getQueryState(amlVerificationKey)?.dataUpdateCount ?? 0 };
}
