import { AFFILIATE_ID_PATTERN, BANNER_ZONES, type BannerZone, URL_PATH_PATTERN } from '@vauhti/contracts/site';

/*
 * The shapes and limits of content, named once: the routes, the operator's saves and the seed
 * loader all check against these. Those the site shares (the address and affiliate patterns, the
 * banner zones; a policy acceptance's limits) are the wire's, in @vauhti/contracts/site.
 */

export { AFFILIATE_ID_PATTERN, BANNER_ZONES, type BannerZone, URL_PATH_PATTERN };

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
