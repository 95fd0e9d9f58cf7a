import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fiNotFound from '../apps/web/src/locales/fi/notFound.json';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import { en, resetBrowser, seededPage, setCountry, watchForProblems } from './test-support/site';
import { type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/** The whole system as `npm start` runs it: a player's page reads the cashier's step 1 ahead from the payment provider. */
const SYSTEM = { payments: {} };

/*
 * Spec part 2, section 1 (languages) and 2.1 (routes): how the site picks the language of a url,
 * how the visitor changes it, and section 2.13/2.15 for static pages in two languages.
 */

const DESKTOP = { width: 1440, height: 900 };

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('langCode'));

describe.skipIf(!browserAvailable)('site languages and static pages', () => {
  let platform: RunningSuiteSystem<typeof SYSTEM>;
  let browser: TestBrowser;

  beforeAll(async () => {
    ensureWebBuilt();
    platform = await startSystem(SYSTEM);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  beforeEach(async () => {
    await resetBrowser(browser, platform.url);
  });

  describe('language resolution and switching', () => {
    it('sends / to the language of the visitor country (DE override → /de, html lang de-DE)', async () => {
      await setCountry(browser, platform.url, 'DE');
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(`${platform.url}/`);
      await page.waitForURL(`${platform.url}/de`);
      await page.getByRole('banner').waitFor();
      expect(await htmlLang(page)).toBe('de-DE');
      expect(problems).toEqual([]);
    });

    it("prefers the country's language to the browser's: no override (FI), ja-JP browser, nothing stored → /fi", async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      // The browser's preferred languages, as a Japanese Chromium sends and reports them.
      const cdp = await browser.context.newCDPSession(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      await cdp.send('Network.setUserAgentOverride', { userAgent, acceptLanguage: 'ja-JP,ja' });
      await cdp.send('Emulation.setLocaleOverride', { locale: 'ja-JP' });

      await page.goto(`${platform.url}/`);
      await page.waitForURL(`${platform.url}/fi`);
      await page.getByRole('banner').waitFor();
      expect(await page.evaluate(() => navigator.languages[0])).toBe('ja-JP');
      expect(await htmlLang(page)).toBe('fi-FI');
      expect(problems).toEqual([]);
    });

    it('moves /sv/... to the English edition, keeping the rest of the path', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(`${platform.url}/sv/info/about`);
      await page.waitForURL(`${platform.url}/en/info/about`);
      await page.getByRole('heading', { level: 1, name: seededPage('en', 'about').heading }).waitFor();
      expect(await htmlLang(page)).toBe('en-GB');
      expect(problems).toEqual([]);
    });

    it('keeps Greek only for visitors from Greece: /el → /en from FI, /el stays from GR', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(`${platform.url}/el`);
      await page.waitForURL(`${platform.url}/en`);
      await page.getByRole('banner').waitFor();
      expect(await htmlLang(page)).toBe('en-GB');

      await setCountry(browser, platform.url, 'GR');
      await page.goto(`${platform.url}/el`);
      await page.waitForFunction(() => document.documentElement.lang === 'el-GR');
      await page.getByRole('banner').waitFor();
      expect(page.url()).toBe(`${platform.url}/el`);
      expect(problems).toEqual([]);
    });

    it('answers HTTP 404 for an unknown prefix (/xx/unknown) and shows page-not-found under the resolved language (/fi/xx/unknown)', async () => {
      const page = await browser.newPage(DESKTOP);
      // Chromium logs the document's 404 as a failed load: the status this test expects.
      const problems = watchForProblems(page, [{ status: 404, path: '/xx/unknown' }]);
      const response = await page.goto(`${platform.url}/xx/unknown`);
      expect(response?.status()).toBe(404);
      await page.waitForURL(`${platform.url}/fi/xx/unknown`);
      await page.getByRole('heading', { level: 1, name: fiNotFound.title }).waitFor();
      expect(await page.locator('meta[name="prerender-status-code"]').getAttribute('content')).toBe('404');
      expect(await htmlLang(page)).toBe('fi-FI');
      expect(problems).toEqual([]);
    });

    it('switches language from the header dropdown: /{new} home, langCode stored, a later / lands there', async () => {
      // Germany would resolve to /de: the stored choice has to beat the country to pass.
      await setCountry(browser, platform.url, 'DE');
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(`${platform.url}/en/info/about`);
      await page.getByRole('heading', { level: 1, name: seededPage('en', 'about').heading }).waitFor();

      const toggle = page
        .getByRole('banner')
        .getByRole('button', { name: en.languageComp.toggle.replace('{{language}}', 'English') });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const options = page.getByRole('banner').getByRole('list', { name: en.languageComp.options });
      const finnish = options.getByRole('button', { name: 'Suomi', exact: true });
      await finnish.waitFor();
      // Greek is offered only in Greece (and sv never: it is the English edition).
      expect(await options.getByRole('button', { name: 'Ελληνικά' }).count()).toBe(0);
      await finnish.click();

      await page.waitForURL(`${platform.url}/fi`);
      await page.getByRole('banner').waitFor();
      expect(await storedLanguage(page)).toBe('fi');
      expect(await htmlLang(page)).toBe('fi-FI');

      await page.goto(`${platform.url}/`);
      await page.waitForURL(`${platform.url}/fi`);
      expect(await storedLanguage(page)).toBe('fi');
      expect(problems).toEqual([]);
    });

    it('sets html lang to the edition locale: en-NZ for /nz', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(`${platform.url}/nz`);
      await page.getByRole('banner').waitFor();
      expect(page.url()).toBe(`${platform.url}/nz`);
      expect(await htmlLang(page)).toBe('en-NZ');
      expect(problems).toEqual([]);
    });
  });

  describe('static pages', () => {
    for (const language of ['en', 'fi'] as const) {
      it(`shows /${language}/info/about with its own heading, metaTitle, canonical and hreflang alternates`, async () => {
        const seeded = seededPage(language, 'about');
        const page = await browser.newPage(DESKTOP);
        const problems = watchForProblems(page);
        await page.goto(`${platform.url}/${language}/info/about`);
        await page.getByRole('heading', { level: 1, name: seeded.heading, exact: true }).waitFor();
        await page.waitForFunction((title) => document.title.startsWith(title), seeded.metaTitle);

        const head = await page.evaluate(() => ({
          canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
          alternates: Object.fromEntries(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
              link.hreflang,
              link.href,
            ]),
          ),
        }));
        expect(head.canonical).toBe(`${platform.url}/${language}/info/about`);
        expect(head.alternates).toMatchObject({
          'en-GB': `${platform.url}/en/info/about`,
          'fi-FI': `${platform.url}/fi/info/about`,
          'de-DE': `${platform.url}/de/info/about`,
          'x-default': `${platform.url}/en/info/about`,
        });
        expect(problems).toEqual([]);
      });
    }

    it('scrolls the restricted-territories block into view for /en/info/terms?scrollTo=blockedTerritory', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(`${platform.url}/en/info/terms?scrollTo=blockedTerritory`);
      await page.getByRole('heading', { level: 1, name: seededPage('en', 'terms').heading }).waitFor();
      const section = page.locator('section#blockedTerritory');
      await section.waitFor();
      // Smooth scrolling takes a moment: wait until the block's top has come into the viewport.
      await page.waitForFunction(() => {
        const top = document.getElementById('blockedTerritory')?.getBoundingClientRect().top;
        return window.scrollY > 0 && top !== undefined && top >= 0 && top < window.innerHeight / 2;
      });
      expect(await section.isVisible()).toBe(true);
      expect(problems).toEqual([]);
    });

    it('answers /en/info/no-such-page with status 404 and shows page-not-found with the 404 prerender meta', async () => {
      const page = await browser.newPage(DESKTOP);
      // The document's own 404 is the point: the browser reports it as a failed load.
      const problems = watchForProblems(page, [{ status: 404, path: '/en/info/no-such-page' }]);
      const response = await page.goto(`${platform.url}/en/info/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: en.notFound.title }).waitFor();
      expect(await page.locator('meta[name="prerender-status-code"]').getAttribute('content')).toBe('404');
      expect(await page.getByRole('link', { name: en.notFound.home }).getAttribute('href')).toBe('/en');
      expect(problems).toEqual([]);
    });
  });
});
