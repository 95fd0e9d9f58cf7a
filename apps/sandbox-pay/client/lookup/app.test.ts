// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:4000/?merchantId=vauhti&userId=player-1&sessionId=session-1&locale=fi_FI&hostUri=http%3A%2F%2Flocalhost%3A3000&user.email=aino%40example.com"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLookup } from './app';
import { parseLookupQuery } from './lookup-query';

const HOST = 'http://localhost:3000';
let posted: { eventType: string; payload?: unknown }[];
let sent: Record<string, unknown>[];
let answer: { status: number; body: unknown };

function start() {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const parent = { postMessage: vi.fn((message: { eventType: string }) => posted.push(message)) } as unknown as Window;
  const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  startLookup({ root, query: parseLookupQuery(window.location.search), parent, fetchImpl });
  return root;
}

const customer = {
  userId: 'player-1',
  sessionId: 'session-1',
  user: { email: 'aino@example.com', firstName: 'Aino' },
  attributes: {},
  didToken: 'did',
};

beforeEach(() => {
  posted = [];
  sent = [];
  answer = { status: 200, body: { customer } };
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the customer lookup', () => {
  it('announces itself, asks for a code challenge and prefills the e-mail from the query', () => {
    const root = start();
    const types = posted.map((message) => message.eventType);
    expect(types).toContain('LOOKUP_INIT_LOAD');
    expect(types).toContain('PIQ_LOOKUP_SHA_256');
    expect(types).toContain('PIQ_LOOKUP_REPORT_HEIGHT');
    expect(root.querySelector<HTMLInputElement>('#email')?.value).toBe('aino@example.com');
    expect(root.querySelector('label[for="email"]')?.textContent).toBe('Sähköposti');
  });

  it('identifies the customer and tells the host who it is, then offers Edit and Not you', async () => {
    const root = start();
    const request = posted.find((message) => message.eventType === 'PIQ_LOOKUP_SHA_256');
    const verifier = (request?.payload as { codeVerifier?: string } | undefined)?.codeVerifier ?? '';
    expect(verifier).toMatch(/^[\w-]{43}$/);
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: HOST,
        data: { eventType: 'PIQ_LOOKUP_SHA_256', payload: { codeVerifier: verifier, codeChallenge: 'c'.repeat(43) } },
      }),
    );
    root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await vi.waitFor(() =>
      expect(posted.map((message) => message.eventType)).toContain('PIQ_LOOKUP_CUSTOMER_IDENTIFIED'),
    );
    expect(sent[0]).toMatchObject({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      email: 'aino@example.com',
      codeVerifier: verifier,
      codeChallenge: 'c'.repeat(43),
    });
    expect(posted.find((message) => message.eventType === 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED')?.payload).toEqual(customer);
    expect(posted.find((message) => message.eventType === 'PIQ_CUSTOMER_DATA')?.payload).toMatchObject({
      userId: 'player-1',
    });
    const buttons = [...root.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Muokkaa', 'Et ole sinä?']);
    [...root.querySelectorAll('button')][0]?.click();
    expect(posted.at(-1)?.eventType).toBe('PIQ_LOOKUP_EDIT_USER');
    expect(root.querySelector('#email')).not.toBeNull();
  });

  it('shows the problem next to the field without calling the server', () => {
    const root = start();
    const email = root.querySelector<HTMLInputElement>('#email');
    if (!email) throw new Error('no e-mail field');
    email.value = 'nope';
    email.dispatchEvent(new Event('input'));
    root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    expect(root.querySelector('#email-error')?.textContent).toBe('Anna kelvollinen sähköpostiosoite.');
    expect(root.querySelector('#email')?.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in the player's language", async () => {
    answer = {
      status: 400,
      body: { error: { code: 'EMAIL_MISMATCH', message: 'email: no', details: { field: 'email' } } },
    };
    const root = start();
    root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await vi.waitFor(() =>
      expect(root.querySelector('#email-error')?.textContent).toBe('Tämä ei ole tilisi sähköpostiosoite.'),
    );
    expect(posted.map((message) => message.eventType)).not.toContain('PIQ_LOOKUP_CUSTOMER_IDENTIFIED');
  });
});
