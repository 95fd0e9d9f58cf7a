import { afterEach, describe, expect, it } from 'vitest';
import { fakeProviderPages, PAGE_TOKEN, pageContext } from './test-support/fake-provider-pages';
import { formPost, pageMessage, pagesApp } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setUp(locale = 'en', currency = 'EUR') {
  const pages = fakeProviderPages([pageContext('bank', { locale, transaction: { method: 'TRUSTLY', currency } })]);
  const app = await pagesApp(pages);
  close = () => app.close();
  const post = (fields: Record<string, string>) =>
    app.inject(formPost('/pages/bank/1001', { token: PAGE_TOKEN, ...fields }));
  return { app, pages, post };
}

describe('bank page', () => {
  it('lists six banks of the payer country, each a named button with a logo', async () => {
    const { app } = await setUp('sv', 'SEK');
    const response = await app.inject({ url: `/pages/bank/1001?token=${PAGE_TOKEN}` });
    expect(response.statusCode).toBe(200);
    const buttons = response.body.match(/<button type="submit" name="bank" value="[^"]+">/g) ?? [];
    expect(buttons).toHaveLength(6);
    expect(response.body).toContain('<span>Swedbank</span>');
    expect(response.body).toContain('class="bank-logo"');
    expect(response.body).toContain('Trustly');
  });

  it('walks from the bank to its login and to the confirmation with four outcomes', async () => {
    const { post } = await setUp();
    const login = await post({ step: 'bank', bank: 'op' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('Log in to OP');
    expect(login.body).toContain('name="userId"');
    const confirm = await post({ step: 'login', bank: 'op', userId: 'demo', password: 'secret' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Pay €25.00 to Vauhti from your account at OP.');
    expect(confirm.body.match(/name="outcome" value="(success|failure|cancel|timeout)"/g)).toHaveLength(4);
    // The password is never echoed back.
    expect(confirm.body).not.toContain('secret');
  });

  it.each([
    ['success', 'SUCCESSFUL'],
    ['failure', 'FAILED'],
    ['timeout', 'WAITING_INPUT'],
    ['cancel', 'CANCELLED'],
  ] as const)('resolves the %s button with the chosen bank', async (outcome, state) => {
    const { post, pages } = await setUp();
    const response = await post({ step: 'confirm', bank: 'nordea-fi', outcome });
    expect(response.statusCode).toBe(200);
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      outcome,
      { bank: 'Nordea' },
    ]);
    expect(pageMessage(response.body)?.message).toEqual({
      eventType: 'PROVIDER_PAGE_DONE',
      payload: { txId: '1001', state },
    });
  });

  it('cancels from the bank list before any bank is chosen', async () => {
    const { post, pages } = await setUp();
    await post({ step: 'bank', outcome: 'cancel' });
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      'cancel',
      undefined,
    ]);
  });

  it('answers 400 naming the bank for an unknown bank', async () => {
    const { post, pages } = await setUp();
    const response = await post({ step: 'bank', bank: 'not-a-bank' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Bank is not valid');
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(false);
  });

  it('answers 400 naming the user id and password fields left empty, in the player language', async () => {
    const { post } = await setUp('no');
    const response = await post({ step: 'login', bank: 'dnb', userId: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Bruker-ID må fylles ut');
    expect(response.body).toContain('Passord må fylles ut');
  });

  it('answers 400 naming the outcome when no outcome button was used', async () => {
    const { post, pages } = await setUp();
    const response = await post({ step: 'confirm', bank: 'op', outcome: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Outcome is not valid');
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(false);
  });
});
