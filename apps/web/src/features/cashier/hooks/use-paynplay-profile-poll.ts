import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQuery, sessionKeys, useSession } from '../../../lib/session/session-queries';
import { pollProfileWhilePlay } from '../rules/paynplay-polling';
import { isAbort } from '../rules/polling-schedule';

/**
 * The spec's session rule for a pay-and-play player (part 1 section 4): while the logged-in
 * player's userStatus is play, the profile is read every 10 s, up to 6 times, so the site sees
 * the account turn real once the first deposit is credited; the balance is then read again. Once
 * per player and page load: a player who stays play (no deposit) is not asked about forever.
 */
export function usePayAndPlayProfilePoll() {
  const queryClient = useQueryClient();
  const session = useSession();
  const playerId = session.state === 'player' ? session.status.playerId : null;
  const playing = session.state === 'player' && session.profile?.userStatus === 'play';
  const polledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!playing || playerId === null || polledFor.current === playerId) return;
    const controller = new AbortController();
    pollProfileWhilePlay({
      fetchUserStatus: async (signal) => {
        const profile = await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
        signal.throwIfAborted();
        return profile.userStatus;
      },
      signal: controller.signal,
    }).then(
      async (status) => {
        polledFor.current = playerId;
        if (status === 'real') await queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
      },
      (error: unknown) => {
        if (!isAbort(error, controller.signal)) throw error;
      },
    );
    return () => controller.abort();
  }, [playing, playerId, queryClient]);
}
