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
/** Table-game paths are duplicates of the live-casino lobby for search engines (spec 2.15). */
const TABLE_GAME_PATHS = /\/casino\/(roulette|blackjack|baccarat)(\/|$)/;
const GAMEPLAY_PATH = /^\/[^/]+\/gameplay\//;

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

/** Canonical path: the query is dropped and table-game paths point at the live-casino lobby. */
export function canonicalPath(pathname: string) {
  return pathname.replace(TABLE_GAME_PATHS, '/casino/live-casino$2');
}

export function isNoIndexPath(pathname: string, language: SiteLanguage) {
  return GAMEPLAY_PATH.test(pathname) || TABLE_GAME_PATHS.test(pathname) || isClonedSiteLanguage(language);
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
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    upsertMeta('name', 'description', description || null);
    upsertMeta('name', 'keywords', keywords || null);
    upsertMeta('property', 'og:title', title || SITE_NAME);
    upsertMeta('name', 'robots', seo.notFound || isNoIndexPath(pathname, language) ? 'noindex, nofollow' : null);
    upsertMeta('name', 'prerender-status-code', seo.notFound ? '404' : null);
    replaceLinks('canonical', [{ href: `${origin}${canonicalPath(pathname)}` }]);
    const alternates = selectableLanguages(undefined).map((alternate) => ({
      href: `${origin}${pathInLanguage(pathname, alternate)}`,
      hreflang: LANGUAGE_INFO[alternate].locale,
    }));
    alternates.push({ href: `${origin}${pathInLanguage(pathname, 'en')}`, hreflang: 'x-default' });
    replaceLinks('alternate', alternates);
  }, [title, description, keywords, pathname, language, seo.notFound]);
}
