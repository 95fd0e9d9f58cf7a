import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelCashout, PendingCashouts } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';
import { cashierKeys } from './cashier-keys';

/** GET /cashier/pending-cashouts: the player's withdrawals still waiting to be paid. */
export const pendingCashoutsQuery = queryOptions({
  queryKey: cashierKeys.pendingCashouts,
  queryFn: ({ signal }) => apiRequest<PendingCashouts>('/cashier/pending-cashouts', { signal }),
  staleTime: 10_000,
});

export function usePendingCashouts(enabled = true) {
  return useQuery({ ...pendingCashoutsQuery, enabled });
}

/**
 * POST /cashier/pending-cashouts/:txnId/cancel: the money returns to the balance. Afterwards the
 * list, the header's count and the balances are read again.
 */
export function useCancelPendingCashout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (txnId: string) =>
      apiRequest<CancelCashout>(`/cashier/pending-cashouts/${encodeURIComponent(txnId)}/cancel`, {
        method: 'POST',
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cashierKeys.pendingCashouts }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.pendingWithdrawals }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.balances }),
      ]);
    },
  });
}
