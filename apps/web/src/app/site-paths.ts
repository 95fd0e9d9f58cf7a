import { matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../lib/i18n/languages';

/*
 * The paths the site has a page for, without React: routes.tsx builds its table from these, and
 * the server that serves the build (server/site-plugin.ts) answers 404 for every other path. One
 * list, so a page added to the site is a page the server knows (site-paths.test.ts checks both ways).
 */

/** Pages without a language prefix: the home address and the platform's pay-and-play return addresses. */
export const ROOT_PAGE_PATHS = {
  home: '/',
  payAndPlayFailedReturn: '/payandplay/step1',
  payAndPlaySuccessReturn: '/payandplay/step3',
} as const;

/** The language prefix every other page sits under (its home is the prefix itself, an index route). */
export const LANGUAGE_PREFIX_PATH = '/:lang';

/** Pages under the language prefix, relative to it. */
export const PAGE_PATHS = {
  cashierCallback: 'cashier/callback/:paymentType/:encodedData',
  promotions: 'promotions',
  staticPage: 'info/:url',
  staticSubPage: 'info/:url/:subUrl',
  casino: 'casino',
  casinoAllGames: 'casino/allgames',
  casinoGroup: 'casino/:gamegroup',
  casinoGroupType: 'casino/:gamegroup/:gamegrouptype',
  casinoFavourites: 'casino/favourites',
  gameplay: 'gameplay/:gameId',
  login: 'login',
  register: 'register',
  registerStep1: 'register/step1',
  forgotPassword: 'forgotpassword',
  resetPassword: 'reset-password',
  playNow: 'playnow',
  playNowStep1: 'playnow/step1',
  payAndPlay: 'payandplay',
  payAndPlayLogin: 'pnp-login',
  payAndPlayFailed: 'payandplay/step1',
  payAndPlayReturn: 'payandplay/step3',
  payAndPlayProcess: 'pnp-process',
  sharedCode: 'shared-code/:sharedcodeData',
  myAccount: 'myaccount',
  myAccountCashier: 'myaccount/cashier',
  myAccountSection: 'myaccount/:section',
  accountStatus: 'accountstatus',
  sms: 'sms',
  otp: 'otp',
  completeDetails: 'completedetails',
  completeProfile: 'completeprofile',
  setMonthlyDepositLimit: 'setmonthlydepositlimit',
  amlVerification: 'amlverification',
  amlInformation: 'amlinformation',
} as const;

/** Every page's full path pattern, as react-router matches it. */
export function sitePathPatterns(): string[] {
  return [
    ...Object.values(ROOT_PAGE_PATHS),
    LANGUAGE_PREFIX_PATH,
    ...Object.values(PAGE_PATHS).map((path) => `${LANGUAGE_PREFIX_PATH}/${path}`),
  ];
}

/** The same pages as a route tree without elements, so matching ranks and decodes exactly as the site does. */
function pageTree(): RouteObject[] {
  return [
    ...Object.values(ROOT_PAGE_PATHS).map((path) => ({ path })),
    {
      path: LANGUAGE_PREFIX_PATH,
      children: [{ index: true }, ...Object.values(PAGE_PATHS).map((path) => ({ path }))],
    },
  ];
}

/**
 * Whether a visitor who opens this path ends on one of the site's pages rather than its
 * page-not-found. A first segment that is not a language makes it a path without a prefix:
 * LanguageRoot hands it to RootRedirect, which moves it under the visitor's language, so the page
 * at `/{language}{pathname}` decides (any language: no page path depends on which).
 */
export function isSitePage(pathname: string): boolean {
  const tree = pageTree();
  const matches = matchRoutes(tree, pathname);
  if (matches !== null && matches[0]?.route.path !== LANGUAGE_PREFIX_PATH) return true;
  const firstSegment = matchRoutes([{ path: `${LANGUAGE_PREFIX_PATH}/*` }], pathname)?.[0]?.params.lang;
  const underLanguage = isSiteLanguage(firstSegment) ? pathname : `/${DEFAULT_LANGUAGE}${pathname}`;
  return matchRoutes(tree, underLanguage) !== null;
}

/** A static page's address in a path: its language and the page store's url (and sub-url). */
export type StaticPageAddress = { language: SiteLanguage; url: string; subUrl?: string };

/**
 * The static page a path opens ({lang}/info/:url, {lang}/info/:url/:subUrl), or null: whether it
 * shows a page depends on the page store, which the server asks before it answers.
 */
export function staticPageOf(pathname: string): StaticPageAddress | null {
  const [match] =
    matchRoutes(
      [PAGE_PATHS.staticPage, PAGE_PATHS.staticSubPage].map((path) => ({ path: `${LANGUAGE_PREFIX_PATH}/${path}` })),
      pathname,
    ) ?? [];
  const { lang, url, subUrl } = match?.params ?? {};
  if (!isSiteLanguage(lang) || !url) return null;
  return subUrl ? { language: lang, url, subUrl } : { language: lang, url };
}
