import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import {
  errorOf,
  finnishNationalId,
  type IdentityTestApp,
  startIdentityApp,
  type TestResponse,
} from '../../test-support/platform-test-app';
import { paymentsConfigOf } from './payments-config';
import { FakePayProvider, startFakeProviderServer } from './player-cashier-test-support';
import type { PayNPlayIdentity } from './provider/payment-provider';

/*
 * Pay-and-play for a logged-out visitor, through the real app and the real HTTP provider adapter:
 * the visitor starts the deposit, the bank identifies the payer (the fake provider's authorize for
 * `pnp-<txId>`), and only the browser holding the claim cookie is logged in as that payer, once.
 */

let t: IdentityTestApp;
let provider: FakePayProvider;
let server: Awaited<ReturnType<typeof startFakeProviderServer>>;

beforeAll(async () => {
  let now = () => new Date();
  provider = new FakePayProvider(() => now());
  server = await startFakeProviderServer(provider);
  t = await startIdentityApp({ config: { payments: { ...paymentsConfigOf({}, 'test'), providerUrl: server.url } } });
  now = () => t.clock.now();
  provider.merchant = t.services.payments.merchantApi;
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const CLAIM_COOKIE = 'vauhti_pnp_claim';
const SESSION_COOKIE = 'vauhti_session';

let nextAddress = 0;

/** A browser without an account: its own cookie jar, and a country the dev override sets. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = `198.51.100.${(nextAddress++ % 250) + 1}`;

  constructor(country: string) {
    this.cookies.set('vauhti_country', country);
  }

  async send(method: 'GET' | 'POST', url: string, body?: unknown): Promise<TestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const set of response.cookies) {
      // A cleared cookie comes back empty (the app's clock, which set the expiry, is the test's).
      if (set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return {
      statusCode: response.statusCode,
      body: response.body,
      headers: response.headers,
      cookies: response.cookies,
      json: <T>() => JSON.parse(response.body) as T,
    };
  }

  startDeposit(body: Record<string, unknown> = {}) {
    return this.send('POST', '/api/v1/cashier/provider-transactions', {
      paymentMethod: 'TRUSTLY',
      amount: '25.00',
      currency: 'EUR',
      txnType: 'DEPOSIT',
      ...body,
    });
  }

  payNPlayUser(txnId: string) {
    return this.send('GET', `/api/v1/cashier/pnp-user/${txnId}`);
  }
}

type Started = { success: boolean; txState: string; txnId: string; txRefId: string; redirectOutput?: { url: string } };

function payer(overrides: Partial<PayNPlayIdentity> = {}): PayNPlayIdentity {
  return {
    firstName: 'Eero',
    lastName: 'Mäkelä',
    nationalId: finnishNationalId('1988-09-30'),
    birthDate: '1988-09-30',
    street: 'Aleksanterinkatu 5',
    city: 'Helsinki',
    zip: '00100',
    country: 'FI',
    ...overrides,
  };
}

async function cashierTransactionCount() {
  const row = await t.database.kysely
    .selectFrom('cashier_transactions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A visitor's started deposit whose payer the bank has identified and whose money has arrived. */
async function identifiedDeposit(identity = payer()) {
  const browser = new Browser('FI');
  const started = (await browser.startDeposit()).json<Started>();
  provider.payNPlayIdentities.set(started.txRefId, identity);
  expect(await provider.identifyPayNPlay(started.txRefId)).toBe(true);
  await provider.completePage(started.txRefId, 'SUCCESSFUL');
  return { browser, started };
}

describe('a visitor starts a pay-and-play deposit', () => {
  it('in a pay-and-play country: a deposit of no player yet, and a claim cookie for this browser', async () => {
    const browser = new Browser('FI');
    const response = await browser.startDeposit({ language: 'sv' });
    expect(response.statusCode).toBe(200);
    const started = response.json<Started>();
    expect(started).toMatchObject({ success: true, txState: 'WAITING_INPUT' });
    expect(started.redirectOutput?.url).toContain('/pages/paynplay/');
    expect(provider.requestsOf('startPayNPlay').at(-1)).toMatchObject({
      method: 'TRUSTLY',
      amount: 2_500,
      currency: 'EUR',
      country: 'FI',
      locale: 'sv',
      merchantTxId: started.txnId,
    });

    const claimCookie = response.cookies.find((cookie) => cookie.name === CLAIM_COOKIE);
    expect(claimCookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    const row = await t.database.kysely
      .selectFrom('cashier_transactions')
      .innerJoin('paynplay_claims', 'paynplay_claims.transaction_id', 'cashier_transactions.id')
      .select(['player_id', 'channel', 'status', 'token_hash', 'claimed_at'])
      .where('cashier_transactions.id', '=', Number(started.txnId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ player_id: null, channel: 'paynplay', status: 'txn_pending', claimed_at: null });
    // Only the claim's hash is stored: a copy of the database logs no one in.
    expect(row.token_hash).toBe(
      createHash('sha256')
        .update(claimCookie?.value ?? '')
        .digest('hex'),
    );
  });

  it.each([
    ['a country without pay-and-play', 'DE', {}, 403, 'PAY_AND_PLAY_NOT_AVAILABLE'],
    ['a country where the site is closed', 'US', {}, 403, 'COUNTRY_BLOCKED'],
    ['another currency than the country’s', 'FI', { currency: 'SEK' }, 400, 'CURRENCY_MISMATCH'],
    ['another country than the one it visits from', 'FI', { countryCode: 'SE' }, 400, 'FIELD_INVALID'],
    ['an amount the currency cannot hold', 'FI', { amount: '25.001' }, 400, 'FIELD_INVALID'],
  ] as const)('refuses %s and creates nothing', async (_case, country, body, status, code) => {
    const before = await cashierTransactionCount();
    const response = await new Browser(country).startDeposit(body);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).code).toBe(code);
    expect(response.cookies.some((cookie) => cookie.name === CLAIM_COOKIE)).toBe(false);
    expect(await cashierTransactionCount()).toBe(before);
  });

  it('needs a session for any other method (session_expired_sso, as before)', async () => {
    const response = await new Browser('FI').startDeposit({ paymentMethod: 'SKRILL' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('SESSION_EXPIRED_SSO');
  });
});

describe('the bank identifies the payer and the visitor is logged in', () => {
  it('answers loggedIn false until the provider has identified the payer', async () => {
    const browser = new Browser('FI');
    const started = (await browser.startDeposit()).json<Started>();
    provider.payNPlayIdentities.set(started.txRefId, null);
    const waiting = await browser.payNPlayUser(started.txnId);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({
      status: 'SUCCESS',
      txnId: started.txnId,
      txState: 'WAITING_INPUT',
      payAndPlayUserDetails: null,
      loggedIn: false,
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(CLAIM_COOKIE)).toBe(true);
  });

  it('logs the browser that started the deposit in as the identified payer, whose balance holds the deposit', async () => {
    const identity = payer();
    const { browser, started } = await identifiedDeposit(identity);
    const claimed = await browser.payNPlayUser(started.txnId);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      status: 'SUCCESS',
      txnId: started.txnId,
      txState: 'SUCCESSFUL',
      loggedIn: true,
      payAndPlayUserDetails: { firstName: 'Eero', lastName: 'Mäkelä', country: 'FI' },
    });
    expect(JSON.stringify(claimed.json())).not.toContain(identity.nationalId);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(browser.cookies.has(CLAIM_COOKIE)).toBe(false);

    const status = (await browser.send('GET', '/api/v1/auth/status')).json<{ loggedIn: boolean; playerId: number }>();
    expect(status.loggedIn).toBe(true);
    const player = await t.database.kysely
      .selectFrom('players')
      .select(['id', 'origin', 'first_name'])
      .where('national_id', '=', identity.nationalId)
      .executeTakeFirstOrThrow();
    expect(status.playerId).toBe(Number(player.id));
    expect(player).toMatchObject({ origin: 'paynplay', first_name: 'Eero' });
    expect((await readBalances(t.database.kysely, status.playerId, 'EUR')).cashMinor).toBe(2_500);
    // Now a player: the same call answers from the session.
    expect((await browser.payNPlayUser(started.txnId)).json()).toMatchObject({ loggedIn: true });
  });

  it('logs in once: the claim cannot be used again, nor by another browser', async () => {
    const { browser, started } = await identifiedDeposit();
    const claim = browser.cookies.get(CLAIM_COOKIE) ?? '';

    const stranger = new Browser('FI');
    stranger.cookies.set(CLAIM_COOKIE, 'not-the-claim');
    const guessed = await stranger.payNPlayUser(started.txnId);
    expect(guessed.statusCode).toBe(404);
    expect(errorOf(guessed).code).toBe('TRANSACTION_NOT_FOUND');
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);

    expect((await browser.payNPlayUser(started.txnId)).statusCode).toBe(200);
    const replay = new Browser('FI');
    replay.cookies.set(CLAIM_COOKIE, claim);
    const again = await replay.payNPlayUser(started.txnId);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CLAIM_USED');
    expect(replay.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('without a claim cookie the call needs a session, as before', async () => {
    const { started } = await identifiedDeposit();
    const response = await new Browser('FI').payNPlayUser(started.txnId);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('SESSION_EXPIRED_SSO');
  });

  it('does not log in a self-excluded payer', async () => {
    const identity = payer({ firstName: 'Kalle' });
    const first = await identifiedDeposit(identity);
    expect((await first.browser.payNPlayUser(first.started.txnId)).statusCode).toBe(200);
    const playerId = (
      await t.database.kysely
        .selectFrom('players')
        .select('id')
        .where('national_id', '=', identity.nationalId)
        .executeTakeFirstOrThrow()
    ).id;
    const excluded = await t.services.identity.selfExclude(Number(playerId), new Date(Date.now() + 86_400_000 * 30));
    expect(excluded.ok).toBe(true);

    const browser = new Browser('FI');
    const started = (await browser.startDeposit()).json<Started>();
    provider.payNPlayIdentities.set(started.txRefId, identity);
    // The deposit itself is refused at authorize; the bank's identification still names the payer.
    await provider.identifyPayNPlay(started.txRefId);
    const refused = await browser.payNPlayUser(started.txnId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('ACCOUNT_SELF_EXCLUDED');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('two requests racing with the same claim open one session between them', async () => {
    const { browser, started } = await identifiedDeposit();
    const claim = browser.cookies.get(CLAIM_COOKIE) ?? '';
    const racers = Array.from({ length: 6 }, () => {
      const racer = new Browser('FI');
      racer.cookies.set(CLAIM_COOKIE, claim);
      return racer;
    });
    const answers = await Promise.all(racers.map((racer) => racer.payNPlayUser(started.txnId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(racers.filter((racer) => racer.cookies.has(SESSION_COOKIE))).toHaveLength(1);
    const claimRow = await t.database.kysely
      .selectFrom('paynplay_claims')
      .select(['claimed_player_id', 'claimed_session_id'])
      .where('transaction_id', '=', Number(started.txnId))
      .executeTakeFirstOrThrow();
    const sessions = await t.database.kysely
      .selectFrom('player_sessions')
      .select('id')
      .where('player_id', '=', Number(claimRow.claimed_player_id))
      .execute();
    expect(sessions.map((session) => session.id)).toEqual([claimRow.claimed_session_id]);
  });
});
