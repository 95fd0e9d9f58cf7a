import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import cashierHistoryComp from '../apps/web/src/locales/en/cashierHistoryComp.json';
import cashierLimitsComp from '../apps/web/src/locales/en/cashierLimitsComp.json';
import depositComp from '../apps/web/src/locales/en/depositComp.json';
import depositStepComp from '../apps/web/src/locales/en/depositStepComp.json';
import errors from '../apps/web/src/locales/en/errors.json';
import gameWindowComp from '../apps/web/src/locales/en/gameWindowComp.json';
import hostedCashierComp from '../apps/web/src/locales/en/hostedCashierComp.json';
import payAndPlayComp from '../apps/web/src/locales/en/payAndPlayComp.json';
import pendingWithdrawalsComp from '../apps/web/src/locales/en/pendingWithdrawalsComp.json';
import withdrawComp from '../apps/web/src/locales/en/withdrawComp.json';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import {
  DEMO_PASSWORD,
  type ExpectedHttpError,
  en,
  fill,
  registerInGermany,
  resetBrowser,
  SCREENSHOTS_DIR,
  setCountry,
  submitLogin,
  watchForProblems,
} from './test-support/site';
import { type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/*
 * The player's cashier on the site, end to end (issue 13 item 9): the platform with the built
 * site, the sandbox payment provider on the bootstrapper's development ports (so the hosted
 * cashier loads through our bootstrapper) and the sandbox game provider, one system for every
 * scenario. Each scenario plays a different player, so their ledgers stay apart; a screenshot of
 * every step is taken at 390 and 1440 px into e2e/screenshots/cashier/.
 *
 * Logins are limited to 10 a minute per address: this file logs in five times (and registers and
 * claims one pay-and-play deposit), spread over its run.
 */

/** The payment provider on the bootstrapper's development ports, and the game provider. */
const SYSTEM = { payments: { fixedPorts: true }, games: {} };
const DESKTOP = { width: 1440, height: 900 };
const SCREENSHOT_SIZES = [
  { label: '390', width: 390, height: 844 },
  { label: '1440', width: 1440, height: 900 },
] as const;
const SHOTS_DIR = join(SCREENSHOTS_DIR, 'cashier');
/** A step that waits on the payment provider (its pages, its status answers, a 3-D Secure round). */
const PROVIDER = { timeout: 45_000 };

/** The provider's pages have no icon: a browser that shows one of them in its own tab asks for /favicon.ico. */
const PROVIDER_FAVICON: ExpectedHttpError = { status: 404, path: '/favicon.ico' };

/**
 * Chromium's own notice when a page inside a cross-origin frame (the card issuer's 3-D Secure
 * page) asks for autofocus: the browser ignores the request by design, nothing fails.
 */
const FRAMED_AUTOFOCUS_NOTICE =
  /^console error: Blocked autofocusing on a <input> element in a cross-origin subframe\./;

const t = {
  cashierHistoryComp,
  cashierLimitsComp,
  depositComp,
  depositStepComp,
  errors,
  gameWindowComp,
  hostedCashierComp,
  payAndPlayComp,
  pendingWithdrawalsComp,
  withdrawComp,
};

let system: RunningSuiteSystem<typeof SYSTEM>;
let browser: TestBrowser;
let playerCount = 0;

type CatalogueGame = { gameCode: string; name: string; category: string; multilingualUrl: Record<string, string> };
type Balances = { cashMinor: number; bonusMinor: number; withdrawalHoldMinor?: number };

async function slotGame(siteUrl: string): Promise<CatalogueGame> {
  // The platform imports the provider's catalogue right after start-up: wait for it.
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${siteUrl}/api/v1/games/catalogue`);
    if (response.ok) {
      const { games } = (await response.json()) as { games: CatalogueGame[] };
      const slot = games.find((game) => game.category === 'slots');
      if (slot) return slot;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the platform never imported the provider catalogue');
}

/** The player's balances in the ledger, read with the operator CLI. */
async function ledgerBalances(email: string): Promise<Balances> {
  const result = await system.ops(['list-players', '--limit', '500']);
  if (result.status !== 0) throw new Error(`ops list-players failed: ${result.stderr}`);
  const { players } = result.data as { players: Array<{ email: string; balances: Balances }> };
  const player = players.find((candidate) => candidate.email === email);
  if (!player) throw new Error(`${email} is not in the ledger`);
  return player.balances;
}

/** Every ledger invariant holds (ops ledger-check exits 0 with ok). */
async function expectLedgerConsistent() {
  const result = await system.ops(['ledger-check']);
  expect(result.status, result.stdout).toBe(0);
  expect((result.data as { ok: boolean }).ok).toBe(true);
}

/** The header's total balance and the ledger agree on the player's cash + bonus, in minor units. */
async function expectHeaderMatchesLedger(page: Page, email: string, expectedMinor: number) {
  await expect.poll(() => headerTotal(page), { timeout: 15_000 }).toBe(expectedMinor);
  // Two operator commands, each a process of its own: run side by side.
  const [balances] = await Promise.all([ledgerBalances(email), expectLedgerConsistent()]);
  expect(balances.cashMinor + balances.bonusMinor).toBe(expectedMinor);
}

/** "€1,234.50" → 123450: the figures of an amount with two decimals. */
function minorUnitsOf(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

/** The header's balance button; found while a modal hides the page from assistive technology too. */
function balanceButton(page: Page): Locator {
  return page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: new RegExp(`^${en.balanceComp.total}`), includeHidden: true });
}

async function headerTotal(page: Page): Promise<number> {
  const text = (await balanceButton(page).textContent()) ?? '';
  return minorUnitsOf(text.replace(en.balanceComp.total, ''));
}

/** A verified player in EUR created with the operator CLI, with an opening balance when one is given. */
async function createPlayer(options: { country: string; balance?: string }): Promise<string> {
  playerCount += 1;
  const email = `cashier.e2e.${playerCount}@vauhti.test`;
  const created = await system.ops([
    'create-player',
    ...['--email', email, '--password', DEMO_PASSWORD, '--country', options.country, '--currency', 'EUR'],
    ...(options.balance ? ['--balance', options.balance, '--reason', 'e2e opening balance'] : []),
    '--verified',
    ...['--first-name', 'Kai', '--last-name', 'Kassa', '--birth-date', '1990-04-01'],
    ...['--street', 'Hauptstrasse 1', '--city', 'Berlin', '--zip', '10115', '--phone', '+4915112345678'],
  ]);
  if (created.status !== 0) throw new Error(`create-player failed: ${created.stdout} ${created.stderr}`);
  return email;
}

/** Accepts the policy popups (one per policy) that a player created with the CLI meets after logging in. */
async function acceptPolicies(page: Page) {
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('checkbox') });
  for (let round = 0; round < 5; round += 1) {
    const shown = await popup
      .waitFor({ timeout: round === 0 ? 5_000 : 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return;
    // The next policy's popup may follow at once: wait for this one (by its title) to go.
    const title = (await popup.getByRole('heading').first().textContent()) ?? '';
    await popup.getByRole('checkbox').check();
    await popup.getByRole('button', { name: en.policyComp.continue }).click();
    await page.getByRole('dialog').filter({ hasText: title }).waitFor({ state: 'detached' });
  }
}

/** Logs in on /en/login, waits for the player's header, and accepts what the policy popups ask. */
async function logIn(page: Page, email: string) {
  await page.goto(`${system.url}/en/login`);
  await page.getByRole('heading', { name: en.loginComp.title }).waitFor();
  await submitLogin(page, email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await balanceButton(page).waitFor();
  await acceptPolicies(page);
}

/**
 * Screenshots of what the player sees, at 390 and 1440 px, then back to the page's own size. An
 * open dialog is shown whole (the window made as tall as the dialog's content); a page without
 * one, full length. At 390 px nothing may stick out sideways: not the page, not the dialog.
 */
async function snap(page: Page, name: string) {
  const own = page.viewportSize() ?? DESKTOP;
  for (const size of SCREENSHOT_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await layoutSettled(page);
    // The site's dialog covers the window and scrolls when its panel is taller (components/Modal.tsx).
    const dialogHeight = await page.evaluate(
      () => document.querySelector<HTMLElement>('dialog[open]')?.scrollHeight ?? 0,
    );
    // A page is shown whole from its top (the sticky header then sits where it belongs).
    if (dialogHeight === 0) await page.evaluate(() => window.scrollTo(0, 0));
    if (dialogHeight > size.height) {
      await page.setViewportSize({ width: size.width, height: Math.min(dialogHeight, 4_000) });
    }
    await page.screenshot({
      path: join(SHOTS_DIR, `${name}-${size.label}.png`),
      fullPage: dialogHeight === 0,
      animations: 'disabled',
    });
    const overflow = await page.evaluate(() => {
      const dialog = document.querySelector<HTMLElement>('dialog[open]');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        dialog: dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
      };
    });
    expect(overflow, `${name} at ${size.label} px: nothing sticks out sideways`).toEqual({ page: 0, dialog: 0 });
  }
  await page.setViewportSize(own);
  await layoutSettled(page);
}

/**
 * Waits until the dialog and the frames in it keep their size: a provider's frame reports its
 * content's height to the site after a resize, and a click while the frame still grows lands
 * where its button was a moment ago.
 */
async function layoutSettled(page: Page) {
  const measure = () =>
    page.evaluate(() =>
      [document.querySelector('dialog[open]'), ...document.querySelectorAll('iframe')]
        .map((element) => (element ? `${element.scrollHeight}x${element.clientWidth}` : '-'))
        .join(','),
    );
  let last = await measure();
  for (let steady = 0, reads = 0; steady < 3 && reads < 40; reads += 1) {
    await page.waitForTimeout(100);
    const now = await measure();
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Step 1 with the card method, a typed amount and a new card (any future expiry, any CVV). */
async function fillCardStep(page: Page, amount: string, cardNumber: string) {
  const modal = dialog(page);
  await modal.getByLabel(t.depositComp.methods.label).selectOption({ label: 'Credit or debit card' });
  await modal.getByLabel(fill(t.depositComp.amount.custom, { currency: 'EUR' })).fill(amount);
  await modal.getByLabel(t.depositComp.field.cardNumber).fill(cardNumber);
  await modal.getByLabel(t.depositComp.field.expiryMonth).selectOption('12');
  await modal.getByLabel(t.depositComp.field.expiryYear).selectOption({ index: 4 });
  await modal.getByLabel(t.depositComp.field.cvv).fill('123');
  await modal.getByLabel(t.depositComp.field.holderName).fill('Kai Kassa');
}

function payButton(page: Page, method: string): Locator {
  return dialog(page).getByRole('button', { name: fill(t.depositComp.submit, { method }) });
}

/** Opens the deposit from the header's Deposit link and waits for step 1. */
async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: en.headerComp.deposit, exact: true }).click();
  await dialog(page).getByLabel(t.depositComp.methods.label).waitFor(PROVIDER);
}

/**
 * A tab for one scenario: its problems are watched (page errors, console errors, 5xx), and if the
 * scenario fails, the tab's last look is saved beside the screenshots.
 */
async function scenarioPage(name: string, expected: ExpectedHttpError[] = []) {
  const page = await browser.newPage(DESKTOP);
  const seen = watchForProblems(page, expected);
  /** What went wrong on the page so far, without the browser's notices that are not faults. */
  const problems = () => seen.filter((problem) => !FRAMED_AUTOFOCUS_NOTICE.test(problem));
  onTestFailed(async () => {
    await page.screenshot({ path: join(SHOTS_DIR, `failed-${name}.png`), fullPage: true }).catch(() => undefined);
  });
  return { page, problems };
}

/**
 * The provider's bank page, in three steps: the first bank, any user id and password, then the
 * sandbox's Success outcome. Found by their form fields: the page speaks the language of the
 * player's account, which for a player created with the CLI is the country's.
 */
async function payAtBank(bank: Page) {
  await bank.locator('.bank-list button').first().click();
  await bank.locator('input[name="userId"]').fill('erika');
  await bank.locator('input[name="password"]').fill('secret');
  await bank.locator('form button[type="submit"]:not([name])').click();
  await bank.locator('button[name="outcome"][value="success"]').click();
}

/**
 * Scrolls the modal so that an element inside the provider's frame is in the middle of the window.
 * Chromium scrolls the page around a cross-origin frame asynchronously, so a click that relied on
 * the browser's own scrolling could land where the button was before the modal moved.
 */
async function revealInDialog(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const view = page.viewportSize();
  if (!box || !view || (box.y >= 0 && box.y + box.height <= view.height)) return;
  const offset = box.y + box.height / 2 - view.height / 2;
  await dialog(page).evaluate((element, by) => {
    element.scrollTop += by;
  }, offset);
  await layoutSettled(page);
}

/** Step 3's result, named by its heading (its button is not the dialog's own Close). */
function resultRegion(page: Page, title: string): Locator {
  return dialog(page).getByRole('region', { name: title });
}

async function waitForResult(page: Page, title: string) {
  await resultRegion(page, title).waitFor(PROVIDER);
}

describe.skipIf(!browserAvailable)('the cashier on the site, as players use it', () => {
  let startedAt = 0;

  beforeAll(async () => {
    startedAt = Date.now();
    mkdirSync(SHOTS_DIR, { recursive: true });
    ensureWebBuilt();
    system = await startSystem(SYSTEM);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await system?.close();
    console.info(`[e2e] cashier.e2e.test.ts took ${Math.round((Date.now() - startedAt) / 1000)} s`);
  });

  beforeEach(async () => {
    await resetBrowser(browser, system.url);
  });

  it('(a) a visitor from DE registers, deposits 20.00 by card through 3-D Secure, spins, withdraws 10.00, sees it pending and cancels it; header and ledger agree at each step', async () => {
    const slot = await slotGame(system.url);
    await setCountry(browser, system.url, 'DE');
    const { page, problems } = await scenarioPage('a');
    const email = 'cashier.e2e.erika@example.test';

    await registerInGermany(page, system.url, email);

    // Registration ends with the deposit modal over the home page, at step 1.
    await page.waitForURL(/service=deposit/);
    await dialog(page).getByLabel(t.depositComp.methods.label).waitFor(PROVIDER);
    await expectHeaderMatchesLedger(page, email, 0);
    await snap(page, 'a-01-deposit-step1');
    await fillCardStep(page, '20', '4000 0000 0000 1091');
    await snap(page, 'a-02-deposit-step1-filled');
    await payButton(page, 'Credit or debit card').click();

    // Step 2: the issuer's 3-D Secure challenge in its frame inside the modal.
    await dialog(page).getByRole('heading', { name: t.depositStepComp.challenge.heading }).waitFor(PROVIDER);
    const challenge = dialog(page).frameLocator(`iframe[title="${t.depositStepComp.challenge.frameTitle}"]`);
    await challenge.getByLabel('One-time code').waitFor(PROVIDER);
    await snap(page, 'a-03-deposit-step2-challenge');
    await challenge.getByLabel('One-time code').fill('1234');
    await challenge.getByRole('button', { name: 'Submit' }).click();

    // Step 3: success, and the header's balance follows.
    await waitForResult(page, t.depositComp.result.paymentSuccess);
    await dialog(page)
      .getByText(fill(t.depositComp.result.amount, { amount: '€20.00' }))
      .waitFor();
    await snap(page, 'a-04-deposit-step3-success');
    await expectHeaderMatchesLedger(page, email, 2_000);
    await resultRegion(page, t.depositComp.result.paymentSuccess)
      .getByRole('button', { name: t.depositComp.result.close })
      .click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');

    // One spin of a slot, for real money, then back to a page with the header.
    await page.goto(`${system.url}/en/gameplay/${slot.multilingualUrl.en}`);
    const game = page.frameLocator(`iframe[title="${slot.name}"]`);
    await game.locator('.vg-play').first().waitFor({ timeout: 30_000 });
    await game.locator('.vg-play').first().click();
    await game.locator('.vg-play:not([disabled])').first().waitFor({ timeout: 20_000 });
    // The round is one line of the player's ledger history, its bet among its movements (a win may give the stake back).
    const roundMovements = await page.evaluate(async () => {
      const response = await fetch('/api/v1/wallet/transactions?limit=20', { credentials: 'same-origin' });
      const { items } = (await response.json()) as {
        items: Array<{ kind: string; movements?: Array<{ code: string }> }>;
      };
      return items
        .filter((item) => item.kind === 'round')
        .map((item) => item.movements?.map((movement) => movement.code));
    });
    expect(roundMovements[0]).toContain('bet');
    const afterSpin = await ledgerBalances(email);
    await expect
      .poll(async () => minorUnitsOf((await game.locator('.vg-balance__value').textContent()) ?? ''))
      .toBe(afterSpin.cashMinor + afterSpin.bonusMinor);
    await page.getByRole('button', { name: fill(t.gameWindowComp.closeLabel, { name: slot.name }) }).click();
    await page.waitForURL((url) => !url.pathname.includes('/gameplay/'));
    await expectHeaderMatchesLedger(page, email, afterSpin.cashMinor + afterSpin.bonusMinor);

    // The withdrawal, from My account's deposits and withdrawals.
    await page.goto(`${system.url}/en/myaccount/cashier`);
    await page.getByRole('link', { name: t.cashierHistoryComp.withdraw, exact: true }).click();
    const withdrawal = dialog(page);
    await withdrawal.getByText(t.withdrawComp.withdrawable).waitFor(PROVIDER);
    await snap(page, 'a-05-withdrawal-step1');
    await withdrawal.getByRole('radio').first().check();
    await withdrawal.getByLabel(fill(t.withdrawComp.amountLabel, { symbol: '€' })).fill('10');
    // The deposit's card was not saved, so the payout card is typed in.
    await withdrawal.getByLabel(t.withdrawComp.fields.cardNumber).fill('4111 1111 1111 1111');
    await withdrawal.getByLabel(t.withdrawComp.fields.expiryMonth).fill('12');
    await withdrawal.getByLabel(t.withdrawComp.fields.expiryYear).fill('30');
    await withdrawal.getByLabel(t.withdrawComp.fields.holderName).fill('Erika Muster');
    await snap(page, 'a-06-withdrawal-step1-filled');
    await withdrawal.getByRole('button', { name: fill(t.withdrawComp.submit, { amount: '€10.00' }) }).click();

    // Pending: the modal of pending withdrawals with the receipt, and the header's icon.
    await page.waitForURL(/pendingWithdrawal=true/, PROVIDER);
    expect(new URL(page.url()).searchParams.get('withdrawSuccess')).toBe('true');
    const pending = page.getByRole('dialog', { name: t.pendingWithdrawalsComp.title });
    await pending.getByText(t.pendingWithdrawalsComp.received).waitFor();
    await pending.getByText('€10.00').waitFor(PROVIDER);
    const pendingIcon = page
      .getByRole('banner', { includeHidden: true })
      .getByRole('link', { name: fill(en.headerComp.pendingWithdrawalsLink_one, { count: 1 }), includeHidden: true });
    await pendingIcon.waitFor(PROVIDER);
    await snap(page, 'a-07-withdrawal-pending');
    await expect
      .poll(() => ledgerBalances(email), PROVIDER)
      .toMatchObject({ cashMinor: afterSpin.cashMinor - 1_000, withdrawalHoldMinor: 1_000 });
    await expectHeaderMatchesLedger(page, email, afterSpin.cashMinor - 1_000 + afterSpin.bonusMinor);

    // Cancel it: the money returns and the icon goes.
    await pending.getByRole('button', { name: fill(t.pendingWithdrawalsComp.cancelOne, { amount: '€10.00' }) }).click();
    await snap(page, 'a-08-withdrawal-cancel-confirm');
    await pending.getByRole('button', { name: t.pendingWithdrawalsComp.confirmYes }).click();
    await pending.getByText(fill(t.pendingWithdrawalsComp.notice.cancelled, { amount: '€10.00' })).waitFor(PROVIDER);
    await pending.getByText(t.pendingWithdrawalsComp.empty).waitFor(PROVIDER);
    await snap(page, 'a-09-withdrawal-cancelled');
    await pendingIcon.waitFor({ state: 'detached', ...PROVIDER });
    await expect
      .poll(() => ledgerBalances(email), PROVIDER)
      .toMatchObject({ cashMinor: afterSpin.cashMinor, withdrawalHoldMinor: 0 });
    await expectHeaderMatchesLedger(page, email, afterSpin.cashMinor + afterSpin.bonusMinor);

    // The history lists the deposit and the cancelled withdrawal.
    await page.goto(`${system.url}/en/myaccount/cashier`);
    await page.getByRole('table').waitFor();
    await snap(page, 'a-10-history');
    expect(problems()).toEqual([]);
    await page.close();
  }, 300_000);

  it('(b) a visitor from FI deposits 40.00 by pay-and-play without an account and lands logged in with 40.00', async () => {
    const { page, problems } = await scenarioPage('b', [PROVIDER_FAVICON]);

    // Register, in a pay-and-play country, leads into pay-and-play.
    await page.goto(`${system.url}/en/register`);
    await page.waitForURL(`${system.url}/en/playnow/step1`);
    const amount = page.getByLabel(fill(t.payAndPlayComp.amount, { currency: 'EUR' }));
    await amount.waitFor();
    await snap(page, 'b-01-paynplay-step1');
    await amount.fill('40');
    await page.getByRole('checkbox').check();
    await snap(page, 'b-02-paynplay-step1-filled');
    await page.getByRole('button', { name: fill(t.payAndPlayComp.depositAndPlay, { amount: '€40.00' }) }).click();

    // The bank's pages, in this window: a bank, then the identity the bank shares.
    await page.waitForURL((url) => url.origin === system.payUrl, PROVIDER);
    await page.locator('.bank-list button').first().waitFor();
    await snap(page, 'b-03-paynplay-bank');
    await page.locator('.bank-list button').first().click();
    await page.getByRole('button', { name: 'Success' }).waitFor();
    await snap(page, 'b-04-paynplay-identity');
    await page.getByRole('button', { name: 'Success' }).click();

    // Back on the site: logged in by the deposit, with the money on the balance.
    await page.waitForURL(`${system.url}/en/payandplay/step3**`, PROVIDER);
    await page.getByText(fill(t.payAndPlayComp.return.credited, { amount: '€40.00' })).waitFor(PROVIDER);
    await snap(page, 'b-05-paynplay-step3');
    // The account the bank's identity opened, as the site knows the logged-in player.
    const profile = await page.evaluate(async () => {
      const response = await fetch('/api/v1/profile', { credentials: 'same-origin' });
      return (await response.json()) as { email: string; countryCode: string };
    });
    expect(profile.countryCode).toBe('FI');
    await expectHeaderMatchesLedger(page, profile.email, 4_000);
    expect(problems()).toEqual([]);
    await page.close();
  }, 180_000);

  it("(c) the hosted cashier type: the provider's cashier loads through our bootstrapper inside the modal, and a card deposit changes the balance", async () => {
    const email = await createPlayer({ country: 'DE', balance: '100.00' });
    const { page, problems } = await scenarioPage('c');
    await logIn(page, email);
    // The Dev panel's switch, as its button calls it: a cookie of this browser.
    const switched = await page.evaluate(async () => {
      const response = await fetch('/api/v1/dev/cashier-type', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cashierType: 'hosted' }),
      });
      return response.json();
    });
    expect(switched).toEqual({ cashierType: 'hosted', overridden: true });

    await page.getByRole('banner').getByRole('link', { name: en.headerComp.deposit, exact: true }).click();
    const frame = dialog(page).locator(`iframe[title="${t.hostedCashierComp.depositFrameTitle}"]`);
    await frame.waitFor(PROVIDER);
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(system.payUrl);
    const cashier = dialog(page).frameLocator(`iframe[title="${t.hostedCashierComp.depositFrameTitle}"]`);
    await cashier.getByRole('heading', { name: 'Choose a payment method' }).waitFor(PROVIDER);
    await snap(page, 'c-01-hosted-methods');
    await cashier
      .getByRole('button', { name: /Credit or debit card/ })
      .first()
      .click();
    await cashier.getByLabel(/^Amount/).fill('25');
    await cashier.getByLabel('Card number').fill('4111 1111 1111 1111');
    await cashier.getByLabel('Name on card').fill('Kai Kassa');
    await cashier.getByLabel('Expiry month').fill('12');
    await cashier.getByLabel('Expiry year').fill('2030');
    await cashier.getByLabel('CVV').fill('123');
    await snap(page, 'c-02-hosted-card');
    const pay = cashier.getByRole('button', { name: /^Deposit / });
    await revealInDialog(page, pay);
    await pay.click();
    // The hosted cashier's own receipt, inside the modal.
    await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor(PROVIDER);
    await snap(page, 'c-03-hosted-success');
    await expect.poll(async () => (await ledgerBalances(email)).cashMinor, PROVIDER).toBe(12_500);
    await expectHeaderMatchesLedger(page, email, 12_500);
    expect(problems()).toEqual([]);
    await page.close();
  }, 180_000);

  it('(d) a declined card ends on the failure screen, and Retry goes back to step 1', async () => {
    const email = await createPlayer({ country: 'DE', balance: '10.00' });
    const { page, problems } = await scenarioPage('d');
    await logIn(page, email);
    await openDeposit(page);
    await fillCardStep(page, '20', '4000 0000 0000 0002');
    await payButton(page, 'Credit or debit card').click();
    await waitForResult(page, t.depositComp.result.depositFailed);
    await resultRegion(page, t.depositComp.result.depositFailed)
      .getByText(t.depositComp.result.transactionDeclinedMsg)
      .waitFor();
    await snap(page, 'd-01-deposit-step3-declined');
    expect((await ledgerBalances(email)).cashMinor).toBe(1_000);
    await resultRegion(page, t.depositComp.result.depositFailed)
      .getByRole('button', { name: t.depositComp.result.retry })
      .click();
    await dialog(page).getByLabel(t.depositComp.methods.label).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('select-deposit-method');
    await snap(page, 'd-02-deposit-retry-step1');
    await expectHeaderMatchesLedger(page, email, 1_000);
    expect(problems()).toEqual([]);
    await page.close();
  }, 180_000);

  it('(e) a bank deposit in the popup, then again with the popup blocked: the bank in this window and the result on the return page', async () => {
    const email = await createPlayer({ country: 'DE', balance: '10.00' });
    const { page, problems } = await scenarioPage('e');
    await logIn(page, email);
    await openDeposit(page);
    const modal = dialog(page);
    await modal.getByLabel(t.depositComp.methods.label).selectOption({ label: 'Online banking' });
    await modal.getByLabel(fill(t.depositComp.amount.custom, { currency: 'EUR' })).fill('30');
    await snap(page, 'e-01-bank-step1');
    const popupOpened = browser.context.waitForEvent('page', PROVIDER);
    await payButton(page, 'Online banking').click();
    await modal.getByRole('heading', { name: t.depositStepComp.popup.waitingHeading }).waitFor();
    await snap(page, 'e-02-bank-popup-waiting');
    const popup = await popupOpened;
    await modal.getByRole('heading', { name: t.depositStepComp.popup.openHeading }).waitFor();
    await snap(page, 'e-03-bank-popup-open');
    await payAtBank(popup);
    await waitForResult(page, t.depositComp.result.paymentSuccess);
    await snap(page, 'e-04-bank-popup-success');
    await expectHeaderMatchesLedger(page, email, 4_000);
    expect(problems()).toEqual([]);

    // Again, with the browser blocking the popup, in a new tab (opened before the first closes:
    // the session cookie goes with the browser's last tab).
    const blocked = await scenarioPage('e-blocked', [PROVIDER_FAVICON]);
    await page.close();
    await blocked.page.addInitScript(() => {
      window.open = () => null;
    });
    await blocked.page.goto(`${system.url}/en/casino/slots`);
    await openDeposit(blocked.page);
    const again = dialog(blocked.page);
    await again.getByLabel(t.depositComp.methods.label).selectOption({ label: 'Online banking' });
    await again.getByLabel(fill(t.depositComp.amount.custom, { currency: 'EUR' })).fill('25');
    // The bank's page is held back a moment, so the page's message before it can be seen.
    let releaseBank: () => void = () => undefined;
    const bankHeld = new Promise<void>((resolve) => {
      releaseBank = resolve;
    });
    await blocked.page.route(`${system.payUrl}/pages/**`, async (route) => {
      await bankHeld;
      await route.continue();
    });
    await payButton(blocked.page, 'Online banking').click();
    await blocked.page.getByText(t.errors.popupblockermessage).waitFor(PROVIDER);
    await snap(blocked.page, 'e-05-bank-popup-blocked');
    releaseBank();
    await blocked.page.waitForURL((url) => url.origin === system.payUrl, PROVIDER);
    await blocked.page.unroute(`${system.payUrl}/pages/**`);
    await payAtBank(blocked.page);
    // The provider's return page hands over to the deposit modal: a lobby was left, so over the
    // all-games lobby, in the language the player was reading.
    await blocked.page.waitForURL(
      (url) => url.origin === system.url && url.pathname === '/en/casino/allgames',
      PROVIDER,
    );
    await waitForResult(blocked.page, t.depositComp.result.paymentSuccess);
    await snap(blocked.page, 'e-06-callback-result');
    await expectHeaderMatchesLedger(blocked.page, email, 6_500);
    expect(blocked.problems()).toEqual([]);
    await blocked.page.close();
  }, 240_000);

  it('(f) with a daily limit of 30.00 set on the limits page, a deposit of 50.00 is refused with errors.error58', async () => {
    const email = await createPlayer({ country: 'DE', balance: '10.00' });
    const { page, problems } = await scenarioPage('f');
    await logIn(page, email);
    await page.goto(`${system.url}/en/myaccount?page=setlimits`);
    const daily = page.getByRole('region', { name: t.cashierLimitsComp.periods.daily });
    await daily.waitFor();
    await snap(page, 'f-01-limits');
    await daily.getByLabel(fill(t.cashierLimitsComp.newLimit, { currency: '€' })).fill('30');
    await daily.getByRole('button', { name: t.cashierLimitsComp.set }).click();
    await page
      .getByText(
        fill(t.cashierLimitsComp.saved.first, { period: t.cashierLimitsComp.periodNames.daily, amount: '€30.00' }),
      )
      .waitFor();
    await snap(page, 'f-02-limits-set');

    await openDeposit(page);
    await fillCardStep(page, '50', '4111 1111 1111 1111');
    await payButton(page, 'Credit or debit card').click();
    await page.getByText(t.errors.error58).waitFor(PROVIDER);
    await snap(page, 'f-03-deposit-limit-refused');
    expect((await ledgerBalances(email)).cashMinor).toBe(1_000);
    await expectLedgerConsistent();
    expect(problems()).toEqual([]);
    await page.close();
  }, 180_000);

  it("(g) a play-status player's withdraw link goes to the deposits and withdrawals page", async () => {
    const { page, problems } = await scenarioPage('g');
    await logIn(page, 'new.player@vauhti.test');
    await page.goto(`${system.url}/en?withdraw=true`);
    await page.waitForURL(`${system.url}/en/myaccount/cashier`);
    await page.getByText(t.cashierHistoryComp.playMoneyNotice).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await snap(page, 'g-01-play-player-withdraw-link');
    expect(problems()).toEqual([]);
    await page.close();
  }, 120_000);
});
