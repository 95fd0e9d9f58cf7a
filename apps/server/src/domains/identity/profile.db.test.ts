import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  finnishNationalId,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  swedishNationalId,
  TEST_PASSWORD,
  TEST_START,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const PROFILE = '/api/v1/profile';

describe('reading the profile', () => {
  it('gives the cashiers their fields, with the national id masked', async () => {
    const nationalId = finnishNationalId('1990-04-12');
    const { client, email, playerId } = await registeredClient(testApp, { stepTwo: { nationalId } });
    const profile = (await client.get(PROFILE)).json();
    expect(profile).toMatchObject({
      playerID: playerId,
      email,
      firstName: 'Aino',
      lastName: 'Virtanen',
      nickname: null,
      screenName: 'Aino V.',
      currency: { code: 'EUR', symbol: '€' },
      country: 'Finland',
      countryCode: 'FI',
      jurisdiction: 'MGA',
      userCategory: 'c1',
      userStatus: 'play',
      nationalId: `*******${nationalId.slice(-4)}`,
      isVerified: false,
      isKycBlocked: false,
      userProfileCompleted: true,
      missingProfileFields: [],
      zip: '00100',
      gender: 'female',
      bYear: 1990,
      bMonth: 4,
      bDay: 12,
      accountState: { state: 'active', until: null },
      registration: { nextStep: 3 },
    });
    expect(profile.externalEcrId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the Swedish regulator for a Swedish account', async () => {
    const { client } = await registeredClient(testApp, {
      stepOne: { country: 'SE', currency: 'SEK' },
      stepTwo: { birthDate: '1981-12-28', nationalId: swedishNationalId('1981-12-28'), phone: '+46701234567' },
    });
    expect((await client.get(PROFILE)).json()).toMatchObject({
      jurisdiction: 'SGA',
      currency: { code: 'SEK', symbol: 'kr' },
    });
  });

  it('needs a session', async () => {
    expect(errorOf(await new TestClient(testApp).get(PROFILE)).code).toBe('NOT_LOGGED_IN');
  });
});

describe('the first visit (greeted as new, not "welcome back")', () => {
  const HOUR_MS = 3_600_000;

  it('is the session the player signed up in, in the profile read and in the profile a PATCH answers', async () => {
    const { client } = await registeredClient(testApp);
    expect((await client.get(PROFILE)).json()).toMatchObject({ firstVisit: true });
    expect((await client.patch(PROFILE, { language: 'fi' })).json()).toMatchObject({ firstVisit: true });
  });

  it('is over for a login two hours after signing up, while the sign-up session still counts', async () => {
    const { client, email, password } = await registeredClient(testApp);
    testApp.clock.advance(2 * HOUR_MS);
    const later = new TestClient(testApp);
    expect((await later.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
    expect((await later.get(PROFILE)).json()).toMatchObject({ firstVisit: false });
    testApp.clock.set(TEST_START);
    expect((await client.get(PROFILE)).json()).toMatchObject({ firstVisit: true });
  });

  it('is never the first login to an account an operator created', async () => {
    const email = uniqueEmail('operator-made');
    const created = await testApp.services.identity.createPlayerByOperator({
      email,
      password: TEST_PASSWORD,
      country: 'DE',
      currency: 'EUR',
      verified: true,
    });
    expect(created.ok).toBe(true);
    const client = new TestClient(testApp);
    expect((await client.post('/api/v1/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await client.get(PROFILE)).json()).toMatchObject({ firstVisit: false });
  });

  it('is false when another domain reads the profile without a session', async () => {
    const { playerId } = await registeredClient(testApp);
    const profile = await testApp.services.identity.readProfile(playerId);
    expect(profile.ok && profile.value.firstVisit).toBe(false);
  });
});

describe('updating the profile', () => {
  it("takes the spec's fields: language, zipCode, countryCode, gender and dob", async () => {
    const { client } = await registeredClient(testApp, { stepTwo: { birthDate: '1990-04-12' } });
    const response = await client.patch(PROFILE, {
      language: 'de',
      zipCode: '8001',
      countryCode: 'CH',
      gender: 'other',
      dob: '1991-05-13',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'de',
      zip: '8001',
      countryCode: 'CH',
      country: 'Switzerland',
      jurisdiction: 'MGA',
      gender: 'other',
      bYear: 1991,
      bMonth: 5,
      bDay: 13,
      // Switzerland needs no national id, so the Finnish one is not carried over.
      nationalId: null,
    });
  });

  it('changes nothing when a field is refused', async () => {
    const { client } = await registeredClient(testApp);
    const refused = await client.patch(PROFILE, { zipCode: '99999', dob: '2010-01-01' });
    expect(errorOf(refused)).toMatchObject({ code: 'UNDERAGE', details: { field: 'dob' } });
    expect((await client.get(PROFILE)).json()).toMatchObject({ zip: '00100', bYear: 1990 });
  });

  it('refuses countries that are unknown, blocked or do not offer the currency', async () => {
    const { client } = await registeredClient(testApp);
    expect(errorOf(await client.patch(PROFILE, { countryCode: 'XX' }))).toMatchObject({
      code: 'UNKNOWN_COUNTRY',
      details: { field: 'countryCode' },
    });
    expect(errorOf(await client.patch(PROFILE, { countryCode: 'GB' })).code).toBe('COUNTRY_NOT_ALLOWED');
    expect(errorOf(await client.patch(PROFILE, { countryCode: 'JP' }))).toMatchObject({
      code: 'CURRENCY_NOT_ALLOWED',
      details: { field: 'countryCode' },
    });
  });

  it('needs the national id of the new country when that country requires one', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: { birthDate: '1981-12-28' } });
    expect(errorOf(await client.patch(PROFILE, { countryCode: 'SE' })).code).toBe('NATIONAL_ID_REQUIRED');
    const nationalId = swedishNationalId('1981-12-28');
    const moved = await client.patch(PROFILE, { countryCode: 'SE', nationalId });
    expect(moved.json()).toMatchObject({
      countryCode: 'SE',
      jurisdiction: 'SGA',
      nationalId: `*********${nationalId.slice(-4)}`,
    });
  });

  it('refuses a birth date that disagrees with the national id on file', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: { birthDate: '1990-04-12' } });
    expect(errorOf(await client.patch(PROFILE, { dob: '1990-04-13' }))).toMatchObject({
      code: 'NATIONAL_ID_INVALID',
      details: { reason: 'birth_date_mismatch' },
    });
  });

  it('freezes identity facts once the player has deposited real money, but not contact details', async () => {
    const { client, playerId } = await registeredClient(testApp);
    await testApp.services.identity.markRealMoney(playerId);
    for (const [body, field] of [
      [{ dob: '1990-04-13' }, 'dob'],
      [{ firstName: 'Helmi' }, 'firstName'],
      [{ countryCode: 'DE' }, 'countryCode'],
    ] as const) {
      const refused = await client.patch(PROFILE, body);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'PROFILE_FIELD_LOCKED', details: { field } });
    }
    expect((await client.patch(PROFILE, { city: 'Tampere', firstName: 'Aino' })).json()).toMatchObject({
      city: 'Tampere',
      userStatus: 'real',
    });
  });

  it('keeps nicknames unique, whatever their case', async () => {
    const nickname = `Lucky_${Date.now() % 100_000}`;
    const first = await registeredClient(testApp);
    expect((await first.client.patch(PROFILE, { nickname })).json()).toMatchObject({ nickname, screenName: nickname });
    const second = await registeredClient(testApp);
    const taken = await second.client.patch(PROFILE, { nickname: nickname.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'NICKNAME_TAKEN', details: { field: 'nickname' } });
    expect((await first.client.patch(PROFILE, { nickname: null })).json()).toMatchObject({
      nickname: null,
      screenName: 'Aino V.',
    });
  });

  it('treats a new phone number as unverified', async () => {
    const { client, playerId } = await registeredClient(testApp);
    await testApp.database.kysely
      .updateTable('players')
      .set({ phone_verified_at: new Date() })
      .where('id', '=', playerId)
      .execute();
    expect((await client.get(PROFILE)).json()).toMatchObject({ isVerified: true, registration: { complete: true } });
    const changed = (await client.patch(PROFILE, { phone: '+358 50 111 2222' })).json();
    expect(changed).toMatchObject({ phone: '+358501112222', isVerified: false, registration: { nextStep: 3 } });
  });

  it('waits for registration step 2', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const response = await client.patch(PROFILE, { zipCode: '00200' });
    expect(errorOf(response)).toMatchObject({ code: 'REGISTRATION_STEP_OUT_OF_ORDER', details: { expectedStep: 2 } });
  });
});

describe('the country list', () => {
  it('tells the forms what each country needs', async () => {
    const { countries } = (await new TestClient(testApp).get('/api/v1/countries')).json<{
      countries: Array<Record<string, unknown>>;
    }>();
    expect(countries.find((country) => country.code === 'SE')).toEqual({
      code: 'SE',
      name: 'Sweden',
      defaultCurrency: 'SEK',
      currencies: ['SEK', 'EUR'],
      defaultLanguage: 'en',
      jurisdiction: 'SGA',
      requiresNationalId: true,
      otpExempt: true,
      otpChannel: 'sms',
      payAndPlay: true,
      registrationAllowed: true,
    });
  });
});
