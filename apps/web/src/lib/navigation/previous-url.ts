import { readStorage, SESSION_KEYS, writeStorage } from '../storage/keys';

/**
 * The page a visitor wanted before being sent to log in or register; followed after login
 * (login redirect case 8). Only same-site paths are kept, so a crafted link cannot send a player
 * elsewhere.
 */
export function storePreviousUrl(pathWithQuery: string) {
  if (!isSitePath(pathWithQuery)) return;
  writeStorage('session', SESSION_KEYS.previousUrl, pathWithQuery);
}

export function readPreviousUrl(): string | null {
  const stored = readStorage('session', SESSION_KEYS.previousUrl);
  return stored && isSitePath(stored) ? stored : null;
}

export function clearPreviousUrl() {
  writeStorage('session', SESSION_KEYS.previousUrl, null);
}

/** A path on this site: starts with one slash (not //host, not a scheme) and has no backslash. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
