// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5000/?merchantId=vauhti&userId=player-1&sessionId=session-1&locale=fi_FI&method=deposit&themeMode=dark&theme_background_color=%230c1120&theme_buttons_color=%23f5b301&theme_labels_color=red%3Bx%3Ay&attributes.hostUri=http%3A%2F%2Flocalhost%3A3000"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCashierApi } from './api';
import { startCashier } from './app';
import { parseLaunchQuery } from './launch-query';
import { bootUser, methodView, TEST_HOST, transactionView } from './test-support';

/*
 * The cashier as the site launches it: the site's dark theme and the player's language. The theme
 * colours the page and travels on to the provider page the cashier opens; method names that are
 * words are in the player's language.
 */

const USER = bootUser('fi_FI');
const REDIRECT = {
  url: 'http://localhost:5000/pages/threeds/1001?token=t',
  kind: 'iframe' as const,
  height: '600px' as const,
};

let posted: { eventType: string }[];

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const key = `${init?.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
  if (key === 'POST /cashier-api/boot') return answer({ token: 'token-1', expiresAt: '', user: USER });
  if (key === 'GET /cashier-api/methods') {
    return answer({
      methods: [
        methodView({ method: 'CREDITCARD', displayName: 'Credit or debit card', fields: [] }),
        methodView({ method: 'TRUSTLY', displayName: 'Trustly', fields: [] }),
      ],
    });
  }
  if (key === 'POST /cashier-api/transactions') {
    return answer({ transaction: transactionView({ state: 'WAITING_INPUT', redirect: REDIRECT }) }, 201);
  }
  return answer({ transaction: transactionView({ state: 'WAITING_INPUT' }) });
}

async function bootedCashier() {
  const parsed = parseLaunchQuery(window.location.search);
  if (!parsed.ok) throw new Error('launch query');
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const parent = { postMessage: vi.fn((message: { eventType: string }) => posted.push(message)) } as unknown as Window;
  startCashier({ root, query: parsed.query, api: createCashierApi('/cashier-api', fakeFetch as typeof fetch), parent });
  window.dispatchEvent(
    new MessageEvent('message', { origin: TEST_HOST, data: { eventType: 'CASHIER_BOOT', payload: {} } }),
  );
  await vi.waitFor(() => expect(root.querySelectorAll('.method')).toHaveLength(2));
  return root;
}

beforeEach(() => {
  posted = [];
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the cashier in the merchant site', () => {
  it("takes the theme's safe values as variables and themeMode as the colour scheme", async () => {
    await bootedCashier();
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--theme-background-color')).toBe('#0c1120');
    expect(style.getPropertyValue('--theme-buttons-color')).toBe('#f5b301');
    expect(style.getPropertyValue('--theme-labels-color')).toBe('');
    expect(style.getPropertyValue('color-scheme')).toBe('dark');
  });

  it("names methods that are words in the player's language and brands as they are", async () => {
    const root = await bootedCashier();
    const names = [...root.querySelectorAll('.method-name')].map((name) => name.textContent);
    expect(names).toEqual(['Luotto- tai pankkikortti', 'Trustly']);
  });

  it('opens the provider page with the same theme in its address', async () => {
    const root = await bootedCashier();
    root.querySelector<HTMLButtonElement>('.method')?.click();
    await vi.waitFor(() => expect(root.querySelector('form')).not.toBeNull());
    expect(root.querySelector('h2')?.textContent).toBe('Luotto- tai pankkikortti');
    root.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click();
    await vi.waitFor(() => expect(root.querySelector('iframe')).not.toBeNull());
    const source = new URL(root.querySelector('iframe')?.getAttribute('src') ?? '');
    expect(source.pathname).toBe('/pages/threeds/1001');
    expect(source.searchParams.get('token')).toBe('t');
    expect(source.searchParams.get('theme_background_color')).toBe('#0c1120');
    expect(source.searchParams.get('theme_buttons_color')).toBe('#f5b301');
    expect(source.searchParams.get('themeMode')).toBe('dark');
    expect(source.searchParams.has('theme_labels_color')).toBe(false);
    expect(source.searchParams.has('sessionId')).toBe(false);
    expect(posted.map((message) => message.eventType)).toContain('NEW_IFRAME');
  });
});
