import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { broadcast } from '../../../lib/events/site-events';
import { sessionKeys } from '../../../lib/session/session-queries';
import type { AuthStatus } from '../../../lib/session/session-types';

const LOGGED_OUT: AuthStatus = { status: 'logged_out', loggedIn: false, playerId: null, registration: null };

/**
 * Forgets a session the server has already ended (suspending the account logs out): the player
 * queries go, the status is re-read and the logout broadcast lets other features clear their
 * state. The same clean-up as useLogout, without asking the server to log out again.
 */
export function useEndSessionLocally() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Logged out first, so nothing that reads the session asks for player data on the way.
    queryClient.setQueryData<AuthStatus>(sessionKeys.status, LOGGED_OUT);
    queryClient.removeQueries({ queryKey: sessionKeys.player });
    await queryClient.invalidateQueries({ queryKey: sessionKeys.status });
    broadcast('logout', {});
  }, [queryClient]);
}
