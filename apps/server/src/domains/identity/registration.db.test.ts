import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  finnishNationalId,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  stepOneBody,
  stepTwoBody,
  swedishNationalId,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const STEP_ONE = '/api/v1/registration/step1';
const STEP_TWO = '/api/v1/registration/step2';

async function stepOneError(overrides: Record<string, unknown>) {
  const response = await new TestClient(testApp).post(STEP_ONE, stepOneBody(overrides));
  return { status: response.statusCode, ...errorOf(response) };
}

async function countPlayers() {
  const row = await testApp.database.kysely
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('registration step 1', () => {
  it('creates the account, logs the player in and asks for step 2 next', async () => {
    const client = new TestClient(testApp);
    const response = await client.post(STEP_ONE, stepOneBody({ language: 'fi' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ registration: { complete: false, nextStep: 2, otpChannel: 'sms' } });
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ status: 'logged_in', loggedIn: true });
    const profile = (await client.get('/api/v1/profile')).json();
    expect(profile).toMatchObject({
      userStatus: 'play',
      userCategory: 'c1',
      jurisdiction: 'MGA',
      currency: { code: 'EUR', symbol: '€' },
      countryCode: 'FI',
      language: 'fi',
      userProfileCompleted: false,
    });
  });

  it('stores the e-mail address in lower case and refuses it again in any case', async () => {
    const email = uniqueEmail('Case');
    expect((await new TestClient(testApp).post(STEP_ONE, stepOneBody({ email }))).statusCode).toBe(201);
    const again = await stepOneError({ email: `  ${email.toUpperCase()} ` });
    expect(again).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', details: { field: 'email' } });
  });

  it('gives every refusal its own code and names the field', async () => {
    expect(await stepOneError({ acceptTerms: false })).toMatchObject({
      status: 400,
      code: 'TERMS_NOT_ACCEPTED',
      details: { field: 'acceptTerms' },
    });
    expect(await stepOneError({ country: 'XX' })).toMatchObject({
      status: 400,
      code: 'UNKNOWN_COUNTRY',
      details: { field: 'country' },
    });
    expect(await stepOneError({ country: 'US', currency: 'USD' })).toMatchObject({
      status: 403,
      code: 'COUNTRY_NOT_ALLOWED',
    });
    expect(await stepOneError({ currency: 'ABC' })).toMatchObject({
      status: 400,
      code: 'UNKNOWN_CURRENCY',
      details: { field: 'currency' },
    });
    expect(await stepOneError({ currency: 'SEK' })).toMatchObject({
      code: 'CURRENCY_NOT_ALLOWED',
      details: { field: 'currency', allowedCurrencies: ['EUR'] },
    });
    expect(await stepOneError({ email: 'not-an-address' })).toMatchObject({
      code: 'FIELD_INVALID',
      details: { field: 'email' },
    });
    expect(await stepOneError({ language: 'xx' })).toMatchObject({
      code: 'FIELD_INVALID',
      details: { field: 'language' },
    });
  });

  it('refuses weak passwords, naming the rule', async () => {
    const email = uniqueEmail('kalle');
    for (const [password, rule] of [
      ['Ab-1', 'min_length'],
      ['onlyletters', 'letters_only'],
      ['12345678901', 'digits_only'],
      [`${email.split('@')[0]}-9`, 'contains_email'],
      [`a1${'b'.repeat(127)}`, 'max_length'],
    ]) {
      const error = await stepOneError({ email, password });
      expect(error, rule).toMatchObject({ status: 400, code: 'WEAK_PASSWORD', details: { field: 'password', rule } });
    }
  });

  it('answers schema problems with FIELD_REQUIRED and FIELD_INVALID', async () => {
    const { acceptTerms: _omitted, ...withoutTerms } = stepOneBody();
    const missing = await new TestClient(testApp).post(STEP_ONE, withoutTerms);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'FIELD_REQUIRED', details: { field: 'acceptTerms' } });
    expect(await stepOneError({ acceptTerms: 'yes' })).toMatchObject({
      code: 'FIELD_INVALID',
      details: { field: 'acceptTerms' },
    });
  });

  it('creates nothing when a step-1 request is refused', async () => {
    const before = await countPlayers();
    await stepOneError({ acceptTerms: false });
    await stepOneError({ password: 'short' });
    expect(await countPlayers()).toBe(before);
  });

  it('refuses a second registration from a logged-in browser', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const response = await client.post(STEP_ONE, stepOneBody());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('ALREADY_LOGGED_IN');
  });

  it('creates exactly one account when the same address signs up twice at once', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      [1, 2, 3].map(() => new TestClient(testApp).post(STEP_ONE, stepOneBody({ email }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('registration step 2', () => {
  it('takes the personal details and asks for channel verification next', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const response = await client.post(STEP_TWO, stepTwoBody());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      complete: false,
      nextStep: 3,
      otpRequired: true,
      otpChannel: 'sms',
      fallbackChannel: 'email',
      verifiedChannels: [],
    });
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({
      userProfileCompleted: true,
      bYear: 1990,
      bMonth: 4,
      bDay: 12,
    });
  });

  it('completes registration at once in an OTP-exempt country', async () => {
    const { client } = await registeredClient(testApp, { stepOne: { country: 'SE', currency: 'SEK' }, stepTwo: false });
    const response = await client.post(
      STEP_TWO,
      stepTwoBody({ birthDate: '1981-12-28', nationalId: swedishNationalId('1981-12-28'), phone: '+46701234567' }),
    );
    expect(response.json()).toMatchObject({ complete: true, nextStep: null, otpRequired: false });
  });

  it('is refused before step 1 (no session) and after it was done', async () => {
    const anonymous = await new TestClient(testApp).post(STEP_TWO, stepTwoBody());
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('NOT_LOGGED_IN');
    const { client } = await registeredClient(testApp);
    const again = await client.post(STEP_TWO, stepTwoBody());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'REGISTRATION_STEP_OUT_OF_ORDER',
      details: { requestedStep: 2, expectedStep: 3 },
    });
  });

  it('lets a player in on their 18th birthday but not the day before (Helsinki calendar)', async () => {
    // The fixed clock says 2025-06-15 12:00 UTC, 15:00 in Helsinki.
    const { client: tooYoung } = await registeredClient(testApp, { stepTwo: false });
    const refused = await tooYoung.post(STEP_TWO, stepTwoBody({ birthDate: '2007-06-16' }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'UNDERAGE', details: { field: 'birthDate' } });
    const { client: justAdult } = await registeredClient(testApp, { stepTwo: false });
    expect((await justAdult.post(STEP_TWO, stepTwoBody({ birthDate: '2007-06-15' }))).statusCode).toBe(200);
  });

  it('requires, checks and deduplicates the national id', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const { nationalId: _omitted, ...withoutId } = stepTwoBody();
    expect(errorOf(await client.post(STEP_TWO, withoutId))).toMatchObject({
      code: 'NATIONAL_ID_REQUIRED',
      details: { field: 'nationalId' },
    });
    expect(errorOf(await client.post(STEP_TWO, stepTwoBody({ nationalId: '120490-123X' })))).toMatchObject({
      code: 'NATIONAL_ID_INVALID',
    });
    const otherDate = finnishNationalId('1991-04-12');
    expect(errorOf(await client.post(STEP_TWO, stepTwoBody({ nationalId: otherDate })))).toMatchObject({
      code: 'NATIONAL_ID_INVALID',
      details: { reason: 'birth_date_mismatch' },
    });
    const nationalId = finnishNationalId('1990-04-12');
    await (await registeredClient(testApp, { stepTwo: false })).client.post(STEP_TWO, stepTwoBody({ nationalId }));
    const taken = await client.post(STEP_TWO, stepTwoBody({ nationalId }));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'NATIONAL_ID_TAKEN', details: { field: 'nationalId' } });
  });

  it('reports the step the player is on', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    expect((await client.get('/api/v1/registration')).json()).toMatchObject({ nextStep: 2 });
    expect((await new TestClient(testApp).get('/api/v1/registration')).statusCode).toBe(401);
  });
});
