import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const SUSPEND = '/api/v1/account/suspend';
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(TEST_START.getTime() + days * DAY_MS);

async function events(playerId: number) {
  return testApp.database.kysely
    .selectFrom('player_account_events')
    .select(['event', 'actor', 'reason'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

describe('the suspend-account form', () => {
  it('self-excludes for the given days and logs the player out; a new login shows the exclusion until then', async () => {
    const { client, email, password, playerId } = await registeredClient(testApp);
    const response = await client.post(SUSPEND, { expire: '7', reason: 'Self Exclusion', password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'self_excluded', until: inDays(7).toISOString() });
    expect(client.sessionToken).toBeUndefined();
    const during = new TestClient(testApp);
    expect((await during.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
    expect((await during.get('/api/v1/profile')).json()).toMatchObject({
      accountState: { state: 'self_excluded', until: inDays(7).toISOString() },
    });
    testApp.clock.set(inDays(7));
    const after = new TestClient(testApp);
    expect((await after.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
    expect((await after.get('/api/v1/profile')).json()).toMatchObject({ accountState: { state: 'active' } });
    testApp.clock.set(TEST_START);
    expect(await events(playerId)).toEqual([{ event: 'self_excluded', actor: 'player', reason: 'Self Exclusion' }]);
  });

  it('takes a break with reason Take a Break', async () => {
    const { client, password } = await registeredClient(testApp);
    const response = await client.post(SUSPEND, { expire: 1, reason: 'Take a Break', password });
    expect(response.json()).toEqual({ state: 'paused', until: inDays(1).toISOString() });
  });

  it('needs the right password, a whole number of days and a known reason', async () => {
    const { client, password } = await registeredClient(testApp);
    expect(
      errorOf(await client.post(SUSPEND, { expire: '1', reason: 'Self Exclusion', password: 'Wrong-1234' })),
    ).toMatchObject({
      code: 'PASSWORD_INCORRECT',
      details: { field: 'password' },
    });
    for (const expire of ['0', '1.5', 'x', '3651']) {
      expect(errorOf(await client.post(SUSPEND, { expire, reason: 'Self Exclusion', password })), expire).toMatchObject(
        {
          code: 'FIELD_INVALID',
          details: { field: 'expire' },
        },
      );
    }
    expect(errorOf(await client.post(SUSPEND, { expire: '1', reason: 'Bored', password }))).toMatchObject({
      code: 'FIELD_INVALID',
      details: { field: 'reason' },
    });
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({ accountState: { state: 'active' } });
  });

  it('answers FIELD_REQUIRED when a field is missing', async () => {
    const { client } = await registeredClient(testApp);
    expect(errorOf(await client.post(SUSPEND, { expire: '1', reason: 'Self Exclusion' }))).toMatchObject({
      code: 'FIELD_REQUIRED',
      details: { field: 'password' },
    });
  });
});

describe('service restrictions', () => {
  it('extends a pause or an exclusion but never shortens it', async () => {
    const { playerId } = await registeredClient(testApp);
    const identity = testApp.services.identity;
    expect(await identity.pauseAccount(playerId, inDays(10))).toMatchObject({
      ok: true,
      value: { state: 'paused', until: inDays(10) },
    });
    expect(await identity.pauseAccount(playerId, inDays(2))).toMatchObject({ ok: true, value: { until: inDays(10) } });
    expect(await identity.selfExclude(playerId, inDays(30))).toMatchObject({
      value: { state: 'self_excluded', until: inDays(30) },
    });
    expect(await identity.selfExclude(playerId, inDays(40))).toMatchObject({ value: { until: inDays(40) } });
  });

  it('refuses an end in the past and an unknown player', async () => {
    const { playerId } = await registeredClient(testApp);
    expect(await testApp.services.identity.pauseAccount(playerId, inDays(-1))).toMatchObject({
      ok: false,
      error: { code: 'FIELD_INVALID' },
    });
    expect(await testApp.services.identity.lock(999_999_999, 'x')).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_FOUND' },
    });
  });

  it('locks with a reason and unlocks, recording who and why', async () => {
    const { client, email, password, playerId } = await registeredClient(testApp);
    const identity = testApp.services.identity;
    expect(await identity.lock(playerId, '  ')).toMatchObject({
      ok: false,
      error: { code: 'FIELD_INVALID', field: 'reason' },
    });
    expect(await identity.lock(playerId, 'KYC documents forged')).toMatchObject({
      ok: true,
      value: { state: 'locked' },
    });
    expect((await client.get('/api/v1/profile')).statusCode).toBe(401);
    expect(await identity.unlock(playerId)).toMatchObject({ ok: true, value: { state: 'active' } });
    expect((await new TestClient(testApp).post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
    expect(await events(playerId)).toEqual([
      { event: 'locked', actor: 'operator', reason: 'KYC documents forged' },
      { event: 'unlocked', actor: 'operator', reason: null },
    ]);
  });
});

describe('real money', () => {
  it("turns a 'play' account into a 'real' one once", async () => {
    const { client, playerId } = await registeredClient(testApp);
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({ userStatus: 'play' });
    expect(await testApp.services.identity.markRealMoney(playerId)).toEqual({ ok: true, value: { changed: true } });
    expect(await testApp.services.identity.markRealMoney(playerId)).toEqual({ ok: true, value: { changed: false } });
    expect((await client.get('/api/v1/profile')).json()).toMatchObject({ userStatus: 'real' });
    expect(await testApp.services.identity.markRealMoney(999_999_999)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_FOUND' },
    });
  });
});
