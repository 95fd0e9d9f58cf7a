import type { SiteLanguage } from '../../../lib/i18n/languages';
import { isSwitchedOffPage, type SiteFeatureSwitches } from '../../../lib/site-features/availability';
import type { Banner } from '../api/get-banners';
import { BANNER_SITE_URL_PLACEHOLDER, replaceSiteUrl } from './site-url';

/** Where a click on a banner goes: a route of the site (client navigation) or another site. */
export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** A banner ready to show: its HTML with the site address filled in, and its link. */
export type BannerSlide = {
  id: number;
  html: string;
  target: BannerTarget | null;
  /** The HTML has links of its own, so the banner must not be wrapped in another link. */
  hasOwnLinks: boolean;
};

const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * Resolves a banner's target url: '' is no link; {{siteUrl}}/path and same-origin addresses are
 * site routes; other http(s) addresses are other sites; anything else is a site path without the
 * language prefix ('register', '/info/vip', 'casino/slots?x=1'), put under the current language.
 */
export function bannerTargetOf(url: string, origin: string, language: SiteLanguage): BannerTarget | null {
  const filled = replaceSiteUrl(url.trim(), BANNER_SITE_URL_PLACEHOLDER, origin);
  if (filled === '') return null;
  if (ABSOLUTE_HTTP.test(filled)) {
    if (!URL.canParse(filled)) return null;
    const address = new URL(filled);
    if (address.origin !== origin) return { kind: 'external', href: address.href };
    const path = `${address.pathname}${address.search}${address.hash}`;
    return { kind: 'internal', to: path === '/' ? `/${language}` : path };
  }
  const relative = filled.replace(/^\/+/, '');
  return { kind: 'internal', to: relative ? `/${language}/${relative}` : `/${language}` };
}

export type BannerViewer = {
  isPlayer: boolean;
  origin: string;
  language: SiteLanguage;
  /** Fills the catalogue's counts into the content (hooks/use-catalogue-counts.ts). */
  fillCounts?: (html: string) => string;
};

/** A banner as the visitor sees it: guests follow targetUrl, logged-in players targetMemberUrl. */
export function toBannerSlide(banner: Banner, viewer: BannerViewer): BannerSlide {
  const withAddress = replaceSiteUrl(banner.content, BANNER_SITE_URL_PLACEHOLDER, viewer.origin);
  const html = viewer.fillCounts ? viewer.fillCounts(withAddress) : withAddress;
  const url = viewer.isPlayer ? banner.targetMemberUrl : banner.targetUrl;
  return {
    id: banner.id,
    html,
    target: bannerTargetOf(url ?? '', viewer.origin, viewer.language),
    hasOwnLinks: /<a[\s>]/i.test(html),
  };
}

/**
 * Whether a slide links to the page of a feature that is switched off (the sportsbook, promo
 * races): it advertises a product that is not there yet, and its link would end on
 * page-not-found.
 */
export function advertisesSwitchedOffPage(slide: BannerSlide, switches: SiteFeatureSwitches): boolean {
  if (slide.target?.kind !== 'internal') return false;
  const underLanguage = slide.target.to.replace(/^\/[^/?#]*/, '');
  return isSwitchedOffPage(underLanguage, switches);
}

/**
 * The banners of a zone as the visitor sees them, without those that advertise a feature that
 * is switched off (lib/site-features/availability.ts decides, for banners as for menus).
 */
export function bannerSlidesFor(
  banners: readonly Banner[],
  viewer: BannerViewer,
  switches: SiteFeatureSwitches,
): BannerSlide[] {
  return banners
    .map((banner) => toBannerSlide(banner, viewer))
    .filter((slide) => !advertisesSwitchedOffPage(slide, switches));
}
