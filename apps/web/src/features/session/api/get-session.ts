import { useEffect, useState } from 'react';

/** What the site knows about the visitor's login, as the header shows it. */
export type SessionStatus =
  | { state: 'checking' }
  | { state: 'signed-in'; displayName: string | null }
  | { state: 'signed-out' }
  /** The player's session ran out (idle or absolute expiry) since the last request. */
  | { state: 'expired' }
  /** No answer, or a server fault: the platform is down or unreachable. */
  | { state: 'unreachable' };

const STATUS_URL = '/api/v1/auth/status';
const PROFILE_URL = '/api/v1/profile';
const REQUEST_TIMEOUT_MS = 5_000;

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Asks the platform who is logged in (GET /api/v1/auth/status) and, for a player, the first name
 * from the profile. Never throws: every outcome is a status to show.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionStatus> {
  let status: { status?: unknown; loggedIn?: unknown };
  try {
    status = (await getJson(STATUS_URL, signal)) as typeof status;
  } catch {
    return { state: 'unreachable' };
  }
  if (status.loggedIn !== true) return { state: status.status === 'session_expired' ? 'expired' : 'signed-out' };
  try {
    const profile = (await getJson(PROFILE_URL, signal)) as { firstName?: unknown; nickname?: unknown };
    const name = typeof profile.firstName === 'string' && profile.firstName ? profile.firstName : profile.nickname;
    return { state: 'signed-in', displayName: typeof name === 'string' && name ? name : null };
  } catch {
    return { state: 'signed-in', displayName: null };
  }
}

/**
 * The visitor's session, checked on load and again whenever the tab becomes visible, so a login
 * or logout in another tab shows up when the player comes back.
 */
export function useSession(): SessionStatus {
  const [status, setStatus] = useState<SessionStatus>({ state: 'checking' });
  useEffect(() => {
    let controller = new AbortController();
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      void getSession(signal).then((next) => {
        if (!signal.aborted) setStatus(next);
      });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      controller.abort();
    };
  }, []);
  return status;
}
