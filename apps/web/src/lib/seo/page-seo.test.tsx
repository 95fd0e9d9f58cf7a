import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-support/render';
import type { SiteLanguage } from '../i18n/languages';
import {
  ALTERNATE_LANGUAGES,
  alternateLinks,
  canonicalPath,
  isNoIndexPath,
  type PageSeo,
  pathInLanguage,
  usePageSeo,
} from './page-seo';

function SeoProbe(props: PageSeo) {
  usePageSeo(props);
  return <p>page</p>;
}

function meta(name: string) {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

function links(rel: string) {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`), (link) => ({
    href: link.getAttribute('href'),
    hreflang: link.getAttribute('hreflang'),
  }));
}

async function renderSeo(url: string, seo: PageSeo, language: SiteLanguage = 'en', path = '/:lang/*') {
  const result = renderWithSite(<SeoProbe {...seo} />, { url, path, language });
  await waitFor(() => expect(links('canonical')).toHaveLength(1));
  return result;
}

const origin = window.location.origin;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('page SEO tags (spec 2.1 and 2.15)', () => {
  it('sets the title, description and keywords from the page keys', async () => {
    await renderSeo('/en/missing', {
      titleKey: 'notFound.title',
      descriptionKey: 'notFound.text',
      keywordsKey: 'common.siteName',
    });
    expect(document.title).toBe('Page not found | Vauhti');
    expect(meta('description')).toMatch(/^The page you were looking for/);
    expect(meta('keywords')).toBe('Vauhti');
  });

  it('literal values (static pages) win over keys, and empty ones leave no tag', async () => {
    await renderSeo('/en/info/about', { title: 'About us', description: 'Who we are', titleKey: 'notFound.title' });
    expect(document.title).toBe('About us | Vauhti');
    expect(meta('description')).toBe('Who we are');
    expect(meta('keywords')).toBeNull();
  });

  it('links every indexed edition as an alternate, with x-default for en', async () => {
    await renderSeo('/fi/casino/slots', { title: 'Slots' }, 'fi');
    const alternates = links('alternate');
    expect(alternates).toContainEqual({ href: `${origin}/fi/casino/slots`, hreflang: 'fi-FI' });
    expect(alternates).toContainEqual({ href: `${origin}/en/casino/slots`, hreflang: 'en-GB' });
    expect(alternates).toContainEqual({ href: `${origin}/de/casino/slots`, hreflang: 'de-DE' });
    expect(alternates.at(-1)).toEqual({ href: `${origin}/en/casino/slots`, hreflang: 'x-default' });
    expect(alternates).toHaveLength(ALTERNATE_LANGUAGES.length + 1);
  });

  it('the canonical url strips the query', async () => {
    await renderSeo('/en/casino/slots?provider=sandbox&sort=new', { title: 'Slots' });
    expect(links('canonical')).toEqual([{ href: `${origin}/en/casino/slots`, hreflang: null }]);
    expect(links('alternate').every((link) => !link.href?.includes('?'))).toBe(true);
  });

  it('table-games paths have the live-casino lobby as canonical and are not indexed', async () => {
    await renderSeo('/en/casino/table-games/roulette', { title: 'Roulette' });
    expect(links('canonical')).toEqual([{ href: `${origin}/en/casino/live-casino`, hreflang: null }]);
    expect(meta('robots')).toBe('noindex');
  });

  it('gameplay paths are not indexed', async () => {
    await renderSeo('/en/gameplay/book-of-vauhti', { title: 'Book of Vauhti' });
    expect(meta('robots')).toBe('noindex');
  });

  it('cloned-site languages are not indexed; their own editions are', async () => {
    await renderSeo('/cd/casino', { title: 'Casino' }, 'cd');
    expect(meta('robots')).toBe('noindex');
  });

  it('an ordinary page is indexed and has no prerender status', async () => {
    await renderSeo('/fi/promotions', { title: 'Promotions' }, 'fi');
    expect(meta('robots')).toBeNull();
    expect(meta('prerender-status-code')).toBeNull();
  });

  it('page not found sets prerender-status-code 404 and noindex', async () => {
    await renderSeo('/en/nowhere', { titleKey: 'notFound.title', notFound: true });
    expect(meta('prerender-status-code')).toBe('404');
    expect(meta('robots')).toBe('noindex');
  });

  it('the 404 status leaves with the not-found page', async () => {
    const { router, getByTestId } = await renderSeo('/en/nowhere', { notFound: true }, 'en', '/en/nowhere');
    expect(meta('prerender-status-code')).toBe('404');
    await act(async () => {
      await router.navigate('/en/casino');
    });
    expect(getByTestId('location').textContent).toBe('at /en/casino');
    expect(meta('prerender-status-code')).toBeNull();
  });

  it('tags follow the page on navigation', async () => {
    const { router } = await renderSeo('/en/casino/slots', { title: 'Lobby' });
    await act(async () => {
      await router.navigate('/en/gameplay/book-of-vauhti');
    });
    expect(links('canonical')).toEqual([{ href: `${origin}/en/gameplay/book-of-vauhti`, hreflang: null }]);
    expect(meta('robots')).toBe('noindex');
  });
});

describe('SEO rules (spec 2.15)', () => {
  it('maps roulette, blackjack and baccarat paths to live-casino, with or without the table-games group', () => {
    for (const game of ['roulette', 'blackjack', 'baccarat']) {
      expect(canonicalPath(`/fi/casino/${game}`)).toBe('/fi/casino/live-casino');
      expect(canonicalPath(`/fi/casino/table-games/${game}`)).toBe('/fi/casino/live-casino');
      expect(canonicalPath(`/fi/casino/table-games/${game}/european`)).toBe('/fi/casino/live-casino');
    }
    expect(canonicalPath('/fi/casino/roulettes')).toBe('/fi/casino/roulettes');
    expect(canonicalPath('/fi/info/casino/roulette')).toBe('/fi/info/casino/roulette');
  });

  it('drops a trailing slash from the canonical path', () => {
    expect(canonicalPath('/fi/')).toBe('/fi');
    expect(canonicalPath('/fi/casino/')).toBe('/fi/casino');
  });

  it('marks gameplay, table-game and cloned-language pages noindex, and nothing else', () => {
    expect(isNoIndexPath('/en/gameplay/x', 'en')).toBe(true);
    expect(isNoIndexPath('/en/casino/blackjack', 'en')).toBe(true);
    expect(isNoIndexPath('/nz/casino', 'nz')).toBe(true);
    expect(isNoIndexPath('/ec/casino', 'ec')).toBe(true);
    expect(isNoIndexPath('/en/casino/live-casino', 'en')).toBe(false);
    expect(isNoIndexPath('/en/gameplay', 'en')).toBe(false);
  });

  it('alternates never name a noindexed edition, sv, or el', () => {
    expect(ALTERNATE_LANGUAGES).toEqual(['en', 'fi', 'no', 'de', 'ja', 'fr', 'ko', 'pl', 'ro', 'hu']);
    const hrefs = alternateLinks('https://vauhti.test', '/cd/casino').map((link) => link.href);
    expect(hrefs).toContain('https://vauhti.test/en/casino');
    expect(hrefs).not.toContain('https://vauhti.test/cd/casino');
  });

  it('pathInLanguage swaps only the language prefix', () => {
    expect(pathInLanguage('/fi/info/about', 'de')).toBe('/de/info/about');
    expect(pathInLanguage('/fi', 'en')).toBe('/en');
  });
});
