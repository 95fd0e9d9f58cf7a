import { LOCAL_KEYS, writeStorage } from '../storage/keys';

/*
 * Affiliate and campaign tracking from links (spec part 2, section 2.2): affid, affname, CXD/cxd
 * and c/C go to cookies the platform reads at registration; UTM parameters go to local storage.
 */

/** The affiliate name an affid link gets when it does not name one. */
export const DEFAULT_AFFILIATE_NAME = 'vauhti-affiliate';
export const TRACKING_COOKIE_DAYS = 30;
/** Longest tracking value kept; longer ones are cut, so a crafted link cannot fill the cookie jar. */
export const TRACKING_VALUE_LENGTH_MAX = 200;
/** The marker inside a CXD value after which the click id's own part follows. */
const CXD_CLICK_MARKER = 'c_';

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
export type StoredUtm = Partial<Record<UtmParam, string>> & { storedAt: string };

export type TrackingCookie = { name: 'affid' | 'affname' | 'cxd' | 'cxd_c' | 'c'; value: string };

function trackingValueOf(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, TRACKING_VALUE_LENGTH_MAX);
  }
  return undefined;
}

/** The cookies a link's tracking parameters set, in the order they are written. */
export function trackingCookiesOf(search: string | URLSearchParams): TrackingCookie[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const cookies: TrackingCookie[] = [];
  const affiliateId = trackingValueOf(params, 'affid');
  const affiliateName = trackingValueOf(params, 'affname');
  if (affiliateId) cookies.push({ name: 'affid', value: affiliateId });
  if (affiliateId || affiliateName) {
    cookies.push({ name: 'affname', value: affiliateName ?? DEFAULT_AFFILIATE_NAME });
  }
  const clickId = trackingValueOf(params, 'CXD', 'cxd');
  if (clickId) {
    cookies.push({ name: 'cxd', value: clickId });
    const markerAt = clickId.indexOf(CXD_CLICK_MARKER);
    const clickPart = markerAt === -1 ? '' : clickId.slice(markerAt + CXD_CLICK_MARKER.length);
    if (clickPart) cookies.push({ name: 'cxd_c', value: clickPart });
  }
  const campaign = trackingValueOf(params, 'c', 'C');
  if (campaign) cookies.push({ name: 'c', value: campaign });
  return cookies;
}

/** The UTM parameters a link carries, or null when it carries none. */
export function utmOf(search: string | URLSearchParams, now: Date): StoredUtm | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: Partial<Record<UtmParam, string>> = {};
  for (const name of UTM_PARAMS) {
    const value = trackingValueOf(params, name);
    if (value) found[name] = value;
  }
  return Object.keys(found).length > 0 ? { ...found, storedAt: now.toISOString() } : null;
}

/** The Set-Cookie string of one tracking cookie: 30 days, whole site, SameSite=Lax. */
export function cookieString(cookie: TrackingCookie, secure: boolean): string {
  const maxAgeSeconds = TRACKING_COOKIE_DAYS * 24 * 60 * 60;
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, `max-age=${maxAgeSeconds}`, 'path=/'];
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Stores a link's tracking: cookies for the affiliate parameters, local storage for UTM. */
export function storeTracking(search: string, now: Date = new Date()) {
  const secure = window.location.protocol === 'https:';
  for (const cookie of trackingCookiesOf(search)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports; cookieString encodes the value.
    document.cookie = cookieString(cookie, secure);
  }
  const utm = utmOf(search, now);
  if (utm) writeStorage('local', LOCAL_KEYS.utm, JSON.stringify(utm));
}
