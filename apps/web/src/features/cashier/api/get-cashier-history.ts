import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CashierHistory } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import { HISTORY_PAGE_SIZE, nextHistoryCursor } from '../rules/history-entries';
import { cashierKeys } from './cashier-keys';

/** GET /cashier/history?limit=&cursor=: the player's deposits and withdrawals, newest first, by cursor. */
export const cashierHistoryQuery = infiniteQueryOptions({
  queryKey: [...cashierKeys.all, 'history'] as const,
  queryFn: ({ pageParam, signal }) =>
    apiRequest<CashierHistory>('/cashier/history', {
      query: { limit: HISTORY_PAGE_SIZE, cursor: pageParam },
      signal,
    }),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: nextHistoryCursor,
  staleTime: 0,
});

export function useCashierHistory() {
  return useInfiniteQuery(cashierHistoryQuery);
}
