/*
 * Content carries a placeholder where the site's own address belongs, so one text works on every
 * domain the site runs on (spec 2.13): pages use {{site_url}}, banners {{siteUrl}}.
 */
export const PAGE_SITE_URL_PLACEHOLDER = '{{site_url}}';
export const BANNER_SITE_URL_PLACEHOLDER = '{{siteUrl}}';

/** Replaces every occurrence of the placeholder with the origin (no trailing slash). */
export function replaceSiteUrl(text: string, placeholder: string, origin: string): string {
  return text.split(placeholder).join(origin.replace(/\/+$/, ''));
}
