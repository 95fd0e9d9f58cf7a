/**
 * Site-wide broadcasts between features that must not import each other (spec part 2, section 4:
 * regClose, regThreeUrlTrack and loginsuccess after login or registration; language and country
 * broadcasts; server errors).
 */
export type SiteEventMap = {
  loginsuccess: { playerId: string };
  regClose: { playerId: string };
  regThreeUrlTrack: { playerId: string };
  logout: Record<string, never>;
  languageChanged: { language: string };
  userCountry: { countryCode: string };
  landingPageOff: Record<string, never>;
  serverError: { message: string; url: string; errors?: string[] };
  customServerError: { message: string };
  /**
   * A cashier transaction ended (spec part 1 section 4, "Result screen mapping"): SUCCESS or
   * FAILURE (PENDING is broadcast as FAILURE, though shown as pending).
   */
  transactionComplete: {
    kind: 'deposit' | 'withdrawal';
    status: 'SUCCESS' | 'FAILURE';
    amountMinor: number;
    currency: string;
    method: string;
  };
  /** A deposit with a chosen bonus succeeded (spec part 1 section 4, on success). */
  bonusClaimed: { bonusCode: string };
};

export type SiteEventName = keyof SiteEventMap;

const target = new EventTarget();

export function broadcast<Name extends SiteEventName>(name: Name, detail: SiteEventMap[Name]) {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to a broadcast; returns the unsubscribe function (a ready useEffect cleanup). */
export function onSiteEvent<Name extends SiteEventName>(name: Name, listener: (detail: SiteEventMap[Name]) => void) {
  const handler = (event: Event) => listener((event as CustomEvent<SiteEventMap[Name]>).detail);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
