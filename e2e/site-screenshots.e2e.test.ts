import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, type TestBrowser, type Viewport } from './test-support/browser';
import {
  type ExpectedHttpError,
  en,
  fill,
  logInThroughUi,
  resetBrowser,
  SCREENSHOTS_DIR,
  scrollWidthOf,
  seededPage,
  setCountry,
  watchForProblems,
} from './test-support/site';
import { type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/** The whole system as `npm start` runs it: a player's page reads the cashier's step 1 ahead from the payment provider. */
const SYSTEM = { payments: {} };

/*
 * Full-page screenshots of the main screens at a small phone and a desktop width, saved to
 * e2e/screenshots/<name>-<width>.png for people to look at. Each screen must also load without
 * page errors, console errors or server errors, and without sideways scrolling.
 */

const VIEWPORTS: Viewport[] = [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
];

mkdirSync(SCREENSHOTS_DIR, { recursive: true });

/** The cookie notice covers the bottom of every first visit; most shots are of the page under it. */
async function closeCookieNotice(page: Page) {
  const close = page.getByRole('button', { name: en.footerComp.closeCookieNotice });
  if ((await close.count()) === 0) return;
  await close.click();
  await close.waitFor({ state: 'detached' });
}

/**
 * Lets the page finish loading (data, lazy parts, fonts) before the picture is taken. Lazy images
 * load as they near the viewport, so the page is scrolled through screen by screen first, as a
 * visitor would, each screen's images arriving before the next.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((image) => image.complete),
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

describe.skipIf(!browserAvailable)('screenshots', () => {
  let platform: RunningSuiteSystem<typeof SYSTEM>;
  let browser: TestBrowser;
  let url: (path: string) => string;

  beforeAll(async () => {
    ensureWebBuilt();
    platform = await startSystem(SYSTEM);
    browser = await launchBrowser();
    url = (path) => `${platform.url}${path}`;
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  beforeEach(async () => {
    await resetBrowser(browser, platform.url);
  });

  /**
   * Opens a screen at each width, waits for it (`show`), takes the full-page picture and checks
   * that nothing went wrong on the way.
   */
  async function shoot(name: string, show: (page: Page) => Promise<void>, expected: ExpectedHttpError[] = []) {
    for (const viewport of VIEWPORTS) {
      const page = await browser.newPage(viewport);
      const problems = watchForProblems(page, expected);
      try {
        await show(page);
      } catch (error) {
        // What the screen showed instead, for whoever reads the failure.
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `failed-${name}-${viewport.width}.png`), fullPage: true });
        throw error;
      }
      await settle(page);
      await page.screenshot({
        path: join(SCREENSHOTS_DIR, `${name}-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      expect(await scrollWidthOf(page), `${name} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(problems, `${name} at ${viewport.width} px`).toEqual([]);
      await page.close();
    }
  }

  it('landing page (country FI), with the cookie notice', async () => {
    await setCountry(browser, platform.url, 'FI');
    await shoot('landing', async (page) => {
      await page.goto(url('/en'));
      await page.getByRole('heading', { level: 1, name: en.landingComp.title }).waitFor();
    });
  });

  it('guest home (country DE, landing page closed), with the cookie notice', async () => {
    await setCountry(browser, platform.url, 'DE');
    await shoot('guest-home', async (page) => {
      await page.goto(url('/en'));
      // Germany is a landing-page country too: the visitor closes it to reach the guest home.
      await page.getByRole('button', { name: en.landingComp.close }).click();
      await page.getByRole('heading', { level: 1, name: /Vauhti means/ }).waitFor();
    });
  });

  it('login', async () => {
    await setCountry(browser, platform.url, 'DE');
    await shoot('login', async (page) => {
      await page.goto(url('/en/login'));
      await page.getByRole('heading', { name: en.loginComp.title }).waitFor();
      await closeCookieNotice(page);
    });
  });

  it('register step 1 (country DE)', async () => {
    await setCountry(browser, platform.url, 'DE');
    await shoot('register-step1', async (page) => {
      await page.goto(url('/en/register'));
      await page.getByRole('heading', { name: en.registerComp.titles.step1 }).waitFor();
      await page.getByLabel(en.registerComp.email, { exact: true }).waitFor();
      await closeCookieNotice(page);
    });
  });

  it('static page: terms', async () => {
    await setCountry(browser, platform.url, 'DE');
    await shoot('terms', async (page) => {
      await page.goto(url('/en/info/terms'));
      await page.getByRole('heading', { level: 1, name: seededPage('en', 'terms').heading }).waitFor();
      await closeCookieNotice(page);
    });
  });

  it('contact us', async () => {
    await setCountry(browser, platform.url, 'DE');
    await shoot('contact-us', async (page) => {
      await page.goto(url('/en/info/contact-us'));
      await page.getByRole('form', { name: en.contactComp.title }).waitFor();
      await closeCookieNotice(page);
    });
  });

  it('promotions', async () => {
    await setCountry(browser, platform.url, 'DE');
    await shoot('promotions', async (page) => {
      await page.goto(url('/en/promotions'));
      await page.getByRole('heading', { level: 1, name: en.promotionsComp.title }).waitFor();
      await closeCookieNotice(page);
    });
  });

  it('page not found', async () => {
    await setCountry(browser, platform.url, 'DE');
    // The server answers a path that is no page with 404, which Chromium logs as a failed load.
    await shoot(
      'not-found',
      async (page) => {
        await page.goto(url('/en/no-such-page'));
        await page.getByRole('heading', { level: 1, name: en.notFound.title }).waitFor();
        await closeCookieNotice(page);
      },
      [{ status: 404, path: '/en/no-such-page' }],
    );
  });

  it('country-blocked takeover (country US)', async () => {
    await setCountry(browser, platform.url, 'US');
    await shoot('country-blocked', async (page) => {
      await page.goto(url('/en'));
      await page.getByRole('heading', { level: 1, name: en.takeoverComp.countryBlocked.title }).waitFor();
    });
  });

  it('logged-in home (aino)', async () => {
    const login = await browser.newPage(VIEWPORTS[1] ?? { width: 1440, height: 900 });
    await logInThroughUi(login, platform.url, 'aino@vauhti.test');
    await login.waitForURL(url('/en'));
    await closeCookieNotice(login);
    await shoot('player-home', async (page) => {
      await page.goto(url('/en'));
      await page
        .getByRole('heading', { level: 1, name: fill(en.homeComp.player.greeting, { name: 'Aino' }) })
        .waitFor();
    });
  });

  it('my account (aino)', async () => {
    const login = await browser.newPage(VIEWPORTS[1] ?? { width: 1440, height: 900 });
    await logInThroughUi(login, platform.url, 'aino@vauhti.test');
    await login.waitForURL(url('/en'));
    await closeCookieNotice(login);
    await shoot('my-account', async (page) => {
      await page.goto(url('/en/myaccount'));
      await page.getByRole('heading', { level: 1, name: en.myAccountComp.title }).waitFor();
      await page.getByRole('tab', { name: en.myAccountComp.tabs.profile, selected: true }).waitFor();
    });
  });

  it('policy update popup (mia)', async () => {
    const login = await browser.newPage(VIEWPORTS[1] ?? { width: 1440, height: 900 });
    await logInThroughUi(login, platform.url, 'mia@vauhti.test');
    await login.waitForURL(url('/en'));
    await shoot('policy-popup', async (page) => {
      await page.goto(url('/en'));
      await page.getByRole('dialog', { name: fill(en.policyComp.title, { label: 'Terms and Conditions' }) }).waitFor();
    });
  });
});
