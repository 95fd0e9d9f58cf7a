import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../reference/secrets';
import {
  errorOf,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  TEST_START,
  TestClient,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const MINUTE_MS = 60_000;

async function loggedIn() {
  testApp.clock.set(TEST_START);
  return (await registeredClient(testApp)).client;
}

describe('session expiry', () => {
  it('ends a session idle for longer than the idle limit, and says so', async () => {
    const client = await loggedIn();
    testApp.clock.advance(testApp.config.sessions.idleMinutes * MINUTE_MS);
    const response = await client.get('/api/v1/profile');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
    expect(client.sessionToken).toBeUndefined();
    const stale = new TestClient(testApp);
    stale.sessionToken = 'expired-token-that-is-not-known';
    expect((await stale.get('/api/v1/auth/status')).json()).toMatchObject({ status: 'logged_out' });
  });

  it("reports 'session_expired' to the request that carried the ended session", async () => {
    const client = await loggedIn();
    testApp.clock.advance(testApp.config.sessions.idleMinutes * MINUTE_MS + 1);
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({
      status: 'session_expired',
      loggedIn: false,
    });
  });

  it('slides the idle limit with activity', async () => {
    const client = await loggedIn();
    for (let hop = 0; hop < 6; hop += 1) {
      testApp.clock.advance((testApp.config.sessions.idleMinutes - 5) * MINUTE_MS);
      expect((await client.get('/api/v1/profile')).statusCode).toBe(200);
    }
  });

  it('ends even an active session at the absolute limit', async () => {
    const client = await loggedIn();
    const absoluteMs = testApp.config.sessions.absoluteHours * 60 * MINUTE_MS;
    const stepMs = 20 * MINUTE_MS;
    for (let elapsed = stepMs; elapsed < absoluteMs; elapsed += stepMs) {
      testApp.clock.set(new Date(TEST_START.getTime() + elapsed));
      expect((await client.get('/api/v1/profile')).statusCode, `after ${elapsed / MINUTE_MS} min`).toBe(200);
    }
    testApp.clock.set(new Date(TEST_START.getTime() + absoluteMs));
    expect((await client.get('/api/v1/profile')).statusCode).toBe(401);
    testApp.clock.set(TEST_START);
  });

  it('ends every session of a player whose account is restricted', async () => {
    const { client, playerId } = await registeredClient(testApp);
    await testApp.services.identity.pauseAccount(playerId, new Date(TEST_START.getTime() + 60 * MINUTE_MS));
    expect((await client.get('/api/v1/profile')).statusCode).toBe(401);
  });

  it('keeps a session opened during a break, and ends it when the account is locked', async () => {
    const { client, email, password, playerId } = await registeredClient(testApp);
    await testApp.services.identity.pauseAccount(playerId, new Date(TEST_START.getTime() + 60 * MINUTE_MS));
    expect((await client.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
    expect((await client.get('/api/v1/profile')).statusCode).toBe(200);
    await testApp.database.kysely
      .updateTable('players')
      .set({ locked_at: TEST_START, locked_reason: 'set without the restrictions service' })
      .where('id', '=', playerId)
      .execute();
    expect((await client.get('/api/v1/profile')).statusCode).toBe(401);
  });
});

describe('session storage', () => {
  it('keeps only the SHA-256 of the cookie token', async () => {
    const { client, playerId } = await registeredClient(testApp);
    const rows = await testApp.database.kysely
      .selectFrom('player_sessions')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(sha256Hex(client.sessionToken ?? ''));
    expect(JSON.stringify(rows)).not.toContain(client.sessionToken);
  });

  it('ignores a cookie that is too long to be ours without looking it up', async () => {
    const client = new TestClient(testApp);
    client.sessionToken = 'x'.repeat(5_000);
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ status: 'logged_out' });
  });

  it('authenticates the wallet routes of the other domain', async () => {
    const client = await loggedIn();
    const balances = await client.get('/api/v1/wallet/balances');
    expect(balances.statusCode).toBe(200);
    expect(balances.json()).toMatchObject({ currency: 'EUR', cashMinor: 0 });
    expect((await new TestClient(testApp).get('/api/v1/wallet/balances')).statusCode).toBe(401);
  });
});

describe('over HTTPS', () => {
  it('names the cookie __Host-vauhti_session and marks it Secure', async () => {
    const secureApp = await startIdentityApp({
      config: {
        siteUrl: 'https://vauhti.example',
        sessions: { idleMinutes: 30, absoluteHours: 12, secureCookie: true },
      },
    });
    try {
      const client = new TestClient(secureApp);
      const response = await client.send('POST', '/api/v1/registration/step1', {
        email: 'secure@example.test',
        password: 'Correct-Horse-9',
        currency: 'EUR',
        country: 'FI',
        acceptTerms: true,
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((cookie) => cookie.name === '__Host-vauhti_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ status: 'logged_in' });
    } finally {
      await secureApp.close();
    }
  });
});
