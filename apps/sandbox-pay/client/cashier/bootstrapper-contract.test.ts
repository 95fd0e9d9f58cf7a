// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/casino/cashier"}
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseLookupQuery } from '../lookup/lookup-query';
import { parseLaunchQuery } from './launch-query';
import { outcomeMessage, outgoing } from './protocol';
import { transactionView } from './test-support';

/*
 * The cashier against the real paymentiq-cashier-bootstrapper (1.7.4) running in a DOM: the query it
 * builds parses into a complete launch, and the messages the cashier posts from its origin reach the
 * merchant's callbacks. A browser test proves the same across real frames later.
 */

const CASHIER_ORIGIN = 'http://localhost:5000';
type Callbacks = Record<string, ReturnType<typeof vi.fn>>;
type Api = { on(callbacks: Callbacks): void };
type CashierConstructor = new (
  selector: string,
  config: Record<string, unknown>,
  callback: (api: Api) => void,
) => unknown;

beforeAll(() => {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('paymentiq-cashier-bootstrapper/dist/cashier.js'), 'utf8');
  // The package is a browser script that installs itself on window.
  new Function(source).call(window);
});

afterAll(async () => {
  // Each cashier's bootstrapper asks every 50 ms, with a new setTimeout each time, for a device id
  // that happy-dom never produces. Such a timer firing after the test page is gone fails the run
  // (window is not defined), so each chain's last timer fires here, while the page exists, and
  // finds no setTimeout to go on with.
  const realSetTimeout = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', () => 0);
  await new Promise((resolve) => realSetTimeout(resolve, DEVICE_ID_POLL_MS * 3));
  vi.unstubAllGlobals();
});

/** How often the bootstrapper looks for the device id (paymentiq-cashier-bootstrapper 1.7.4). */
const DEVICE_ID_POLL_MS = 50;

let mounted = 0;

/**
 * A cashier in a container of its own. Earlier ones stay in the page: the bootstrapper's device-id
 * timer looks its iframe up by id after a test has ended.
 */
function mount(config: Record<string, unknown>) {
  mounted += 1;
  const container = document.createElement('div');
  container.id = `cashier-${mounted}`;
  document.body.append(container);
  const Cashier = (window as unknown as { _PaymentCashier: CashierConstructor })._PaymentCashier;
  let api: Api | null = null;
  new Cashier(`#${container.id}`, config, (created) => {
    api = created;
  });
  const frame = container.querySelector<HTMLIFrameElement>('iframe');
  if (!frame) throw new Error('the bootstrapper made no iframe');
  // happy-dom does not load frames: fire the load the bootstrapper waits for.
  frame.onload?.(new Event('load'));
  return { frame, api: () => api };
}

function fromCashier(data: unknown, origin = CASHIER_ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

describe('the real bootstrapper', () => {
  it('frames http://localhost:5000 with a query the cashier reads as a complete launch', () => {
    const { frame } = mount({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      environment: 'development',
      locale: 'fi_FI',
      method: 'creditcard',
      user: { email: 'a@example.com' },
      attributes: { labelId: 'vauhti' },
      theme: { buttons: { color: '#ff6600' } },
    });
    const url = new URL(frame.src);
    expect(url.origin).toBe(CASHIER_ORIGIN);
    const parsed = parseLaunchQuery(url.search);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.query).toMatchObject({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      locale: 'fi_FI',
      method: 'CREDITCARD',
      hostOrigin: 'http://localhost:3000',
      bootstrapVersion: '1.7.4',
      user: { email: 'a@example.com' },
      theme: { '--theme-buttons-color': '#ff6600' },
    });
  });

  it("delivers the cashier's events to the merchant's callbacks", () => {
    const { api } = mount({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      environment: 'development',
    });
    const callbacks: Callbacks = {
      cashierInitLoad: vi.fn(),
      success: vi.fn(),
      failure: vi.fn(),
      pending: vi.fn(),
      cancelled: vi.fn(),
      isLoading: vi.fn(),
      doneLoading: vi.fn(),
      paymentMethodSelect: vi.fn(),
      newProviderWindow: vi.fn(),
      cancelledPendingWD: vi.fn(),
      validationFailed: vi.fn(),
    };
    api()?.on(callbacks);
    fromCashier(outgoing.initLoad());
    fromCashier(outgoing.isLoading());
    fromCashier(outgoing.doneLoading());
    fromCashier(outgoing.selectedMethod('CREDITCARD', 'deposit'));
    fromCashier(outgoing.newProviderWindow('iframe', `${CASHIER_ORIGIN}/pages/threeds/1`, '1'));
    fromCashier(outgoing.validationFailed('amount', 'AMOUNT_TOO_SMALL', 'too small'));
    const success = outcomeMessage(transactionView());
    fromCashier(success);
    fromCashier(outcomeMessage(transactionView({ state: 'FAILED' })));
    fromCashier(outcomeMessage(transactionView({ kind: 'withdrawal', state: 'WAITING_APPROVAL' })));
    fromCashier(outgoing.cancelledPendingWithdrawal(transactionView({ kind: 'withdrawal', state: 'CANCELLED' })));
    fromCashier(outcomeMessage(transactionView({ state: 'CANCELLED' })));
    for (const [name, callback] of Object.entries(callbacks)) expect(callback, name).toHaveBeenCalled();
    expect(callbacks.cashierInitLoad).toHaveBeenCalledWith({ data: { majorVersion: 'v3' } });
    expect(callbacks.success).toHaveBeenCalledWith({ data: success?.payload });
  });

  it('sizes its iframe by APP_SET_HEIGHT and ignores messages from origins it does not know', () => {
    const { api } = mount({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      environment: 'development',
    });
    const success = vi.fn();
    api()?.on({ success });
    fromCashier(outgoing.setHeight(731));
    // The bootstrapper sizes the page's cashier iframe by its id.
    expect(document.getElementById('cashierIframe')?.style.height).toBe('731px');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fromCashier(outcomeMessage(transactionView()), 'http://127.0.0.1:5000');
    expect(success).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('frames the lookup at http://localhost:4000 with a query the lookup reads', () => {
    const { frame } = mount({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      environment: 'development',
      locale: 'sv_SE',
      lookupConfig: { environment: 'development', userData: { email: 'b@example.com' } },
    });
    const url = new URL(frame.src);
    expect(url.origin).toBe('http://localhost:4000');
    expect(parseLookupQuery(url.search)).toMatchObject({
      merchantId: 'vauhti',
      locale: 'sv_SE',
      hostOrigin: 'http://localhost:3000',
      email: 'b@example.com',
    });
  });
});
