import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, type TestBrowser } from './test-support/browser';
import { type PaymentsOptions, type RunningSuiteSystem, startSystem } from './test-support/system';
import { ensureWebBuilt } from './test-support/web-build';

/*
 * Payments end to end (issue 5): the platform and the sandbox payment provider as `npm start`
 * runs them. A player created with the operator CLI deposits and withdraws through the
 * provider's hosted cashier, opened with the query `ops cashier-session` prints, or embedded in a
 * merchant page by PaymentIQ's own published bootstrapper. Every money movement is checked in the
 * ledger through the CLI.
 */

const PHONE = { width: 420, height: 900 };
const PASSWORD = 'Cashier-Test-2026!';
const OPENING_BALANCE_MINOR = 10_000;
const require = createRequire(import.meta.url);

let payments: RunningSuiteSystem<{ payments: PaymentsOptions }>;
let browser: TestBrowser;
let playerCount = 0;

type Balances = { cashMinor: number; bonusMinor: number; withdrawalHoldMinor?: number };

/** A verified Finnish player with 100.00 EUR, created through the operator CLI. */
async function createPlayer(): Promise<string> {
  playerCount += 1;
  const email = `cashier.${playerCount}@vauhti.test`;
  const created = await payments.ops([
    'create-player',
    '--email',
    email,
    '--password',
    PASSWORD,
    '--country',
    'FI',
    '--currency',
    'EUR',
    '--balance',
    '100.00',
    '--reason',
    'e2e opening balance',
    '--verified',
    '--first-name',
    'Kaisa',
    '--last-name',
    'Kassa',
    '--birth-date',
    '1990-04-01',
    '--street',
    'Testikatu 1',
    '--city',
    'Helsinki',
    '--zip',
    '00100',
    '--phone',
    '+358401234567',
    '--national-id',
    finnishNationalId(playerCount),
  ]);
  if (created.status !== 0) throw new Error(`create-player failed: ${created.stdout} ${created.stderr}`);
  return email;
}

/** A valid Finnish personal identity code (born 1 April 1990), unique per individual number. */
function finnishNationalId(individual: number): string {
  const digits = `010490${String(100 + individual).padStart(3, '0')}`;
  return `010490-${digits.slice(6)}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(digits) % 31]}`;
}

/** The player's balances as the ledger has them, read with the operator CLI. */
async function ledgerBalances(email: string): Promise<Balances> {
  const result = await payments.ops(['list-players', '--limit', '500']);
  if (result.status !== 0) throw new Error(`ops list-players failed: ${result.stderr}`);
  const { players } = result.data as { players: Array<{ email: string; balances: Balances }> };
  const player = players.find((candidate) => candidate.email === email);
  if (!player) throw new Error(`${email} is not in the ledger`);
  return player.balances;
}

type CashierSession = { merchantId: string; userId: string; sessionId: string; url: string };

async function cashierSession(email: string): Promise<CashierSession> {
  const result = await payments.ops(['cashier-session', '--player', email, '--language', 'en']);
  if (result.status !== 0) throw new Error(`ops cashier-session failed: ${result.stdout} ${result.stderr}`);
  return result.data as CashierSession;
}

/** Opens the hosted cashier for the player, as the URL of `ops cashier-session` does. */
async function openCashier(email: string): Promise<Page> {
  const session = await cashierSession(email);
  const page = await browser.newPage(PHONE);
  await page.goto(session.url);
  await page.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: 30_000 });
  return page;
}

async function chooseMethod(page: Page | FrameLocator, name: string) {
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
}

async function fillAmount(page: Page | FrameLocator, amount: string) {
  await page.getByLabel(/^Amount/).fill(amount);
}

async function fillCard(page: Page | FrameLocator, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill('Kaisa Kassa');
  await page
    .getByLabel('Expiry month')
    .selectOption({ index: 3 })
    .catch(() => page.getByLabel('Expiry month').fill('12'));
  await page
    .getByLabel('Expiry year')
    .selectOption({ index: 3 })
    .catch(() => page.getByLabel('Expiry year').fill('2030'));
  await page.getByLabel('CVV').fill('123');
}

/** A wire-transfer withdrawal (its minimum is 50.00) to a Finnish IBAN, submitted. */
async function fillWireTransfer(page: Page, amount: string) {
  await fillAmount(page, amount);
  await page.getByLabel('Account holder').fill('Kaisa Kassa');
  await page.getByLabel('IBAN').fill('FI2112345600000785');
  await page.getByRole('button', { name: /^Withdraw .+/ }).click();
}

async function submitDeposit(page: Page | FrameLocator) {
  await page.getByRole('button', { name: /^Deposit / }).click();
}

/** The 3-D Secure challenge in the cashier's provider iframe. */
function providerFrame(page: Page | FrameLocator): FrameLocator {
  return page.frameLocator('iframe[title="Payment provider page"]');
}

describe.skipIf(!browserAvailable)('the hosted cashier in a real browser', () => {
  beforeAll(async () => {
    ensureWebBuilt();
    payments = await startSystem({ payments: {} });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await payments?.close();
  });

  it('a card deposit with a 3-D Secure challenge credits the ledger once', async () => {
    const email = await createPlayer();
    const page = await openCashier(email);
    await chooseMethod(page, 'Credit or debit card');
    await fillAmount(page, '25');
    await fillCard(page, '4000000000001091');
    await submitDeposit(page);
    const challenge = providerFrame(page);
    await challenge.getByLabel('One-time code').fill('1234');
    await challenge.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await ledgerBalances(email)).cashMinor, { timeout: 15_000 })
      .toBe(OPENING_BALANCE_MINOR + 2_500);
    await page.close();
  }, 120_000);

  it('a declined card ends in a failure receipt and moves nothing', async () => {
    const email = await createPlayer();
    const page = await openCashier(email);
    await chooseMethod(page, 'Credit or debit card');
    await fillAmount(page, '25');
    await fillCard(page, '4000000000000002');
    await submitDeposit(page);
    await page.getByRole('heading', { name: 'Transaction failed' }).waitFor({ timeout: 30_000 });
    await page.getByText('Your card was declined.').waitFor();
    expect((await ledgerBalances(email)).cashMinor).toBe(OPENING_BALANCE_MINOR);
    await page.close();
  }, 120_000);

  it('a bank deposit completes in a popup window', async () => {
    const email = await createPlayer();
    const page = await openCashier(email);
    await chooseMethod(page, 'Trustly');
    await fillAmount(page, '30');
    const popupOpened = page.waitForEvent('popup');
    await submitDeposit(page);
    const popup = await popupOpened;
    await popup.getByRole('button').first().click(); // the first bank in the list
    await popup.getByLabel('User ID').fill('kaisa');
    await popup.getByLabel('Password').fill('secret');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await popup.getByRole('button', { name: 'Success' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await ledgerBalances(email)).cashMinor, { timeout: 15_000 })
      .toBe(OPENING_BALANCE_MINOR + 3_000);
    await page.close();
  }, 120_000);

  it('an e-wallet deposit goes through the wallet page', async () => {
    const email = await createPlayer();
    const page = await openCashier(email);
    await chooseMethod(page, 'Skrill');
    await fillAmount(page, '40');
    await page.getByLabel('E-mail').fill('kaisa@wallet.test');
    await submitDeposit(page);
    await page.getByLabel('E-mail or phone').fill('kaisa@wallet.test');
    await page.getByLabel('Password').fill('secret');
    await page.getByRole('button', { name: 'Success' }).click();
    await page.getByRole('heading', { name: 'Deposit successful' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await ledgerBalances(email)).cashMinor, { timeout: 15_000 })
      .toBeGreaterThan(OPENING_BALANCE_MINOR);
    await page.close();
  }, 120_000);

  it('a withdrawal holds the money, and cancelling it while pending returns it', async () => {
    const email = await createPlayer();
    const page = await openCashier(email);
    await page.getByRole('button', { name: 'Withdraw' }).first().click();
    await chooseMethod(page, 'Bank wire transfer');
    await fillWireTransfer(page, '60');
    await page.getByRole('heading', { name: 'Withdrawal pending' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => ledgerBalances(email), { timeout: 15_000 })
      .toMatchObject({
        cashMinor: OPENING_BALANCE_MINOR - 6_000,
        withdrawalHoldMinor: 6_000,
      });
    await page.getByRole('button', { name: 'Pending' }).click();
    await page.getByRole('button', { name: /^Cancel the withdrawal/ }).click();
    await page.getByText(/was cancelled/).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await ledgerBalances(email)).cashMinor, { timeout: 15_000 })
      .toBe(OPENING_BALANCE_MINOR);
    await page.close();
  }, 120_000);

  it('a withdrawal is paid after the operator approves it', async () => {
    const email = await createPlayer();
    const page = await openCashier(email);
    await page.getByRole('button', { name: 'Withdraw' }).first().click();
    await chooseMethod(page, 'Bank wire transfer');
    await fillWireTransfer(page, '55');
    await page.getByRole('heading', { name: 'Withdrawal pending' }).waitFor({ timeout: 30_000 });
    const listed = await payments.ops(['payouts']);
    const { payouts } = listed.data as { payouts: Array<{ txId: string; userId: string; amount: number }> };
    const payout = payouts.find((candidate) => candidate.amount === 5_500);
    if (!payout) throw new Error(`the payout is not listed: ${listed.stdout}`);
    const approved = await payments.ops(['payouts', '--decision', 'approve', '--tx', payout.txId]);
    expect(approved.status).toBe(0);
    await expect
      .poll(async () => ledgerBalances(email), { timeout: 20_000 })
      .toMatchObject({
        cashMinor: OPENING_BALANCE_MINOR - 5_500,
        withdrawalHoldMinor: 0,
      });
    await page.close();
  }, 120_000);
});

/*
 * PaymentIQ's own published bootstrapper (a dev dependency) on a merchant page, in its
 * `development` environment: it frames http://localhost:5000, so the provider runs on its
 * standard ports here.
 */
describe.skipIf(!browserAvailable)('the real paymentiq-cashier-bootstrapper on a merchant page', () => {
  let merchant: Server;
  let merchantUrl: string;

  beforeAll(async () => {
    ensureWebBuilt();
    payments = await startSystem({ payments: { fixedPorts: true } });
    browser = await launchBrowser();
    const bootstrapper = readFileSync(require.resolve('paymentiq-cashier-bootstrapper/dist/cashier.js'), 'utf8');
    merchant = createServer((request, response) => {
      if (request.url === '/cashier.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(bootstrapper);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(merchantPage());
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    const address = merchant.address();
    if (!address || typeof address === 'string') throw new Error('no merchant address');
    merchantUrl = `http://localhost:${address.port}`;
  }, 240_000);

  afterAll(async () => {
    await new Promise((resolve) => merchant?.close(resolve));
    await browser?.close();
    await payments?.close();
  });

  it('a card deposit with a 3-D Secure challenge reports success to the merchant and credits the ledger', async () => {
    const email = await createPlayer();
    const session = await cashierSession(email);
    const page = await browser.newPage({ width: 1024, height: 900 });
    const query = new URLSearchParams({
      merchantId: session.merchantId,
      userId: session.userId,
      sessionId: session.sessionId,
    });
    await page.goto(`${merchantUrl}/?${query}`);
    const cashier = page.frameLocator('#cashierIframe');
    await cashier.getByRole('heading', { name: 'Choose a payment method' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => merchantEvents(page)).toContain('cashierInitLoad');
    await chooseMethod(cashier, 'Credit or debit card');
    await fillAmount(cashier, '25');
    await fillCard(cashier, '4000000000001091');
    await submitDeposit(cashier);
    const challenge = providerFrame(cashier);
    await challenge.getByLabel('One-time code').fill('1234');
    await challenge.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => merchantEvents(page), { timeout: 30_000 }).toContain('success');
    await expect
      .poll(async () => (await ledgerBalances(email)).cashMinor, { timeout: 15_000 })
      .toBe(OPENING_BALANCE_MINOR + 2_500);
    await page.close();
  }, 120_000);
});

/** The callbacks the merchant page recorded, in order. */
function merchantEvents(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { merchantEvents: string[] }).merchantEvents ?? []);
}

/** A merchant's page as PaymentIQ documents it: one container, the bootstrapper, callbacks. */
function merchantPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant</title></head>
<body>
<h1>Merchant checkout</h1>
<div id="cashier"></div>
<script src="/cashier.js"></script>
<script>
  window.merchantEvents = [];
  const query = new URLSearchParams(location.search);
  const record = (name) => (event) => { window.merchantEvents.push(name); };
  new window._PaymentCashier('#cashier', {
    merchantId: query.get('merchantId'),
    userId: query.get('userId'),
    sessionId: query.get('sessionId'),
    environment: 'development',
    method: 'deposit',
    locale: 'en_GB',
  }, (api) => {
    api.on({
      cashierInitLoad: record('cashierInitLoad'),
      success: record('success'),
      failure: record('failure'),
      pending: record('pending'),
      transactionInit: record('transactionInit'),
    });
  });
</script>
</body></html>`;
}
