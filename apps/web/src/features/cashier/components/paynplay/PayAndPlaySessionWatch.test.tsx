import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balancesQuery } from '../../../../lib/session/session-queries';
import { mockApi } from '../../../../test-support/api-mock';
import { cashBalances } from '../../../../test-support/fixtures/session';
import { renderWithSite } from '../../../../test-support/render';
import { payAndPlayProfile, playerAuthStatus } from '../../test-support/paynplay-fixtures';
import { PayAndPlaySessionWatch } from './PayAndPlaySessionWatch';

/** A player whose profile says play until the read number `realFrom` (1-based), then real. */
function player(realFrom: number) {
  let reads = 0;
  const api = mockApi({
    'GET /auth/status': playerAuthStatus(),
    'GET /profile': () => {
      reads += 1;
      return payAndPlayProfile({ userStatus: reads >= realFrom ? 'real' : 'play' });
    },
    'GET /wallet/balances': cashBalances(4000),
  });
  const count = (path: string) => api.calls.filter((call) => call.path === path).length;
  return { profileReads: () => count('/profile'), balanceReads: () => count('/wallet/balances') };
}

/** The header's balance, which reads the balances while it shows. */
function HeaderBalance() {
  const { data } = useQuery(balancesQuery);
  return <p>{data?.totalMinor}</p>;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the pay-and-play session rule', () => {
  it('reads a play-status profile every 10 s, 6 times at most, then stops', async () => {
    const api = player(Number.POSITIVE_INFINITY);
    renderWithSite(<PayAndPlaySessionWatch />);
    await waitFor(() => expect(api.profileReads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.profileReads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.profileReads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(api.profileReads()).toBe(7);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(api.profileReads()).toBe(7);
  });

  it('stops once the account turns real and reads the balance again', async () => {
    const api = player(3);
    renderWithSite(
      <>
        <PayAndPlaySessionWatch />
        <HeaderBalance />
      </>,
    );
    await waitFor(() => expect(api.profileReads()).toBe(1));
    await waitFor(() => expect(api.balanceReads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.profileReads()).toBe(3);
    await waitFor(() => expect(api.balanceReads()).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.profileReads()).toBe(3);
  });

  it('does not poll a real-money player', async () => {
    const api = player(1);
    renderWithSite(<PayAndPlaySessionWatch />);
    await waitFor(() => expect(api.profileReads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.profileReads()).toBe(1);
  });
});
