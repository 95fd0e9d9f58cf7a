import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { MERCHANT_CALLBACK_NAMES } from '@vauhti/cashier-embed/events';
import type { Page } from 'playwright-core';
import type { TestBrowser, Viewport } from './browser';

/*
 * A merchant's checkout page as PaymentIQ documents it (one container, the bootstrapper's script,
 * `new _PaymentCashier(selector, config, callback)`), served on its own origin so the bootstrapper
 * sends the page's origin as hostUri. One server serves either bootstrapper, so a suite can drive
 * the same page with ours and with PaymentIQ's published package and compare what the page saw.
 */

export type Bootstrapper = 'vauhti' | 'paymentiq';

/** Where the page loads each bootstrapper's script from. */
const SCRIPT_PATHS: Record<Bootstrapper, string> = { vauhti: '/vauhti.js', paymentiq: '/paymentiq.js' };

/**
 * Every callback contracts/payments.md section 4 lists, plus `pause` and `resume` (the real package
 * also calls those when an iframe posts CASHIER_PAUSE / CASHIER_RESUME). The page registers all of
 * them, so a comparison between two bootstrappers sees everything either one reports.
 */
export const MERCHANT_CALLBACKS: readonly string[] = MERCHANT_CALLBACK_NAMES;

/** What the page records when the constructor's callback hands it the API (not a callback of `on`). */
export const API_READY = '(api ready)';

/** One callback the merchant page received: its name and the `data` of its argument, as JSON. */
export type MerchantEvent = { name: string; data?: unknown };

export type MerchantSite = {
  /** The merchant's origin: http://localhost:<port>. */
  url: string;
  /** The checkout page with the given bootstrapper and configuration (the config travels as JSON in the query). */
  pageUrl(bootstrapper: Bootstrapper, config: Record<string, unknown>): string;
  close(): Promise<void>;
};

/**
 * Starts the merchant's site on a free port. `/paymentiq.js` is PaymentIQ's published
 * bootstrapper from node_modules; `/vauhti.js` is whatever `ourScript` resolves to, built once on
 * the first request (so a suite that only uses the real package never builds ours).
 */
export async function startMerchantSite(options: { ourScript: () => Promise<string> }): Promise<MerchantSite> {
  const require = createRequire(import.meta.url);
  const theirScript = readFileSync(require.resolve('paymentiq-cashier-bootstrapper/dist/cashier.js'), 'utf8');
  let ourScript: Promise<string> | undefined;
  const scripts: Record<string, () => Promise<string>> = {
    [SCRIPT_PATHS.paymentiq]: async () => theirScript,
    [SCRIPT_PATHS.vauhti]: () => {
      ourScript ??= options.ourScript();
      return ourScript;
    },
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://merchant.invalid').pathname;
    const script = scripts[path];
    if (script) {
      script().then(
        (text) => response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(text),
        (error: unknown) => {
          // The page then has no _PaymentCashier and the test fails on it; the reason is printed here.
          console.error(`[merchant] ${path} could not be built:`, error);
          response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
        },
      );
      return;
    }
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(request.url ?? '/'));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the merchant site has no address');
  // localhost, not 127.0.0.1: the bootstrappers and the cashier compare origins as strings.
  const url = `http://localhost:${address.port}`;
  return {
    url,
    pageUrl: (bootstrapper, config) =>
      `${url}/?${new URLSearchParams({ bootstrapper, config: JSON.stringify(config) })}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The checkout page; which script it loads comes from the query, the rest runs in the browser. */
function checkoutPage(requestUrl: string): string {
  const chosen = new URL(requestUrl, 'http://merchant.invalid').searchParams.get('bootstrapper');
  const scriptPath = SCRIPT_PATHS[chosen === 'paymentiq' ? 'paymentiq' : 'vauhti'];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant checkout</title>
<link rel="icon" href="data:,"></head>
<body>
<h1>Merchant checkout</h1>
<div id="cashier"></div>
<script src="${scriptPath}"></script>
<script>
  (function () {
    var events = (window.merchantEvents = []);
    // Callback arguments hold only data, but copy them as JSON so the test reads what the page saw then.
    function plain(value) {
      try { return value === undefined ? undefined : JSON.parse(JSON.stringify(value)); } catch (error) { return String(value); }
    }
    var callbacks = {};
    ${JSON.stringify(MERCHANT_CALLBACKS)}.forEach(function (name) {
      callbacks[name] = function (event) { events.push({ name: name, data: plain(event && event.data) }); };
    });
    var config = JSON.parse(new URLSearchParams(location.search).get('config'));
    new window._PaymentCashier('#cashier', config, function (api) {
      events.push({ name: ${JSON.stringify(API_READY)} });
      window.cashierApi = api;
      api.on(callbacks);
    });
  })();
</script>
</body></html>`;
}

export type MerchantPage = {
  page: Page;
  /** The callbacks the page received so far, in order. */
  events(): Promise<MerchantEvent[]>;
  /** Just their names. */
  eventNames(): Promise<string[]>;
  /** What `events()` returned last (still readable after the page closed). */
  seen: MerchantEvent[];
  /** Everything the page logged to the console (type: text), for failure messages. */
  consoleLines: string[];
};

/** Opens the checkout page in a new tab, recording the page's console. */
export async function openMerchantPage(
  browser: TestBrowser,
  site: MerchantSite,
  bootstrapper: Bootstrapper,
  config: Record<string, unknown>,
  viewport: Viewport = { width: 1024, height: 900 },
): Promise<MerchantPage> {
  const page = await browser.newPage(viewport);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  await page.goto(site.pageUrl(bootstrapper, config));
  const merchant: MerchantPage = {
    page,
    seen: [],
    events: async () => {
      merchant.seen = await page.evaluate(
        () => (window as unknown as { merchantEvents?: MerchantEvent[] }).merchantEvents ?? [],
      );
      return merchant.seen;
    },
    eventNames: async () => (await merchant.events()).map((event) => event.name),
    consoleLines,
  };
  return merchant;
}
