import { isSiteLanguage } from '../../../lib/i18n/languages';

/**
 * The site path (path, query and hash) a link in content points at, when the router can show it:
 * same origin and under a language prefix. Anything else (another site, mailto:, a file the server
 * serves, an unparsable address) returns null and is left to the browser.
 */
export function sitePathOfLink(href: string, origin: string): string | null {
  if (!URL.canParse(href, origin)) return null;
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  const firstSegment = url.pathname.split('/')[1];
  if (!isSiteLanguage(firstSegment)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to another place on the same page (only the hash differs): the browser scrolls there itself. */
export function isSamePageAnchor(path: string, current: { pathname: string; search: string }): boolean {
  const url = new URL(path, 'http://site');
  return url.hash !== '' && url.pathname === current.pathname && url.search === current.search;
}
