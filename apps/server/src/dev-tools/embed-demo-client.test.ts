// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MERCHANT_CALLBACK_NAMES } from '@vauhti/cashier-embed/events';
import type { Window as HappyWindow, HTMLButtonElement, HTMLElement } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EmbedDemoSettings, renderEmbedDemoPage } from './embed-demo-page';

/*
 * The demo page's merchant script (embed-demo-client.js) against a stand-in bootstrapper: what it
 * passes to the constructor, that it logs every callback, and what its buttons call. The real
 * bootstrappers and the sandbox are exercised in a browser (see README.md in this folder).
 */

const CLIENT_SOURCE = readFileSync(join(import.meta.dirname, 'embed-demo-client.js'), 'utf8');

const SESSION = { merchantId: 'vauhti', userId: 'player-ext-1', sessionId: 's'.repeat(43) };

type Handlers = Record<string, (event?: unknown) => void>;
/** happy-dom's window (this file runs in its environment; the server's own types have no DOM). */
type DemoWindow = HappyWindow & { _PaymentCashier?: unknown; _PaymentCashierReset?: unknown };
const window = (globalThis as unknown as { window: DemoWindow }).window;
const document = window.document;

function fakeApi() {
  let handlers: Handlers = {};
  return {
    api: {
      set: vi.fn(),
      css: vi.fn(),
      pause: vi.fn(),
      resume: vi.fn(),
      on: vi.fn((callbacks: Handlers) => {
        handlers = { ...handlers, ...callbacks };
      }),
    },
    fire: (name: string, event?: unknown) => handlers[name]?.(event),
    handlerNames: () => Object.keys(handlers),
  };
}

/** Lays out the page's body (without its script tags), installs the stand-ins and runs the script. */
function runPage(
  overrides: Partial<EmbedDemoSettings> = {},
  options: { bootstrapper?: boolean; session?: Response } = {},
) {
  const settings: EmbedDemoSettings = {
    bootstrapper: 'vauhti',
    lookup: false,
    method: 'deposit',
    player: 'aino@vauhti.test',
    ...overrides,
  };
  const html = renderEmbedDemoPage({ settings, paymentiqAvailable: true, suggestedPlayers: ['aino@vauhti.test'] });
  const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
  document.body.innerHTML = body.replace(/<script[^>]*><\/script>/g, '');

  const demoWindow = window;
  const constructed = vi.fn();
  const reset = vi.fn();
  if (options.bootstrapper ?? true) {
    demoWindow._PaymentCashier = function FakeCashier(selector: string, config: unknown, callback: unknown) {
      constructed(selector, config, callback);
    };
    demoWindow._PaymentCashierReset = reset;
  } else {
    delete demoWindow._PaymentCashier;
    delete demoWindow._PaymentCashierReset;
  }
  const fetchSession = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      options.session ?? new Response(JSON.stringify(SESSION), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchSession);
  new Function(CLIENT_SOURCE)();
  return { constructed, reset, fetchSession };
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const entries = () =>
  [...byId('event-log').children].map((entry) => ({
    name: entry.querySelector('.name')?.textContent,
    payload: entry.querySelector('pre')?.textContent,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the demo page script', () => {
  it('fetches a session for the player and constructs the cashier in the development environment', async () => {
    const { constructed, fetchSession } = runPage({ method: 'withdrawal' });
    await vi.waitFor(() => expect(constructed).toHaveBeenCalled());
    expect(fetchSession.mock.calls[0]?.[0]).toBe('/embed-demo/session?player=aino%40vauhti.test');
    expect(constructed.mock.calls[0]?.[0]).toBe('#cashier');
    expect(constructed.mock.calls[0]?.[1]).toEqual({ ...SESSION, environment: 'development', method: 'withdrawal' });
    expect(entries()).toEqual([{ name: 'session issued', payload: '{"merchantId":"vauhti","userId":"player-ext-1"}' }]);
  });

  it('passes a lookupConfig the sandbox lookup reads in lookup mode', async () => {
    const { constructed } = runPage({ lookup: true });
    await vi.waitFor(() => expect(constructed).toHaveBeenCalled());
    expect(constructed.mock.calls[0]?.[1]).toMatchObject({
      lookupConfig: {
        environment: 'development',
        hostUri: window.location.origin,
        userId: SESSION.userId,
        sessionId: SESSION.sessionId,
        userData: { email: 'aino@vauhti.test' },
      },
    });
    expect(byId('status').textContent).toBe('Loading the customer lookup…');
  });

  it('registers every callback and logs each as it fires, with its payload, newest last', async () => {
    const { constructed } = runPage();
    await vi.waitFor(() => expect(constructed).toHaveBeenCalled());
    const { api, fire, handlerNames } = fakeApi();
    constructed.mock.calls[0]?.[2](api);
    expect(handlerNames().sort()).toEqual([...MERCHANT_CALLBACK_NAMES].sort());

    fire('cashierInitLoad', { data: { majorVersion: 'v3' } });
    fire('isLoading');
    fire('success', { data: { status: 'SUCCESSFUL', payload: { txRefId: 't-1', amount: 25 } } });
    const logged = entries().slice(2);
    expect(logged).toEqual([
      { name: 'cashierInitLoad', payload: '{"data":{"majorVersion":"v3"}}' },
      { name: 'isLoading', payload: undefined },
      { name: 'success', payload: '{"data":{"status":"SUCCESSFUL","payload":{"txRefId":"t-1","amount":25}}}' },
    ]);
    expect(byId('status').textContent).toBe('The cashier has loaded.');
    expect(byId('event-log').getAttribute('aria-live')).toBe('polite');
    expect(byId('event-log').querySelector('time')?.textContent).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
  });

  it('cuts long payloads and names binary data', async () => {
    const { constructed } = runPage();
    await vi.waitFor(() => expect(constructed).toHaveBeenCalled());
    const { api, fire } = fakeApi();
    constructed.mock.calls[0]?.[2](api);
    fire('update', { data: { text: 'x'.repeat(2000) } });
    fire('change', { data: { digest: new ArrayBuffer(32) } });
    const [update, change] = entries().slice(-2);
    expect(update?.payload).toMatch(/^\{"data":\{"text":"x+… \(2020 characters\)$/);
    expect(update?.payload?.length).toBeLessThan(650);
    expect(change?.payload).toBe('{"data":{"digest":"[ArrayBuffer, 32 bytes]"}}');
  });

  it('enables the API buttons once the API is there, and calls css, pause, resume and reset', async () => {
    const { constructed, reset } = runPage();
    const buttons = ['api-css', 'api-pause', 'api-resume', 'api-reset'].map((id) => byId(id) as HTMLButtonElement);
    expect(buttons.map((button) => button.disabled)).toEqual([true, true, true, true]);
    await vi.waitFor(() => expect(constructed).toHaveBeenCalled());
    const { api } = fakeApi();
    constructed.mock.calls[0]?.[2](api);
    expect(buttons.map((button) => button.disabled)).toEqual([false, false, false, false]);

    const [css, pause, resume, resetButton] = buttons;
    css?.click();
    expect(api.css).toHaveBeenCalledWith(expect.stringContaining('--accent: #f5b301'));
    expect(css?.getAttribute('aria-pressed')).toBe('true');
    css?.click();
    expect(api.css).toHaveBeenLastCalledWith(expect.stringContaining('--theme-buttons-color'));
    expect(css?.getAttribute('aria-pressed')).toBe('false');
    pause?.click();
    resume?.click();
    resetButton?.click();
    expect(api.pause).toHaveBeenCalledOnce();
    expect(api.resume).toHaveBeenCalledOnce();
    expect(reset).toHaveBeenCalledOnce();
    expect(entries().map((entry) => entry.name)).toEqual([
      'session issued',
      'api ready',
      'api.css()',
      'api.css()',
      'api.pause()',
      'api.resume()',
      '_PaymentCashierReset()',
    ]);

    byId('log-clear').click();
    expect(entries()).toEqual([]);
  });

  it("shows the session call's error and constructs nothing", async () => {
    const notFound = new Response(
      JSON.stringify({ error: { code: 'PLAYER_NOT_FOUND', message: 'no player with the e-mail x@example.test' } }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
    const { constructed } = runPage({ player: 'x@example.test' }, { session: notFound });
    await vi.waitFor(() => expect(byId('status').classList.contains('error')).toBe(true));
    expect(byId('status').textContent).toBe(
      'No cashier session for x@example.test: no player with the e-mail x@example.test',
    );
    expect(constructed).not.toHaveBeenCalled();
  });

  it('says so when the bootstrapper script did not load', () => {
    const { fetchSession } = runPage({ bootstrapper: 'paymentiq' }, { bootstrapper: false });
    expect(byId('status').textContent).toBe('The bootstrapper script did not load (/embed-demo/paymentiq.js).');
    expect(byId('status').classList.contains('error')).toBe(true);
    expect(fetchSession).not.toHaveBeenCalled();
  });
});
