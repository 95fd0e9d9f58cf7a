import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLogout, useSession } from '../../../lib/session/session-queries';
import { type SiteContext, siteContextQuery } from '../../../lib/site-context/site-context';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../../lib/storage/keys';

/** While maintenance is on, the site asks every this often whether it is over. */
export const MAINTENANCE_RECHECK_MS = 30_000;

/** Outside maintenance the context is re-read as often as everywhere else (lib/site-context). */
const CONTEXT_RECHECK_MS = 60_000;

export type TakeoverKind = 'maintenance' | 'countryBlocked' | 'accountLocked';

/**
 * Static info pages stay readable from a blocked country: the blocked page links to the terms'
 * restricted territories, and the terms must open for that.
 */
export function isInfoPath(pathname: string): boolean {
  return /^\/[^/]+\/info(\/|$)/.test(pathname);
}

/** Which full-page takeover hides the site, most important first; null when none (spec 2.3). */
export function takeoverOf(input: {
  context: SiteContext | undefined;
  accountState: string | undefined;
  pathname: string;
}): TakeoverKind | null {
  if (input.context?.maintenance) return 'maintenance';
  if (input.context?.blocked.isIpBlocked && !isInfoPath(input.pathname)) return 'countryBlocked';
  if (input.accountState === 'locked') return 'accountLocked';
  return null;
}

/** Forgets everything the site stored in local storage, except the visitor's language. */
export function clearLocalStorageExceptLanguage() {
  const language = readStorage('local', LOCAL_KEYS.language);
  try {
    window.localStorage.clear();
  } catch {
    // Storage is off: there is nothing stored to forget.
  }
  if (language) writeStorage('local', LOCAL_KEYS.language, language);
}

/**
 * The takeover to show now. Maintenance re-checks the site context every 30 s, so the site comes
 * back by itself when the flag is off. A blocked country removes the player's data: the player
 * is logged out and local storage is cleared, the language kept (spec 2.6).
 */
export function useTakeover() {
  const context = useQuery({
    ...siteContextQuery,
    refetchInterval: (query) => (query.state.data?.maintenance ? MAINTENANCE_RECHECK_MS : CONTEXT_RECHECK_MS),
  });
  const session = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const blocked = context.data?.blocked.isIpBlocked === true;
  const accountState = session.state === 'player' ? session.profile?.accountState.state : undefined;
  const kind = takeoverOf({ context: context.data, accountState, pathname });

  const dataRemoved = useRef(false);
  const loggingOut = useRef(false);
  useEffect(() => {
    if (!blocked) {
      dataRemoved.current = false;
      return;
    }
    if (!dataRemoved.current) {
      dataRemoved.current = true;
      clearLocalStorageExceptLanguage();
    }
    if (session.state !== 'player') {
      loggingOut.current = false;
      return;
    }
    if (loggingOut.current) return;
    loggingOut.current = true;
    void logout().catch(() => undefined);
  }, [blocked, session.state, logout]);

  // checkedAt: when the context was last read, so a takeover page that failed to load tries again then.
  return { kind, context: context.data, checkedAt: context.dataUpdatedAt, recheck: () => context.refetch() };
}
