import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestStatus, mockApi } from '../../test-support/api-mock';
import { testQueryClient } from '../../test-support/render';
import { apiRequest } from '../api/client';
import { balancesQuery, sessionKeys } from '../session/session-queries';
import type { AuthStatus, Balances } from '../session/session-types';
import { FakeWebSocket } from './fake-websocket';
import { LiveConnection } from './LiveConnection';
import { type LiveEventMap, useLiveEvent } from './live-events';
import { disconnectLiveSocket } from './live-socket';

const playerStatus: AuthStatus = { status: 'logged_in', loggedIn: true, playerId: 7, registration: null };
const balances: Balances = {
  currency: 'EUR',
  cashMinor: 5_000,
  bonusMinor: 0,
  withdrawableMinor: 5_000,
  totalMinor: 5_000,
  withdrawalHoldMinor: 0,
  debtMinor: 0,
};

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  disconnectLiveSocket();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A screen that shows the balances, as the header does. */
function BalancesOnScreen() {
  useQuery(balancesQuery);
  return null;
}

/**
 * The header's pending-withdrawal icon as features/layout reads it: GET /wallet/pending-withdrawals
 * under sessionKeys.pendingWithdrawals, showing the count.
 */
function PendingCountOnScreen() {
  const { data } = useQuery({
    queryKey: sessionKeys.pendingWithdrawals,
    queryFn: () => apiRequest<{ count: number }>('/wallet/pending-withdrawals'),
    staleTime: 30_000,
  });
  return <p data-testid="pending-count">{data?.count ?? 0}</p>;
}

function renderConnection(status: AuthStatus | typeof guestStatus, page: ReactNode = null) {
  const api = mockApi({
    'GET /auth/status': status,
    'GET /profile': {},
    'GET /wallet/balances': balances,
    'GET /wallet/pending-withdrawals': { count: 1, pendingWithdrawals: [] },
  });
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveConnection />
      {page}
    </QueryClientProvider>,
  );
  return { ...view, queryClient, api };
}

describe('LiveConnection', () => {
  it('opens one socket to /api/v1/live once the session is known, and keeps it across remounts', async () => {
    const { unmount } = renderConnection(guestStatus);
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
    expect(FakeWebSocket.latest().url).toMatch(/^ws:\/\/[^/]+\/api\/v1\/live$/);
    unmount();
    renderConnection(guestStatus);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeWebSocket.created).toHaveLength(1);
    expect(FakeWebSocket.latest().closedByClient).toBeUndefined();
  });

  it('reopens the socket when a guest logs in, so the server sees the session', async () => {
    const { queryClient } = renderConnection(guestStatus);
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
    const guestSocket = FakeWebSocket.latest();
    act(() => queryClient.setQueryData(sessionKeys.status, playerStatus));
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(2));
    expect(guestSocket.closedByClient).toBeDefined();
  });

  it("writes a balance event into the player's cached balances", async () => {
    const { queryClient } = renderConnection(playerStatus);
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
    queryClient.setQueryData(sessionKeys.balances, balances);
    act(() => {
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().receive({
        type: 'balance',
        cashMinor: 4_200,
        bonusMinor: 300,
        totalMinor: 4_500,
        currency: 'EUR',
      });
    });
    expect(queryClient.getQueryData(sessionKeys.balances)).toMatchObject({
      cashMinor: 4_200,
      bonusMinor: 300,
      totalMinor: 4_500,
    });
  });

  it("shows the pending-withdrawal count a live event carries in the header's count, without a request", async () => {
    const { api, getByTestId } = renderConnection(playerStatus, <PendingCountOnScreen />);
    await waitFor(() => expect(getByTestId('pending-count').textContent).toBe('1'));
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
    act(() => {
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().receive({ type: 'pending-withdrawals', count: 2 });
    });
    await waitFor(() => expect(getByTestId('pending-count').textContent).toBe('2'));
    act(() => FakeWebSocket.latest().receive({ type: 'pending-withdrawals', count: 0 }));
    await waitFor(() => expect(getByTestId('pending-count').textContent).toBe('0'));
    expect(api.calls.filter((call) => call.path === '/wallet/pending-withdrawals')).toHaveLength(1);
  });

  it('refetches the balances when the socket comes back after a drop', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { api } = renderConnection(playerStatus, <BalancesOnScreen />);
    const balanceFetches = () => api.calls.filter((call) => call.path === '/wallet/balances').length;
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
    await waitFor(() => expect(balanceFetches()).toBe(1));
    act(() => FakeWebSocket.latest().open());
    expect(balanceFetches()).toBe(1);

    act(() => FakeWebSocket.latest().drop());
    // Math.random() = 0 makes the first reconnect wait half the base delay.
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(2), { timeout: 2_000 });
    act(() => FakeWebSocket.latest().open());
    await waitFor(() => expect(balanceFetches()).toBe(2));
  });
});

describe('useLiveEvent', () => {
  it('calls the latest handler with events of its type only, until unmounted', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
    );
    renderConnection(guestStatus);
    await waitFor(() => expect(FakeWebSocket.created).toHaveLength(1));
    const seen: Array<LiveEventMap['live-tables']> = [];
    const { unmount } = renderHook(() => useLiveEvent('live-tables', (event) => seen.push(event)), { wrapper });
    act(() => {
      FakeWebSocket.latest().receive({ type: 'balance', cashMinor: 1, bonusMinor: 0, totalMinor: 1, currency: 'EUR' });
      FakeWebSocket.latest().receive({ type: 'live-tables', tables: [] });
    });
    unmount();
    act(() => FakeWebSocket.latest().receive({ type: 'live-tables', tables: [] }));
    expect(seen).toEqual([{ type: 'live-tables', tables: [] }]);
  });
});
