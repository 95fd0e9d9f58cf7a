import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isClonedSiteLanguage, LANGUAGE_INFO, type SiteLanguage, selectableLanguages } from '../i18n/languages';
import { useSiteLanguage } from '../i18n/site-language';

export type PageSeo = {
  /** Catalogue keys (spec 2.1: each page has SEO title, keywords and description keys). */
  titleKey?: string;
  descriptionKey?: string;
  keywordsKey?: string;
  /** Literal values for pages whose text comes from content (static pages). */
  title?: string;
  description?: string;
  keywords?: string;
  /** Answer 404 to prerenderers (page not found). */
  notFound?: boolean;
};

const SITE_NAME = 'Vauhti';
/**
 * Table-game paths (roulette, blackjack and baccarat lobbies, directly under casino or under its
 * table-games group) duplicate the live-casino lobby for search engines (spec 2.15).
 */
const TABLE_GAME_PATH = /^\/([^/]+)\/casino\/(?:table-games\/)?(?:roulette|blackjack|baccarat)(?:\/|$)/;
/** The game window: {lang}/gameplay/{launch path}. */
const GAMEPLAY_PATH = /^\/[^/]+\/gameplay\//;
const NOINDEX = 'noindex';
/** The prerender service answers with this status when the page says so (spec 2.1: page not found). */
const NOT_FOUND_STATUS = '404';

/**
 * The editions named in alternate-language links: every selectable language whose pages search
 * engines index. Cloned-site languages are noindex (spec 2.15), so linking them as alternates
 * would contradict their robots tag; sv is the English edition and el is only for Greece.
 */
export const ALTERNATE_LANGUAGES: readonly SiteLanguage[] = selectableLanguages(undefined).filter(
  (language) => !isClonedSiteLanguage(language),
);

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function replaceLinks(rel: string, links: { href: string; hreflang?: string }[]) {
  for (const old of document.head.querySelectorAll(`link[rel="${rel}"]`)) old.remove();
  for (const link of links) {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    document.head.append(element);
  }
}

/** The path of the page in another edition: the language prefix swapped. */
export function pathInLanguage(pathname: string, language: SiteLanguage) {
  return pathname.replace(/^\/[^/]+/, `/${language}`);
}

/**
 * Canonical path: never a query (callers pass the pathname only), no trailing slash, and a
 * table-game path points at its edition's live-casino lobby.
 */
export function canonicalPath(pathname: string) {
  const tableGame = TABLE_GAME_PATH.exec(pathname);
  if (tableGame) return `/${tableGame[1]}/casino/live-casino`;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Kept out of search indexes: the game window, table-game paths and cloned-site languages. */
export function isNoIndexPath(pathname: string, language: SiteLanguage) {
  return GAMEPLAY_PATH.test(pathname) || TABLE_GAME_PATH.test(pathname) || isClonedSiteLanguage(language);
}

/** The alternate-language links of a page: one per indexed edition, and x-default for en. */
export function alternateLinks(origin: string, pathname: string): { href: string; hreflang: string }[] {
  const path = canonicalPath(pathname);
  const links = ALTERNATE_LANGUAGES.map((language) => ({
    href: `${origin}${pathInLanguage(path, language)}`,
    hreflang: LANGUAGE_INFO[language].locale,
  }));
  links.push({ href: `${origin}${pathInLanguage(path, 'en')}`, hreflang: 'x-default' });
  return links;
}

/**
 * Sets the page's title, description, keywords, canonical url, alternate-language links (with
 * x-default for en), the robots rule and the prerender status (spec 2.1 and 2.15).
 */
export function usePageSeo(seo: PageSeo) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const { pathname } = useLocation();
  const title = seo.title ?? (seo.titleKey ? t(seo.titleKey) : '');
  const description = seo.description ?? (seo.descriptionKey ? t(seo.descriptionKey) : '');
  const keywords = seo.keywords ?? (seo.keywordsKey ? t(seo.keywordsKey) : '');

  useEffect(() => {
    const origin = window.location.origin;
    // Content pages' meta titles often carry the site name already: never show it twice.
    document.title = !title ? SITE_NAME : title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    upsertMeta('name', 'description', description || null);
    upsertMeta('name', 'keywords', keywords || null);
    upsertMeta('property', 'og:title', title || SITE_NAME);
    upsertMeta('name', 'robots', seo.notFound || isNoIndexPath(pathname, language) ? NOINDEX : null);
    upsertMeta('name', 'prerender-status-code', seo.notFound ? NOT_FOUND_STATUS : null);
    replaceLinks('canonical', [{ href: `${origin}${canonicalPath(pathname)}` }]);
    replaceLinks('alternate', alternateLinks(origin, pathname));
    // A page without its own SEO must not inherit a 404 from the page before it.
    return () => upsertMeta('name', 'prerender-status-code', null);
  }, [title, description, keywords, pathname, language, seo.notFound]);
}
