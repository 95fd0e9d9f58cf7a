import { PAGE_NOT_FOUND_ERROR_CODE, type StaticPage } from '@vauhti/contracts/site';

/*
 * No import of the site's own modules here: the platform's site plugin (apps/web/server) reads
 * these rules too, to answer 404 for an info page the site would show as page-not-found. The
 * wire's values (the page-not-found code) come from the contracts, which both may import.
 */

/** What a page's visibility depends on: the platform's answer for it. */
export type PageVisibility = Pick<StaticPage, 'errorCode' | 'content'>;

/**
 * Content that lives in the page store but is not a page of its own (spec 2.13): the footer's text
 * renders in the footer, the landing page on the home page, and the promo-race page is never shown
 * as a static page. Their addresses under info/ show page-not-found.
 */
export const NOT_STATIC_PAGES: readonly string[] = ['footer', 'landing_page', 'promo-races-page'];

/** The page that shows the contact form under its content. */
export const CONTACT_PAGE = 'contact-us';

/** The page other features link to as the bonus terms. */
export const BONUS_TERMS_PAGE = 'bonus-rules';

/** The promo races' rules page. */
export const PROMO_RACE_RULES_PAGE = 'promoraces-bonusrules';

/** The landing page's content in the page store. */
export const LANDING_PAGE = 'landing_page';

/** The page store's address of {lang}/info/:url and {lang}/info/:url/:subUrl. */
export function urlPathOf(url: string, subUrl?: string): string {
  return subUrl ? `${url}/${subUrl}` : url;
}

/** Whether info/<url>/... may be shown as a static page at all. */
export function isShownAsStaticPage(url: string): boolean {
  return !NOT_STATIC_PAGES.includes(url);
}

/** Spec 4 and 8: a page is unavailable when the platform says 100464 or the content is empty. */
export function isPageAvailable(page: PageVisibility): boolean {
  return page.errorCode !== PAGE_NOT_FOUND_ERROR_CODE && page.content.trim() !== '';
}

/**
 * Whether {lang}/info/:url(/:subUrl) shows a page rather than page-not-found (StaticPage): a
 * page of its own with content, or the contact page, whose form shows even without its text.
 */
export function isStaticPageShown(url: string, subUrl: string | undefined, page: PageVisibility): boolean {
  if (!isShownAsStaticPage(url)) return false;
  return urlPathOf(url, subUrl) === CONTACT_PAGE || isPageAvailable(page);
}
