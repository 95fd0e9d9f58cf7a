import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../api/client';
import { broadcast } from '../events/site-events';
import type { AuthStatus, Balances, Profile } from './session-types';

/** Query keys of the session's server state; everything under 'player' ends with the session. */
export const sessionKeys = {
  status: ['auth', 'status'] as const,
  player: ['player'] as const,
  profile: ['player', 'profile'] as const,
  balances: ['player', 'balances'] as const,
  tags: ['player', 'tags'] as const,
  pendingWithdrawals: ['player', 'pending-withdrawals'] as const,
};

export const authStatusQuery = queryOptions({
  queryKey: sessionKeys.status,
  queryFn: ({ signal }) => apiRequest<AuthStatus>('/auth/status', { signal }),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
});

export const profileQuery = queryOptions({
  queryKey: sessionKeys.profile,
  queryFn: ({ signal }) => apiRequest<Profile>('/profile', { signal }),
  staleTime: 60_000,
});

export const balancesQuery = queryOptions({
  queryKey: sessionKeys.balances,
  queryFn: ({ signal }) => apiRequest<Balances>('/wallet/balances', { signal }),
  staleTime: 15_000,
  refetchOnWindowFocus: true,
});

export type Session =
  | { state: 'loading' }
  | { state: 'guest'; expired: boolean }
  | { state: 'player'; status: AuthStatus; profile: Profile | undefined };

/** Who is visiting: a guest, a logged-in player (with the profile once it arrives), or not yet known. */
export function useSession(): Session {
  const status = useQuery(authStatusQuery);
  const loggedIn = status.data?.loggedIn === true;
  const profile = useQuery({ ...profileQuery, enabled: loggedIn });
  if (status.isPending) return { state: 'loading' };
  if (!status.data || !loggedIn) return { state: 'guest', expired: status.data?.status === 'session_expired' };
  return { state: 'player', status: status.data, profile: profile.data };
}

/** Re-reads everything about the player after login, registration or a profile change. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.status });
    await queryClient.invalidateQueries({ queryKey: sessionKeys.player });
  }, [queryClient]);
}

/**
 * Ends the session on the server and forgets every player query, so nothing of the last player
 * stays on screen; features listen for the logout broadcast (game state, ribbons).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiRequest<void>('/auth/logout', { method: 'POST' });
    } finally {
      queryClient.removeQueries({ queryKey: sessionKeys.player });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.status });
      broadcast('logout', {});
    }
  }, [queryClient]);
}
