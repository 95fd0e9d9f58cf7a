// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/casino/cashier?tab=deposit"}
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { PaymentCashier, resetCashier, withTxRefId } from './cashier';
import type { CashierApi, CashierConfig } from './config';
import { FRAME_FEATURE_POLICY } from './config';
import { resetDeviceIdForTests } from './fingerprint';
import {
  CASHIER_ORIGIN,
  cashierFrame,
  LOOKUP_ORIGIN,
  loadFrame,
  lookupFrame,
  mountContainer,
  PAGE_ORIGIN,
  postToPage,
  queryOf,
  requireFrame,
  sent,
  sentTypes,
  stubFrameWindow,
} from './test-support/dom';

const BASE: CashierConfig = {
  merchantId: 'vauhti',
  userId: 'player-1',
  sessionId: 'session-1',
  environment: 'development',
};

let errors: Mock;

beforeEach(() => {
  document.body.innerHTML = '';
  errors = vi.spyOn(console, 'error').mockImplementation(() => {}) as unknown as Mock;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A cashier without lookup: its frame (with a recorded window), the constructor's API and the callback's. */
function mountCashier(config: Partial<CashierConfig> = {}) {
  const callback = vi.fn();
  const returned = new PaymentCashier(mountContainer(), { ...BASE, ...config }, callback) as unknown as CashierApi;
  const frame = requireFrame(cashierFrame());
  const posted = stubFrameWindow(frame);
  return { frame, posted, callback, returned };
}

/** A cashier with a lookup: the lookup's frame (recorded) and the callback. */
function mountWithLookup(config: Partial<CashierConfig> = {}) {
  const callback = vi.fn();
  const returned = new PaymentCashier(
    mountContainer(),
    { ...BASE, userId: undefined, sessionId: undefined, lookupConfig: { environment: 'development' }, ...config },
    callback,
  ) as unknown as CashierApi;
  const lookup = requireFrame(lookupFrame());
  const lookupPosted = stubFrameWindow(lookup);
  return { lookup, lookupPosted, callback, returned };
}

/** The API the merchant's callback received. */
function apiFrom(callback: Mock): CashierApi {
  const api = callback.mock.calls[0]?.[0] as CashierApi | undefined;
  if (!api) throw new Error('the callback has not received the API');
  return api;
}

const identified = {
  userId: 'player-7',
  sessionId: 'session-7',
  user: { email: 'aino@example.com' },
  attributes: { labelId: 'vauhti' },
  didToken: 'did-1',
};

describe('setting up the cashier', () => {
  it('frames the cashier in the container with its id, sizes, feature policy and container id', () => {
    const now = Date.now();
    const { frame, callback } = mountCashier();
    const container = frame.parentElement as HTMLElement;
    expect(frame.id).toBe('cashierIframe');
    expect(new URL(frame.src).origin).toBe(CASHIER_ORIGIN);
    expect(frame.style.height).toBe('100%');
    expect(frame.style.width).toBe('100%');
    expect(frame.style.minHeight).toBe('0px');
    expect(frame.allow).toBe(FRAME_FEATURE_POLICY);
    expect(container.classList.contains('piq-cashier-wrapper')).toBe(true);
    expect(Number(container.getAttribute('cashier_container_uid'))).toBeGreaterThanOrEqual(now);
    expect(callback).not.toHaveBeenCalled();
  });

  it('gives the API to the callback once the cashier iframe has loaded, and only on its first load', () => {
    const { frame, callback, returned } = mountCashier();
    loadFrame(frame);
    loadFrame(frame);
    expect(callback).toHaveBeenCalledTimes(1);
    const api = apiFrom(callback);
    expect(Object.keys(api).sort()).toEqual(['css', 'on', 'pause', 'resume', 'set']);
    // `new` gives back the same API object, as the original's constructor does.
    expect(returned).toBe(api);
  });

  it('uses containerHeight, containerWidth and containerMinHeight, numbers as pixels', () => {
    const { frame } = mountCashier({ containerHeight: 640, containerWidth: '80%', containerMinHeight: '300px' });
    expect([frame.style.height, frame.style.width, frame.style.minHeight]).toEqual(['640px', '80%', '300px']);
  });

  it('gives two containers set up in the same millisecond different time-derived ids', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const first = document.querySelector(mountContainer()) as HTMLElement;
    const second = document.querySelector(mountContainer()) as HTMLElement;
    new PaymentCashier(`#${first.id}`, BASE);
    new PaymentCashier(`#${second.id}`, BASE);
    const ids = [first, second].map((element) => Number(element.getAttribute('cashier_container_uid')));
    expect(ids[0]).toBeGreaterThanOrEqual(1_700_000_000_000);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('throws when no element matches the selector', () => {
    expect(() => new PaymentCashier('#nowhere', BASE)).toThrow(TypeError);
  });

  it('keeps the merchant page config (without the launch token) on window for the cashier scripts', () => {
    const { frame } = mountCashier({ launchToken: 'secret' });
    const page = window as unknown as Record<string, Record<string, unknown>>;
    expect(page.__PAYMENT_CASHIER_CONFIG__).toMatchObject({
      merchantId: 'vauhti',
      attributes: { hostUri: PAGE_ORIGIN },
    });
    expect(page.__PAYMENT_CASHIER_CONFIG__).not.toHaveProperty('launchToken');
    expect((window as unknown as Record<string, unknown>).PAYMENT_CASHIER_URI).toBe(frame.src);
  });
});

describe('messages from the cashier', () => {
  it("routes each event to the merchant's callback in the original's shapes", () => {
    const { frame, callback } = mountCashier();
    loadFrame(frame);
    const callbacks = {
      cashierInitLoad: vi.fn(),
      success: vi.fn(),
      isLoading: vi.fn(),
      isVisible: vi.fn(),
      paymentMethodSelect: vi.fn(),
      newProviderWindow: vi.fn(),
      lookupUserData: vi.fn(),
      cancelled: vi.fn(),
    };
    apiFrom(callback).on(callbacks);
    postToPage({ eventType: 'CASHIER_INIT_LOAD', payload: { majorVersion: 'v3' } });
    postToPage({ eventType: 'TX_SUCCESS', payload: { status: 'SUCCESSFUL', payload: { txRefId: '1' } } });
    postToPage({ eventType: 'IS_LOADING' });
    postToPage({ eventType: 'APP_VISIBLE' });
    postToPage({ eventType: 'SELECTED_TX_METHOD' });
    postToPage({ eventType: 'SELECTED_TX_METHOD', payload: { provider: 'CREDITCARD' } });
    postToPage({ eventType: 'NEW_WINDOW', payload: { url: 'x' } });
    postToPage(JSON.stringify({ eventType: 'PIQ_CUSTOMER_DATA', payload: { userId: 'u' } }));
    expect(callbacks.cashierInitLoad).toHaveBeenCalledWith({ data: { majorVersion: 'v3' } });
    expect(callbacks.success).toHaveBeenCalledWith({ data: { status: 'SUCCESSFUL', payload: { txRefId: '1' } } });
    expect(callbacks.isLoading).toHaveBeenCalledWith({ data: 'IS_LOADING' });
    expect(callbacks.isVisible).toHaveBeenCalledWith();
    expect(callbacks.paymentMethodSelect).toHaveBeenCalledTimes(1);
    expect(callbacks.paymentMethodSelect).toHaveBeenCalledWith({ data: { provider: 'CREDITCARD' } });
    expect(callbacks.newProviderWindow).toHaveBeenCalledWith({ data: 'NEW_WINDOW' });
    expect(callbacks.lookupUserData).toHaveBeenCalledWith({ data: { userId: 'u' } });
    // The original falls through from PIQ_CUSTOMER_DATA to `cancelled`; this one does not.
    expect(callbacks.cancelled).not.toHaveBeenCalled();
  });

  it("sizes the cashier iframe by the cashier's APP_SET_HEIGHT", () => {
    const { frame } = mountCashier();
    postToPage({ eventType: 'APP_SET_HEIGHT', payload: { height: 731 } });
    expect(frame.style.height).toBe('731px');
  });

  it('ignores messages from origins it does not trust, logging both invalid-origin texts', () => {
    const { returned } = mountCashier();
    const success = vi.fn();
    returned.on({ success });
    postToPage({ eventType: 'TX_SUCCESS', payload: {} }, 'http://127.0.0.1:5000');
    expect(success).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      'Integration: Failed to read post message - invalid origin',
      'http://127.0.0.1:5000',
      'TX_SUCCESS',
    );
    expect(errors).toHaveBeenCalledWith(
      'Invalid origin - will not read PIQ Cashier events',
      'TX_SUCCESS',
      'http://127.0.0.1:5000',
    );
  });

  it('ignores init-load, loading and boot requests from another origin too (the original reads them from any)', () => {
    const { returned, posted } = mountCashier({ launchToken: 'token-1' });
    const callbacks = { cashierInitLoad: vi.fn(), lookupInitLoad: vi.fn(), isLoading: vi.fn() };
    returned.on(callbacks);
    for (const eventType of ['CASHIER_INIT_LOAD', 'LOOKUP_INIT_LOAD', 'IS_LOADING', 'CASHIER_BOOT_REQUEST']) {
      postToPage({ eventType }, 'https://elsewhere.example');
    }
    expect(callbacks.cashierInitLoad).not.toHaveBeenCalled();
    expect(callbacks.lookupInitLoad).not.toHaveBeenCalled();
    expect(callbacks.isLoading).not.toHaveBeenCalled();
    // The launch token goes to no one (registering isLoading asks the cashier IS_LOADING, as always).
    expect(sentTypes(posted)).toEqual(['IS_LOADING']);
    expect(errors).toHaveBeenCalledWith(
      'Invalid origin - will not read PIQ Cashier events',
      'CASHIER_BOOT_REQUEST',
      'https://elsewhere.example',
    );
  });

  it('ignores messages without an eventType, and strings from unknown origins, silently', () => {
    mountCashier();
    postToPage({ hello: 'world' }, 'https://elsewhere.example');
    postToPage('{"eventType":"TX_SUCCESS"}', 'https://elsewhere.example');
    postToPage('not json');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('which messages it reads: its own iframes, from its environment', () => {
  /** A window on the page that is not this cashier's: a frame of the merchant's own, or another cashier's. */
  function foreignWindow(): unknown {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    stubFrameWindow(frame);
    return frame.contentWindow;
  }

  it('reads a message its cashier iframe posts from its environment origin', () => {
    const { returned } = mountCashier();
    const success = vi.fn();
    returned.on({ success });
    postToPage({ eventType: 'TX_SUCCESS', payload: { txRefId: '1' } }, CASHIER_ORIGIN);
    expect(success).toHaveBeenCalledWith({ data: { txRefId: '1' } });
  });

  it("ignores its own iframe posting from another environment's origin, one the original trusts on every page", () => {
    // development: the production cashier's origin is not this cashier's.
    const { returned, frame } = mountCashier();
    const callbacks = { success: vi.fn(), cashierInitLoad: vi.fn() };
    returned.on(callbacks);
    postToPage({ eventType: 'TX_SUCCESS', payload: {} }, 'https://api.paymentiq.io');
    postToPage({ eventType: 'APP_SET_HEIGHT', payload: { height: 900 } }, 'https://pay.paymentiq.io');
    postToPage({ eventType: 'CASHIER_INIT_LOAD' }, 'https://checkout.paymentiq.io');
    expect(callbacks.success).not.toHaveBeenCalled();
    expect(callbacks.cashierInitLoad).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('100%');
    expect(errors).toHaveBeenCalledWith(
      'Integration: Failed to read post message - invalid origin',
      'https://api.paymentiq.io',
      'TX_SUCCESS',
    );
  });

  it('ignores its origin posted by another window, by the page itself, or by no window, silently', () => {
    const { returned, frame } = mountCashier();
    const success = vi.fn();
    returned.on({ success });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    for (const source of [foreignWindow(), window, null]) {
      postToPage({ eventType: 'TX_SUCCESS', payload: {} }, CASHIER_ORIGIN, source);
      postToPage({ eventType: 'APP_SET_HEIGHT', payload: { height: 900 } }, CASHIER_ORIGIN, source);
      postToPage({ eventType: 'TOP_URL_REPLACE', payload: { url: 'https://phish.example/' } }, CASHIER_ORIGIN, source);
    }
    expect(success).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('100%');
    expect(replace).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("does not take another cashier's messages: each is sized and told only by its own iframe", () => {
    const first = mountCashier();
    // The second cashier's iframe has the same id; the helpers' cashierFrame() finds the first.
    const callback = vi.fn();
    const second = new PaymentCashier(mountContainer(), BASE, callback) as unknown as CashierApi;
    const secondFrame = document.querySelectorAll<HTMLIFrameElement>('#cashierIframe')[1] as HTMLIFrameElement;
    const secondPosted = stubFrameWindow(secondFrame);
    const success = vi.fn();
    second.on({ success });

    postToPage({ eventType: 'TX_SUCCESS', payload: {} }, CASHIER_ORIGIN, first.frame.contentWindow);
    postToPage({ eventType: 'CASHIER_BOOT_REQUEST' }, CASHIER_ORIGIN, first.frame.contentWindow);
    expect(success).not.toHaveBeenCalled();
    expect(sentTypes(secondPosted)).toEqual([]);

    postToPage({ eventType: 'APP_SET_HEIGHT', payload: { height: 640 } }, CASHIER_ORIGIN, secondFrame.contentWindow);
    expect(secondFrame.style.height).toBe('640px');
    expect(first.frame.style.height).toBe('100%');
  });

  it("reads the lookup iframe at its own environment's origin when that differs from the cashier's", () => {
    const { lookup } = mountWithLookup({ lookupConfig: { environment: 'test' } });
    postToPage(
      { eventType: 'PIQ_LOOKUP_REPORT_HEIGHT', payload: { height: 300 } },
      'https://checkout.paymentiq.io',
      lookup.contentWindow,
    );
    expect(lookup.style.height).toBe('300px');
    // Port 4000 serves the development lookup, not this one (test) nor this cashier (development, port 5000).
    postToPage(
      { eventType: 'PIQ_LOOKUP_REPORT_HEIGHT', payload: { height: 310 } },
      LOOKUP_ORIGIN,
      lookup.contentWindow,
    );
    expect(lookup.style.height).toBe('300px');
  });
});

describe('the boot handshake and calls held until the cashier is ready', () => {
  it('answers CASHIER_BOOT_REQUEST with CASHIER_BOOT and the launch token, at the cashier origin', () => {
    const { posted } = mountCashier({ launchToken: 'token-1' });
    postToPage({ eventType: 'CASHIER_BOOT_REQUEST' });
    expect(sent(posted)).toEqual([['CASHIER_BOOT', { launchToken: 'token-1' }, CASHIER_ORIGIN]]);
  });

  it('sends a null launch token when the merchant gave none', () => {
    const { posted } = mountCashier();
    postToPage({ eventType: 'CASHIER_BOOT_REQUEST' });
    expect(sent(posted)).toEqual([['CASHIER_BOOT', { launchToken: null }, CASHIER_ORIGIN]]);
  });

  it('holds set and css until the cashier is ready, then sends them in order (identity left out of set)', () => {
    const { frame, posted, callback } = mountCashier();
    loadFrame(frame);
    const api = apiFrom(callback);
    api.css('body{color:red}');
    api.set({ config: { merchantId: 'other', userId: 'u', sessionId: 's', amount: 50 }, user: { email: 'e' } });
    expect(sentTypes(posted)).toEqual([]);
    postToPage({ eventType: 'CASHIER_INIT_LOAD', payload: { majorVersion: 'v3' } });
    expect(sent(posted)).toEqual([
      ['SET_CSS', 'body{color:red}', CASHIER_ORIGIN],
      ['UPDATE_DATA', { config: { amount: 50 }, user: { email: 'e' } }, CASHIER_ORIGIN],
    ]);
    api.css('p{}');
    expect(sentTypes(posted).at(-1)).toBe('SET_CSS');
  });

  it('keeps at most 50 calls while loading and logs the ones it drops', () => {
    const { returned, posted } = mountCashier();
    for (let call = 0; call < 52; call += 1) returned.css(`.c${call}{}`);
    expect(errors).toHaveBeenCalledTimes(2);
    postToPage({ eventType: 'DONE_LOADING' });
    expect(sentTypes(posted)).toHaveLength(50);
  });

  it('does not treat a loading event from an unknown origin as ready', () => {
    const { returned, posted } = mountCashier();
    returned.css('a{}');
    postToPage({ eventType: 'IS_LOADING' }, 'https://elsewhere.example');
    expect(sentTypes(posted)).toEqual([]);
  });

  it('sends the cashier min-height as css when the cashier reports its first load', () => {
    const { posted } = mountCashier({ containerMinHeight: 400 });
    postToPage({ eventType: 'CASHIER_INIT_LOAD' });
    expect(sent(posted)).toEqual([
      ['SET_CSS', '#app-container.auto-height{min-height:400px!important}', CASHIER_ORIGIN],
    ]);
  });

  it('asks an already-loaded cashier whether it is loading when isLoading is registered', () => {
    const { posted, returned } = mountCashier();
    returned.on({ isLoading: vi.fn() });
    expect(sentTypes(posted)).toEqual(['IS_LOADING']);
  });

  it('logs a failed send with its event type', () => {
    const { frame, returned } = mountCashier();
    Object.defineProperty(frame, 'contentWindow', { configurable: true, value: null });
    returned.pause();
    expect(errors).toHaveBeenCalledWith('Failed to send postMessage', 'CASHIER_PAUSE');
  });
});

describe('the load time-out', () => {
  const status = (limit: number) =>
    `Could not load cashier iframe. Execution time limit was exceeded: ${limit} milliseconds`;

  it('fires ONLOAD_ERROR with the exact status and timeLimit when the cashier has not loaded in time', () => {
    vi.useFakeTimers();
    const onLoadError = vi.fn();
    const { returned } = mountCashier({ initLoadErrorTimeout: 3000 });
    returned.on({ onLoadError });
    vi.advanceTimersByTime(2999);
    expect(onLoadError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLoadError).toHaveBeenCalledWith({ data: { status: status(3000), timeLimit: 3000 } });
  });

  it('defaults to 10000 ms', () => {
    vi.useFakeTimers();
    const onLoadError = vi.fn();
    mountCashier().returned.on({ onLoadError });
    vi.advanceTimersByTime(10_000);
    expect(onLoadError).toHaveBeenCalledWith({ data: { status: status(10_000), timeLimit: 10_000 } });
  });

  it('does not fire when the cashier loaded in time', () => {
    vi.useFakeTimers();
    const onLoadError = vi.fn();
    const { frame, returned } = mountCashier({ initLoadErrorTimeout: 3000 });
    returned.on({ onLoadError });
    vi.advanceTimersByTime(2000);
    loadFrame(frame);
    vi.advanceTimersByTime(5000);
    expect(onLoadError).not.toHaveBeenCalled();
  });

  it('fires again for a later set-up that does not load, and not for a cashier removed by reset', () => {
    vi.useFakeTimers();
    const onLoadError = vi.fn();
    const { lookup, callback } = mountWithLookup({ initLoadErrorTimeout: 1000 });
    loadFrame(lookup);
    apiFrom(callback).on({ onLoadError });
    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: identified }, LOOKUP_ORIGIN);
    loadFrame(requireFrame(cashierFrame()));
    vi.advanceTimersByTime(1000);
    expect(onLoadError).not.toHaveBeenCalled();
    // Reset and identify again: this cashier never loads.
    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_RESET' }, LOOKUP_ORIGIN);
    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: identified }, LOOKUP_ORIGIN);
    vi.advanceTimersByTime(1000);
    expect(onLoadError).toHaveBeenCalledTimes(1);
    // A cashier the customer reset before its time-out is not a load error.
    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_RESET' }, LOOKUP_ORIGIN);
    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: identified }, LOOKUP_ORIGIN);
    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_RESET' }, LOOKUP_ORIGIN);
    vi.advanceTimersByTime(1000);
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });
});

describe('the lifecycle with a lookup', () => {
  it('loads the lookup iframe first, 250px high, 1px wide with min-width 100%', () => {
    const { lookup, callback } = mountWithLookup();
    expect(cashierFrame()).toBeNull();
    expect(new URL(lookup.src).origin).toBe(LOOKUP_ORIGIN);
    expect([lookup.style.height, lookup.style.width, lookup.style.minWidth, lookup.style.minHeight]).toEqual([
      '250px',
      '1px',
      '100%',
      '0px',
    ]);
    loadFrame(lookup);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('takes the lookup height from PIQ_LOOKUP_REPORT_HEIGHT', () => {
    const { lookup } = mountWithLookup();
    postToPage({ eventType: 'PIQ_LOOKUP_REPORT_HEIGHT', payload: { height: 412 } }, LOOKUP_ORIGIN);
    expect(lookup.style.height).toBe('412px');
  });

  it('identify sets up, identify again resumes, edit-user pauses, reset removes, resume restores tab order', () => {
    const { lookup, callback } = mountWithLookup({ attributes: { brand: 'vauhti' } });
    loadFrame(lookup);
    const api = apiFrom(callback);
    const lookupUserIdentified = vi.fn();
    api.on({ lookupUserIdentified });

    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: identified }, LOOKUP_ORIGIN);
    expect(lookupUserIdentified).toHaveBeenCalledWith({ data: identified });
    const frame = requireFrame(cashierFrame());
    const query = queryOf(frame);
    expect(query.get('userId')).toBe('player-7');
    expect(query.get('sessionId')).toBe('session-7');
    expect(query.get('user.email')).toBe('aino@example.com');
    expect(query.get('attributes.labelId')).toBe('vauhti');
    expect(query.get('attributes.brand')).toBe('vauhti');
    expect(query.get('attributes.didToken')).toBe('did-1');
    const posted = stubFrameWindow(frame);
    loadFrame(frame);
    // With a lookup the merchant got the API from the lookup's load only.
    expect(callback).toHaveBeenCalledTimes(1);

    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: identified }, LOOKUP_ORIGIN);
    expect(document.querySelectorAll('#cashierIframe')).toHaveLength(1);
    expect(sentTypes(posted)).toEqual(['CASHIER_RESUME']);
    expect(frame.tabIndex).toBe(0);

    postToPage({ eventType: 'PIQ_LOOKUP_EDIT_USER' }, LOOKUP_ORIGIN);
    expect(sentTypes(posted)).toEqual(['CASHIER_RESUME', 'CASHIER_PAUSE']);
    expect(frame.tabIndex).toBe(-1);

    api.resume();
    expect(sentTypes(posted).at(-1)).toBe('CASHIER_RESUME');
    expect(frame.tabIndex).toBe(0);

    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_RESET' }, LOOKUP_ORIGIN);
    expect(cashierFrame()).toBeNull();
    expect(lookupFrame()).toBe(lookup);

    postToPage({ eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: { userId: 'player-8' } }, LOOKUP_ORIGIN);
    expect(queryOf(requireFrame(cashierFrame())).get('userId')).toBe('player-8');
  });

  it('sends the API calls to the lookup until a cashier exists', () => {
    const { lookup, lookupPosted, callback } = mountWithLookup();
    loadFrame(lookup);
    apiFrom(callback).css('a{}');
    expect(sent(lookupPosted)).toContainEqual(['SET_CSS', 'a{}', LOOKUP_ORIGIN]);
  });

  it("puts the lookup in the lookupConfig's own element when it names one", () => {
    const element = document.createElement('section');
    document.body.append(element);
    mountWithLookup({ lookupConfig: { environment: 'development', domElement: element } });
    expect(lookupFrame()?.parentElement).toBe(element);
  });

  it('answers PIQ_LOOKUP_SHA_256 with the raw SHA-256 digest of the code verifier', async () => {
    const { lookupPosted } = mountWithLookup();
    postToPage({ eventType: 'PIQ_LOOKUP_SHA_256', payload: { codeVerifier: 'verifier-123' } }, LOOKUP_ORIGIN);
    await vi.waitFor(() => expect(sentTypes(lookupPosted)).toContain('PIQ_LOOKUP_SHA_256'));
    const [, payload, origin] = sent(lookupPosted).find(([type]) => type === 'PIQ_LOOKUP_SHA_256') ?? [];
    const { codeChallenge, codeVerifier } = payload as { codeChallenge: ArrayBuffer; codeVerifier: string };
    expect(origin).toBe(LOOKUP_ORIGIN);
    expect(codeVerifier).toBe('verifier-123');
    expect(Buffer.from(codeChallenge).toString('hex')).toBe(createHash('sha256').update('verifier-123').digest('hex'));
  });
});

describe('the handlers of the cashier protocol', () => {
  it('adds an authorize script once per provider', () => {
    mountCashier();
    const script = (provider: string) => ({
      eventType: 'SETUP_AUTHORIZE_SCRIPT',
      payload: { provider, authorizeScript: `window.__authorized_${provider} = true;` },
    });
    postToPage(script('bankid'));
    postToPage(script('bankid'));
    postToPage(script('swish'));
    expect(document.querySelectorAll('#Authenticate_bankid')).toHaveLength(1);
    expect(document.querySelectorAll('#Authenticate_swish')).toHaveLength(1);
    expect(document.getElementById('Authenticate_bankid')?.textContent).toBe('window.__authorized_bankid = true;');
  });

  it('logs when the authorize script cannot be added', () => {
    mountCashier();
    vi.spyOn(document.body, 'append').mockImplementation(() => {
      throw new Error('blocked');
    });
    postToPage({ eventType: 'SETUP_AUTHORIZE_SCRIPT', payload: { provider: 'bankid', authorizeScript: '1' } });
    expect(errors).toHaveBeenCalledWith('Unable to add authenticate script for bankid');
  });

  it('calls the named global method with the parameters for EXECUTE_AUTHORIZE_METHOD', () => {
    mountCashier();
    const authorize = vi.fn();
    (window as unknown as Record<string, unknown>).startBankId = authorize;
    postToPage({ eventType: 'EXECUTE_AUTHORIZE_METHOD', payload: { method: 'startBankId', parameters: { a: 1 } } });
    expect(authorize).toHaveBeenCalledWith({ a: 1 });
    // A name that is not a function is ignored.
    postToPage({ eventType: 'EXECUTE_AUTHORIZE_METHOD', payload: { method: 'nothingHere', parameters: {} } });
  });

  it('replaces the page location for TOP_URL_REPLACE and tells a React Native wrapper', () => {
    mountCashier();
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const nativeView = { postMessage: vi.fn() };
    (window as unknown as Record<string, unknown>).ReactNativeWebView = nativeView;
    try {
      postToPage({ eventType: 'TOP_URL_REPLACE', payload: { url: 'https://bank.example/return' } });
      expect(replace).toHaveBeenCalledWith('https://bank.example/return');
      expect(nativeView.postMessage).toHaveBeenCalledWith(
        JSON.stringify({ eventType: 'APPLICATION_REDIRECT', payload: { url: 'https://bank.example/return' } }),
      );
    } finally {
      delete (window as unknown as Record<string, unknown>).ReactNativeWebView;
    }
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: hidden by a tab and a leading space', ' java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a relative path', '/account/logout'],
    ['a scheme-relative address', '//phish.example/login'],
    ['no address', undefined],
  ])('refuses TOP_URL_REPLACE to %s: the page stays, no native notice, an error is logged', (_kind, url) => {
    mountCashier();
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const nativeView = { postMessage: vi.fn() };
    (window as unknown as Record<string, unknown>).ReactNativeWebView = nativeView;
    try {
      postToPage({ eventType: 'TOP_URL_REPLACE', payload: { url } });
      expect(replace).not.toHaveBeenCalled();
      expect(nativeView.postMessage).not.toHaveBeenCalled();
      expect(errors).toHaveBeenCalledWith('Refused TOP_URL_REPLACE: not an absolute http(s) address', url);
    } finally {
      delete (window as unknown as Record<string, unknown>).ReactNativeWebView;
    }
  });

  it('follows TOP_URL_REPLACE to an http address too', () => {
    mountCashier();
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    postToPage({ eventType: 'TOP_URL_REPLACE', payload: { url: 'http://localhost:3000/casino?deposit=done' } });
    expect(replace).toHaveBeenCalledWith('http://localhost:3000/casino?deposit=done');
  });

  it('posts the native notices on the page when there is no native wrapper', () => {
    mountCashier();
    const pagePost = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    postToPage({ eventType: 'PIQ_INITIATE_NATIVE_PAYMENT', payload: { method: 'applepay' } });
    postToPage({ eventType: 'PIQ_STATUS_NATIVE_PAYMENT', payload: { state: 'ok' } });
    expect(pagePost).toHaveBeenCalledWith(
      JSON.stringify({ eventType: 'PIQ_INITIATE_NATIVE_PAYMENT', payload: { method: 'applepay' } }),
      PAGE_ORIGIN,
    );
    expect(pagePost).toHaveBeenCalledWith(
      JSON.stringify({ eventType: 'PIQ_STATUS_NATIVE_PAYMENT', payload: { state: 'ok' } }),
      PAGE_ORIGIN,
    );
  });

  it('forwards PIQ_PROCESS_NATIVE_PAYMENT to the cashier at its origin', () => {
    const { posted } = mountCashier();
    postToPage(JSON.stringify({ eventType: 'PIQ_PROCESS_NATIVE_PAYMENT', payload: { token: 't' } }));
    expect(sent(posted)).toEqual([['PIQ_PROCESS_NATIVE_PAYMENT', { token: 't' }, CASHIER_ORIGIN]]);
  });

  it('answers GET_INTEGRATIONS_SCRIPT_URL with the page address carrying txRefId', () => {
    const { posted } = mountCashier();
    postToPage({ eventType: 'GET_INTEGRATIONS_SCRIPT_URL', payload: { txRefId: '1001' } });
    expect(sent(posted)).toEqual([
      [
        'POST_INTEGRATION_URL',
        { url: `${PAGE_ORIGIN}/casino/cashier?tab=deposit&txRefId=1001`, txRefId: '1001' },
        CASHIER_ORIGIN,
      ],
    ]);
  });

  it('keeps the back-office config on window for ADD_CONFIG_TO_WINDOW', () => {
    const { frame } = mountCashier();
    postToPage({
      eventType: 'ADD_CONFIG_TO_WINDOW',
      payload: { config: JSON.stringify({ locale: 'fi_FI', user: { a: 1 } }) },
    });
    const page = window as unknown as Record<string, unknown>;
    expect(page.PAYMENT_CASHIER_BO_CONFIG_URI).toBe(`${frame.src.split('?')[0]}?locale=fi_FI&user.a=1`);
    expect(page.PAYMENT_CASHIER_BO_CONFIG_MERGED).toMatchObject({ merchantId: 'vauhti', config: expect.any(String) });
  });

  it('sends PIQ_DEVICE_ID with a SHA-256 device id once the cashier is ready', async () => {
    const { frame, posted } = mountCashier();
    loadFrame(frame);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sentTypes(posted)).toEqual([]);
    postToPage({ eventType: 'CASHIER_INIT_LOAD' });
    const deviceId = sent(posted).find(([type]) => type === 'PIQ_DEVICE_ID')?.[1] as { deviceId: string };
    expect(deviceId.deviceId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs when the device id cannot be computed, and sends none', async () => {
    resetDeviceIdForTests();
    vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('no crypto'));
    const { frame, posted } = mountCashier();
    postToPage({ eventType: 'CASHIER_INIT_LOAD' });
    loadFrame(frame);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('DeviceId not defined'));
    expect(errors).toHaveBeenCalledWith('Failed to generate device id', expect.any(Error));
    expect(sentTypes(posted)).not.toContain('PIQ_DEVICE_ID');
    resetDeviceIdForTests();
  });
});

describe('resetCashier', () => {
  it('removes the cashier iframe and holds calls again until the next cashier is ready', () => {
    const { returned } = mountCashier();
    postToPage({ eventType: 'CASHIER_INIT_LOAD' });
    resetCashier();
    expect(cashierFrame()).toBeNull();
    expect(() => returned.css('a{}')).toThrow('Cannot set css: the cashier is not set up');
  });

  it('logs when there is no cashier to remove', () => {
    resetCashier();
    expect(errors).toHaveBeenCalledWith('Unable to destroy PIQ Cashier - has it been setup?');
  });
});

describe('withTxRefId', () => {
  it('adds, replaces and keeps the hash', () => {
    expect(withTxRefId('https://m.example/p', '1')).toBe('https://m.example/p?txRefId=1');
    expect(withTxRefId('https://m.example/p?a=1', '2')).toBe('https://m.example/p?a=1&txRefId=2');
    expect(withTxRefId('https://m.example/p?txRefId=1&a=1#top', '3')).toBe('https://m.example/p?txRefId=3&a=1#top');
  });
});
