// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5000/?merchantId=vauhti&userId=player-1&sessionId=session-1&locale=en_GB&attributes.hostUri=http%3A%2F%2Flocalhost%3A3000"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionView } from '../../src/payments/cashier-facade';
import { createCashierApi } from './api';
import { startCashier } from './app';
import { parseLaunchQuery } from './launch-query';
import { bootUser, methodView, TEST_HOST, transactionView } from './test-support';

/*
 * The cashier in a DOM against a scripted server: the boot handshake with the merchant page, a
 * card deposit, a 3-D Secure page in the iframe, pause and resume, and the merchant's CSS.
 */

const USER = bootUser('en_GB');

type Route = (body: unknown, url: string) => { status: number; body: unknown };

let routes: Record<string, Route>;
let requests: { url: string; body: unknown; token: string | null }[];
let posted: { eventType: string; payload?: unknown }[];
let parent: Window;

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  requests.push({ url, body, token: headers['x-cashier-token'] ?? null });
  const key = `${init?.method ?? 'GET'} ${url.replace(/\?.*$/, '')}`;
  const route = routes[key];
  const answer = route ? route(body, url) : { status: 404, body: { error: { code: 'NOT_FOUND', message: key } } };
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

function fromHost(data: unknown, origin = TEST_HOST) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

function events(): string[] {
  return posted.map((message) => message.eventType);
}

function start() {
  const parsed = parseLaunchQuery(window.location.search);
  if (!parsed.ok) throw new Error('launch query');
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  startCashier({ root, query: parsed.query, api: createCashierApi('/cashier-api', fakeFetch as typeof fetch), parent });
  return root;
}

function fill(root: HTMLElement, label: string, value: string) {
  const input = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const control = input ? root.querySelector<HTMLInputElement>(`#${input.getAttribute('for')}`) : null;
  if (!control) throw new Error(`no field labelled ${label}`);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function payButton(root: HTMLElement): HTMLButtonElement {
  const found = root.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!found) throw new Error('no pay button');
  return found;
}

function button(root: HTMLElement, name: RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((candidate) => name.test(candidate.textContent ?? ''));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

beforeEach(() => {
  posted = [];
  requests = [];
  parent = { postMessage: vi.fn((message: { eventType: string }) => posted.push(message)) } as unknown as Window;
  routes = {
    'POST /cashier-api/boot': () => ({ status: 200, body: { token: 'token-1', expiresAt: '', user: USER } }),
    'GET /cashier-api/methods': (_body, url) => ({
      status: 200,
      body: { methods: url.includes('withdrawal') ? [methodView({ kind: 'withdrawal', fields: [] })] : [methodView()] },
    }),
  };
});

afterEach(() => {
  document.body.replaceChildren();
});

async function bootedCashier() {
  const root = start();
  expect(events()).toContain('CASHIER_BOOT_REQUEST');
  fromHost({ eventType: 'CASHIER_BOOT', payload: { launchToken: null } });
  await vi.waitFor(() => expect(root.querySelector('form')).not.toBeNull());
  return root;
}

describe('the hosted cashier', () => {
  it('waits for CASHIER_BOOT from the host, then posts CASHIER_INIT_LOAD and opens the only method', async () => {
    const root = await bootedCashier();
    expect(posted).toContainEqual({ eventType: 'CASHIER_INIT_LOAD', payload: { majorVersion: 'v3' } });
    expect(events()).toContain('APP_SET_HEIGHT');
    expect(events()).toContain('IS_LOADING');
    expect(events()).toContain('DONE_LOADING');
    expect(events()).toContain('ENTERED_TX_METHOD_PAGE');
    expect(root.querySelector('h2')?.textContent).toBe('Visa / Mastercard');
    expect(requests.find((request) => request.url.startsWith('/cashier-api/methods'))?.token).toBe('token-1');
    expect((parent.postMessage as ReturnType<typeof vi.fn>).mock.calls.every((call) => call[1] === TEST_HOST)).toBe(
      true,
    );
  });

  it('ignores a boot answer from any origin but the hostUri', async () => {
    start();
    fromHost({ eventType: 'CASHIER_BOOT', payload: { launchToken: null } }, 'http://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events()).not.toContain('CASHIER_INIT_LOAD');
    expect(requests).toEqual([]);
  });

  it('checks the form in the browser and names the fields before anything is sent', async () => {
    const root = await bootedCashier();
    fill(root, 'Card number', '4111 1111 1111 1112');
    payButton(root).click();
    await vi.waitFor(() =>
      expect(root.querySelector('#field-cardNumber-error')?.textContent).toBe('Enter a valid card number.'),
    );
    expect(root.querySelector('#field-cvv-error')?.textContent).toBe('CVV is required.');
    expect(events()).toContain('TX_VALIDATION_FAILED');
    expect(requests.some((request) => request.url === '/cashier-api/transactions')).toBe(false);
  });

  it('deposits with a card, reports TX_SUCCESS and shows the receipt', async () => {
    routes['POST /cashier-api/transactions'] = () => ({
      status: 201,
      body: { transaction: transactionView({ amount: 5_000 }) },
    });
    const root = await bootedCashier();
    fill(root, 'Card number', '4111 1111 1111 1111');
    fill(root, 'Expiry month', '12');
    fill(root, 'Expiry year', '30');
    fill(root, 'CVV', '123');
    button(root, /^€50\.00$/).click();
    expect(payButton(root).textContent).toBe('Deposit €50.00');
    expect(root.querySelector('.summary')?.textContent).toContain('Total to pay€50.00');
    payButton(root).click();
    await vi.waitFor(() => expect(events()).toContain('TX_SUCCESS'));
    const sent = requests.find((request) => request.url === '/cashier-api/transactions')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      kind: 'deposit',
      method: 'CREDITCARD',
      amount: 5_000,
      fields: { cardNumber: '4111111111111111', cvv: '123' },
    });
    const success = posted.find((message) => message.eventType === 'TX_SUCCESS');
    expect(success?.payload).toMatchObject({
      status: 'SUCCESSFUL',
      payload: { txRefId: '1001', txAmount: '50.00', psp: 'CREDITCARD' },
    });
    expect(events()).toContain('TRANSACTION_INIT');
    expect(root.querySelector('h2')?.textContent).toBe('Deposit successful');
  });

  it('shows a 3-D Secure page in the iframe and settles when the page says it is done', async () => {
    let state: TransactionView['state'] = 'WAITING_INPUT';
    const redirect = {
      url: 'http://localhost:5000/pages/threeds/1001?token=t',
      kind: 'iframe' as const,
      height: '600px' as const,
    };
    routes['POST /cashier-api/transactions'] = () => ({
      status: 201,
      body: { transaction: transactionView({ state, redirect }) },
    });
    routes['GET /cashier-api/transactions/1001'] = () => ({
      status: 200,
      body: { transaction: transactionView({ state }) },
    });
    const root = await bootedCashier();
    fill(root, 'Card number', '4000 0000 0000 1091');
    fill(root, 'Expiry month', '12');
    fill(root, 'Expiry year', '30');
    fill(root, 'CVV', '123');
    payButton(root).click();
    await vi.waitFor(() => expect(root.querySelector('iframe')).not.toBeNull());
    const frame = root.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Payment provider page');
    expect(frame?.getAttribute('src')).toBe(redirect.url);
    expect(events()).toContain('NEW_IFRAME');
    state = 'SUCCESSFUL';
    fromHost({ eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '1001', state } }, window.location.origin);
    await vi.waitFor(() => expect(events()).toContain('TX_SUCCESS'));
    expect(root.querySelector('h2')?.textContent).toBe('Deposit successful');
  });

  it('answers a refusal of the provider with the message in the form and TX_VALIDATION_FAILED', async () => {
    routes['POST /cashier-api/transactions'] = () => ({
      status: 422,
      body: { error: { code: 'RG_LIMITS_EXCEEDED', message: 'deposit limit' } },
    });
    const root = await bootedCashier();
    fill(root, 'Card number', '4111 1111 1111 1111');
    fill(root, 'Expiry month', '12');
    fill(root, 'Expiry year', '30');
    fill(root, 'CVV', '123');
    payButton(root).click();
    await vi.waitFor(() =>
      expect(root.querySelector('.form-error')?.textContent).toBe(
        'This payment would exceed a deposit limit you have set.',
      ),
    );
    expect(posted.filter((message) => message.eventType === 'TX_VALIDATION_FAILED').at(-1)?.payload).toMatchObject({
      code: 'RG_LIMITS_EXCEEDED',
    });
  });

  it('pauses and resumes on the host’s command and applies its CSS', async () => {
    const root = await bootedCashier();
    fromHost({ eventType: 'CASHIER_PAUSE' });
    expect(root.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(root.querySelector('.pause-notice')?.textContent).toBe('The cashier is paused.');
    fromHost({ eventType: 'CASHIER_RESUME' });
    expect(root.querySelector('main')?.hasAttribute('inert')).toBe(false);
    fromHost({ eventType: 'SET_CSS', payload: '.pay{background:hotpink}' });
    expect([...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes('hotpink'))).toBe(
      true,
    );
  });

  it('lists pending withdrawals and cancels one', async () => {
    const pending = transactionView({ txId: '2002', kind: 'withdrawal', state: 'WAITING_APPROVAL', amount: 3_000 });
    routes['GET /cashier-api/withdrawals/pending'] = () => ({ status: 200, body: { transactions: [pending] } });
    routes['POST /cashier-api/withdrawals/2002/cancel'] = () => ({
      status: 200,
      body: { transaction: { ...pending, state: 'CANCELLED' } },
    });
    const root = await bootedCashier();
    button(root, /^Pending$/).click();
    await vi.waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Pending withdrawals'));
    const cancel = root.querySelector<HTMLButtonElement>('button[aria-label="Cancel the withdrawal of €30.00 (2002)"]');
    expect(cancel).not.toBeNull();
    routes['GET /cashier-api/withdrawals/pending'] = () => ({ status: 200, body: { transactions: [] } });
    cancel?.click();
    await vi.waitFor(() => expect(events()).toContain('CANCEL_PENDING_WITHDRAWAL'));
    await vi.waitFor(() => expect(root.textContent).toContain('You have no pending withdrawals.'));
  });

  it('withdraws a quick amount, reports TX_PENDING and cancels from the receipt', async () => {
    const pending = transactionView({ txId: '3003', kind: 'withdrawal', state: 'WAITING_APPROVAL', amount: 25_000 });
    routes['POST /cashier-api/transactions'] = () => ({ status: 201, body: { transaction: pending } });
    routes['POST /cashier-api/withdrawals/3003/cancel'] = () => ({
      status: 200,
      body: { transaction: { ...pending, state: 'CANCELLED' } },
    });
    const root = await bootedCashier();
    button(root, /^Withdraw$/).click();
    await vi.waitFor(() => expect(payButton(root).textContent).toMatch(/^Withdraw €/));
    const chips = [...root.querySelectorAll('[role="group"] button')].map((chip) => chip.textContent);
    expect(chips).toEqual(['€250.00', '€375.00', '€500.00']);
    button(root, /^€250\.00$/).click();
    expect(payButton(root).textContent).toBe('Withdraw €250.00');
    expect(root.querySelector('.summary')?.textContent).toContain('You receive€250.00');
    payButton(root).click();
    await vi.waitFor(() => expect(events()).toContain('TX_PENDING'));
    expect(root.querySelector('h2')?.textContent).toBe('Withdrawal pending');
    button(root, /^Cancel$/).click();
    await vi.waitFor(() => expect(events()).toContain('CANCEL_PENDING_WITHDRAWAL'));
    await vi.waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Transaction cancelled'));
  });

  it('shows the receipt of the transaction a same-window provider page sent the player back with', async () => {
    routes['GET /cashier-api/transactions/4004'] = () => ({
      status: 200,
      body: {
        transaction: transactionView({
          txId: '4004',
          state: 'FAILED',
          error: { code: 'CARD_DECLINED', message: 'declined' },
        }),
      },
    });
    const launch = window.location.search;
    window.history.replaceState(null, '', `/${launch}&resumeTxId=4004`);
    try {
      const root = await (async () => {
        const created = start();
        fromHost({ eventType: 'CASHIER_BOOT', payload: { launchToken: null } });
        await vi.waitFor(() => expect(created.querySelector('.receipt')).not.toBeNull());
        return created;
      })();
      expect(root.querySelector('h2')?.textContent).toBe('Transaction failed');
      expect(root.textContent).toContain('Your card was declined.');
      expect(events()).toContain('TX_FAILED');
    } finally {
      window.history.replaceState(null, '', `/${launch}`);
    }
  });

  it('names every control of the payment form for assistive technology', async () => {
    const root = await bootedCashier();
    for (const control of root.querySelectorAll('input, select')) {
      const labelled = root.querySelector(`label[for="${control.id}"]`) ?? control.closest('label');
      expect(labelled?.textContent?.trim(), control.outerHTML).toBeTruthy();
    }
    for (const control of root.querySelectorAll('button')) {
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      expect(name.trim(), control.outerHTML).not.toBe('');
    }
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Cashier sections');
    expect(root.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
  });
});
