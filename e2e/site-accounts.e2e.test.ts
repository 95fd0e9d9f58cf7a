import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import depositComp from '../apps/web/src/locales/en/depositComp.json';
import withdrawComp from '../apps/web/src/locales/en/withdrawComp.json';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import {
  DEMO_PASSWORD,
  en,
  fill,
  logInThroughUi,
  postApi,
  registerInGermany,
  resetBrowser,
  setCountry,
  submitLogin,
  textPattern,
  watchForProblems,
} from './test-support/site';
import { type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/*
 * Accounts in a real browser: registration with the one-time code from the dev mailbox (spec
 * part 2, section 2.1 and 4), the login redirect order (section 4), the policy update popup
 * (2.5) and pausing the account from the header (2.7, 3, 5). Logins are limited to 10 a minute
 * per address, so this file logs in 7 times at most.
 */

const DESKTOP = { width: 1440, height: 900 };

/** The logged-in header: the balance button (desktop) and the deposit link. */
async function waitForPlayerHeader(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: new RegExp(`^${en.balanceComp.total}`) }).waitFor();
  await banner.getByRole('link', { name: en.headerComp.deposit, exact: true }).waitFor();
}

/** Every url the tab showed, history (router) navigations included, in order. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

describe.skipIf(!browserAvailable)('accounts', () => {
  // With the payment provider: registration ends in the deposit modal, whose step 1 asks it for the methods.
  let platform: RunningSuiteSystem<{ payments: Record<string, never> }>;
  let browser: TestBrowser;
  let url: (path: string) => string;

  beforeAll(async () => {
    ensureWebBuilt();
    platform = await startSystem({ payments: {} });
    browser = await launchBrowser();
    url = (path) => `${platform.url}${path}`;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  beforeEach(async () => {
    await resetBrowser(browser, platform.url);
  });

  it('registers in three steps in Germany (code by e-mail from the dev mailbox; a reload at step 3 keeps the code field and the resend countdown), lands logged in with the deposit modal open, and closing it shows the player header and the first-visit greeting', async () => {
    await setCountry(browser, platform.url, 'DE');
    const page = await browser.newPage(DESKTOP);
    const problems = watchForProblems(page);
    const email = 'e2e.erika@example.test';

    await registerInGermany(page, platform.url, email, {
      // Germany accepts sign-ups, so the form shows rather than pay-and-play.
      accountStep: async () => {
        expect(await page.getByLabel(en.registerComp.country).inputValue()).toBe('DE');
        expect(await page.getByLabel(en.registerComp.currency).inputValue()).toBe('EUR');
      },
      detailsStep: async () => {
        expect(await page.getByLabel(en.profileComp.phonePrefix).inputValue()).toBe('+49');
      },
      // A reload at step 3 comes back to the code's field and the rest of the resend wait (60 s).
      codeStep: async () => {
        await page.reload();
        await page.getByRole('heading', { name: en.registerComp.titles.step3 }).waitFor();
        await page.getByLabel(en.otpComp.code).waitFor();
        const countdown = page.getByRole('button', { name: textPattern(en.otpComp.resendIn_other) });
        await countdown.waitFor();
        const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(60);
        expect(await countdown.isDisabled()).toBe(true);
      },
    });

    // Finished: logged in, on the home page with the deposit modal open at step 1 (spec 4).
    await page.waitForURL(/\/en\?(service=deposit|step=)/);
    const modal = page.getByRole('dialog');
    await modal.getByLabel(depositComp.methods.label).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/en');
    await waitForPlayerHeader(page);
    expect(await page.getByRole('banner').getByRole('link', { name: en.headerComp.login }).count()).toBe(0);
    // The visit the player signed up in: welcomed, not welcomed back.
    await page
      .getByRole('heading', { level: 1, name: fill(en.homeComp.player.greetingFirstVisit, { name: 'Erika' }) })
      .waitFor();
    expect(problems).toEqual([]);
  });

  describe('login redirect order', () => {
    it('(case 8) a guest sent to login from /en/myaccount/transactions?from=deposit comes back to that page, query stripped', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await page.goto(url('/en/myaccount/transactions?from=deposit'));
      await page.waitForURL(url('/en/login'));
      expect(await page.evaluate(() => sessionStorage.getItem('vauhti.previousUrl'))).toBe(
        '/en/myaccount/transactions?from=deposit',
      );
      await page.getByRole('heading', { name: en.loginComp.title }).waitFor();
      await submitLogin(page, 'aroha@vauhti.test');

      await page.waitForURL(url('/en/myaccount/transactions'));
      await page.getByRole('tab', { name: en.myAccountComp.tabs.transactions, selected: true }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('vauhti.previousUrl'))).toBeNull();
      expect(problems).toEqual([]);
    });

    it('(case 2) /en/login?toAccountstatus=true leads to /en/accountstatus', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await logInThroughUi(page, platform.url, 'yuki@vauhti.test', '/en/login?toAccountstatus=true');
      await page.waitForURL(url('/en/accountstatus'));
      await page.getByRole('heading', { level: 1, name: en.accountStatusComp.title }).waitFor();
      expect(problems).toEqual([]);
    });

    it('(case 1) /en/login?toSetLimit=true leads to the limits tab of set limits', async () => {
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      await logInThroughUi(page, platform.url, 'lars@vauhti.test', '/en/login?toSetLimit=true');
      await page.waitForURL(url('/en/myaccount?page=setlimits&tab=limits'));
      await page.getByRole('heading', { level: 1, name: en.myAccountComp.title }).waitFor();
      expect(problems).toEqual([]);
    });

    it('(case 6 before 8) a player who did only step 1 goes to complete the profile, which resumes registration, not the stored page', async () => {
      // Step 1 through the API (as another device would), in Germany; that session is dropped.
      const email = 'e2e.half.registered@example.test';
      const stepOne = await postApi(
        platform.url,
        '/registration/step1',
        { email, password: 'Half-Way-2026', currency: 'EUR', country: 'DE', acceptTerms: true, language: 'en' },
        'vauhti_country=DE',
      );
      expect(stepOne.status, stepOne.body).toBe(201);
      const session = stepOne.setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
      expect((await postApi(platform.url, '/auth/logout', {}, session)).status).toBe(204);

      await setCountry(browser, platform.url, 'DE');
      const page = await browser.newPage(DESKTOP);
      const problems = watchForProblems(page);
      // A stored redirect (case 8) that must lose to the incomplete profile (case 6).
      await page.goto(url('/en/myaccount/transactions'));
      await page.waitForURL(url('/en/login'));
      expect(await page.evaluate(() => sessionStorage.getItem('vauhti.previousUrl'))).toBe(
        '/en/myaccount/transactions',
      );
      await page.getByRole('heading', { name: en.loginComp.title }).waitFor();
      const visited = recordUrls(page);
      await submitLogin(page, email, 'Half-Way-2026');

      // Case 6 sends to /en/completeprofile; that page hands a player still at step 2 to registration.
      await page.waitForURL(url('/en/register'));
      await page.getByRole('heading', { name: en.registerComp.titles.step2 }).waitFor();
      expect(visited).toContain(url('/en/completeprofile'));
      expect(visited.indexOf(url('/en/completeprofile'))).toBeLessThan(visited.indexOf(url('/en/register')));
      expect(visited.filter((visit) => visit.includes('/myaccount'))).toEqual([]);
      // The stored redirect was not used, so it is still there for later.
      expect(await page.evaluate(() => sessionStorage.getItem('vauhti.previousUrl'))).toBe(
        '/en/myaccount/transactions',
      );
      expect(problems).toEqual([]);
    });
  });

  it('asks mia to accept each updated policy: not dismissible, continue only once ticked, then not again after reload', async () => {
    const page = await browser.newPage(DESKTOP);
    const problems = watchForProblems(page);
    await logInThroughUi(page, platform.url, 'mia@vauhti.test');
    await page.waitForURL(url('/en'));

    for (const label of ['Terms and Conditions', 'Privacy Notice']) {
      const dialog = page.getByRole('dialog', { name: fill(en.policyComp.title, { label }) });
      await dialog.waitFor();
      const accept = dialog.getByRole('checkbox', { name: fill(en.policyComp.accept, { label }) });
      const proceed = dialog.getByRole('button', { name: en.policyComp.continue });
      expect(await accept.isChecked()).toBe(false);
      expect(await proceed.isDisabled()).toBe(true);
      expect(await dialog.getByRole('link', { name: new RegExp(fill(en.policyComp.read, { label })) }).count()).toBe(1);

      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);

      await accept.check();
      await expect.poll(() => proceed.isEnabled()).toBe(true);
      await proceed.click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('dialog').count()).toBe(0);

    const policiesChecked = Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/content/policies')),
      page.waitForResponse((response) => response.url().endsWith('/api/v1/policies/acceptances')),
    ]);
    await page.reload();
    await waitForPlayerHeader(page);
    const [configs, acceptances] = await policiesChecked;
    expect(configs.status()).toBe(200);
    expect(acceptances.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('pauses liam from the header: wrong password is a field error, the right one confirms and logs out; a new login shows the break and offers the withdrawal', async () => {
    const page = await browser.newPage(DESKTOP);
    const problems = watchForProblems(page, [
      // PASSWORD_INCORRECT for the wrong password.
      { status: 400, path: '/api/v1/account/suspend' },
    ]);
    await logInThroughUi(page, platform.url, 'liam@vauhti.test');
    await page.waitForURL(url('/en'));
    await waitForPlayerHeader(page);

    await page.getByRole('banner').getByRole('button', { name: en.headerComp.pauseAccount }).click();
    const dialog = page.getByRole('dialog', { name: en.pauseComp.title });
    await dialog.waitFor();
    // A break (the form starts on self-exclusion, spec 3): one day.
    await dialog.getByLabel(en.pauseComp.reason, { exact: true }).selectOption('Take a Break');
    await dialog.getByLabel(en.pauseComp.expire, { exact: true }).selectOption('1');
    const password = dialog.getByLabel(en.pauseComp.password, { exact: true });
    const submit = dialog.getByRole('button', { name: en.pauseComp.submit });

    await password.fill('Not-The-Password-1');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await dialog.getByRole('alert').filter({ hasText: en.pauseComp.errors.passwordIncorrect }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(DEMO_PASSWORD);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    const confirmation = page.getByRole('dialog', { name: en.pauseComp.success.title });
    await confirmation.waitFor();
    expect(await confirmation.getByRole('status').textContent()).toMatch(textPattern(en.pauseComp.success.text));
    // The server ended the session with the pause.
    const status = await page.request.get(url('/api/v1/auth/status'));
    expect(((await status.json()) as { loggedIn: boolean }).loggedIn).toBe(false);
    await confirmation.getByRole('button', { name: en.pauseComp.success.continue }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(page.url()).toBe(url('/en'));
    // The header is back (a modal hides the rest of the page from assistive technology) as a guest's.
    await page.getByRole('banner').getByRole('link', { name: en.headerComp.login, exact: true }).waitFor();

    // ADR 0022: the break closes deposits and play, not the player's own cash.
    await logInThroughUi(page, platform.url, 'liam@vauhti.test');
    await page.waitForURL(url('/en/accountstatus'));
    const main = page.getByRole('main');
    await main.getByText(en.accountStatusComp.states.paused, { exact: true }).waitFor();
    await main.getByText(en.accountStatusComp.withdrawal.text).waitFor();
    await main.getByRole('link', { name: en.accountStatusComp.withdrawal.action }).click();
    await page.getByRole('dialog', { name: withdrawComp.title }).waitFor();
    expect(page.url()).toBe(url('/en/accountstatus?withdraw=true'));
    expect(problems).toEqual([]);
  });
});
