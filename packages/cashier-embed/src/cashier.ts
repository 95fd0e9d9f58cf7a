import type { CashierApi, CashierCallback, CashierConfig, HostCallbackType, LookupConfig } from './config';
import { CASHIER_FRAME_DEFAULTS, FRAME_FEATURE_POLICY, LOOKUP_FRAME_DEFAULTS } from './config';
import {
  BOOTSTRAPPER_VERSION,
  INIT_LOAD_ERROR_TIMEOUT_MS_DEFAULT,
  LOOKUP_INITIAL_HEIGHT,
  PENDING_CALLS_MAX,
} from './constants';
import { cashierAddress, DEFAULT_ENVIRONMENT, lookupAddress } from './environments';
import { callMerchant } from './events';
import { startDeviceId, whenDeviceId } from './fingerprint';
import { environmentOrigins, targetOrigins } from './origins';
import { buildQuery, encodeQuery, flattenConfig } from './query';

/*
 * The embedded cashier (spec sections 2, 4, 5 and 7). The iframes have fixed ids (cashierIframe,
 * lookupIframe), so a page holds one cashier at a time: the latest one constructed receives the
 * messages, as with the original package, and of those only the ones its own iframes post from its
 * environments' origins (a message can make the page run a script or leave, so another frame on
 * the page, or an earlier cashier's, must not be able to send one).
 */

type Params = Record<string, unknown>;
type Message = { eventType: string; payload?: unknown };
type Frame = HTMLIFrameElement;
/** What the lookup reports about an identified customer. */
type Identified = { userId?: string; sessionId?: string; user?: Params; attributes?: Params; didToken?: string };

export const CASHIER_FRAME_ID = 'cashierIframe';
export const LOOKUP_FRAME_ID = 'lookupIframe';
export const CONTAINER_CLASS = 'piq-cashier-wrapper';
export const CONTAINER_ID_ATTRIBUTE = 'cashier_container_uid';
/** Messages that show the cashier is listening: calls held until then are sent. */
const READY_EVENTS = ['CASHIER_BOOT_REQUEST', 'CASHIER_INIT_LOAD', 'IS_LOADING', 'DONE_LOADING'];

/** The page's globals the integration reads and writes (config copies for the cashier's own scripts). */
const page = () => window as unknown as Params;
const byId = <Element = Frame>(id: string) => document.getElementById(id) as Element | null;
const pixels = (value: unknown) => (typeof value === 'number' ? `${value}px` : String(value));

let active: { receive(event: MessageEvent, message: Message): void } | undefined;
let listening = false;
let cashierReady = false;
let pendingCalls: (() => void)[] = [];
let lastContainerId = 0;

/** Posts a message to an iframe at each of its target origins. */
function send(frame: Frame | null, message: Message): void {
  for (const origin of frame ? targetOrigins(frame.src) : ['']) {
    try {
      const target = frame?.contentWindow;
      if (!target) throw new TypeError('no iframe window');
      target.postMessage(message, origin);
    } catch {
      console.error('Failed to send postMessage', message.eventType);
    }
  }
}

/** Runs a call to the cashier now, or once it is listening (at most 50 held). */
function whenCashierReady(frame: Frame, call: () => void): void {
  if (cashierReady || frame.id !== CASHIER_FRAME_ID) call();
  else if (pendingCalls.length < PENDING_CALLS_MAX) pendingCalls.push(call);
  else
    console.error(
      `Dropping cashier call: more than ${PENDING_CALLS_MAX} were made before the cashier finished loading.`,
    );
}

function markCashierReady(): void {
  if (cashierReady) return;
  cashierReady = true;
  const calls = pendingCalls;
  pendingCalls = [];
  for (const call of calls) call();
}

/** Removes the cashier iframe (the lookup stays) and marks the cashier unloaded. */
export function resetCashier(): void {
  cashierReady = false;
  pendingCalls = [];
  const frame = byId(CASHIER_FRAME_ID);
  if (frame) frame.remove();
  else console.error('Unable to destroy PIQ Cashier - has it been setup?');
}

/** A message's envelope: an object with a string eventType, or the same as JSON text (native wrappers). */
function readMessage(data: unknown): Message | undefined {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return message && typeof (message as Message).eventType === 'string' ? (message as Message) : undefined;
}

function onMessage(event: MessageEvent): void {
  const message = readMessage(event.data);
  if (message) active?.receive(event, message);
}

/** An absolute http(s) address, or undefined: a javascript:, data: or relative one must not move the page. */
function httpAddress(value: unknown): string | undefined {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A time-derived id for the container, unique even for two cashiers in the same millisecond. */
function uniqueContainerId(): string {
  lastContainerId = Math.max(Date.now(), lastContainerId + 1);
  return String(lastContainerId);
}

/** The page address with txRefId set, for a provider integration's return. */
export function withTxRefId(href: string, txRefId: string): string {
  const [address = '', hash] = href.split('#');
  const pattern = /([?&]txRefId=)[^&]*/;
  const value = encodeURIComponent(txRefId);
  const updated = pattern.test(address)
    ? address.replace(pattern, `$1${value}`)
    : `${address}${address.includes('?') ? '&' : '?'}txRefId=${value}`;
  return hash === undefined ? updated : `${updated}#${hash}`;
}

/** Tells a native wrapper (React Native WebView) or the page itself about a redirect or native payment. */
function notifyNative(eventType: string, payload: unknown): void {
  const text = JSON.stringify({ eventType, payload });
  const nativeView = page().ReactNativeWebView as { postMessage(text: string): void } | undefined;
  if (nativeView) nativeView.postMessage(text);
  else window.postMessage(text, window.location.origin);
}

function createFrame(id: string, styles: Params, address: string, onFirstLoad: (frame: Frame) => void): Frame {
  const frame = document.createElement('iframe');
  frame.id = id;
  frame.allow = FRAME_FEATURE_POLICY;
  frame.setAttribute('data-hj-allow-iframe', 'true');
  Object.assign(frame.style, { borderWidth: '0', display: 'block', left: '0px' });
  for (const [name, value] of Object.entries(styles)) frame.style.setProperty(name, pixels(value));
  frame.src = address;
  let loaded = false;
  // A provider page navigating inside the iframe loads it again: only the first load counts.
  frame.onload = () => {
    if (loaded) return;
    loaded = true;
    onFirstLoad(frame);
  };
  return frame;
}

/** Builds the cashier in the element `selector` names and returns its API. */
export function createCashier(selector: string, merchantConfig: CashierConfig, callback?: CashierCallback): CashierApi {
  const container = document.querySelector<HTMLElement>(selector);
  if (!container) throw new TypeError(`Failed to setup cashier: no element matches ${selector}`);
  container.classList.add(CONTAINER_CLASS);
  container.setAttribute(CONTAINER_ID_ATTRIBUTE, uniqueContainerId());

  const hostUri = window.location.origin;
  const { lookupConfig, ...rest } = merchantConfig;
  const config: Params = { ...rest, attributes: { ...merchantConfig.attributes, hostUri } };
  const { launchToken: _token, ...configForWindow } = config;
  page().__PAYMENT_CASHIER_CONFIG__ = configForWindow;

  let callbacks: HostCallbackType = {};
  // This cashier's own iframes: the API, the handlers and the message check use these, not the
  // fixed ids, which another cashier's iframes on the page also carry.
  let ownCashier: Frame | undefined;
  let ownLookup: Frame | undefined;
  /** Where this cashier's messages may come from: its environment's hosts, and its lookup's. */
  const trustedOrigins = new Set(environmentOrigins(config.environment));

  const cashierFrame = () => (ownCashier?.isConnected ? ownCashier : null);
  const lookupFrame = () => (ownLookup?.isConnected ? ownLookup : null);
  /** The iframe the API talks to: the cashier once it exists, before that the lookup. */
  const currentFrame = (action: string) => {
    const frame = cashierFrame() || lookupFrame();
    if (!frame) throw new TypeError(`Cannot ${action}: the cashier is not set up`);
    return frame;
  };
  const sendDeviceId = (frame: Frame) =>
    whenDeviceId((deviceId) => {
      if (frame.isConnected)
        whenCashierReady(frame, () => send(frame, { eventType: 'PIQ_DEVICE_ID', payload: { deviceId } }));
    });
  const setTabOrder = (tabIndex: number) => {
    const frame = cashierFrame();
    if (frame) frame.tabIndex = tabIndex;
  };

  const api: CashierApi = {
    set(data) {
      const frame = currentFrame('set data');
      // The cashier's identity is fixed at launch: api.set never changes it.
      const { merchantId: _m, userId: _u, sessionId: _s, ...config } = (data?.config || {}) as Params;
      const payload = data?.config ? { ...data, config } : data;
      whenCashierReady(frame, () => send(frame, { eventType: 'UPDATE_DATA', payload }));
    },
    css(css) {
      const frame = currentFrame('set css');
      whenCashierReady(frame, () => send(frame, { eventType: 'SET_CSS', payload: css }));
    },
    pause() {
      send(currentFrame('pause'), { eventType: 'CASHIER_PAUSE' });
      setTabOrder(-1);
    },
    resume() {
      send(currentFrame('resume'), { eventType: 'CASHIER_RESUME' });
      setTabOrder(0);
    },
    on(newCallbacks) {
      callbacks = newCallbacks || {};
      // The original asks a cashier that is already up whether it is loading, for a late isLoading callback.
      const frame = cashierFrame();
      if (callbacks.isLoading && frame) send(frame, { eventType: 'IS_LOADING' });
    },
  };

  function setupCashier(identified?: Identified): void {
    try {
      if (identified) {
        if (identified.userId) config.userId = identified.userId;
        if (identified.sessionId) config.sessionId = identified.sessionId;
        config.user = { ...(config.user as Params), ...identified.user };
        config.attributes = { ...(config.attributes as Params), ...identified.attributes };
        if (identified.didToken) (config.attributes as Params).didToken = identified.didToken;
      }
      const query = buildQuery(config, [['attributes.bootstrapVersion', BOOTSTRAPPER_VERSION]]);
      const address = `${cashierAddress(config.environment)}?${query}`;
      let loaded = false;
      const frame = createFrame(
        CASHIER_FRAME_ID,
        {
          height: config.containerHeight || CASHIER_FRAME_DEFAULTS.height,
          width: config.containerWidth || CASHIER_FRAME_DEFAULTS.width,
          'min-height': config.containerMinHeight || CASHIER_FRAME_DEFAULTS.minHeight,
        },
        address,
        (loadedFrame) => {
          loaded = true;
          sendDeviceId(loadedFrame);
          // With a lookup the merchant already has the API (from the lookup's load).
          if (!lookupConfig) callback?.(api);
        },
      );
      frame.setAttribute('data-cy', 'cashier-iframe');
      ownCashier = frame;
      container?.append(frame);
      page().PAYMENT_CASHIER_URI = address;
      const timeLimit = Number(config.initLoadErrorTimeout ?? INIT_LOAD_ERROR_TIMEOUT_MS_DEFAULT);
      setTimeout(() => {
        if (loaded || !frame.isConnected) return;
        const message = {
          eventType: 'ONLOAD_ERROR',
          payload: {
            status: `Could not load cashier iframe. Execution time limit was exceeded: ${timeLimit} milliseconds`,
            timeLimit,
          },
        };
        // Announced on the page like the original ('*': the page posts to itself, and a file://
        // page has no origin to name), and handed to onLoadError directly: the page's own message
        // is not a cashier event.
        window.postMessage(message, '*');
        callMerchant(callbacks, message.eventType, message.payload);
      }, timeLimit);
    } catch (error) {
      console.error('Failed to setup cashier', error);
    }
  }

  function setupLookup(lookup: LookupConfig): void {
    const environment = lookup.environment || merchantConfig.environment || DEFAULT_ENVIRONMENT;
    const containerWidth = lookup.containerWidth || merchantConfig.containerWidth;
    const params: Params = {
      merchantId: merchantConfig.merchantId,
      ...lookup,
      font: merchantConfig.font,
      locale: merchantConfig.locale,
      hostUri,
      theme: lookup.theme || merchantConfig.theme,
      containerWidth,
      environment,
    };
    const address = `${lookupAddress(environment, lookup.version, lookup.useExperimentalCdn)}?${buildQuery(params)}`;
    // The development lookup has a port of its own, which its environment's hosts do not name.
    for (const origin of [...environmentOrigins(environment), new URL(address).origin]) trustedOrigins.add(origin);
    const frame = createFrame(
      LOOKUP_FRAME_ID,
      {
        height: LOOKUP_INITIAL_HEIGHT,
        width: containerWidth || LOOKUP_FRAME_DEFAULTS.width,
        'min-width': LOOKUP_FRAME_DEFAULTS.minWidth,
        'min-height': lookup.containerMinHeight || LOOKUP_FRAME_DEFAULTS.minHeight,
      },
      address,
      (loadedFrame) => {
        sendDeviceId(loadedFrame);
        callback?.(api);
      },
    );
    frame.setAttribute('data-cy', 'lookup-iframe');
    ownLookup = frame;
    (lookup.domElement || container)?.append(frame);
  }

  /** ADD_CONFIG_TO_WINDOW: the cashier's back-office config, kept on the page for the cashier's scripts. */
  function addConfigToWindow(payload: { config: string }): void {
    const backOfficeConfig = JSON.parse(payload.config);
    const base = String(page().PAYMENT_CASHIER_URI).split('?')[0];
    page().PAYMENT_CASHIER_BO_CONFIG_URI = `${base}?${encodeQuery(flattenConfig(backOfficeConfig))}`;
    page().PAYMENT_CASHIER_BO_CONFIG_MERGED = { ...(page().__PAYMENT_CASHIER_CONFIG__ as Params), ...payload };
  }

  /** SETUP_AUTHORIZE_SCRIPT: a provider's authentication script, added to the page once per provider. */
  function addAuthorizeScript(payload: { provider: string; authorizeScript?: string }): void {
    if (!payload?.authorizeScript) return;
    try {
      const id = `Authenticate_${payload.provider}`;
      if (byId<HTMLScriptElement>(id)) return;
      const script = document.createElement('script');
      script.id = id;
      script.text = payload.authorizeScript;
      document.body.append(script);
    } catch {
      console.error(`Unable to add authenticate script for ${payload.provider}`);
    }
  }

  /** PIQ_LOOKUP_SHA_256: the PKCE code challenge (raw SHA-256 digest) for the lookup's code verifier. */
  async function answerCodeChallenge(payload: { codeVerifier?: string }): Promise<void> {
    const codeVerifier = payload?.codeVerifier;
    if (!codeVerifier) return;
    const codeChallenge = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
    send(lookupFrame(), { eventType: 'PIQ_LOOKUP_SHA_256', payload: { codeChallenge, codeVerifier } });
  }

  /** The lookup identified the customer: set the cashier up for them, or resume the one already there. */
  function onCustomerIdentified(payload: Identified): void {
    if (cashierFrame()) api.resume();
    else
      setupCashier({
        userId: payload.userId,
        sessionId: payload.sessionId,
        user: payload.user,
        attributes: payload.attributes,
        didToken: payload.didToken,
      });
  }

  // biome-ignore lint/suspicious/noExplicitAny: each handler reads its own payload shape.
  const handlers: Record<string, (payload: any) => unknown> = {
    CASHIER_BOOT_REQUEST: () =>
      send(cashierFrame(), { eventType: 'CASHIER_BOOT', payload: { launchToken: config.launchToken ?? null } }),
    CASHIER_INIT_LOAD: () => {
      // Lets the cashier's auto-height container grow to the merchant's minimum.
      if (config.containerMinHeight)
        api.css(`#app-container.auto-height{min-height:${pixels(config.containerMinHeight)}!important}`);
    },
    APP_SET_HEIGHT: (payload) => {
      const frame = cashierFrame();
      if (frame) frame.style.height = pixels(payload.height);
    },
    PIQ_LOOKUP_REPORT_HEIGHT: (payload) => {
      const frame = lookupFrame();
      if (frame) frame.style.height = pixels(payload.height);
    },
    ADD_CONFIG_TO_WINDOW: addConfigToWindow,
    SETUP_AUTHORIZE_SCRIPT: addAuthorizeScript,
    EXECUTE_AUTHORIZE_METHOD: (payload) => {
      const method = page()[payload.method];
      if (typeof method === 'function') method.call(window, payload.parameters);
    },
    GET_INTEGRATIONS_SCRIPT_URL: (payload) =>
      send(cashierFrame(), {
        eventType: 'POST_INTEGRATION_URL',
        payload: { url: withTxRefId(window.location.href, payload.txRefId), txRefId: payload.txRefId },
      }),
    TOP_URL_REPLACE: (payload) => {
      const url = httpAddress(payload?.url);
      if (url) {
        window.location.replace(url);
        notifyNative('APPLICATION_REDIRECT', payload);
      } else console.error('Refused TOP_URL_REPLACE: not an absolute http(s) address', payload?.url);
    },
    PIQ_INITIATE_NATIVE_PAYMENT: (payload) => notifyNative('PIQ_INITIATE_NATIVE_PAYMENT', payload),
    PIQ_STATUS_NATIVE_PAYMENT: (payload) => notifyNative('PIQ_STATUS_NATIVE_PAYMENT', payload),
    PIQ_PROCESS_NATIVE_PAYMENT: (payload) => send(cashierFrame(), { eventType: 'PIQ_PROCESS_NATIVE_PAYMENT', payload }),
    PIQ_LOOKUP_SHA_256: (payload) => answerCodeChallenge(payload).catch((error) => console.error(error)),
    PIQ_LOOKUP_EDIT_USER: () => {
      const frame = cashierFrame();
      if (frame) {
        send(frame, { eventType: 'CASHIER_PAUSE' });
        frame.tabIndex = -1;
      }
    },
    PIQ_LOOKUP_CUSTOMER_RESET: resetCashier,
  };

  if (!listening) {
    listening = true;
    window.addEventListener('message', onMessage);
  }
  active = {
    receive(event, { eventType, payload }) {
      // Another window (the page itself, a frame of the merchant's, another cashier's iframe) may
      // share an origin with ours, so a message counts only from this cashier's own iframes; it is
      // dropped silently, since another cashier's messages are that cashier's business.
      const source = event.source;
      if (!source || (source !== ownCashier?.contentWindow && source !== ownLookup?.contentWindow)) return;
      // Our iframe showing a page of another origin (a provider page it navigated to) is not the cashier.
      if (!trustedOrigins.has(event.origin)) {
        if (typeof event.data === 'object') {
          console.error('Integration: Failed to read post message - invalid origin', event.origin, eventType);
          console.error('Invalid origin - will not read PIQ Cashier events', eventType, event.origin);
        }
        return;
      }
      if (READY_EVENTS.includes(eventType)) markCashierReady();
      try {
        handlers[eventType]?.(payload);
      } catch (error) {
        console.error(error);
      }
      callMerchant(callbacks, eventType, payload);
      if (eventType === 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED') onCustomerIdentified((payload || {}) as Identified);
    },
  };
  // A new cashier starts with nothing held for an earlier one.
  cashierReady = false;
  pendingCalls = [];
  startDeviceId();

  if (lookupConfig) setupLookup(lookupConfig);
  else setupCashier();
  return api;
}

/**
 * The constructor merchants call: `new PaymentCashier(selector, config, callback)`. Like the
 * original, `new` gives back the API object itself, and `callback(api)` runs once the first iframe
 * has loaded.
 */
export class PaymentCashier {
  constructor(selector: string, config: CashierConfig, callback?: CashierCallback) {
    // biome-ignore lint/correctness/noConstructorReturn: the original's constructor returns its API, and merchants keep it.
    return createCashier(selector, config, callback);
  }
}
