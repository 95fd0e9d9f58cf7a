import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderPageContext } from '../payments/provider-pages-facade';
import { generatePerson } from './generated-person';
import { isValidFinnishNationalId, isValidSwedishNationalId } from './national-id';
import { IdentityFormSchema } from './paynplay-pages';
import { fakeProviderPages, PAGE_TOKEN, pageContext } from './test-support/fake-provider-pages';
import { formPost, inputValue, pagesApp, runPageScript } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setUp(locale = 'fi', currency = 'EUR') {
  const pages = fakeProviderPages([pageContext('paynplay', { locale, transaction: { method: 'TRUSTLY', currency } })]);
  const app = await pagesApp(pages);
  close = () => app.close();
  const post = (fields: Record<string, string>) =>
    app.inject(formPost('/pages/paynplay/1001', { token: PAGE_TOKEN, ...fields }));
  return { app, pages, post };
}

const IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'nationalId',
  'birthDate',
  'street',
  'city',
  'zip',
  'country',
  'email',
];

function identityForm(html: string): Record<string, string> {
  return Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, inputValue(html, field) ?? '']));
}

describe('pay-and-play page', () => {
  it('prefills a Finnish person with a valid henkilötunnus for a Finnish payer', async () => {
    const { post } = await setUp('fi');
    const response = await post({ step: 'bank', bank: 'op' });
    expect(response.statusCode).toBe(200);
    const identity = identityForm(response.body);
    expect(identity.country).toBe('FI');
    expect(isValidFinnishNationalId(identity.nationalId as string)).toBe(true);
    expect(identity.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body).toContain('<label for="field-nationalId">Henkilötunnus</label>');
  });

  it('prefills a Swedish person with a valid personnummer for a SEK payer', async () => {
    const { post } = await setUp('sv', 'SEK');
    const response = await post({ step: 'bank', bank: 'seb' });
    const identity = identityForm(response.body);
    expect(identity.country).toBe('SE');
    expect(isValidSwedishNationalId(identity.nationalId as string)).toBe(true);
  });

  it('returns the (edited) identity and the bank on success', async () => {
    const { post, pages } = await setUp('fi');
    const shown = identityForm((await post({ step: 'bank', bank: 'op' })).body);
    const response = await post({
      step: 'identity',
      bank: 'op',
      ...shown,
      firstName: 'Testi',
      email: '',
      outcome: 'success',
    });
    expect(response.statusCode).toBe(200);
    const { email: _email, ...withoutEmail } = shown;
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      'success',
      { bank: 'OP', identity: { ...withoutEmail, firstName: 'Testi' } },
    ]);
  });

  it.each(['failure', 'timeout', 'cancel'] as const)('resolves %s with the bank and no identity', async (outcome) => {
    const { post, pages } = await setUp('fi');
    await post({ step: 'identity', bank: 'op', nationalId: 'garbage', outcome });
    expect(pages.calls.find((call) => call.name === 'resolvePage')?.args).toEqual([
      '1001',
      PAGE_TOKEN,
      outcome,
      { bank: 'OP' },
    ]);
  });

  it('answers 400 naming a national id that is not valid for the country', async () => {
    const { post, pages } = await setUp('fi');
    const shown = identityForm((await post({ step: 'bank', bank: 'op' })).body);
    const response = await post({
      step: 'identity',
      bank: 'op',
      ...shown,
      nationalId: '131052-308A',
      outcome: 'success',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Henkilötunnus ei kelpaa');
    expect(response.body).toContain('value="131052-308A"');
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(false);
  });

  it('answers 400 naming each missing or malformed field', async () => {
    const { post } = await setUp('en');
    const response = await post({
      step: 'identity',
      bank: 'nordea-fi',
      outcome: 'success',
      birthDate: '1990-02-30',
      email: 'nope',
    });
    expect(response.statusCode).toBe(400);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Date of birth (YYYY-MM-DD) is not valid',
      'E-mail (optional) is not valid',
      'Country (2 letters) is required',
    ]) {
      expect(response.body).toContain(message);
    }
  });
});

describe('pay-and-play page, what the core tells it', () => {
  async function setUpWith(context: ProviderPageContext) {
    const pages = fakeProviderPages([context]);
    const app = await pagesApp(pages);
    close = () => app.close();
    const post = (fields: Record<string, string>) =>
      app.inject(formPost('/pages/paynplay/1001', { token: PAGE_TOKEN, ...fields }));
    const reload = () => app.inject({ url: `/pages/paynplay/1001?token=${PAGE_TOKEN}` });
    return { pages, post, reload };
  }

  it('prefills a German person for a German payer whose page is in English, not a Finnish one', async () => {
    const { post, reload } = await setUpWith(
      pageContext('paynplay', { locale: 'en', country: 'DE', transaction: { method: 'TRUSTLY', currency: 'EUR' } }),
    );
    const first = await reload();
    expect(first.body).toContain('Sparkasse');
    expect(first.body).not.toContain('Nordea');
    const identity = identityForm((await post({ step: 'bank', bank: 'sparkasse' })).body);
    const german = generatePerson('DE', '1001');
    expect(identity).toEqual({ ...german, email: german.email ?? '' });
    expect(identity.country).toBe('DE');
    expect(generatePerson('FI', '1001').firstName).not.toBe(german.firstName);
  });

  it('shows the page as already completed on reload after Time-out, though the payment still waits', async () => {
    const { post, reload } = await setUpWith(pageContext('paynplay', { transaction: { method: 'TRUSTLY' } }));
    const timedOut = await post({ step: 'identity', bank: 'op', outcome: 'timeout' });
    expect(timedOut.statusCode).toBe(200);
    const again = await reload();
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is already completed');
    expect(again.body).not.toContain('name="outcome"');
  });

  it('shows a page the core marks done as completed even while its transaction is WAITING_INPUT', async () => {
    const { pages, reload, post } = await setUpWith(
      pageContext('paynplay', { pageDone: true, transaction: { method: 'TRUSTLY', state: 'WAITING_INPUT' } }),
    );
    expect((await reload()).statusCode).toBe(409);
    expect((await post({ step: 'identity', bank: 'op', outcome: 'success' })).statusCode).toBe(409);
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(false);
  });

  it.each([
    ['cancel', 'CANCELLED', 'https://casino.example/pnp/failed'],
    ['failure', 'FAILED', 'https://casino.example/pnp/failed'],
    ['timeout', 'WAITING_INPUT', 'https://casino.example/pnp/failed'],
  ] as const)('sends a same-window %s to the failure URL', async (outcome, state, address) => {
    const { post } = await setUpWith(
      pageContext('paynplay', {
        redirectKind: 'window',
        returnUrl: 'https://casino.example/pnp/ok',
        failureUrl: 'https://casino.example/pnp/failed',
        transaction: { method: 'TRUSTLY' },
      }),
    );
    const response = await post({ step: 'identity', bank: 'op', outcome });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toBe(`${address}?txId=1001&state=${state}`);
  });

  it('sends a same-window success to the success URL', async () => {
    const { post } = await setUpWith(
      pageContext('paynplay', {
        redirectKind: 'window',
        locale: 'fi',
        returnUrl: 'https://casino.example/pnp/ok',
        failureUrl: 'https://casino.example/pnp/failed',
        transaction: { method: 'TRUSTLY' },
      }),
    );
    const shown = identityForm((await post({ step: 'bank', bank: 'op' })).body);
    const response = await post({ step: 'identity', bank: 'op', ...shown, outcome: 'success' });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toBe('https://casino.example/pnp/ok?txId=1001&state=SUCCESSFUL');
  });

  it('lets the form post from either merchant address (the outcome picks one)', async () => {
    const { reload } = await setUpWith(
      pageContext('paynplay', {
        returnUrl: 'https://casino.example/pnp/ok',
        failureUrl: 'https://other.example/pnp/failed',
        transaction: { method: 'TRUSTLY' },
      }),
    );
    const csp = String((await reload()).headers['content-security-policy']);
    expect(csp).toContain('https://casino.example');
    expect(csp).toContain('https://other.example');
  });
});

describe('the done page, wherever the merchant opened the pay-and-play page', () => {
  const RETURN = {
    returnUrl: 'https://casino.example/payandplay/step3',
    failureUrl: 'https://casino.example/payandplay/step1',
  };

  async function finish(redirectKind: 'popup' | 'iframe', outcome: 'success' | 'cancel') {
    const pages = fakeProviderPages([
      pageContext('paynplay', { redirectKind, locale: 'en', ...RETURN, transaction: { method: 'TRUSTLY' } }),
    ]);
    const app = await pagesApp(pages);
    close = () => app.close();
    const post = (fields: Record<string, string>) =>
      app.inject(formPost('/pages/paynplay/1001', { token: PAGE_TOKEN, ...fields }));
    const shown = identityForm((await post({ step: 'bank', bank: 'op' })).body);
    const done = await post({ step: 'identity', bank: 'op', ...shown, outcome });
    expect(done.statusCode).toBe(200);
    return done.body;
  }

  it("goes back to the success URL with the id and state in the merchant's own window (Trustly's popup kind)", async () => {
    const run = runPageScript(await finish('popup', 'success'), 'window');
    expect(run.replacedWith).toEqual(['https://casino.example/payandplay/step3?txId=1001&state=SUCCESSFUL']);
    expect(run).toMatchObject({ postedToOpener: [], postedToParent: [], closed: false });
  });

  it("goes back to the failure URL after a cancel in the merchant's own window (Zimpler's iframe kind)", async () => {
    const run = runPageScript(await finish('iframe', 'cancel'), 'window');
    expect(run.replacedWith).toEqual(['https://casino.example/payandplay/step1?txId=1001&state=CANCELLED']);
  });

  it('still tells the opener of a popup and closes, without leaving the page', async () => {
    const run = runPageScript(await finish('popup', 'success'), 'popup');
    expect(run.postedToOpener).toEqual([
      { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '1001', state: 'SUCCESSFUL' } },
    ]);
    expect(run).toMatchObject({ replacedWith: [], closed: true });
  });

  it('still tells the parent of an iframe, without leaving the frame', async () => {
    const run = runPageScript(await finish('iframe', 'success'), 'iframe');
    expect(run.postedToParent).toEqual([
      { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '1001', state: 'SUCCESSFUL' } },
    ]);
    expect(run).toMatchObject({ replacedWith: [], closed: false });
  });
});

describe('the identity form schema', () => {
  it('accepts every generated person of every country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FI', 'SE', 'NO', 'DK', 'DE', 'NL'),
        fc.string({ maxLength: 20 }),
        (country, seed) => {
          const person = generatePerson(country, seed);
          const parsed = IdentityFormSchema.safeParse({ ...person, email: person.email ?? '' });
          expect(parsed.success).toBe(true);
        },
      ),
    );
  });
});
