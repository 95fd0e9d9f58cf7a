import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { gamesKeys } from '../games/catalogue-query';
import type { Session } from '../session/session-queries';

/**
 * Whether a screen now reads the live tables (an enabled observer of their query: the live lobby,
 * a home row of live games), the only live data a guest gets.
 */
export function useLiveTablesOnScreen(): boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => cache.find({ queryKey: gamesKeys.liveTables, exact: true })?.isActive() ?? false,
    () => false,
  );
}

/**
 * Whether the app shell should hold the tab's live socket (lib/live/LiveConnection): for a player
 * at once (balances, pending withdrawals, the end of the session), for a guest from the first
 * screen that shows live tables. A guest on a page without live data (the landing page, a static
 * page) does not need the socket's code or its connection, so neither is part of that first load.
 * Once wanted it stays wanted for the tab, as the socket does: a later login or logout then
 * reopens it under the new identity, exactly as before.
 */
export function useLiveConnectionWanted(session: Session['state']): boolean {
  const liveTablesOnScreen = useLiveTablesOnScreen();
  const wantedNow = session === 'player' || (session === 'guest' && liveTablesOnScreen);
  const [wanted, setWanted] = useState(wantedNow);
  useEffect(() => {
    if (wantedNow) setWanted(true);
  }, [wantedNow]);
  return wanted || wantedNow;
}
