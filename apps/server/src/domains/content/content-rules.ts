/*
 * The shapes and limits of content, named once: the routes, the operator's saves and the seed
 * loader all check against these.
 */

/** A page's address under {lang}/info/: one or two segments, e.g. 'about' or 'vip/levels'. */
export const URL_PATH_PATTERN = /^[a-z0-9_-]{1,60}(\/[a-z0-9_-]{1,60})?$/;

/** An affiliate id as tracking links carry it (affid). */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The places on the site that show banners. */
export const BANNER_ZONES = [
  'home-guest',
  'home-player',
  'promotions',
  'casino',
  'live-casino',
  'sports-seo',
  'landing',
] as const;

export type BannerZone = (typeof BANNER_ZONES)[number];

export const CONTENT_LIMITS = {
  pageHeadLengthMax: 20_000,
  pageContentLengthMax: 500_000,
  pageMetaLengthMax: 1_000,
  bannerContentLengthMax: 20_000,
  targetUrlLengthMax: 500,
  /** A seed file (a page or banners.json) larger than this is refused as malformed. */
  seedFileBytesMax: 1024 * 1024,
  /** Banners one zone answers with at most. */
  bannersPerZoneMax: 20,
  pageCacheEntriesMax: 2_000,
  pageCacheTimeToLiveMs: 5 * 60_000,
  policiesJsonLengthMax: 4_096,
  policiesPerAcceptanceMax: 20,
} as const;

export function isBannerZone(value: unknown): value is BannerZone {
  return typeof value === 'string' && (BANNER_ZONES as readonly string[]).includes(value);
}

/**
 * Where a banner may send a visitor: nowhere (''), a path of the site without the language
 * prefix ('register', 'casino/slots', '/info/vip'), the site address placeholder followed by a
 * path, or an http(s) address. Never a scheme that runs (javascript:) or another host by way of
 * a protocol-relative address.
 */
export function isSafeTargetUrl(url: string): boolean {
  if (url.length > CONTENT_LIMITS.targetUrlLengthMax) return false;
  if (/[\s"'<>\\`\p{Cc}]/u.test(url)) return false;
  if (url === '' || url === '{{siteUrl}}') return true;
  if (url.startsWith('{{siteUrl}}')) return /^\{\{siteUrl\}\}[/?#]/.test(url) && !url.includes('{{', 2);
  if (/^https?:\/\/[^/]/i.test(url)) return URL.canParse(url);
  if (url.startsWith('//') || url.includes('{{')) return false;
  // A relative path: no scheme before its first slash, query or fragment.
  return !/^[^/?#]*:/.test(url);
}
