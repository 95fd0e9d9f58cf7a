import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorOf,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  TEST_START,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';
import { PasswordHasher } from './passwords';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const LOGIN = '/api/v1/auth/login';
const MINUTE_MS = 60_000;

async function logIn(email: string, password: string, client = new TestClient(testApp)) {
  const response = await client.post(LOGIN, { email, password });
  return { client, response };
}

describe('login', () => {
  it('logs in with e-mail (any case) and password, in an httpOnly SameSite=Lax cookie', async () => {
    const { email, password, playerId } = await registeredClient(testApp);
    const { client, response } = await logIn(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ playerId, registration: { nextStep: 3 } });
    const cookie = response.cookies.find((candidate) => candidate.name === 'vauhti_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ status: 'logged_in', playerId });
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const { email } = await registeredClient(testApp);
    const wrongPassword = (await logIn(email, 'Not-The-Password-1')).response;
    const unknownEmail = (await logIn(uniqueEmail('nobody'), 'Not-The-Password-1')).response;
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(errorOf(wrongPassword).code).toBe('INVALID_CREDENTIALS');
  });

  it('runs one argon2 verification for an unknown e-mail, as for a wrong password', async () => {
    // Equal work is what makes the timing equal; counting verifications proves it without a stopwatch.
    const { email } = await registeredClient(testApp);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    try {
      await logIn(uniqueEmail('warm-up'), 'Not-The-Password-1');
      verify.mockClear();
      await logIn(email, 'Not-The-Password-1');
      expect(verify).toHaveBeenCalledTimes(1);
      verify.mockClear();
      await logIn(uniqueEmail('nobody'), 'Not-The-Password-1');
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('ends the session the browser had when it logs in again', async () => {
    const { client, email, password } = await registeredClient(testApp);
    const before = client.sessionToken;
    await logIn(email, password, client);
    expect(client.sessionToken).not.toBe(before);
    const old = new TestClient(testApp);
    old.sessionToken = before;
    expect((await old.get('/api/v1/profile')).statusCode).toBe(401);
  });

  it('refuses a request from another site (Origin check)', async () => {
    const { email, password } = await registeredClient(testApp);
    const response = await new TestClient(testApp).send(
      'POST',
      LOGIN,
      { email, password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('ORIGIN_NOT_ALLOWED');
  });
});

describe('temporary lockout', () => {
  it('locks an address after five failures, with the wait, even for the right password', async () => {
    const { email, password } = await registeredClient(testApp);
    for (let failure = 1; failure < 5; failure += 1)
      expect(errorOf((await logIn(email, 'Wrong-Password-1')).response).code).toBe('INVALID_CREDENTIALS');
    const fifth = (await logIn(email, 'Wrong-Password-1')).response;
    expect(fifth.statusCode).toBe(423);
    expect(errorOf(fifth)).toMatchObject({
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      details: { retryAfterSeconds: 15 * 60 },
    });
    testApp.clock.advance(5 * MINUTE_MS);
    const locked = (await logIn(email, password)).response;
    expect(errorOf(locked)).toMatchObject({
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      details: { retryAfterSeconds: 10 * 60 },
    });
    expect(locked.headers['retry-after']).toBe('600');
    testApp.clock.advance(10 * MINUTE_MS);
    expect((await logIn(email, password)).response.statusCode).toBe(200);
    testApp.clock.set(TEST_START);
  });

  it('locks unknown addresses alike, so a lockout does not reveal an account', async () => {
    const nobody = uniqueEmail('nobody');
    for (let failure = 1; failure < 5; failure += 1) await logIn(nobody, 'Wrong-Password-1');
    expect(errorOf((await logIn(nobody, 'Wrong-Password-1')).response).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const { email, password } = await registeredClient(testApp);
    for (let failure = 1; failure <= 4; failure += 1) await logIn(email, 'Wrong-Password-1');
    expect((await logIn(email, password)).response.statusCode).toBe(200);
    for (let failure = 1; failure <= 4; failure += 1) {
      expect(errorOf((await logIn(email, 'Wrong-Password-1')).response).code).toBe('INVALID_CREDENTIALS');
    }
  });
});

describe('restricted accounts', () => {
  it('lets a paused or self-excluded player log in, to their account and their cash', async () => {
    const { email, password, playerId } = await registeredClient(testApp);
    const identity = testApp.services.identity;
    await identity.pauseAccount(playerId, new Date(TEST_START.getTime() + 60 * MINUTE_MS));
    expect(errorOf((await logIn(email, 'Wrong-Password-1')).response).code).toBe('INVALID_CREDENTIALS');
    const paused = await logIn(email, password);
    expect(paused.response.statusCode).toBe(200);
    expect((await paused.client.get('/api/v1/profile')).json()).toMatchObject({
      accountState: { state: 'paused', until: '2025-06-15T13:00:00.000Z' },
    });
    await identity.selfExclude(playerId, new Date(TEST_START.getTime() + 120 * MINUTE_MS));
    const excluded = await logIn(email, password);
    expect(excluded.response.statusCode).toBe(200);
    expect((await excluded.client.get('/api/v1/profile')).json()).toMatchObject({
      accountState: { state: 'self_excluded' },
    });
  });

  it('tells only someone with the right password that the account is locked, and keeps them out', async () => {
    const { email, password, playerId } = await registeredClient(testApp);
    await testApp.services.identity.lock(playerId, 'chargeback fraud');
    expect(errorOf((await logIn(email, 'Wrong-Password-1')).response).code).toBe('INVALID_CREDENTIALS');
    const locked = (await logIn(email, password)).response;
    expect(locked.statusCode).toBe(403);
    expect(errorOf(locked).code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses a login without a password (pay-and-play) to a paused, a self-excluded and a locked player', async () => {
    const identity = testApp.services.identity;
    const loggedInIdentified = async (playerId: number) => {
      const result = await identity.logInIdentified(playerId, { ipAddress: '198.51.100.7' });
      return result.ok ? 'logged in' : result.error.code;
    };
    const paused = await registeredClient(testApp);
    expect(await loggedInIdentified(paused.playerId)).toBe('logged in');
    await identity.pauseAccount(paused.playerId, new Date(TEST_START.getTime() + 60 * MINUTE_MS));
    expect(await loggedInIdentified(paused.playerId)).toBe('ACCOUNT_PAUSED');
    const excluded = await registeredClient(testApp);
    await identity.selfExclude(excluded.playerId, new Date(TEST_START.getTime() + 120 * MINUTE_MS));
    expect(await loggedInIdentified(excluded.playerId)).toBe('ACCOUNT_SELF_EXCLUDED');
    const locked = await registeredClient(testApp);
    await identity.lock(locked.playerId, 'chargeback fraud');
    expect(await loggedInIdentified(locked.playerId)).toBe('ACCOUNT_LOCKED');
  });
});

describe('logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { client } = await registeredClient(testApp);
    const token = client.sessionToken;
    const response = await client.post('/api/v1/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(client.sessionToken).toBeUndefined();
    const replay = new TestClient(testApp);
    replay.sessionToken = token;
    expect((await replay.get('/api/v1/auth/status')).json()).toMatchObject({ status: 'logged_out', loggedIn: false });
  });

  it('answers 204 without a session too', async () => {
    expect((await new TestClient(testApp).post('/api/v1/auth/logout')).statusCode).toBe(204);
  });
});

describe('rate limit', () => {
  it('answers the eleventh login a minute from one address with 429 RATE_LIMITED', async () => {
    const client = new TestClient(testApp);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logIn(uniqueEmail('spray'), 'Wrong-Password-1', client)).response.statusCode).toBe(401);
    }
    const limited = (await logIn(uniqueEmail('spray'), 'Wrong-Password-1', client)).response;
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
