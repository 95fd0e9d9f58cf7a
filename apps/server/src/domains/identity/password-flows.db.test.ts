import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../reference/secrets';
import {
  deliverHeldEmail,
  errorOf,
  type IdentityTestApp,
  latestMessage,
  latestResetToken,
  registeredClient,
  startIdentityApp,
  TEST_START,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const CHANGE = '/api/v1/auth/password/change';
const FORGOT = '/api/v1/auth/password/forgot';
const RESET = '/api/v1/auth/password/reset';
const NEW_PASSWORD = 'Brand-New-Secret-42';
const MINUTE_MS = 60_000;

async function logIn(email: string, password: string) {
  const client = new TestClient(testApp);
  const response = await client.post('/api/v1/auth/login', { email, password });
  return { client, status: response.statusCode };
}

describe('changing the password', () => {
  it('needs the current password, keeps this session and ends all others', async () => {
    const { client, email, password } = await registeredClient(testApp);
    const { client: otherDevice } = await logIn(email, password);
    const response = await client.post(CHANGE, { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await client.get('/api/v1/profile')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await logIn(email, password)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const { client, password } = await registeredClient(testApp);
    const wrong = await client.post(CHANGE, { currentPassword: 'Not-It-123', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'PASSWORD_INCORRECT', details: { field: 'currentPassword' } });
    const weak = await client.post(CHANGE, { currentPassword: password, newPassword: 'password' });
    expect(errorOf(weak)).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: { field: 'newPassword', rule: 'letters_only' },
    });
  });

  it('counts wrong current passwords towards the login lockout', async () => {
    const { client, password } = await registeredClient(testApp);
    for (let attempt = 1; attempt < testApp.config.login.failuresMax; attempt += 1) {
      await client.post(CHANGE, { currentPassword: 'Not-It-123', newPassword: NEW_PASSWORD });
    }
    expect(errorOf(await client.post(CHANGE, { currentPassword: 'Not-It-123', newPassword: NEW_PASSWORD })).code).toBe(
      'ACCOUNT_TEMPORARILY_LOCKED',
    );
    expect(errorOf(await client.post(CHANGE, { currentPassword: password, newPassword: NEW_PASSWORD })).code).toBe(
      'ACCOUNT_TEMPORARILY_LOCKED',
    );
  });

  it('needs a session', async () => {
    const response = await new TestClient(testApp).post(CHANGE, { currentPassword: 'a', newPassword: 'b' });
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });
});

describe('forgotten password', () => {
  it('answers 202 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await new TestClient(testApp).post(FORGOT, { email });
    expect(response.statusCode).toBe(202);
    expect(await latestMessage(testApp, email, 'password_reset')).toBeUndefined();
  });

  it('answers 202 for a junk address too', async () => {
    expect((await new TestClient(testApp).post(FORGOT, { email: 'not an address' })).statusCode).toBe(202);
  });

  it("e-mails a link to the reset page in the player's language, storing only the token's hash", async () => {
    const { email, playerId } = await registeredClient(testApp, { stepOne: { language: 'fi' } });
    expect((await new TestClient(testApp).post(FORGOT, { email: email.toUpperCase() })).statusCode).toBe(202);
    const message = await latestMessage(testApp, email, 'password_reset');
    expect(message?.body_text).toContain(`${testApp.config.siteUrl}/fi/reset-password?token=`);
    const token = await latestResetToken(testApp, email);
    const stored = await testApp.database.kysely
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256Hex(token));
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(60 * MINUTE_MS);
  });

  it('answers the sixth request from one address within 15 minutes with 429 RATE_LIMITED', async () => {
    const client = new TestClient(testApp);
    for (let request = 0; request < 5; request += 1)
      expect((await client.post(FORGOT, { email: uniqueEmail() })).statusCode).toBe(202);
    expect(errorOf(await client.post(FORGOT, { email: uniqueEmail() })).code).toBe('RATE_LIMITED');
  });

  it('sends at most three reset e-mails an hour to one account', async () => {
    const { email, playerId } = await registeredClient(testApp);
    for (let request = 0; request < 5; request += 1) await testApp.services.identity.requestPasswordReset(email);
    const sent = await testApp.database.kysely
      .selectFrom('outbound_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('player_id', '=', playerId)
      .where('purpose', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(Number(sent.count)).toBe(3);
  });
});

describe('a reset link at rest', () => {
  it('is not kept readable in the outbox once the e-mail is sent', async () => {
    const { email } = await registeredClient(testApp);
    await testApp.services.identity.requestPasswordReset(email);
    const token = await latestResetToken(testApp, email);
    const received = await deliverHeldEmail(testApp, email);
    expect(received.join('\n')).toContain(token);
    const stored = await latestMessage(testApp, email, 'password_reset');
    expect(stored).toMatchObject({ status: 'sent' });
    expect(stored?.body_text).not.toContain(token);
    expect(stored?.body_text).toContain('[removed once sent]');
  });
});

describe('resetting the password', () => {
  async function resetTokenFor(email: string) {
    await testApp.services.identity.requestPasswordReset(email);
    return latestResetToken(testApp, email);
  }

  it('sets the new password, ends every session and works once', async () => {
    const { client, email, password } = await registeredClient(testApp);
    const token = await resetTokenFor(email);
    const response = await new TestClient(testApp).post(RESET, { token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await client.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await logIn(email, password)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
    const again = await new TestClient(testApp).post(RESET, { token, newPassword: 'Another-Secret-77' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'RESET_TOKEN_INVALID', details: { field: 'token' } });
  });

  it('retires the older links of the player when one is used', async () => {
    const { email } = await registeredClient(testApp);
    const older = await resetTokenFor(email);
    const newer = await resetTokenFor(email);
    expect((await new TestClient(testApp).post(RESET, { token: newer, newPassword: NEW_PASSWORD })).statusCode).toBe(
      204,
    );
    expect(errorOf(await new TestClient(testApp).post(RESET, { token: older, newPassword: NEW_PASSWORD })).code).toBe(
      'RESET_TOKEN_INVALID',
    );
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await registeredClient(testApp);
    const token = await resetTokenFor(email);
    testApp.clock.advance(60 * MINUTE_MS);
    const response = await new TestClient(testApp).post(RESET, { token, newPassword: NEW_PASSWORD });
    expect(errorOf(response)).toMatchObject({ code: 'RESET_TOKEN_EXPIRED' });
    testApp.clock.set(TEST_START);
  });

  it('refuses an unknown token and a weak password, leaving the token usable', async () => {
    const { email } = await registeredClient(testApp);
    expect(
      errorOf(await new TestClient(testApp).post(RESET, { token: 'made-up', newPassword: NEW_PASSWORD })).code,
    ).toBe('RESET_TOKEN_INVALID');
    const token = await resetTokenFor(email);
    const weak = await new TestClient(testApp).post(RESET, { token, newPassword: '12345678' });
    expect(errorOf(weak)).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: { field: 'newPassword', rule: 'digits_only' },
    });
    expect((await new TestClient(testApp).post(RESET, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('lifts a login lockout, since the owner of the mailbox has proven who they are', async () => {
    const { email } = await registeredClient(testApp);
    for (let attempt = 0; attempt < testApp.config.login.failuresMax; attempt += 1)
      await logIn(email, 'Wrong-Password-1');
    expect((await logIn(email, 'Wrong-Password-1')).status).toBe(423);
    const token = await resetTokenFor(email);
    await new TestClient(testApp).post(RESET, { token, newPassword: NEW_PASSWORD });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets exactly one of two concurrent resets with the same token through', async () => {
    const { email } = await registeredClient(testApp);
    const token = await resetTokenFor(email);
    const responses = await Promise.all(
      ['First-Secret-11', 'Second-Secret-22'].map((newPassword) =>
        new TestClient(testApp).post(RESET, { token, newPassword }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 400]);
  });
});
