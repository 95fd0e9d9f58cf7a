import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';

/** One ledger transfer as the player sees it; amounts in minor units. */
export type Transaction = {
  transferId: number;
  code: string;
  createdAt: string;
  currency: string;
  roundId: string | null;
  changes: { cash: number; bonus: number; withdrawalHold: number; debt: number };
  cashAfter: number | null;
  bonusAfter: number | null;
};

export type TransactionsPage = { items: Transaction[]; nextCursor: number | null };

/** Rows per page of the history ('load more' asks for the next page by cursor). */
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
