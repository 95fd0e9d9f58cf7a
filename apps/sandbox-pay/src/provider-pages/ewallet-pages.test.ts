import { afterEach, describe, expect, it } from 'vitest';
import { fakeProviderPages, PAGE_TOKEN, pageContext } from './test-support/fake-provider-pages';
import { formPost, pagesApp } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setUp(method = 'SKRILL', locale = 'en') {
  const pages = fakeProviderPages([pageContext('ewallet', { locale, transaction: { method } })]);
  const app = await pagesApp(pages);
  close = () => app.close();
  const post = (fields: Record<string, string>) =>
    app.inject(formPost('/pages/ewallet/1001', { token: PAGE_TOKEN, ...fields }));
  return { app, pages, post };
}

describe('e-wallet page', () => {
  it.each([
    ['SKRILL', 'Skrill', 'brand-skrill'],
    ['NETELLER', 'NETELLER', 'brand-neteller'],
    ['ECOPAYZ_PIQ', 'eco', 'brand-eco'],
    ['VENUSPOINT_PIQ', 'VenusPoint', 'brand-venuspoint'],
    ['COMMUNITYBANK_PIQ', 'Community Bank', 'brand-community'],
    ['ZIMPLER_DIRECT', 'Zimpler', 'brand-zimpler'],
    ['IDEAL', 'iDEAL', 'brand-ideal'],
    ['MUCH_BETTER', 'Much Better', 'brand-generic'],
  ])('dresses the page for %s', async (method, name, brandClass) => {
    const { app } = await setUp(method);
    const response = await app.inject({ url: `/pages/ewallet/1001?token=${PAGE_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<body class="${brandClass}">`);
    expect(response.body).toContain(`Log in to ${name}`);
  });

  it.each(['success', 'failure', 'timeout'] as const)('resolves %s after a login', async (outcome) => {
    const { post, pages } = await setUp();
    const response = await post({ account: 'player@example.com', password: 'pw', outcome });
    expect(response.statusCode).toBe(200);
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      outcome,
      undefined,
    ]);
  });

  it('cancels without a login', async () => {
    const { post, pages } = await setUp();
    await post({ account: '', password: '', outcome: 'cancel' });
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      'cancel',
      undefined,
    ]);
  });

  it('answers 400 naming the account and password and keeps what was typed, but not the password', async () => {
    const { post, pages } = await setUp('SKRILL', 'de');
    const response = await post({ account: 'not an address', password: '', outcome: 'success' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('E-Mail oder Telefon ist ungültig');
    expect(response.body).toContain('Passwort ist erforderlich');
    expect(response.body).toContain('value="not an address"');
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(false);
  });

  it('accepts a phone number as the account', async () => {
    const { post, pages } = await setUp('ZIMPLER');
    const response = await post({ account: '+46 70 123 45 67', password: 'pw', outcome: 'success' });
    expect(response.statusCode).toBe(200);
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(true);
  });
});
