// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/casino/cashier"}
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type {
  IPiqCashierApiMethods as TheirApi,
  HostCallbackType as TheirCallbacks,
  IPiqCashierConfig as TheirConfig,
} from 'paymentiq-cashier-bootstrapper';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentCashier } from './cashier';
import type { CashierApi, CashierConfig, HostCallbackType } from './config';
import { CALLBACK_BY_EVENT } from './events';
import type { IPiqCashierApiMethods, IPiqCashierConfig } from './index';
import {
  CASHIER_ORIGIN,
  cashierFrame,
  loadFrame,
  lookupFrame,
  postToPage,
  queryOf,
  requireFrame,
  sent,
  stubFrameWindow,
} from './test-support/dom';

/*
 * Drop-in proof: the same scenario against the published paymentiq-cashier-bootstrapper 1.7.4
 * (run in this DOM, as apps/sandbox-pay's contract test does) and against ours, with equal results.
 * Scenarios run one after the other on a cleared page, since both use the same iframe ids.
 */

type Constructor = new (selector: string, config: CashierConfig, callback?: (api: CashierApi) => void) => unknown;
let Theirs: Constructor;
const Ours = PaymentCashier as unknown as Constructor;

beforeAll(() => {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('paymentiq-cashier-bootstrapper/dist/cashier.js'), 'utf8');
  new Function(source).call(window);
  Theirs = (window as unknown as { _PaymentCashier: Constructor })._PaymentCashier;
});

// The real bootstrapper looks for a device id every 50 ms, with a new setTimeout each time, and
// happy-dom never gives it one: each chain's last timer fires here, while the page exists, and
// finds no setTimeout to go on with (one firing after the page is gone fails the run).
afterAll(async () => {
  const realSetTimeout = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', () => 0);
  await new Promise((resolve) => realSetTimeout(resolve, 150));
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

const CONFIG: CashierConfig = {
  merchantId: 'vauhti',
  userId: 'player-1',
  sessionId: 'session-1',
  environment: 'development',
  method: 'deposit',
  locale: 'fi_FI',
  containerHeight: '600px',
  predefinedAmounts: [10, 20, 50],
  logoUrl: { light: 'l.png', dark: 'd.png' },
  user: { email: 'a@example.com', firstName: 'Aino' },
  attributes: { labelId: 'vauhti', productId: 'CASINO' },
  theme: { buttons: { color: '#ff6600' }, input: { height: '40px' } },
  launchToken: 'token-1',
  initLoadErrorTimeout: 60_000,
};

function mount(Cashier: Constructor, config: CashierConfig) {
  document.body.innerHTML = '<div id="merchant"></div>';
  let api: CashierApi | undefined;
  new Cashier('#merchant', structuredClone(config), (given) => {
    api = given;
  });
  return { api: () => api };
}

/** The frame's query as [key, value] pairs, without the version each package reports. */
function queryPairs(frame: HTMLIFrameElement) {
  return [...queryOf(frame).entries()].filter(([key]) => key !== 'attributes.bootstrapVersion');
}

describe('ours against paymentiq-cashier-bootstrapper 1.7.4', () => {
  it('builds the same cashier query (keys, order and values)', () => {
    mount(Theirs, CONFIG);
    const theirs = requireFrame(cashierFrame());
    const theirPairs = queryPairs(theirs);
    mount(Ours, CONFIG);
    const ours = requireFrame(cashierFrame());
    expect(queryPairs(ours)).toEqual(theirPairs);
    expect(`${new URL(ours.src).origin}${new URL(ours.src).pathname}`).toBe(
      `${new URL(theirs.src).origin}${new URL(theirs.src).pathname}`,
    );
    expect(queryOf(theirs).get('attributes.bootstrapVersion')).toBe('1.7.4');
    expect(queryOf(ours).get('attributes.bootstrapVersion')).toBe('1.3.29');
  });

  it('builds the same lookup query, except the undefined values the original sends as text', () => {
    const config: CashierConfig = {
      ...CONFIG,
      lookupConfig: { environment: 'development', userData: { email: 'b@example.com' }, user: { country: 'FI' } },
    };
    mount(Theirs, config);
    const theirPairs = queryPairs(requireFrame(lookupFrame())).filter(([, value]) => value !== 'undefined');
    mount(Ours, config);
    expect(queryPairs(requireFrame(lookupFrame()))).toEqual(theirPairs);
    expect(cashierFrame()).toBeNull();
  });

  it('styles the iframes the same way', () => {
    const styleOf = (frame: HTMLIFrameElement) =>
      ['height', 'width', 'min-height', 'min-width', 'border-width', 'display', 'left'].map((name) =>
        frame.style.getPropertyValue(name),
      );
    const withLookup = { ...CONFIG, lookupConfig: { environment: 'development' } };
    mount(Theirs, CONFIG);
    const theirCashier = styleOf(requireFrame(cashierFrame()));
    mount(Theirs, withLookup);
    const theirLookup = styleOf(requireFrame(lookupFrame()));
    mount(Ours, CONFIG);
    expect(styleOf(requireFrame(cashierFrame()))).toEqual(theirCashier);
    mount(Ours, withLookup);
    expect(styleOf(requireFrame(lookupFrame()))).toEqual(theirLookup);
  });

  it("calls the merchant's callbacks in the same order with the same arguments", () => {
    // PIQ_CUSTOMER_DATA is left out: the original also calls `cancelled` for it (a fall-through).
    const events = Object.keys(CALLBACK_BY_EVENT).filter((eventType) => eventType !== 'PIQ_CUSTOMER_DATA');
    const script = events.flatMap((eventType, index) => [{ eventType, payload: { step: index } }, { eventType }]);
    const names = [...new Set(Object.values(CALLBACK_BY_EVENT).map((name) => name.replace(/^[!?-]/, '')))];

    function run(Cashier: Constructor) {
      const { api } = mount(Cashier, CONFIG);
      const frame = requireFrame(cashierFrame());
      stubFrameWindow(frame);
      loadFrame(frame);
      const calls: unknown[][] = [];
      const given = api();
      if (!given) throw new Error('no API after the cashier loaded');
      given.on(Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => calls.push([name, ...args])])));
      for (const message of script) postToPage(message);
      postToPage({ eventType: 'APP_SET_HEIGHT', payload: { height: 777 } });
      // Later scenarios must not reach these callbacks.
      given.on({});
      return { calls, height: frame.style.height };
    }

    const theirs = run(Theirs);
    const ours = run(Ours);
    expect(theirs.calls.length).toBeGreaterThan(30);
    expect(ours.calls).toEqual(theirs.calls);
    expect(ours.height).toBe(theirs.height);
  });

  it('answers the boot request with the same CASHIER_BOOT at the same origin', () => {
    function run(Cashier: Constructor, launchToken: string) {
      mount(Cashier, { ...CONFIG, launchToken });
      const frame = requireFrame(cashierFrame());
      const posted = stubFrameWindow(frame);
      loadFrame(frame);
      postToPage({ eventType: 'CASHIER_BOOT_REQUEST' }, CASHIER_ORIGIN);
      return sent(posted).filter(([eventType]) => eventType === 'CASHIER_BOOT');
    }
    // Each package's listener stays on the page and answers the other's request too (with its own
    // cashier's token): each run looks for the answer carrying its own token.
    expect(run(Theirs, 'their-token')).toContainEqual(['CASHIER_BOOT', { launchToken: 'their-token' }, CASHIER_ORIGIN]);
    expect(run(Ours, 'our-token')).toContainEqual(['CASHIER_BOOT', { launchToken: 'our-token' }, CASHIER_ORIGIN]);
  });
});

describe('the typings', () => {
  it("accept the original's config, callbacks and API types (checked by tsc)", () => {
    const theirConfig: TheirConfig = {
      merchantId: 'vauhti',
      environment: 'test',
      defaultLoader: true,
      theme: { buttons: { color: '#f60' } },
      lookupConfig: { environment: 'test', hostUri: 'http://localhost:3000', userData: { email: 'a@example.com' } },
    };
    const ourConfig: IPiqCashierConfig = theirConfig;
    const theirCallbacks: TheirCallbacks = { success: () => {}, cashierInitLoad: () => {} };
    const ourCallbacks: HostCallbackType = theirCallbacks;
    // A merchant's function typed with the original API accepts ours.
    const useApi = (api: TheirApi) => api;
    const ourApi: IPiqCashierApiMethods = { set() {}, css() {}, pause() {}, resume() {}, on() {} };
    expect(useApi(ourApi)).toBe(ourApi);
    expect([ourConfig.merchantId, Object.keys(ourCallbacks)]).toEqual(['vauhti', ['success', 'cashierInitLoad']]);
  });
});
