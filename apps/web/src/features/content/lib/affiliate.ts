/** The cookie the site keeps an affiliate's id in (spec 2.2: affid from tracking links). */
export const AFFILIATE_COOKIE = 'affid';

/** The shape the platform accepts for an affiliate id (1 to 64 of A-Z, a-z, 0-9, _ . : -). */
const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The affiliate id from a cookie header string (document.cookie), or undefined when there is none
 * or it is not a well-formed id; a malformed cookie must not cost the visitor their banners.
 */
export function affiliateIdFromCookies(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== AFFILIATE_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim();
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    return AFFILIATE_ID_PATTERN.test(value) ? value : undefined;
  }
  return undefined;
}

/** The current visitor's affiliate id, read from the browser's cookies. */
export function currentAffiliateId(): string | undefined {
  return typeof document === 'undefined' ? undefined : affiliateIdFromCookies(document.cookie);
}
