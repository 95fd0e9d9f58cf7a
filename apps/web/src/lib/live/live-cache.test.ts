import type { LiveTableStatus } from '@vauhti/contracts/games';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../test-support/render';
import { sessionKeys } from '../session/session-queries';
import type { Balances } from '../session/session-types';
import { applyLiveEvent, LIVE_TABLES_QUERY_KEY, refreshAfterReconnect, refreshAfterSessionEnded } from './live-cache';

const cached: Balances = {
  currency: 'EUR',
  cashMinor: 10_000,
  bonusMinor: 2_000,
  withdrawableMinor: 10_000,
  totalMinor: 12_000,
  withdrawalHoldMinor: 500,
  debtMinor: 0,
};

const table: LiveTableStatus = {
  tableId: 'roulette-1',
  gameCode: 'live-roulette',
  name: 'Roulette',
  dealerName: 'Aino',
  phase: 'playing',
  roundId: 'r-9',
  phaseEndsAtMs: 2_000,
  serverNowMs: 1_000,
  players: 4,
  lastResults: ['7'],
};

describe('a balance event in the query cache', () => {
  it('replaces cash, bonus and total, keeps the hold and debt, and marks the entry for a refetch', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.balances, cached);
    applyLiveEvent(queryClient, {
      type: 'balance',
      cashMinor: 9_000,
      bonusMinor: 1_500,
      totalMinor: 10_500,
      currency: 'EUR',
    });
    expect(queryClient.getQueryData(sessionKeys.balances)).toEqual({
      ...cached,
      cashMinor: 9_000,
      bonusMinor: 1_500,
      totalMinor: 10_500,
      withdrawableMinor: 9_000,
    });
    expect(queryClient.getQueryState(sessionKeys.balances)?.isInvalidated).toBe(true);
  });

  it('never leaves more withdrawable than cash, nor less than nothing', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.balances, { ...cached, withdrawableMinor: 4_000 });
    applyLiveEvent(queryClient, {
      type: 'balance',
      cashMinor: 3_000,
      bonusMinor: 0,
      totalMinor: 3_000,
      currency: 'EUR',
    });
    expect(queryClient.getQueryData<Balances>(sessionKeys.balances)?.withdrawableMinor).toBe(0);
    applyLiveEvent(queryClient, {
      type: 'balance',
      cashMinor: 20_000,
      bonusMinor: 0,
      totalMinor: 20_000,
      currency: 'EUR',
    });
    expect(queryClient.getQueryData<Balances>(sessionKeys.balances)?.withdrawableMinor).toBe(17_000);
  });

  it('does not invent balances it never had: it asks for them instead', () => {
    const queryClient = testQueryClient();
    applyLiveEvent(queryClient, { type: 'balance', cashMinor: 100, bonusMinor: 0, totalMinor: 100, currency: 'EUR' });
    expect(queryClient.getQueryData(sessionKeys.balances)).toBeUndefined();
  });

  it('ignores balances in another currency than the cached ones, and refetches', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.balances, cached);
    applyLiveEvent(queryClient, { type: 'balance', cashMinor: 5, bonusMinor: 0, totalMinor: 5, currency: 'SEK' });
    expect(queryClient.getQueryData(sessionKeys.balances)).toEqual(cached);
    expect(queryClient.getQueryState(sessionKeys.balances)?.isInvalidated).toBe(true);
  });
});

describe('a pending-withdrawals event in the query cache', () => {
  const pending = {
    count: 1,
    pendingWithdrawals: [{ transferId: 41, amountMinor: 2_000, currency: 'EUR', requestedAt: '2026-03-01T10:00:00Z' }],
  };

  it("replaces the header's cached count, keeps the listed withdrawals and marks the entry for a refetch", () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.pendingWithdrawals, pending);
    applyLiveEvent(queryClient, { type: 'pending-withdrawals', count: 3 });
    expect(queryClient.getQueryData(sessionKeys.pendingWithdrawals)).toEqual({ ...pending, count: 3 });
    expect(queryClient.getQueryState(sessionKeys.pendingWithdrawals)?.isInvalidated).toBe(true);
  });

  it('writes nothing when no count is cached (not loaded yet, or removed at logout)', () => {
    const queryClient = testQueryClient();
    applyLiveEvent(queryClient, { type: 'pending-withdrawals', count: 2 });
    expect(queryClient.getQueryData(sessionKeys.pendingWithdrawals)).toBeUndefined();
  });
});

describe('a live-tables event in the query cache', () => {
  it('writes the tables under the live tables query key', () => {
    const queryClient = testQueryClient();
    applyLiveEvent(queryClient, { type: 'live-tables', tables: [table] });
    expect(queryClient.getQueryData(LIVE_TABLES_QUERY_KEY)).toEqual({ tables: [table] });
    expect(LIVE_TABLES_QUERY_KEY).toEqual(['games', 'live-tables']);
  });
});

describe('refreshing after the socket', () => {
  it('invalidates the balances and the pending-withdrawal count after a reconnect and the login status after a session end', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionKeys.balances, cached);
    queryClient.setQueryData(sessionKeys.pendingWithdrawals, { count: 0, pendingWithdrawals: [] });
    queryClient.setQueryData(sessionKeys.status, { loggedIn: true });
    refreshAfterReconnect(queryClient);
    expect(queryClient.getQueryState(sessionKeys.balances)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKeys.pendingWithdrawals)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKeys.status)?.isInvalidated).toBe(false);
    refreshAfterSessionEnded(queryClient);
    expect(queryClient.getQueryState(sessionKeys.status)?.isInvalidated).toBe(true);
  });
});
