/*
 * The pages against the provider's real core (PGlite or PostgreSQL, a fake merchant): proves the
 * pages and the core agree on tokens, page kinds, outcomes and states, not only the fake facade.
 */
import { createLogger } from '@vauhti/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { PayDatabase } from '../database/pay-database';
import { FakeMerchant } from '../merchant-client/fake-merchant';
import type { PayAndPlayRequest } from '../payments/pay-and-play';
import {
  cardDeposit,
  fastTestConfig,
  openPayTestDatabase,
  openTestCore,
  TestClock,
  type TestCore,
} from '../payments/testing';
import { generatePerson } from './generated-person';
import { isValidSwedishNationalId } from './national-id';
import { formPost, inputValue, pageMessage, pagesApp } from './test-support/pages-app';

let database: PayDatabase;
let merchant: FakeMerchant;
let core: TestCore | undefined;
let closeApp: (() => Promise<void>) | undefined;

beforeAll(async () => {
  database = await openPayTestDatabase();
  merchant = await new FakeMerchant().start();
});
afterAll(async () => {
  await merchant.close();
  await database.close();
});
afterEach(async () => {
  await closeApp?.();
  await core?.close();
  closeApp = undefined;
  core = undefined;
});

async function openPages() {
  core = await openTestCore(database, fastTestConfig(merchant.url), new TestClock().now);
  const app = await pagesApp(core.service.pages);
  closeApp = () => app.close();
  return { app, service: core.service };
}

/** The redirect's path and token, as the browser would load them. */
function pageOf(url: string | undefined) {
  const parsed = new URL(url ?? 'http://invalid/');
  return {
    path: parsed.pathname,
    token: parsed.searchParams.get('token') ?? '',
    pathWithQuery: `${parsed.pathname}${parsed.search}`,
  };
}

describe('provider pages on the real core', () => {
  it('completes a 3-D Secure challenge with 1234 and refuses a second answer', async () => {
    const { app, service } = await openPages();
    const started = await service.cashier.start(
      cardDeposit({ fields: { cardNumber: '4000000000001091', expiryMonth: '12', expiryYear: '35', cvv: '123' } }),
    );
    if (!started.ok) throw new Error(started.message);
    const page = pageOf(started.transaction.redirect?.url);
    const shown = await app.inject({ url: page.pathWithQuery });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('400000******1091');
    expect(shown.body).not.toContain('4000000000001091');
    const done = await app.inject(formPost(page.path, { token: page.token, action: 'submit', code: '1234' }));
    expect(done.statusCode).toBe(200);
    expect(pageMessage(done.body)?.message).toEqual({
      eventType: 'PROVIDER_PAGE_DONE',
      payload: { txId: started.transaction.txId, state: 'SUCCESSFUL' },
    });
    const again = await app.inject(formPost(page.path, { token: page.token, action: 'submit', code: '1234' }));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is already completed');
  });

  it('walks a Trustly payment through bank, login and a successful confirmation in a popup', async () => {
    const { app, service } = await openPages();
    const started = await service.cashier.start(cardDeposit({ method: 'TRUSTLY', fields: {}, amount: 10_000 }));
    if (!started.ok) throw new Error(started.message);
    const page = pageOf(started.transaction.redirect?.url);
    expect((await app.inject({ url: page.pathWithQuery })).statusCode).toBe(200);
    const post = (fields: Record<string, string>) => app.inject(formPost(page.path, { token: page.token, ...fields }));
    expect((await post({ step: 'bank', bank: 'op' })).statusCode).toBe(200);
    expect((await post({ step: 'login', bank: 'op', userId: 'demo', password: 'pw' })).statusCode).toBe(200);
    const done = await post({ step: 'confirm', bank: 'op', outcome: 'success' });
    expect(done.statusCode).toBe(200);
    expect(pageMessage(done.body)).toMatchObject({
      target: 'opener',
      close: 'true',
      message: { payload: { txId: started.transaction.txId, state: 'SUCCESSFUL' } },
    });
    expect(merchant.callsOf('transfer', started.transaction.txId)).toHaveLength(1);
  });

  it('sends a same-window e-wallet page back to the return URL with the final state', async () => {
    const { app, service } = await openPages();
    const started = await service.cashier.start(cardDeposit({ method: 'SKRILL', fields: { email: 'p@example.com' } }));
    if (!started.ok) throw new Error(started.message);
    const page = pageOf(started.transaction.redirect?.url);
    const done = await app.inject(
      formPost(page.path, { token: page.token, account: 'p@example.com', password: 'pw', outcome: 'failure' }),
    );
    expect(done.statusCode).toBe(303);
    const location = new URL(String(done.headers.location));
    expect(location.searchParams.get('txId')).toBe(started.transaction.txId);
    expect(location.searchParams.get('state')).toBe('FAILED');
  });

  it('identifies a Swedish pay-and-play payer with the generated, valid identity', async () => {
    const { app, service } = await openPages();
    const started = await service.startPayAndPlay({
      merchantId: 'vauhti',
      method: 'TRUSTLY',
      amount: 20_000,
      currency: 'SEK',
      country: 'SE',
      locale: 'sv',
      successUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/fail',
      merchantTxId: 'pnp-pages-1',
    });
    if (!started.ok) throw new Error(started.message);
    const page = pageOf(started.transaction.redirect?.url);
    const post = (fields: Record<string, string>) => app.inject(formPost(page.path, { token: page.token, ...fields }));
    const identityPage = await post({ step: 'bank', bank: 'swedbank' });
    expect(identityPage.statusCode).toBe(200);
    const fields = ['firstName', 'lastName', 'nationalId', 'birthDate', 'street', 'city', 'zip', 'country', 'email'];
    const shown = Object.fromEntries(fields.map((field) => [field, inputValue(identityPage.body, field) ?? '']));
    expect(isValidSwedishNationalId(shown.nationalId ?? '')).toBe(true);
    const done = await post({ step: 'identity', bank: 'swedbank', ...shown, outcome: 'success' });
    expect(done.statusCode).not.toBe(400);
    const status = await service.payAndPlayStatus(started.transaction.txId);
    expect(status).toMatchObject({ txState: 'SUCCESSFUL', identity: { nationalId: shown.nationalId, country: 'SE' } });
  });

  it('gives a German pay-and-play payer a German person although the page is in English', async () => {
    const { app, service } = await openPages();
    const started = await service.startPayAndPlay(payAndPlay({ country: 'DE', locale: 'en', merchantTxId: 'pnp-de' }));
    if (!started.ok) throw new Error(started.message);
    const txId = started.transaction.txId;
    const page = pageOf(started.transaction.redirect?.url);
    expect(await service.pages.pageContext(txId, page.token)).toMatchObject({ country: 'DE', locale: 'en' });
    const first = await app.inject({ url: page.pathWithQuery });
    expect(first.body).toContain('Sparkasse');
    const identityPage = await app.inject(formPost(page.path, { token: page.token, step: 'bank', bank: 'sparkasse' }));
    const german = generatePerson('DE', txId);
    expect(inputValue(identityPage.body, 'country')).toBe('DE');
    expect(inputValue(identityPage.body, 'lastName')).toBe(german.lastName);
    expect(inputValue(identityPage.body, 'nationalId')).toBe(german.nationalId);
  });

  it('tells the pages the country a start named, and none when it named none', async () => {
    const { service } = await openPages();
    const named = await service.start({ ...cardDeposit({ method: 'TRUSTLY', fields: {} }), country: 'se' });
    const unnamed = await service.start(cardDeposit({ method: 'TRUSTLY', fields: {} }));
    if (!named.ok || !unnamed.ok) throw new Error('start refused');
    const namedPage = pageOf(named.transaction.redirect?.url);
    const unnamedPage = pageOf(unnamed.transaction.redirect?.url);
    expect((await service.pages.pageContext(named.transaction.txId, namedPage.token))?.country).toBe('SE');
    const context = await service.pages.pageContext(unnamed.transaction.txId, unnamedPage.token);
    expect(context).toBeDefined();
    expect(context?.country).toBeUndefined();
  });

  it('shows a timed-out pay-and-play page as completed on reload, pointing at the failure URL', async () => {
    const { app, service } = await openPages();
    const started = await service.startPayAndPlay(payAndPlay({ merchantTxId: 'pnp-timeout' }));
    if (!started.ok) throw new Error(started.message);
    const txId = started.transaction.txId;
    const page = pageOf(started.transaction.redirect?.url);
    const timedOut = await app.inject(
      formPost(page.path, { token: page.token, step: 'identity', bank: 'nordea-fi', outcome: 'timeout' }),
    );
    expect(timedOut.statusCode).toBe(200);
    expect(pageMessage(timedOut.body)?.message).toEqual({
      eventType: 'PROVIDER_PAGE_DONE',
      payload: { txId, state: 'WAITING_INPUT' },
    });
    expect(await service.pages.pageContext(txId, page.token)).toMatchObject({
      pageDone: true,
      transaction: { state: 'WAITING_INPUT' },
      returnUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/fail',
    });
    const reloaded = await app.inject({ url: page.pathWithQuery });
    expect(reloaded.statusCode).toBe(409);
    expect(reloaded.body).toContain('This payment is already completed');
    expect(reloaded.body).toContain(`href="http://localhost:3000/fail?txId=${txId}&amp;state=WAITING_INPUT"`);
    expect(reloaded.body).not.toContain('name="outcome"');
  });

  it('points a cancelled pay-and-play at the failure URL and a fresh one at nothing yet', async () => {
    const { app, service } = await openPages();
    const started = await service.startPayAndPlay(payAndPlay({ merchantTxId: 'pnp-cancel' }));
    if (!started.ok) throw new Error(started.message);
    const txId = started.transaction.txId;
    const page = pageOf(started.transaction.redirect?.url);
    expect((await service.pages.pageContext(txId, page.token))?.pageDone).toBe(false);
    await app.inject(formPost(page.path, { token: page.token, outcome: 'cancel' }));
    const reloaded = await app.inject({ url: page.pathWithQuery });
    expect(reloaded.statusCode).toBe(409);
    expect(reloaded.body).toContain(`href="http://localhost:3000/fail?txId=${txId}&amp;state=CANCELLED"`);
  });

  it("keeps the page token out of the cashier host's request log", async () => {
    const { service } = await openPages();
    const lines: string[] = [];
    const logger = createLogger({
      name: 'sandbox-pay',
      level: 'info',
      destination: { write: (line) => lines.push(line) },
    });
    const cashierHost = await createApp(fastTestConfig(merchant.url), { core, logger });
    try {
      const started = await service.cashier.start(cardDeposit({ method: 'TRUSTLY', fields: {} }));
      if (!started.ok) throw new Error(started.message);
      const page = pageOf(started.transaction.redirect?.url);
      expect((await cashierHost.inject({ url: page.pathWithQuery })).statusCode).toBe(200);
      await cashierHost.inject({ url: `${page.path}?lang=en&token=${page.token}` });
      const log = lines.join('');
      expect(log).toContain(`"url":"${page.path}?token=[REDACTED]"`);
      expect(log).toContain(`"url":"${page.path}?lang=en&token=[REDACTED]"`);
      expect(log).not.toContain(page.token);
    } finally {
      await cashierHost.close();
    }
  });
});

function payAndPlay(overrides: Partial<PayAndPlayRequest> = {}): PayAndPlayRequest {
  return {
    merchantId: 'vauhti',
    method: 'TRUSTLY',
    amount: 20_000,
    currency: 'EUR',
    country: 'FI',
    locale: 'en',
    successUrl: 'http://localhost:3000/ok',
    failureUrl: 'http://localhost:3000/fail',
    ...overrides,
  };
}
