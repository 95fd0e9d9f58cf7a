import type { QueryClient } from '@tanstack/react-query';
import type { LiveTablesResponse } from '@vauhti/contracts/games';
import type { BalanceEvent, LiveEvent, PendingWithdrawalsEvent } from '@vauhti/contracts/live-events';
import { sessionKeys } from '../session/session-queries';
import type { Balances } from '../session/session-types';

/** The key of lib/games liveTablesQuery, written here without importing the games queries. */
export const LIVE_TABLES_QUERY_KEY = ['games', 'live-tables'] as const;

/** Writes what a live event says into the query cache, so every screen shows it at once. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  if (event.type === 'balance') {
    applyBalance(queryClient, event);
    return;
  }
  if (event.type === 'pending-withdrawals') {
    applyPendingWithdrawals(queryClient, event);
    return;
  }
  queryClient.setQueryData<LiveTablesResponse>(LIVE_TABLES_QUERY_KEY, { tables: event.tables });
}

/**
 * The event carries cash, bonus and total; the cached balances also hold the withdrawal hold,
 * the debt and the withdrawable amount, which a bet or a win leaves or moves with cash. They are
 * carried over (withdrawable follows the change in cash) and the entry is marked stale, so the
 * next screen that reads it refetches the exact figures without a request per event now.
 */
function applyBalance(queryClient: QueryClient, event: BalanceEvent) {
  const current = queryClient.getQueryData<Balances>(sessionKeys.balances);
  if (!current || current.currency !== event.currency) {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
    return;
  }
  const withdrawableMinor = Math.min(
    event.cashMinor,
    Math.max(0, current.withdrawableMinor + event.cashMinor - current.cashMinor),
  );
  queryClient.setQueryData<Balances>(sessionKeys.balances, {
    ...current,
    cashMinor: event.cashMinor,
    bonusMinor: event.bonusMinor,
    totalMinor: event.totalMinor,
    withdrawableMinor,
  });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.balances, refetchType: 'none' });
}

/** The part of GET /wallet/pending-withdrawals a live event can speak for: the count. */
type PendingWithdrawalsCache = { count: number };

/**
 * The header's icon reads the count from GET /wallet/pending-withdrawals (sessionKeys
 * .pendingWithdrawals). Only an entry already there is updated: its listed withdrawals keep their
 * last figures and the entry is marked stale, so the next reader refetches the list. With no entry
 * (not loaded yet, or removed at logout) nothing is written, so a late event cannot bring a count
 * back after the player has gone.
 */
function applyPendingWithdrawals(queryClient: QueryClient, event: PendingWithdrawalsEvent) {
  queryClient.setQueryData<PendingWithdrawalsCache>(sessionKeys.pendingWithdrawals, (current) =>
    current ? { ...current, count: event.count } : undefined,
  );
  void queryClient.invalidateQueries({ queryKey: sessionKeys.pendingWithdrawals, refetchType: 'none' });
}

/** After a reconnect, balance and pending-withdrawal events may have been missed while the socket was down. */
export function refreshAfterReconnect(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.pendingWithdrawals });
}

/** The server closed the socket because the web session ended elsewhere (logout, expiry). */
export function refreshAfterSessionEnded(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.status });
}
