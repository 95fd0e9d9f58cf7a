import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import {
  en,
  fill,
  logInThroughUi,
  readMailbox,
  resetBrowser,
  scrollWidthOf,
  setCountry,
  watchForProblems,
} from './test-support/site';
import { type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/** The whole system as `npm start` runs it: a player's page reads the cashier's step 1 ahead from the payment provider. */
const SYSTEM = { payments: {} };

/*
 * The site shell in a real browser: the skip link, the contact form under the contact page (spec
 * part 2, sections 2.14, 5 and 9) and the mobile layout at 360 px (2.3, 2.7: header, side menu,
 * mobile footer nav, the player's balance sheet).
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };
/** Spec 9: the contact form's success message shows for five seconds. */
const CONTACT_SUCCESS_VISIBLE_MS = 5_000;

const SUPPORT_EMAIL = 'support@vauhti.test';
/**
 * Issue 14 item 10: the home route's first load, every script fetched until the network is idle,
 * gzip-compressed as the platform sends it. npm run bench:web measures the same with Lighthouse.
 */
const HOME_INITIAL_JS_GZIP_MAX_BYTES = 140 * 1024;
const BENCH_WEB_VIEWPORT = { width: 412, height: 823 };

/**
 * Holds the banner requests (GET /api/v1/content/banners) until release(), so that a test can
 * look at a page while its banners are still loading.
 */
async function holdBanners(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (address) => address.pathname === '/api/v1/content/banners',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

/**
 * Waits until keyboard focus is on the element with this aria-label. A Radix dialog hands focus
 * back a moment after it has gone (a timer), so focus is waited for, within a second.
 */
async function expectFocusOn(page: Page, label: string) {
  const focusIsBack = page.waitForFunction(
    (name) => document.activeElement?.getAttribute('aria-label') === name,
    label,
    { timeout: 1_000 },
  );
  await expect(focusIsBack, `focus returns to "${label}"`).resolves.toBeTruthy();
}

describe.skipIf(!browserAvailable)('site shell', () => {
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

  it('offers a skip link as the first stop for keyboard users', async () => {
    const page = await browser.newPage(DESKTOP);
    const problems = watchForProblems(page);
    await page.goto(url('/en/info/about'));
    const skip = page.getByRole('link', { name: en.common.skipToContent });
    // React renders after the load event; a Tab pressed before that has nothing to land on.
    await skip.waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(problems).toEqual([]);
  });

  it(`keeps the home route's first load within ${HOME_INITIAL_JS_GZIP_MAX_BYTES / 1024} KB of JavaScript (gzip, every script until the network is idle)`, async () => {
    const page = await browser.newPage(BENCH_WEB_VIEWPORT);
    const scripts: Promise<{ address: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ address: response.url(), gzipBytes: gzipSync(body).length })));
    });
    await page.goto(url('/en'), { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
    const listing = loaded.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${script.address}`).join('\n');
    expect(total, `the home route's scripts:\n${listing}`).toBeLessThanOrEqual(HOME_INITIAL_JS_GZIP_MAX_BYTES);
  });

  describe('contact form', () => {
    it('lets a guest send a message: disabled while invalid, e-mail error, success for ~5 s, one mail to support', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(url('/en/info/contact-us'));
      const form = page.getByRole('form', { name: en.contactComp.title });
      await form.waitFor();
      const send = form.getByRole('button', { name: en.contactComp.submit });
      expect(await send.isDisabled()).toBe(true);

      await form.getByLabel(en.contactComp.firstName, { exact: true }).fill('Erika');
      await form.getByLabel(en.contactComp.lastName, { exact: true }).fill('Muster');
      const email = form.getByLabel(en.contactComp.email, { exact: true });
      await email.fill('erika.example.test');
      await form.getByRole('alert').filter({ hasText: en.contactComp.errors.emailInvalid }).waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await send.isDisabled()).toBe(true);

      await email.fill('erika@example.test');
      await form.getByLabel(en.contactComp.enquiry, { exact: true }).selectOption('bonuses');
      expect(await send.isDisabled()).toBe(true);
      await form
        .getByLabel(en.contactComp.description, { exact: true })
        .fill('My free spins did not appear after my deposit.');
      await expect.poll(() => send.isEnabled()).toBe(true);
      expect(await form.getByRole('alert').count()).toBe(0);

      await send.click();
      const success = form.getByRole('status').getByText(en.contactComp.success);
      await success.waitFor();
      const shownAt = Date.now();
      await success.waitFor({ state: 'detached', timeout: 8_000 });
      // Spec 9: five seconds (a little slack for the time the check above took to see it).
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(CONTACT_SUCCESS_VISIBLE_MS - 500);
      // The form starts again, blank.
      expect(await form.getByLabel(en.contactComp.firstName, { exact: true }).inputValue()).toBe('');

      const mails = await readMailbox(platform.url, SUPPORT_EMAIL);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('bonuses');
      expect(mails[0]?.text).toContain('My free spins did not appear after my deposit.');
      expect(mails[0]?.replyTo).toBe('erika@example.test');
      expect(problems).toEqual([]);
    });

    it('prefills a logged-in player name and e-mail, read-only', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await logInThroughUi(page, platform.url, 'aino@vauhti.test');
      await page.waitForURL(url('/en'));
      await page.goto(url('/en/info/contact-us'));
      const form = page.getByRole('form', { name: en.contactComp.title });
      const firstName = form.getByLabel(en.contactComp.firstName, { exact: true });
      const lastName = form.getByLabel(en.contactComp.lastName, { exact: true });
      const email = form.getByLabel(en.contactComp.email, { exact: true });
      await expect.poll(() => email.inputValue()).toBe('aino@vauhti.test');
      expect(await firstName.inputValue()).toBe('Aino');
      expect(await lastName.inputValue()).toBe('Virtanen');
      for (const field of [firstName, lastName, email]) {
        expect(await field.evaluate((input: HTMLInputElement) => input.readOnly)).toBe(true);
      }
      // The enquiry and the message stay for the player to write.
      expect(await form.getByLabel(en.contactComp.description, { exact: true }).isEditable()).toBe(true);
      expect(problems).toEqual([]);
    });
  });

  describe('mobile width (360 × 780)', () => {
    it('fits the header (logo, log in, menu) without sideways scrolling and shows the mobile footer nav', async () => {
      await setCountry(browser, platform.url, 'DE');
      const page = await browser.newPage(PHONE);
      const problems = watchForProblems(page);
      await page.goto(url('/en/info/about'));
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: en.headerComp.homeLink }).waitFor();
      // The guest's buttons come once the session is known to be a guest's.
      await banner.getByRole('link', { name: en.headerComp.login, exact: true }).waitFor();
      await banner.getByRole('button', { name: en.headerComp.openMenu }).waitFor();
      // Desktop-only parts stay out of the phone header.
      expect(await banner.getByRole('navigation', { name: en.headerComp.mainNavigation }).count()).toBe(0);
      expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);

      const footerNav = page.getByRole('navigation', { name: en.footersticknavComp.label });
      await footerNav.waitFor();
      for (const name of [en.footersticknavComp.home, en.footersticknavComp.casino, en.footersticknavComp.promotions]) {
        await footerNav.getByRole('link', { name, exact: true }).waitFor();
      }
      await footerNav.getByRole('button', { name: en.footersticknavComp.menu }).waitFor();
      expect(problems).toEqual([]);
    });

    it('opens the side menu as a dialog; Escape closes it and focus returns to the menu button; an item navigates and closes it', async () => {
      const page = await browser.newPage(PHONE);
      const problems = watchForProblems(page);
      await page.goto(url('/en/info/about'));
      const menuButton = page.getByRole('banner').getByRole('button', { name: en.headerComp.openMenu });
      await menuButton.waitFor();
      // While the modal menu is open the rest of the page is hidden from the accessibility tree,
      // so the button is kept by reference to read its state then.
      const menuButtonElement = await menuButton.elementHandle();

      await menuButton.click();
      const menu = page.getByRole('dialog', { name: en.sideMenuComp.title });
      await menu.waitFor();
      expect(await menuButtonElement?.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expectFocusOn(page, en.headerComp.openMenu);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      await menuButton.click();
      await menu.waitFor();
      await menu.getByRole('link', { name: en.sideMenuComp.contactUs, exact: true }).click();
      await page.waitForURL(url('/en/info/contact-us'));
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('form', { name: en.contactComp.title }).waitFor();
      expect(problems).toEqual([]);
    });

    it('keeps the landing page within 360 px while its banners load (no sideways scrolling)', async () => {
      const page = await browser.newPage(PHONE);
      const problems = watchForProblems(page);
      const banners = await holdBanners(page);
      await page.goto(url('/en'));
      await page.getByRole('heading', { level: 1, name: en.landingComp.title }).waitFor();
      await page.getByTestId('banners-loading').waitFor();
      expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
      banners.release();
      await page.getByRole('region', { name: en.landingComp.bannersLabel }).waitFor();
      expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
      expect(problems).toEqual([]);
    });

    it('keeps the logged-in home within 360 px while its banners load (no sideways scrolling)', async () => {
      const page = await browser.newPage(PHONE);
      const problems = watchForProblems(page);
      // Held before logging in: the home page asks for its banners as soon as the login lands.
      const banners = await holdBanners(page);
      await logInThroughUi(page, platform.url, 'aino@vauhti.test');
      await page.waitForURL(url('/en'));
      await page
        .getByRole('heading', { level: 1, name: fill(en.homeComp.player.greeting, { name: 'Aino' }) })
        .waitFor();
      await page.getByTestId('banners-loading').waitFor();
      expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
      banners.release();
      await page.getByRole('region', { name: en.homeComp.player.bannersLabel }).waitFor();
      expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);
      expect(problems).toEqual([]);
    });

    it('gives a logged-in player the user icon, which opens the balance sheet', async () => {
      const page = await browser.newPage(PHONE);
      const problems = watchForProblems(page);
      await logInThroughUi(page, platform.url, 'aino@vauhti.test');
      await page.waitForURL(url('/en'));
      const userIcon = page.getByRole('banner').getByRole('button', { name: en.headerComp.accountMenu });
      await userIcon.waitFor();
      // Measured once the banners are in (while they load, see the test above).
      await page.getByRole('region', { name: en.homeComp.player.bannersLabel }).waitFor();
      expect(await scrollWidthOf(page)).toBeLessThanOrEqual(PHONE.width);

      await userIcon.click();
      const sheet = page.getByRole('dialog', { name: fill(en.balanceComp.greeting, { name: 'Aino' }) });
      await sheet.waitFor();
      await sheet.getByText(en.balanceComp.total, { exact: true }).waitFor();
      await expect.poll(() => sheet.getByText('€500.00').count()).toBeGreaterThan(0);
      await sheet.getByRole('button', { name: en.balanceComp.logout }).waitFor();

      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      await expectFocusOn(page, en.headerComp.accountMenu);
      expect(problems).toEqual([]);
    });
  });
});
