import type { FrameLocator, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bundleCashierEmbedScript } from '../packages/cashier-embed/build/bundle';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import {
  API_READY,
  type Bootstrapper,
  type MerchantEvent,
  type MerchantPage,
  type MerchantSite,
  openMerchantPage,
  startMerchantSite,
} from './test-support/merchant-page';
import { type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/*
 * Our embedded cashier bootstrapper (packages/cashier-embed, issue 6) on a merchant's page, in its
 * `development` environment against the sandbox provider on its standard ports (the hosted cashier
 * on 5000, the customer lookup on 4000): a deposit reported to the merchant and credited in the
 * ledger, the lookup's identify / edit / reset lifecycle, and the same cashier session driven
 * through PaymentIQ's published bootstrapper and ours, which must report the same callbacks.
 */

const PASSWORD = 'Cashier-Test-2026!';
const OPENING_BALANCE_MINOR = 10_000;
/** For what follows within moments (a message between frames), with room for a busy machine. */
const QUICK = { timeout: 10_000 };

let payments: RunningSuiteSystem<{ payments: { fixedPorts: true } }>;
let browser: TestBrowser;
let site: MerchantSite;
let playerCount = 0;

type CashierSession = { merchantId: string; userId: string; sessionId: string; url: string };

/** A verified Finnish player with 100.00 EUR, created through the operator CLI. */
async function createPlayer(): Promise<string> {
  playerCount += 1;
  const email = `embed.${playerCount}@vauhti.test`;
  const created = await payments.ops([
    'create-player',
    ...['--email', email, '--password', PASSWORD, '--country', 'FI', '--currency', 'EUR'],
    ...['--balance', '100.00', '--reason', 'e2e opening balance', '--verified'],
    ...['--first-name', 'Kaisa', '--last-name', 'Kassa', '--birth-date', '1990-04-01'],
    ...['--street', 'Testikatu 1', '--city', 'Helsinki', '--zip', '00100', '--phone', '+358401234567'],
    ...['--national-id', finnishNationalId(playerCount)],
  ]);
  if (created.status !== 0) throw new Error(`create-player failed: ${created.stdout} ${created.stderr}`);
  return email;
}

/** A valid Finnish personal identity code (born 1 April 1990), unique per individual number. */
function finnishNationalId(individual: number): string {
  const digits = `010490${String(100 + individual).padStart(3, '0')}`;
  return `010490-${digits.slice(6)}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(digits) % 31]}`;
}

/** The player's cash balance as the ledger has it, read with the operator CLI. */
async function ledgerCash(email: string): Promise<number> {
  const result = await payments.ops(['list-players', '--limit', '500']);
  if (result.status !== 0) throw new Error(`ops list-players failed: ${result.stderr}`);
  const { players } = result.data as { players: Array<{ email: string; balances: { cashMinor: number } }> };
  const player = players.find((candidate) => candidate.email === email);
  if (!player) throw new Error(`${email} is not in the ledger`);
  return player.balances.cashMinor;
}

/** A hosted-cashier session for the player (merchantId, userId, sessionId), as the merchant's back end gets one. */
async function cashierSession(email: string): Promise<CashierSession> {
  const result = await payments.ops(['cashier-session', '--player', email, '--language', 'en']);
  if (result.status !== 0) throw new Error(`ops cashier-session failed: ${result.stdout} ${result.stderr}`);
  return result.data as CashierSession;
}

/** The merchant's configuration for a player's deposit cashier, as PaymentIQ's README shows it. */
function cashierConfig(session: CashierSession): Record<string, unknown> {
  return {
    merchantId: session.merchantId,
    userId: session.userId,
    sessionId: session.sessionId,
    environment: 'development',
    method: 'deposit',
    locale: 'en_GB',
  };
}

async function chooseMethod(cashier: FrameLocator, name: string) {
  await cashier
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
}

async function fillCardDeposit(cashier: FrameLocator, amount: string, cardNumber: string) {
  await cashier.getByLabel(/^Amount/).fill(amount);
  await cashier.getByLabel('Card number').fill(cardNumber);
  await cashier.getByLabel('Name on card').fill('Kaisa Kassa');
  await cashier
    .getByLabel('Expiry month')
    .selectOption({ index: 3 })
    .catch(() => cashier.getByLabel('Expiry month').fill('12'));
  await cashier
    .getByLabel('Expiry year')
    .selectOption({ index: 3 })
    .catch(() => cashier.getByLabel('Expiry year').fill('2030'));
  await cashier.getByLabel('CVV').fill('123');
  await cashier.getByRole('button', { name: /^Deposit / }).click();
}

/** The iframe's tabIndex: -1 while the cashier is out of the tab order, 0 when it is in it. */
function tabIndexOf(iframe: Locator): Promise<number> {
  return iframe.evaluate((element) => (element as HTMLIFrameElement).tabIndex);
}

/**
 * Opens the merchant's page for this test, closed when the test ends. If the test fails, what the
 * page recorded and logged is printed first: the first thing to read.
 */
async function openCheckout(bootstrapper: Bootstrapper, config: Record<string, unknown>): Promise<MerchantPage> {
  const merchant = await openMerchantPage(browser, site, bootstrapper, config);
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const events = merchant.page.isClosed() ? merchant.seen : await merchant.events().catch(() => merchant.seen);
      console.info(
        `${bootstrapper} page callbacks:\n${listed(events)}\n${bootstrapper} page console:\n` +
          merchant.consoleLines.join('\n'),
      );
    }
    await merchant.page.close();
  });
  return merchant;
}

/** The names in order, one per line, for assertion messages. */
function listed(events: MerchantEvent[]): string {
  return events.map((event, index) => `  ${index + 1}. ${event.name}`).join('\n');
}

/** A value's shape without its contents: the keys of objects (sorted, recursively) and the types of leaves. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
  );
}

describe.skipIf(!browserAvailable)('the cashier-embed bootstrapper on a merchant page', () => {
  beforeAll(async () => {
    ensureWebBuilt();
    // Fixed ports: both bootstrappers' `development` environment frames localhost:5000 and :4000.
    payments = await startSystem({ payments: { fixedPorts: true } });
    browser = await launchBrowser();
    site = await startMerchantSite({ ourScript: () => bundleCashierEmbedScript({ minify: true }) });
  }, 240_000);

  afterAll(async () => {
    await site?.close();
    await browser?.close();
    await payments?.close();
  });

  it('a card deposit with a 3-D Secure challenge reports success to the merchant and credits the ledger', async () => {
    const email = await createPlayer();
    const session = await cashierSession(email);
    const merchant = await openCheckout('vauhti', cashierConfig(session));
    const { page } = merchant;
    const iframe = page.locator('#cashierIframe');
    const cashier = page.frameLocator('#cashierIframe');
    await cashier.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: 30_000 });
    await expect.poll(merchant.eventNames, QUICK).toContain('cashierInitLoad');
    // The development cashier, with the page's origin as hostUri so the cashier talks back to it.
    const launch = new URL((await iframe.getAttribute('src')) ?? '');
    expect(launch.origin).toBe(payments.payUrl);
    expect(Object.fromEntries(launch.searchParams)).toMatchObject({
      merchantId: session.merchantId,
      userId: session.userId,
      sessionId: session.sessionId,
      'attributes.hostUri': site.url,
    });
    // The iframe takes the height the cashier reports (APP_SET_HEIGHT).
    await expect.poll(() => iframe.evaluate((element) => element.style.height), QUICK).toMatch(/^[1-9]\d*px$/);

    await chooseMethod(cashier, 'Credit or debit card');
    await fillCardDeposit(cashier, '25', '4000000000001091');
    const challenge = cashier.frameLocator('iframe[title="Payment provider page"]');
    await challenge.getByLabel('One-time code').fill('1234');
    await challenge.getByRole('button', { name: 'Submit' }).click();
    await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: 30_000 });
    await expect.poll(merchant.eventNames, { timeout: 15_000 }).toContain('success');
    const success = (await merchant.events()).find((event) => event.name === 'success');
    expect(success?.data).toMatchObject({
      status: 'SUCCESSFUL',
      payload: { txAmount: '25.00', txAmountCy: 'EUR', psp: 'CREDITCARD' },
    });
    await expect.poll(() => ledgerCash(email), { timeout: 15_000 }).toBe(OPENING_BALANCE_MINOR + 2_500);
    expect(merchant.consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  }, 120_000);

  it('with a lookupConfig the lookup comes first; identify, edit, identify again and reset drive the cashier', async () => {
    const email = await createPlayer();
    const session = await cashierSession(email);
    // The merchant names the player only to the lookup (which verifies the session and the e-mail);
    // the cashier gets the player the lookup reports.
    const merchant = await openCheckout('vauhti', {
      merchantId: session.merchantId,
      environment: 'development',
      method: 'deposit',
      locale: 'en_GB',
      lookupConfig: { environment: 'development', user: { userId: session.userId, sessionId: session.sessionId } },
    });
    const { page } = merchant;
    const iframe = page.locator('#cashierIframe');
    const cashier = page.frameLocator('#cashierIframe');
    const lookup = page.frameLocator('#lookupIframe');
    const pausedNotice = cashier.getByText('The cashier is paused.');
    const eventNames = merchant.eventNames;
    const count = (names: string[], name: string) => names.filter((candidate) => candidate === name).length;

    // The lookup loads first, and alone.
    await lookup.getByRole('heading', { name: 'Your details' }).waitFor({ timeout: 30_000 });
    const lookupUrl = new URL((await page.locator('#lookupIframe').getAttribute('src')) ?? '');
    expect(lookupUrl.origin).toBe(payments.lookupUrl);
    expect(await iframe.count()).toBe(0);
    await expect.poll(eventNames, QUICK).toContain(API_READY);

    // The customer identifies: the merchant hears of it and the cashier is set up for that player.
    await lookup.getByLabel('E-mail').fill(email);
    await lookup.getByRole('button', { name: 'Continue' }).click();
    await lookup.getByRole('button', { name: 'Edit' }).waitFor();
    await expect.poll(eventNames, QUICK).toContain('lookupUserIdentified');
    const identified = (await merchant.events()).find((event) => event.name === 'lookupUserIdentified');
    expect(identified?.data).toMatchObject({ userId: session.userId, sessionId: session.sessionId });
    await cashier.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: 30_000 });
    const launch = new URL((await iframe.getAttribute('src')) ?? '');
    expect(launch.origin).toBe(payments.payUrl);
    expect(launch.searchParams.get('userId')).toBe(session.userId);
    expect(launch.searchParams.get('sessionId')).toBe(session.sessionId);
    expect(launch.searchParams.get('attributes.didToken')).toBeTruthy();
    await expect.poll(eventNames, QUICK).toContain('cashierInitLoad');
    expect(await tabIndexOf(iframe)).toBe(0);

    // "Edit" in the lookup pauses the cashier (CASHIER_PAUSE reaches it) and takes it out of the tab order.
    await lookup.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => tabIndexOf(iframe), QUICK).toBe(-1);
    await pausedNotice.waitFor({ timeout: 10_000 });

    // Identifying again resumes the same cashier: back in the tab order, no second iframe.
    await lookup.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(async () => count(await eventNames(), 'lookupUserIdentified'), QUICK).toBe(2);
    await expect.poll(() => tabIndexOf(iframe), QUICK).toBe(0);
    await pausedNotice.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await iframe.count()).toBe(1);
    expect(count(await eventNames(), 'cashierInitLoad')).toBe(1);

    // "Not you?" resets the customer: the cashier iframe goes; the lookup stays.
    await lookup.getByRole('button', { name: 'Not you?' }).click();
    await iframe.waitFor({ state: 'detached', timeout: 10_000 });
    await lookup.getByRole('heading', { name: 'Your details' }).waitFor();

    // A customer identified after the reset gets a new cashier, which loads again.
    await lookup.getByLabel('E-mail').fill(email);
    await lookup.getByRole('button', { name: 'Continue' }).click();
    await cashier.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => count(await eventNames(), 'cashierInitLoad'), QUICK).toBe(2);
    expect(merchant.consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  }, 120_000);

  it('the published bootstrapper and ours report the same callbacks for the same cashier actions', async () => {
    const theirs = await recordDeclineThenDeposit('paymentiq');
    const ours = await recordDeclineThenDeposit('vauhti');
    const sequences =
      `paymentiq-cashier-bootstrapper:\n${listed(theirs.events)}\n` +
      `cashier-embed:\n${listed(ours.events)}\ncashier-embed console:\n${ours.consoleLines.join('\n')}`;
    // The run must have exercised what it compares: a load, a method, a failure and a success.
    for (const name of ['cashierInitLoad', 'paymentMethodSelect', 'transactionInit', 'failure', 'success']) {
      expect(
        theirs.events.map((event) => event.name),
        `the published package did not report ${name}`,
      ).toContain(name);
    }
    expect(ours.consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    expect(
      ours.events.map((event) => event.name),
      `the callbacks differ\n${sequences}`,
    ).toEqual(theirs.events.map((event) => event.name));
    const successOf = (events: MerchantEvent[]) => events.find((event) => event.name === 'success')?.data;
    expect(shapeOf(successOf(ours.events)), `the success payloads differ\n${sequences}`).toEqual(
      shapeOf(successOf(theirs.events)),
    );
    expect(
      ours.events.map((event) => ({ name: event.name, data: shapeOf(event.data) })),
      `the callbacks' data differ in shape\n${sequences}`,
    ).toEqual(theirs.events.map((event) => ({ name: event.name, data: shapeOf(event.data) })));
  }, 240_000);
});

/**
 * A fresh player on the merchant page with the given bootstrapper: the cashier loads, a card
 * deposit is declined, then a new transaction with another card succeeds. Returns what the page
 * recorded once the cashier has shown the last receipt and reported the route to it.
 */
async function recordDeclineThenDeposit(
  bootstrapper: Bootstrapper,
): Promise<{ events: MerchantEvent[]; consoleLines: string[] }> {
  const email = await createPlayer();
  const session = await cashierSession(email);
  const merchant = await openCheckout(bootstrapper, cashierConfig(session));
  const cashier = merchant.page.frameLocator('#cashierIframe');
  await cashier.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: 30_000 });
  await chooseMethod(cashier, 'Credit or debit card');
  await fillCardDeposit(cashier, '25', '4000000000000002');
  await cashier.getByRole('heading', { name: 'Transaction failed' }).waitFor({ timeout: 30_000 });
  await cashier.getByRole('button', { name: 'New transaction' }).click();
  await chooseMethod(cashier, 'Credit or debit card');
  await fillCardDeposit(cashier, '30', '4111111111111111');
  await cashier.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: 30_000 });
  await expect.poll(() => ledgerCash(email), { timeout: 15_000 }).toBe(OPENING_BALANCE_MINOR + 3_000);
  // The cashier's last message for a settled transaction is the route to its receipt; wait for it
  // so both recordings end at the same point (a bootstrapper that never reports it fails the comparison).
  await expect
    .poll(async () => (await merchant.events()).at(-1), { timeout: 10_000 })
    .toMatchObject({ name: 'navigate', data: { route: 'receipt' } })
    .catch(() => undefined);
  const events = await merchant.events();
  // The page has done its part; closing it keeps the next recording alone in the browser.
  await merchant.page.close();
  return { events, consoleLines: merchant.consoleLines };
}
