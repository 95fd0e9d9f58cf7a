import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session/session-queries';
import { connectLiveSocket } from './live-socket';

/**
 * Keeps the tab's live socket open once the session is known: guests for the live tables, players
 * for their balances too. The app shell loads it lazily, for a player at once and for a guest from
 * the first screen with live tables (live-demand.ts), so the socket code stays out of the first
 * page's chunk. Unmounting leaves the socket open: it belongs to the tab.
 */
export function LiveConnection() {
  const queryClient = useQueryClient();
  const session = useSession();
  const identity =
    session.state === 'loading'
      ? undefined
      : session.state === 'player'
        ? `player:${session.status.playerId ?? ''}`
        : 'guest';
  useEffect(() => {
    if (identity !== undefined) connectLiveSocket(queryClient, identity);
  }, [queryClient, identity]);
  return null;
}
