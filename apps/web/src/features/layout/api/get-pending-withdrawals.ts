import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingWithdrawals } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys, useSession } from '../../../lib/session/session-queries';

/** GET /wallet/pending-withdrawals: the header's pending-withdrawal icon. */
export function getPendingWithdrawals(signal?: AbortSignal) {
  return apiRequest<PendingWithdrawals>('/wallet/pending-withdrawals', { signal });
}

/** Under the player key, so it ends with the session; the cashier's changes invalidate it. */
export const pendingWithdrawalsQuery = queryOptions({
  queryKey: sessionKeys.pendingWithdrawals,
  queryFn: ({ signal }) => getPendingWithdrawals(signal),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
});

/**
 * How many withdrawals wait for payment; 0 until known. Asked only while the session is a
 * player's: a render after a logout (the login status already says so, before the header has
 * rendered as a guest's) asks nothing.
 */
export function usePendingWithdrawalCount(enabled: boolean): number {
  const player = useSession().state === 'player';
  const { data } = useQuery({ ...pendingWithdrawalsQuery, enabled: enabled && player });
  return data?.count ?? 0;
}
