import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-players';
import accountStatusComp from '../../apps/web/src/locales/en/accountStatusComp.json';
import apiErrors from '../../apps/web/src/locales/en/apiErrors.json';
import balanceComp from '../../apps/web/src/locales/en/balanceComp.json';
import common from '../../apps/web/src/locales/en/common.json';
import contactComp from '../../apps/web/src/locales/en/contactComp.json';
import footerComp from '../../apps/web/src/locales/en/footerComp.json';
import footersticknavComp from '../../apps/web/src/locales/en/footersticknavComp.json';
import headerComp from '../../apps/web/src/locales/en/headerComp.json';
import homeComp from '../../apps/web/src/locales/en/homeComp.json';
import landingComp from '../../apps/web/src/locales/en/landingComp.json';
import languageComp from '../../apps/web/src/locales/en/languageComp.json';
import loginComp from '../../apps/web/src/locales/en/loginComp.json';
import myAccountComp from '../../apps/web/src/locales/en/myAccountComp.json';
import notFound from '../../apps/web/src/locales/en/notFound.json';
import otpComp from '../../apps/web/src/locales/en/otpComp.json';
import pauseComp from '../../apps/web/src/locales/en/pauseComp.json';
import policyComp from '../../apps/web/src/locales/en/policyComp.json';
import profileComp from '../../apps/web/src/locales/en/profileComp.json';
import promotionsComp from '../../apps/web/src/locales/en/promotionsComp.json';
import registerComp from '../../apps/web/src/locales/en/registerComp.json';
import sideMenuComp from '../../apps/web/src/locales/en/sideMenuComp.json';
import takeoverComp from '../../apps/web/src/locales/en/takeoverComp.json';
import type { TestBrowser } from './browser';

/** The English catalogue sections the suites name elements by (roles and accessible names). */
export const en = {
  accountStatusComp,
  apiErrors,
  balanceComp,
  common,
  contactComp,
  footerComp,
  footersticknavComp,
  headerComp,
  homeComp,
  landingComp,
  languageComp,
  loginComp,
  myAccountComp,
  notFound,
  otpComp,
  pauseComp,
  policyComp,
  profileComp,
  promotionsComp,
  registerComp,
  sideMenuComp,
  takeoverComp,
};

export { DEMO_PASSWORD };

/** A catalogue text with its {{placeholders}} filled in, as i18next would. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A catalogue text as a pattern: each {{placeholder}} matches any text (a date, an amount). */
export function textPattern(text: string): RegExp {
  const parts = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

export const SCREENSHOTS_DIR = join(import.meta.dirname, '..', 'screenshots');

const SEED_PAGES_DIR = resolve(import.meta.dirname, '../../apps/server/src/seed/content/pages');

/** A seeded static page's front matter (apps/server/src/seed/content/pages/<lang>/<page>.html). */
export function seededPage(language: string, page: string): { heading: string; metaTitle: string } {
  const [, frontMatter = '{}'] = readFileSync(join(SEED_PAGES_DIR, language, `${page}.html`), 'utf8').split('\n');
  const meta = JSON.parse(frontMatter) as { head: string; metaTitle: string };
  const heading = /<h1>(.*?)<\/h1>/.exec(meta.head)?.[1] ?? '';
  return { heading, metaTitle: meta.metaTitle };
}

/** An HTTP error the test provokes on purpose (wrong password, a paused account's login). */
export type ExpectedHttpError = { status: number; path: string };

const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * What a visitor would not see but a broken page shows: uncaught exceptions, console errors (CSP
 * refusals, React errors, failed loads) and server errors. A failed load is forgiven only when
 * the test expects exactly that status from exactly that path.
 */
export function watchForProblems(page: Page, expected: ExpectedHttpError[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location().url;
    const status = FAILED_LOAD.exec(message.text())?.[1];
    if (status && location) {
      const path = new URL(location).pathname;
      if (expected.some((entry) => entry.status === Number(status) && entry.path === path)) return;
    }
    problems.push(`console error: ${message.text()} (${location})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`server error: ${response.status()} ${response.url()}`);
  });
  return problems;
}

/**
 * Back to a first-time visitor between tests: the browser's profile (cookies, local storage) is
 * shared by every tab of a suite. Session storage belongs to a tab, so new tabs start without it.
 */
export async function resetBrowser(browser: TestBrowser, siteUrl: string) {
  for (const page of browser.context.pages()) await page.close();
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  // A platform page without the site's script, so nothing writes storage while it is cleared.
  await page.goto(`${siteUrl}/dev/mailbox.json?limit=1`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

/** The dev country override (cookie vauhti_country), as the dev panel sets it; null clears it. */
export async function setCountry(browser: TestBrowser, siteUrl: string, countryCode: string | null) {
  if (countryCode === null) {
    await browser.context.clearCookies({ name: 'vauhti_country' });
    return;
  }
  // Like the server's cookie: long-lived (a session cookie would go when a suite closes its last tab).
  const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
  await browser.context.addCookies([
    { name: 'vauhti_country', value: countryCode, url: siteUrl, httpOnly: true, sameSite: 'Lax', expires },
  ]);
}

export type MailboxMessage = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  replyTo: string | null;
  subject: string | null;
  text: string;
  purpose: string;
  status: string;
  createdAt: string;
};

/** The dev mailbox (GET /dev/mailbox.json), newest first, optionally for one recipient. */
export async function readMailbox(siteUrl: string, to?: string): Promise<MailboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await fetch(`${siteUrl}/dev/mailbox.json${query}`);
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The six-digit one-time code in a message's text. */
export function oneTimeCodeOf(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}

/** Fills the login form on the current page and sends it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.locator('form').filter({ has: page.getByLabel(en.loginComp.email, { exact: true }) });
  await form.getByLabel(en.loginComp.email, { exact: true }).fill(email);
  await form.getByLabel(en.loginComp.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: en.loginComp.submit, exact: true }).click();
}

/** Opens {lang}/login (with its query) and logs in; the caller waits for where it leads. */
export async function logInThroughUi(page: Page, siteUrl: string, email: string, loginPath = '/en/login') {
  await page.goto(`${siteUrl}${loginPath}`);
  await page.getByRole('heading', { name: en.loginComp.title }).waitFor();
  await submitLogin(page, email);
}

/** What a suite may check on a sign-up step's form before it is filled. */
export type RegistrationChecks = {
  accountStep?: () => Promise<void>;
  detailsStep?: () => Promise<void>;
  /** Runs once the code was sent and its field shows; the code is typed into the field after it. */
  codeStep?: () => Promise<void>;
};

/**
 * Signs a visitor up at {lang}/register as a player in Germany does (the country must already be
 * DE): account, details, then the one-time code sent by e-mail, read from the dev mailbox. Ends
 * with the code's Verify clicked; the caller waits for where the site leads.
 */
export async function registerInGermany(page: Page, siteUrl: string, email: string, checks: RegistrationChecks = {}) {
  await page.goto(`${siteUrl}/en/register`);
  await page.getByRole('heading', { name: en.registerComp.titles.step1 }).waitFor();
  await checks.accountStep?.();
  await page.getByLabel(en.registerComp.email, { exact: true }).fill(email);
  await page.getByLabel(en.registerComp.password, { exact: true }).fill('Speedy-Reels-2026');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: en.registerComp.stepOneSubmit }).click();

  await page.getByRole('heading', { name: en.registerComp.titles.step2 }).waitFor();
  await checks.detailsStep?.();
  await page.getByLabel(en.profileComp.firstName, { exact: true }).fill('Erika');
  await page.getByLabel(en.profileComp.lastName, { exact: true }).fill('Muster');
  await page.getByLabel(en.profileComp.day, { exact: true }).selectOption('12');
  await page.getByLabel(en.profileComp.month, { exact: true }).selectOption('8');
  await page.getByLabel(en.profileComp.year, { exact: true }).selectOption('1990');
  await page.getByLabel(en.profileComp.street, { exact: true }).fill('Unter den Linden 1');
  await page.getByLabel(en.profileComp.zip, { exact: true }).fill('10117');
  await page.getByLabel(en.profileComp.city, { exact: true }).fill('Berlin');
  await page.getByLabel(en.profileComp.phone, { exact: true }).fill('151 12345678');
  await page.getByRole('button', { name: en.registerComp.stepTwoSubmit }).click();

  await page.getByRole('heading', { name: en.registerComp.titles.step3 }).waitFor();
  await page.getByRole('button', { name: en.otpComp.sendBy.email }).click();
  await page.getByLabel(en.otpComp.code).waitFor();
  await checks.codeStep?.();
  await page.getByLabel(en.otpComp.code).fill(await oneTimeCodeSentTo(siteUrl, email));
  await page.getByRole('button', { name: en.otpComp.verify }).click();
}

/** The one-time code of the newest message to the address, once the dev mailbox has it (10 s at most). */
async function oneTimeCodeSentTo(siteUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [message] = await readMailbox(siteUrl, to);
    const code = message ? oneTimeCodeOf(message.text) : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no one-time code reached ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The site's own API, called from Node with the site's Origin as a browser would send it. */
export async function postApi(
  siteUrl: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<{ status: number; body: string; setCookie: string[] }> {
  const response = await fetch(`${siteUrl}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: siteUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text(), setCookie: response.headers.getSetCookie() };
}

/** The document width a visitor could scroll sideways to. */
export function scrollWidthOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
