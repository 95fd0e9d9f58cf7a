import { useEffect, useState } from 'react';

/** What the site knows about the visitor's login, as the header shows it. */
export type SessionStatus =
  | { state: 'checking' }
  | { state: 'signed-in'; displayName: string | null }
  | { state: 'signed-out' }
  /** The platform answers but has no session endpoint yet (404): login is not offered. */
  | { state: 'unavailable' }
  /** No answer, or a server fault: the platform is down or unreachable. */
  | { state: 'unreachable' };

const SESSION_URL = '/api/v1/session';
const SESSION_TIMEOUT_MS = 5_000;

/** Asks the platform who is logged in. Never throws: every outcome is a status to show. */
export async function getSession(signal?: AbortSignal): Promise<SessionStatus> {
  const timeout = AbortSignal.timeout(SESSION_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(SESSION_URL, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch {
    return { state: 'unreachable' };
  }
  if (response.status === 404) return { state: 'unavailable' };
  if (response.status === 401) return { state: 'signed-out' };
  if (!response.ok) return { state: 'unreachable' };
  try {
    return readSession(await response.json());
  } catch {
    return { state: 'unreachable' };
  }
}

/**
 * Reads the session answer. The identity work defines its schema in packages/contracts; until
 * then this relies only on `player` being null for a visitor and an object for a player, with an
 * optional first name or nickname. Switch to the contract's schema when it lands.
 */
function readSession(body: unknown): SessionStatus {
  if (typeof body !== 'object' || body === null || !('player' in body) || !body.player) {
    return { state: 'signed-out' };
  }
  const player = body.player as { firstName?: unknown; nickname?: unknown };
  const name = typeof player.firstName === 'string' ? player.firstName : player.nickname;
  return { state: 'signed-in', displayName: typeof name === 'string' && name ? name : null };
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
