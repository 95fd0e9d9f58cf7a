import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountTabOf } from '../features/accounts/rules/account-sections';
import type { Banner, BannerZone } from '../features/content/api/get-banners';
import { bannerSlidesFor } from '../features/content/lib/banner-slides';
import { BalancePanel } from '../features/layout/components/BalancePanel';
import { headerTabs, MOBILE_FOOTER_ITEMS } from '../features/layout/rules/nav-items';
import { sideMenuGroups } from '../features/layout/rules/side-menu-groups';
import { playerRoutes } from '../features/layout/test-support/fixtures';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage, isSiteLanguage, type SiteLanguage } from '../lib/i18n/languages';
import { DEPOSIT_LIMITS_TAB_VALUES, isSetLimitsPage } from '../lib/navigation/account-area';
import {
  isSwitchedOffPage,
  type SiteFeatureSwitches,
  useLiveChatAvailable,
  useSiteFeatureSwitches,
} from '../lib/site-features/availability';
import { mockApi } from '../test-support/api-mock';
import { finnishProfile } from '../test-support/fixtures/session';
import { renderWithSite } from '../test-support/render';
import { routes } from './routes';

/*
 * Issue 14: no link into nothing. Every internal link a visitor can meet in seeded content (every
 * page, every banner a zone shows, in every language) and in the menus (header tabs, side menu for
 * guests and players, mobile footer nav, balance dropdown) must end on the page it names: a route
 * other than page-not-found, an info page that exists in that language, an anchor that is on it,
 * an account section the account page really shows, and no page of a feature switched off.
 */

const SEED = join(__dirname, '../../../server/src/seed/content');
const ORIGIN = 'https://vauhti.test';
const LANGUAGES: readonly CatalogueLanguage[] = CATALOGUE_LANGUAGES;

/**
 * The site edition whose visitors read a content language: the language itself, except Spanish,
 * which no edition is named after (ec, pe and cl read it; cl stands for them).
 */
function editionReading(language: CatalogueLanguage): SiteLanguage {
  return isSiteLanguage(language) ? language : 'cl';
}

type SeededPage = { head: string; content: string };

/** pages/<lang>/<url path with / as __>.html: the front matter's head, and the content after it. */
function readSeededPages(): Map<string, SeededPage> {
  const pages = new Map<string, SeededPage>();
  for (const language of LANGUAGES) {
    for (const file of readdirSync(join(SEED, 'pages', language)).filter((name) => name.endsWith('.html'))) {
      const text = readFileSync(join(SEED, 'pages', language, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match?.[1] || match[2] === undefined) throw new Error(`pages/${language}/${file}: no front matter`);
      const meta = JSON.parse(match[1]) as { head: string };
      pages.set(`${language}/${file.replace(/\.html$/, '').replaceAll('__', '/')}`, {
        head: meta.head,
        content: match[2],
      });
    }
  }
  return pages;
}

type SeededBanner = Omit<Banner, 'id' | 'content' | 'zoneId'> & {
  key: string;
  zoneId: BannerZone;
  affiliateId: string | null;
  content: Record<string, string>;
};

const PAGES = readSeededPages();
const BANNERS = JSON.parse(readFileSync(join(SEED, 'banners.json'), 'utf8')) as SeededBanner[];

const decode = (value: string) => value.replaceAll('&amp;', '&');

/** The site-internal hrefs of some HTML, with {{site_url}}/{{siteUrl}} made the site's origin. */
function internalLinksOf(html: string): string[] {
  return Array.from(html.matchAll(/<a\s[^>]*?href="([^"]*)"/g), (match) => decode(match[1] ?? ''))
    .map((href) => href.replace(/^\{\{(site_url|siteUrl)\}\}/, ORIGIN))
    .filter((href) => href.startsWith(ORIGIN) || href.startsWith('/'))
    .map((href) => (href.startsWith(ORIGIN) ? href.slice(ORIGIN.length) || '/' : href));
}

function idsOf(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1] ?? ''));
}

/**
 * Why a site address (path, query, anchor) a reader of `language` content can follow does not
 * end on the page it names, or null when it does. A path without a language prefix goes to the
 * same path under the visitor's edition (RootRedirect), so it stays in the reader's edition.
 */
function brokenBecause(address: string, language: CatalogueLanguage, switches: SiteFeatureSwitches): string | null {
  const edition = editionReading(language);
  const parsed = new URL(address, ORIGIN);
  const [, first = ''] = parsed.pathname.split('/');
  const url = isSiteLanguage(first)
    ? parsed
    : new URL(`/${edition}${parsed.pathname}${parsed.search}${parsed.hash}`, ORIGIN);
  const [, prefix = '', ...rest] = url.pathname.split('/');
  if (prefix !== edition) return `it leaves the reader's edition (${edition}) for /${prefix}`;
  const underLanguage = rest.join('/');
  if (isSwitchedOffPage(`${underLanguage}${url.search}`, switches)) return 'its feature is switched off';
  const matches = matchRoutes(routes, url.pathname);
  const last = matches?.at(-1);
  if (!matches || !last || last.route.path === '*') return 'no route but page-not-found';
  const { params } = last;
  if (last.route.path?.startsWith('info/')) {
    const infoPath = [params.url, params.subUrl].filter(Boolean).join('/');
    const page = PAGES.get(`${language}/${infoPath}`);
    if (!page) return `there is no seeded info page ${language}/${infoPath}`;
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && !idsOf(page.head + page.content).has(anchor)) return `info/${infoPath} has no element #${anchor}`;
  }
  if (underLanguage === 'myaccount' && url.searchParams.has('page')) {
    if (!isSetLimitsPage(url.searchParams))
      return `myaccount shows the profile for ?page=${url.searchParams.get('page')}`;
    const tab = url.searchParams.get('tab');
    if (tab && !(DEPOSIT_LIMITS_TAB_VALUES as readonly string[]).includes(tab)) return `the limits have no tab ${tab}`;
  }
  if (last.route.path === 'myaccount/:section' && accountTabOf(params.section) === 'profile') {
    return `myaccount/${params.section} shows the profile, not the section it names`;
  }
  return null;
}

/** The switches as the site has them now. */
function realSwitches(): SiteFeatureSwitches & { chat: boolean } {
  const { result } = renderHook(() => ({ ...useSiteFeatureSwitches(), chat: useLiveChatAvailable() }));
  return result.current;
}

/** The banners a zone shows in a language: its own, then all-language ones, else the English ones. */
function bannersShown(zone: BannerZone, language: CatalogueLanguage): { banner: SeededBanner; copy: string }[] {
  const inZone = BANNERS.filter((banner) => banner.zoneId === zone);
  const own = inZone.filter((banner) => banner.content[language] ?? banner.content.all);
  const shown = own.length > 0 ? own : inZone.filter((banner) => banner.content.en);
  return shown.map((banner) => ({
    banner,
    copy: banner.content[language] ?? banner.content.all ?? banner.content.en ?? '',
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('internal links of seeded content and menus (issue 14)', () => {
  it('every link of every seeded page (footer included), in every language, ends on the page it names', () => {
    const switches = realSwitches();
    const failures: string[] = [];
    for (const [key, page] of PAGES) {
      const language = key.split('/')[0] as CatalogueLanguage;
      for (const link of internalLinksOf(page.head + page.content)) {
        const reason = brokenBecause(link, language, switches);
        if (reason) failures.push(`pages/${key}.html (${language}): ${link}: ${reason}`);
      }
    }
    expect(PAGES.size).toBeGreaterThanOrEqual(LANGUAGES.length * 11);
    expect(failures).toEqual([]);
  });

  it('every banner a zone shows, to guests and to players, in every language, links and contains only links that end on the page they name', () => {
    const switches = realSwitches();
    const zones = [...new Set(BANNERS.map((banner) => banner.zoneId))];
    const failures: string[] = [];
    let checked = 0;
    for (const language of LANGUAGES) {
      for (const zone of zones) {
        for (const { banner, copy } of bannersShown(zone, language)) {
          for (const isPlayer of [false, true]) {
            const source = { ...banner, id: 1, content: copy };
            const [slide] = bannerSlidesFor(
              [source],
              { isPlayer, origin: ORIGIN, language: editionReading(language) },
              switches,
            );
            if (!slide) continue;
            checked += 1;
            const who = isPlayer ? 'targetMemberUrl' : 'targetUrl';
            const links = [
              ...(slide.target?.kind === 'internal' ? [{ link: slide.target.to, what: who }] : []),
              ...internalLinksOf(slide.html).map((link) => ({ link, what: 'its copy' })),
            ];
            for (const { link, what } of links) {
              const reason = brokenBecause(link, language, switches);
              if (reason) failures.push(`banner ${banner.key} (${language}), ${what}: ${link}: ${reason}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('no banner shown advertises the sportsbook or promo races while they are switched off', () => {
    const switches = realSwitches();
    const shownKeys = new Set<string>();
    for (const language of LANGUAGES) {
      for (const zone of new Set(BANNERS.map((banner) => banner.zoneId))) {
        for (const { banner, copy } of bannersShown(zone, language)) {
          for (const isPlayer of [false, true]) {
            const slides = bannerSlidesFor(
              [{ ...banner, id: 1, content: copy }],
              { isPlayer, origin: ORIGIN, language: editionReading(language) },
              switches,
            );
            if (slides.length > 0) shownKeys.add(banner.key);
          }
        }
      }
    }
    if (!switches.sportsbook) expect(shownKeys.has('sports')).toBe(false);
    if (!switches.promoRaces) {
      expect(shownKeys.has('races')).toBe(false);
      expect(shownKeys.has('promotions-races')).toBe(false);
    }
  });

  it('every header tab, mobile footer item and side menu item, for guests and players, in every language, ends on the page it names', () => {
    const switches = realSwitches();
    const failures: string[] = [];
    const menus = [
      { name: 'header tabs', items: headerTabs({ sportsAvailable: switches.sportsbook }) },
      { name: 'mobile footer nav', items: MOBILE_FOOTER_ITEMS },
      ...[false, true].map((loggedIn) => ({
        name: `side menu (${loggedIn ? 'player' : 'guest'})`,
        items: sideMenuGroups({
          sportsAvailable: switches.sportsbook,
          promoRacesEnabled: switches.promoRaces,
          bonusesAvailable: switches.bonusesPage,
          loggedIn,
          // Inside the chat hours: the chat item shows whenever the chat exists.
          chatOpen: switches.chat,
        }).flatMap((group) => group.items),
      })),
    ];
    for (const language of LANGUAGES) {
      for (const menu of menus) {
        for (const item of menu.items) {
          const link = `/${editionReading(language)}${item.path ? `/${item.path}` : ''}`;
          const reason = brokenBecause(link, language, switches);
          if (reason) failures.push(`${menu.name}, ${item.id} (${language}): ${link}: ${reason}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(LANGUAGES)('every link of the balance dropdown (%s) ends on the page it names', async (language) => {
    const switches = realSwitches();
    mockApi(playerRoutes());
    const { container } = renderWithSite(
      <BalancePanel profile={finnishProfile({ userStatus: 'real' })} showGreeting withActions />,
      { url: `/${editionReading(language)}/casino/slots`, language: editionReading(language) },
    );
    await waitFor(() => expect(container.querySelectorAll('a[href]').length).toBeGreaterThan(3));
    const failures = Array.from(container.querySelectorAll('a[href]'), (anchor) => anchor.getAttribute('href') ?? '')
      .map((link) => ({ link, reason: brokenBecause(link, language, switches) }))
      .filter(({ reason }) => reason !== null)
      .map(({ link, reason }) => `balance dropdown (${language}): ${link}: ${reason}`);
    expect(failures).toEqual([]);
  });

  it('the check itself fails a link to page-not-found, a missing info page or anchor, an unknown account section, another edition, /es, and a switched-off page', () => {
    const off: SiteFeatureSwitches = { sportsbook: false, promoRaces: false, bonusesPage: false };
    expect(brokenBecause('/en/no-such-page', 'en', off)).toBe('no route but page-not-found');
    expect(brokenBecause('/en/info/no-such-page', 'en', off)).toMatch(/no seeded info page en\/no-such-page/);
    expect(brokenBecause('/en/info/terms#no-such-block', 'en', off)).toMatch(/no element #no-such-block/);
    expect(brokenBecause('/en/info/terms#blockedTerritory', 'en', off)).toBeNull();
    expect(brokenBecause('/en/myaccount/bonuses', 'en', off)).toBe('its feature is switched off');
    expect(brokenBecause('/en/myaccount/bonuses', 'en', { ...off, bonusesPage: true })).toMatch(/shows the profile/);
    expect(brokenBecause('/en/myaccount?page=bonuses', 'en', off)).toMatch(/shows the profile for \?page=bonuses/);
    expect(brokenBecause('/en/myaccount?page=setlimits&tab=limits', 'en', off)).toBeNull();
    expect(brokenBecause('/en/myaccount/transactions', 'en', off)).toBeNull();
    expect(brokenBecause('/en/vauhtirallit', 'en', off)).toBe('its feature is switched off');
    expect(brokenBecause('/fi/info/about', 'en', off)).toMatch(/leaves the reader's edition/);
    // Spanish content is read by the ec, pe and cl editions: /es is no edition, a prefix-less path stays in theirs.
    expect(brokenBecause('/es/info/terms', 'es', off)).toMatch(/no route but page-not-found/);
    expect(brokenBecause('/info/terms#blockedTerritory', 'es', off)).toBeNull();
  });
});
