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
  /** The page a deposit started from, when the provider's page took the whole window (its return page shows the result over it). */
  cashierReturnPage: 'vauhti.cashierReturnPage',
  /** A page to go to after a successful deposit (the cashier's redirectStep, spec part 1 section 4). */
  cashierRedirectStep: 'vauhti.cashierRedirectStep',
  /** The bonus code a quick-registration promotion stored for the first deposit (bonus step visibility). */
  promoBonusCode: 'vauhti.promoBonusCode',
  /** The platform's transaction id of a pay-and-play deposit on its way through the bank. */
  payAndPlayTxnId: 'vauhti.payAndPlayTxnId',
  /** That deposit's amount, currency and bank (JSON), so its return page can name them. */
  payAndPlayDeposit: 'vauhti.payAndPlayDeposit',
  /** A PIQ withdrawal waiting for the player's input (WAITING_INPUT): its answer, kept across the redirect. */
  piqWithdrawalResponse: 'vauhti.piqWithdrawalResponse',
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
