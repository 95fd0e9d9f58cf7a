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

/**
 * A game round on one line (stake, win, net; a lost round wins 0) with its bets, wins and
 * refunds as movements, oldest first; amounts in minor units. `createdAt` is its latest movement.
 */
export type RoundLine = {
  kind: 'round';
  roundId: string;
  provider: string | null;
  product: string | null;
  gameCode: string | null;
  createdAt: string;
  currency: string;
  stake: number;
  win: number;
  net: number;
  changes: { cash: number; bonus: number };
  cashAfter: number | null;
  bonusAfter: number | null;
  movements: Transaction[];
};

/** A line of the history: a game round, or any other transfer on its own. */
export type HistoryLine = (Transaction & { kind: 'transfer' }) | RoundLine;

export type TransactionsPage = { items: HistoryLine[]; nextCursor: number | null };

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
