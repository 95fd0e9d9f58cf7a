import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverHeldEmail,
  errorOf,
  type IdentityTestApp,
  latestMessage,
  latestOneTimeCode,
  registeredClient,
  startIdentityApp,
  stepTwoBody,
  swedishNationalId,
  TEST_START,
  TestClient,
} from '../../test-support/platform-test-app';
import { OTP_ATTEMPTS_MAX } from './channel-verification';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const SEND = '/api/v1/registration/step3/send';
const VERIFY = '/api/v1/registration/step3/verify';
const MINUTE_MS = 60_000;

/** A player at step 3 with a phone number of their own, so messages can be told apart. */
async function playerAtStepThree() {
  const phone = `+35840${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const registered = await registeredClient(testApp, { stepTwo: { phone } });
  return { ...registered, phone };
}

describe('sending a code', () => {
  it("sends six digits over the country's channel and stores only a hash of them", async () => {
    const { client, phone, playerId } = await playerAtStepThree();
    const response = await client.post(SEND, {});
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ channel: 'sms', attemptsMax: OTP_ATTEMPTS_MAX });
    expect(response.json<{ destination: string }>().destination).toMatch(/^\+358\*+\d{2}$/);
    const code = await latestOneTimeCode(testApp, phone);
    expect((await latestMessage(testApp, phone, 'otp'))?.channel).toBe('sms');
    const stored = await testApp.database.kysely
      .selectFrom('player_otp_challenges')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(10 * MINUTE_MS);
  });

  it('uses e-mail when the player picks the fallback channel', async () => {
    const { client, email } = await playerAtStepThree();
    const response = await client.post(SEND, { channel: 'email' });
    expect(response.json()).toMatchObject({ channel: 'email' });
    const message = await latestMessage(testApp, email, 'otp');
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Vauhti verification code', status: 'held' });
  });

  it('refuses a resend within a minute, with the wait, and allows it after', async () => {
    const { client } = await playerAtStepThree();
    await client.post(SEND, {});
    testApp.clock.advance(20_000);
    const tooSoon = await client.post(SEND, {});
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon)).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', details: { retryAfterSeconds: 40 } });
    expect(tooSoon.headers['retry-after']).toBe('40');
    testApp.clock.advance(40_000);
    expect((await client.post(SEND, {})).statusCode).toBe(202);
    testApp.clock.set(TEST_START);
  });

  it('allows five codes an hour', async () => {
    const { client, playerId } = await playerAtStepThree();
    // The per-IP limit of the route is five per ten minutes; this test is about the per-player one.
    await testApp.services.identity.sendVerificationCode(playerId);
    for (let sent = 1; sent < 5; sent += 1) {
      testApp.clock.advance(MINUTE_MS);
      expect((await testApp.services.identity.sendVerificationCode(playerId)).ok).toBe(true);
    }
    testApp.clock.advance(MINUTE_MS);
    const sixth = await client.post(SEND, {});
    expect(errorOf(sixth)).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', details: { retryAfterSeconds: 55 * 60 } });
    testApp.clock.set(TEST_START);
  });

  it('is refused before step 2 and in an OTP-exempt country', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    expect(errorOf(await client.post(SEND, {}))).toMatchObject({
      code: 'REGISTRATION_STEP_OUT_OF_ORDER',
      details: { requestedStep: 3, expectedStep: 2 },
    });
    const swedish = await registeredClient(testApp, {
      stepOne: { country: 'SE', currency: 'SEK' },
      stepTwo: { birthDate: '1981-12-28', nationalId: swedishNationalId('1981-12-28'), phone: '+46701234567' },
    });
    const exempt = await swedish.client.post(SEND, {});
    expect(exempt.statusCode).toBe(409);
    expect(errorOf(exempt)).toMatchObject({ code: 'REGISTRATION_STEP_OUT_OF_ORDER', details: { expectedStep: null } });
  });
});

describe('verifying a code', () => {
  it('completes registration with the right code and marks the channel verified', async () => {
    const { client, phone } = await playerAtStepThree();
    await client.post(SEND, {});
    const response = await client.post(VERIFY, { code: await latestOneTimeCode(testApp, phone) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ complete: true, nextStep: null, verifiedChannels: ['sms'] });
    expect((await client.get('/api/v1/registration/channel-verification?channel=sms')).json()).toEqual({
      channel: 'sms',
      success: true,
    });
    expect((await client.get('/api/v1/registration/channel-verification?channel=email')).json()).toEqual({
      channel: 'email',
      success: false,
    });
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({ isVerified: true });
    expect(errorOf(await client.post(VERIFY, { code: '000000' })).code).toBe('REGISTRATION_STEP_OUT_OF_ORDER');
  });

  it('counts wrong codes down and kills the code after five', async () => {
    const { client, phone } = await playerAtStepThree();
    await client.post(SEND, {});
    const code = await latestOneTimeCode(testApp, phone);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let attempt = 1; attempt < OTP_ATTEMPTS_MAX; attempt += 1) {
      expect(errorOf(await client.post(VERIFY, { code: wrong }))).toMatchObject({
        code: 'OTP_INVALID',
        details: { field: 'code', attemptsLeft: OTP_ATTEMPTS_MAX - attempt },
      });
    }
    expect(errorOf(await client.post(VERIFY, { code: wrong })).code).toBe('OTP_ATTEMPTS_EXCEEDED');
    expect(errorOf(await client.post(VERIFY, { code })).code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('refuses a code after ten minutes', async () => {
    const { client, phone } = await playerAtStepThree();
    await client.post(SEND, {});
    const code = await latestOneTimeCode(testApp, phone);
    testApp.clock.advance(10 * MINUTE_MS);
    expect(errorOf(await client.post(VERIFY, { code }))).toMatchObject({ code: 'OTP_EXPIRED' });
    testApp.clock.set(TEST_START);
  });

  it('accepts only the newest code once another was sent', async () => {
    const { client, phone } = await playerAtStepThree();
    await client.post(SEND, {});
    const first = await latestOneTimeCode(testApp, phone);
    testApp.clock.advance(MINUTE_MS);
    await client.post(SEND, {});
    const second = await latestOneTimeCode(testApp, phone);
    if (first !== second) expect(errorOf(await client.post(VERIFY, { code: first })).code).toBe('OTP_INVALID');
    expect((await client.post(VERIFY, { code: second })).statusCode).toBe(200);
    testApp.clock.set(TEST_START);
  });

  it('asks for a code first when none was sent', async () => {
    const { client } = await playerAtStepThree();
    expect(errorOf(await client.post(VERIFY, { code: '123456' })).code).toBe('OTP_NOT_REQUESTED');
  });

  it('stops a code sent to an old phone number from verifying the new one', async () => {
    const { client, phone } = await playerAtStepThree();
    await client.post(SEND, {});
    const code = await latestOneTimeCode(testApp, phone);
    expect((await client.patch('/api/v1/profile', { phone: '+358409999999' })).statusCode).toBe(200);
    expect(errorOf(await client.post(VERIFY, { code })).code).toBe('OTP_NOT_REQUESTED');
  });

  it('keeps no readable code in the outbox once the e-mail is sent', async () => {
    const { client, email } = await playerAtStepThree();
    expect((await client.post(SEND, { channel: 'email' })).statusCode).toBe(202);
    const code = await latestOneTimeCode(testApp, email);
    expect(await deliverHeldEmail(testApp, email)).toEqual([expect.stringContaining(code)]);
    const stored = await latestMessage(testApp, email, 'otp');
    expect(stored).toMatchObject({ status: 'sent' });
    expect(stored?.body_text).not.toContain(code);
  });

  it('shows the code in the dev mailbox', async () => {
    const { client, phone } = await playerAtStepThree();
    await client.post(SEND, {});
    const code = await latestOneTimeCode(testApp, phone);
    const mailbox = await testApp.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?to=${encodeURIComponent(phone)}`,
    });
    expect(mailbox.json().messages[0]).toMatchObject({ channel: 'sms', purpose: 'otp' });
    expect(mailbox.json().messages[0].text).toContain(code);
  });
});

describe('a player without a phone number', () => {
  it('cannot ask for an SMS, and gets the code by e-mail by default', async () => {
    const created = await testApp.services.identity.createPlayerByOperator({
      email: `no-phone.${Date.now()}@example.test`,
      password: 'Correct-Horse-9',
      country: 'FI',
      currency: 'EUR',
      verified: false,
    });
    if (!created.ok) throw new Error(created.error.message);
    const client = new TestClient(testApp);
    await client.post('/api/v1/auth/login', { email: created.value.email, password: 'Correct-Horse-9' });
    const sms = await client.post(SEND, { channel: 'sms' });
    expect(sms.statusCode).toBe(409);
    expect(errorOf(sms)).toMatchObject({ code: 'OTP_CHANNEL_UNAVAILABLE', details: { field: 'channel' } });
    expect((await client.post(SEND, {})).json()).toMatchObject({ channel: 'email' });
  });
});

describe('the step-2 details feed step 3', () => {
  it('sends the SMS to the number given at step 2, in E.164', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: { ...stepTwoBody(), phone: '+358 (40) 765-4321' } });
    await client.post(SEND, {});
    expect(await latestMessage(testApp, '+358407654321', 'otp')).toBeDefined();
  });
});

describe('the step-3 status a reloaded page reads (GET /registration/step3)', () => {
  const STATUS = '/api/v1/registration/step3';

  it('has no open code and no wait before the first send', async () => {
    const { client } = await playerAtStepThree();
    const response = await client.get(STATUS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ openCode: null, resendInSeconds: 0 });
  });

  it('names the open code (masked destination, expiry, attempts left) and the seconds left of the resend wait', async () => {
    const { client, phone } = await playerAtStepThree();
    const sent = (await client.post(SEND, {})).json<{ destination: string; expiresAt: string }>();
    testApp.clock.advance(20_000);
    const code = await latestOneTimeCode(testApp, phone);
    await client.post(VERIFY, { code: code === '999999' ? '000000' : '999999' });
    expect((await client.get(STATUS)).json()).toEqual({
      openCode: { channel: 'sms', destination: sent.destination, expiresAt: sent.expiresAt, attemptsLeft: 4 },
      resendInSeconds: 40,
    });
    testApp.clock.advance(40_000);
    expect((await client.get(STATUS)).json()).toMatchObject({ resendInSeconds: 0 });
    testApp.clock.set(TEST_START);
  });

  it('has no open code once the code expired or its attempts ran out', async () => {
    const expiring = await playerAtStepThree();
    await expiring.client.post(SEND, {});
    testApp.clock.advance(10 * MINUTE_MS);
    expect((await expiring.client.get(STATUS)).json()).toEqual({ openCode: null, resendInSeconds: 0 });
    testApp.clock.set(TEST_START);

    const guessing = await playerAtStepThree();
    await guessing.client.post(SEND, {});
    const code = await latestOneTimeCode(testApp, guessing.phone);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let attempt = 0; attempt < OTP_ATTEMPTS_MAX; attempt += 1) await guessing.client.post(VERIFY, { code: wrong });
    expect((await guessing.client.get(STATUS)).json()).toMatchObject({ openCode: null });
  });

  it('answers the hourly limit as the wait', async () => {
    const { client, playerId } = await playerAtStepThree();
    await testApp.services.identity.sendVerificationCode(playerId);
    for (let sent = 1; sent < 5; sent += 1) {
      testApp.clock.advance(MINUTE_MS);
      await testApp.services.identity.sendVerificationCode(playerId);
    }
    testApp.clock.advance(MINUTE_MS);
    expect((await client.get(STATUS)).json()).toMatchObject({ resendInSeconds: 55 * 60 });
    testApp.clock.set(TEST_START);
  });

  it('is refused before step 2, like the other step-3 calls', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    expect(errorOf(await client.get(STATUS))).toMatchObject({
      code: 'REGISTRATION_STEP_OUT_OF_ORDER',
      details: { requestedStep: 3, expectedStep: 2 },
    });
  });
});
