import { catalogueUrl, LANGUAGE_INFO, SITE_LANGUAGES } from '../src/lib/i18n/languages.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../src/lib/storage/keys.ts';

/** The GETs every page's shell makes first (lib/site-context, lib/session, lib/games). */
export const EARLY_API_URLS = ['/api/v1/site/context', '/api/v1/auth/status', '/api/v1/games/catalogue'] as const;

/**
 * On a language home, the landing page's content and banners (features/content LandingPage), with
 * {lang} for the page's language: the landing page's text is the home's largest paint, and its
 * answer would otherwise wait for the scripts and the session. A player, a visitor from a country
 * without the landing page or one who closed it this session (not asked for then) does not use
 * them: two small GETs the app leaves unread.
 */
export const EARLY_HOME_API_URLS = [
  '/api/v1/content/pages?language={lang}&urlPath=landing_page',
  '/api/v1/content/banners?zoneId=landing&language={lang}',
] as const;

export type EarlyRequestsOptions = {
  /** The build's catalogue hash (__LOCALES_VERSION__). */
  localesVersion: string;
  /** The home route's chunk and what it needs (JS to modulepreload, CSS to preload); none in dev. */
  homeAssets: { scripts: string[]; styles: string[] };
};

/**
 * The inline script index.html runs before any module loads, so the first requests do not wait
 * for the JavaScript: it starts the visitor's translation catalogue (the URL's language, else the
 * stored one) and the shell's first API calls, leaving the response promises on
 * window.__vauhtiEarly for lib/api/early-requests.ts to take once; on a language home it also
 * starts the landing page's requests and preloads the home route's chunk. The edition → catalogue map comes from lib/i18n/languages.ts.
 */
export function earlyRequestsScript({ localesVersion, homeAssets }: EarlyRequestsOptions): string {
  const catalogues = Object.fromEntries(
    SITE_LANGUAGES.map((language) => [language, LANGUAGE_INFO[language].catalogue]),
  );
  const catalogueUrlPattern = catalogueUrl('@', localesVersion);
  // Plain ES5 so it parses everywhere; the fetch options match lib/api/client.ts.
  return `(function () {
  var catalogues = ${JSON.stringify(catalogues)};
  var early = (window.__vauhtiEarly = {});
  function start(url, init) {
    var response = fetch(url, init);
    response.catch(function () {});
    early[url] = { response: response, startedAt: Date.now() };
  }
  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  try {
    var api = { credentials: 'same-origin', headers: { accept: 'application/json' } };
    ${EARLY_API_URLS.map((url) => `start(${JSON.stringify(url)}, api);`).join('\n    ')}
    var segments = location.pathname.split('/');
    var language = segments[1];
    var home = catalogues.hasOwnProperty(language) && segments.length <= 3 && !segments[2];
    if (!catalogues.hasOwnProperty(language)) {
      try {
        language = localStorage.getItem(${JSON.stringify(LOCAL_KEYS.language)});
      } catch (error) {
        language = null;
      }
    }
    if (language && catalogues.hasOwnProperty(language)) {
      start(${JSON.stringify(catalogueUrlPattern)}.replace('@', catalogues[language]));
    }
    if (home) {
      var landingClosed = null;
      try {
        landingClosed = sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.landingPageClosed)});
      } catch (error) {
        landingClosed = null;
      }
      if (landingClosed !== 'true') {
        ${JSON.stringify(EARLY_HOME_API_URLS)}.forEach(function (url) { start(url.replace('{lang}', segments[1]), api); });
      }
      ${JSON.stringify(homeAssets.scripts)}.forEach(function (href) { preload('modulepreload', href); });
      ${JSON.stringify(homeAssets.styles)}.forEach(function (href) { preload('preload', href, 'style'); });
    }
  } catch (error) {
    // Only a head start: the app makes every request itself when this did not run.
  }
})();`;
}
