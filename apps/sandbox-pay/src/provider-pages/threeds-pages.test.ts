import { afterEach, describe, expect, it } from 'vitest';
import { COLLECT_REFERENCE, fakeProviderPages, PAGE_TOKEN, pageContext } from './test-support/fake-provider-pages';
import { formPost, pageMessage, pagesApp } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setUp(context = pageContext('threeds-challenge')) {
  const pages = fakeProviderPages([context]);
  const app = await pagesApp(pages);
  close = () => app.close();
  return { app, pages };
}

describe('3-D Secure challenge page', () => {
  it('shows the issuer, merchant, amount, masked card and the code field', async () => {
    const { app } = await setUp();
    const response = await app.inject({ url: `/pages/threeds/1001?token=${PAGE_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sandbox Bank ACS');
    expect(response.body).toContain('Vauhti');
    expect(response.body).toContain('€25.00');
    expect(response.body).toContain('400000******1091');
    expect(response.body).toMatch(/<label for="field-code">One-time code<\/label><input id="field-code" name="code"/);
    expect(response.body).toContain('1234');
  });

  it('sends the typed code to completeChallenge and tells the parent frame the result, or goes back without one', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code: '1234' }),
    );
    expect(response.statusCode).toBe(200);
    expect(pages.calls.filter((call) => call.name === 'completeChallenge')).toEqual([
      { name: 'completeChallenge', args: ['1001', PAGE_TOKEN, '1234'] },
    ]);
    expect(pageMessage(response.body)).toEqual({
      target: 'parent',
      close: 'false',
      message: { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '1001', state: 'SUCCESSFUL' } },
      returnUrl: 'http://localhost:5000/receipt?session=s1&txId=1001&state=SUCCESSFUL',
    });
    expect(response.body).toContain('You can close this window.');
  });

  it('treats Enter in the code field (no button named) as Submit', async () => {
    const { app, pages } = await setUp();
    await app.inject(formPost('/pages/threeds/1001', { token: PAGE_TOKEN, code: '9999' }));
    expect(pages.calls.find((call) => call.name === 'completeChallenge')?.args).toEqual(['1001', PAGE_TOKEN, '9999']);
  });

  it('cancels through resolvePage without asking for a code', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'cancel', code: '' }),
    );
    expect(response.statusCode).toBe(200);
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      'cancel',
      undefined,
    ]);
  });

  it.each([
    ['', 'One-time code is required'],
    ['12ab', 'One-time code is not valid'],
  ])('answers 400 naming the field for the code %j', async (code, message) => {
    const { app, pages } = await setUp();
    const response = await app.inject(formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).toContain('aria-invalid="true"');
    expect(pages.calls.some((call) => call.name === 'completeChallenge')).toBe(false);
  });

  it('names the field in the player language', async () => {
    const { app } = await setUp(pageContext('threeds-challenge', { locale: 'fi_FI' }));
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Kertakäyttökoodi on pakollinen');
  });

  it('closes a popup after telling its opener, or goes back without one', async () => {
    const { app } = await setUp(pageContext('threeds-challenge', { redirectKind: 'popup' }));
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code: '1111' }),
    );
    expect(pageMessage(response.body)).toEqual({
      target: 'opener',
      close: 'true',
      message: { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '1001', state: 'FAILED' } },
      returnUrl: 'http://localhost:5000/receipt?session=s1&txId=1001&state=FAILED',
    });
    expect(response.body).toContain('href="http://localhost:5000/receipt?session=s1&amp;txId=1001&amp;state=FAILED"');
  });

  it('sends a same-window page back to the return URL with the id and state', async () => {
    const { app } = await setUp(pageContext('threeds-challenge', { redirectKind: 'window' }));
    const page = await app.inject({ url: `/pages/threeds/1001?token=${PAGE_TOKEN}` });
    // The form's redirect to the merchant must be allowed by form-action.
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5000");
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code: '1234' }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://localhost:5000/receipt?session=s1&txId=1001&state=SUCCESSFUL');
  });

  it('shows why when the provider refuses the answer', async () => {
    const { app, pages } = await setUp();
    pages.failNextWith = { code: 'CHALLENGE_EXPIRED', message: 'The challenge has expired.' };
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code: '1234' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('The challenge has expired. (CHALLENGE_EXPIRED)');
  });

  it('is not found for a page token of another kind of page', async () => {
    const { app } = await setUp(pageContext('bank'));
    const response = await app.inject({ url: `/pages/threeds/1001?token=${PAGE_TOKEN}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('3-D Secure device data collection page', () => {
  it('completes the collection and posts THREEDS_COLLECT_DONE to the parent frame', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject({ url: `/threeds/collect/${COLLECT_REFERENCE}` });
    expect(response.statusCode).toBe(200);
    expect(pages.calls).toContainEqual({ name: 'completeCollect', args: [COLLECT_REFERENCE] });
    expect(pageMessage(response.body)).toEqual({
      target: 'parent',
      close: 'false',
      message: { eventType: 'THREEDS_COLLECT_DONE', payload: { referenceId: COLLECT_REFERENCE } },
    });
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it('is not found, and posts nothing, for an unknown reference', async () => {
    const { app } = await setUp();
    const response = await app.inject({ url: '/threeds/collect/unknown-ref' });
    expect(response.statusCode).toBe(404);
    expect(pageMessage(response.body)).toBeUndefined();
  });

  it('does not ask the core about a malformed reference', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject({ url: '/threeds/collect/%3Cscript%3E' });
    expect(response.statusCode).toBe(404);
    expect(pages.calls.some((call) => call.name === 'completeCollect')).toBe(false);
  });
});

describe('3-D Secure challenge answered twice', () => {
  it('shows the already-completed page when the core says the page is done', async () => {
    const { app, pages } = await setUp();
    pages.failNextWith = { code: 'PAGE_DONE', message: 'this page has already been completed' };
    const response = await app.inject(
      formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'submit', code: '1234' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('This payment is already completed');
  });

  it('answers 404 when the core no longer knows the page', async () => {
    const { app, pages } = await setUp();
    pages.failNextWith = { code: 'PAGE_NOT_FOUND', message: 'no such provider page' };
    const response = await app.inject(formPost('/pages/threeds/1001', { token: PAGE_TOKEN, action: 'cancel' }));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('no such provider page');
  });
});
