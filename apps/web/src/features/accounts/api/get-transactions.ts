import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionsPage } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';

/** Lines per page of the history ('load more' asks for the next page by cursor). */
export const TRANSACTIONS_PAGE_SIZE = 20;

export const transactionsQuery = infiniteQueryOptions({
  queryKey: [...sessionKeys.player, 'transactions'] as const,
  queryFn: ({ pageParam, signal }) =>
    apiRequest<TransactionsPage>('/wallet/transactions', {
      query: { limit: TRANSACTIONS_PAGE_SIZE, cursor: pageParam ?? undefined },
      signal,
    }),
  initialPageParam: null as number | null,
  getNextPageParam: (page) => page.nextCursor,
});

export function useTransactions() {
  return useInfiniteQuery(transactionsQuery);
}
