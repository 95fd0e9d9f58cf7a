import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finnishNationalId,
  type IdentityTestApp,
  startIdentityApp,
  TEST_PASSWORD,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

function create(overrides: Record<string, unknown> = {}) {
  return testApp.services.identity.createPlayerByOperator({
    email: uniqueEmail('operator'),
    password: TEST_PASSWORD,
    country: 'FI',
    currency: 'EUR',
    verified: true,
    ...overrides,
  });
}

async function logIn(email: string) {
  const client = new TestClient(testApp);
  const response = await client.post('/api/v1/auth/login', { email, password: TEST_PASSWORD });
  return { client, response };
}

describe('accounts created by the operator', () => {
  it('are complete and verified when asked, and can log in', async () => {
    const created = await create({
      firstName: 'Demo',
      lastName: 'Pelaaja',
      birthDate: '1985-03-04',
      phone: '+358401112233',
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value).toMatchObject({ currency: 'EUR', country: 'FI' });
    const { client, response } = await logIn(created.value.email);
    expect(response.json()).toMatchObject({ registration: { complete: true, verifiedChannels: ['sms'] } });
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({
      firstName: 'Demo',
      lastName: 'Pelaaja',
      isVerified: true,
    });
  });

  it('need channel verification when not verified, except in an OTP-exempt country', async () => {
    const finnish = await create({ verified: false });
    const swedish = await create({ verified: false, country: 'SE', currency: 'SEK' });
    if (!finnish.ok || !swedish.ok) throw new Error('creation failed');
    expect((await logIn(finnish.value.email)).response.json()).toMatchObject({ registration: { nextStep: 3 } });
    expect((await logIn(swedish.value.email)).response.json()).toMatchObject({ registration: { complete: true } });
  });

  it('leave out what the operator did not give, and the profile lists it as missing', async () => {
    const created = await create();
    if (!created.ok) throw new Error(created.error.message);
    const { client } = await logIn(created.value.email);
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({
      firstName: 'Demo',
      lastName: 'Player',
      userProfileCompleted: false,
      missingProfileFields: ['birthDate', 'street', 'city', 'zip', 'phone', 'nationalId'],
    });
    const completed = await client.patch('/api/v1/profile', {
      dob: '1980-01-02',
      street: 'Aleksanterinkatu 5',
      city: 'Helsinki',
      zipCode: '00100',
      phone: '+358401234000',
      nationalId: finnishNationalId('1980-01-02'),
    });
    expect(completed.json()).toMatchObject({ userProfileCompleted: true, missingProfileFields: [] });
  });

  it('obey the same rules as sign-ups', async () => {
    const email = uniqueEmail('dup');
    expect((await create({ email })).ok).toBe(true);
    expect(await create({ email })).toMatchObject({ ok: false, error: { code: 'EMAIL_TAKEN', field: 'email' } });
    expect(await create({ password: 'password' })).toMatchObject({ ok: false, error: { code: 'WEAK_PASSWORD' } });
    expect(await create({ country: 'US', currency: 'USD' })).toMatchObject({
      ok: false,
      error: { code: 'COUNTRY_NOT_ALLOWED' },
    });
    expect(await create({ currency: 'SEK' })).toMatchObject({ ok: false, error: { code: 'CURRENCY_NOT_ALLOWED' } });
    expect(await create({ birthDate: '2010-01-01' })).toMatchObject({
      ok: false,
      error: { code: 'UNDERAGE', field: 'birthDate' },
    });
    expect(await create({ nationalId: '010101-0000' })).toMatchObject({
      ok: false,
      error: { code: 'NATIONAL_ID_INVALID' },
    });
  });
});

describe('finding players', () => {
  it('pages through players in id order', async () => {
    for (let index = 0; index < 3; index += 1) await create();
    const first = await testApp.services.identity.listPlayers({ limit: 2 });
    const rest = await testApp.services.identity.listPlayers({
      limit: 100,
      afterPlayerId: first.at(-1)?.playerId ?? 0,
    });
    expect(first).toHaveLength(2);
    const ids = [...first, ...rest].map((player) => player.playerId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(first[0]).toMatchObject({ userStatus: 'play', accountState: 'active', currency: 'EUR', country: 'FI' });
    expect(first[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('finds a player by e-mail in any case, and by id', async () => {
    const created = await create();
    if (!created.ok) throw new Error(created.error.message);
    const byEmail = await testApp.services.identity.findPlayerByEmail(created.value.email.toUpperCase());
    expect(byEmail).toMatchObject({ playerId: created.value.playerId, externalId: created.value.externalId });
    expect(await testApp.services.identity.getPlayer(created.value.playerId)).toEqual(byEmail);
    expect(await testApp.services.identity.getPlayer(999_999_999)).toBeUndefined();
    expect(await testApp.services.identity.findPlayerByEmail('nobody@example.test')).toBeUndefined();
  });
});
