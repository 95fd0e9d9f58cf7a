/**
 * Every browser-storage key the site uses, in one place. The first four are the spec's names
 * (part 2, section 3 "Storage"); the rest are the site's own.
 */
export const LOCAL_KEYS = {
  language: 'langCode',
  bonusRemainder: 'bonusRemainder',
  /** Set once the visitor closed the cookie notice. */
  cookieNoticeClosed: 'enableCookie',
  landingPage: 'landingPage',
  utm: 'vauhti.utm',
} as const;

export const SESSION_KEYS = {
  sportsExpiryToken: 'sportsExpiryToken',
  /** The url to return to after login or registration. */
  previousUrl: 'vauhti.previousUrl',
  /** Deposit amount or bonus code asked for before login (login redirect case 9). */
  pendingDeposit: 'vauhti.pendingDeposit',
  /** A game launch asked for before login (login redirect case 10). */
  pendingGameLaunch: 'vauhti.pendingGameLaunch',
  /** A shared sportsbook bet code (route shared-code). */
  sharedBetCode: 'vauhti.sharedBetCode',
  /** Set when the visitor closed the landing page: it stays closed for the rest of the session. */
  landingPageClosed: 'vauhti.landingPageClosed',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage is off (privacy mode, sandboxed frame): the site works without remembering.
    return undefined;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  return area(kind)?.getItem(key) ?? null;
}

export function writeStorage(kind: Area, key: string, value: string | null) {
  const storage = area(kind);
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Quota exceeded: losing a remembered preference is better than breaking the page.
  }
}
