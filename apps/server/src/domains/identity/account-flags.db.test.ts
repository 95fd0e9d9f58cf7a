import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../ops/commands';
import { DEMO_PLAYERS, seedDemoPlayers } from '../../seed/demo-players';
import {
  errorOf,
  type IdentityTestApp,
  registeredClient,
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

const TAGS = '/api/v1/profile/tags';
const PROFILE = '/api/v1/profile';
const operator = 'flags-test';
const ops = (name: string, options: Record<string, unknown>) =>
  runOpsCommand(testApp.services, name, { operator, ...options });

async function accountEvents(playerId: number) {
  return testApp.database.kysely
    .selectFrom('player_account_events')
    .select(['event', 'actor', 'reason'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

/** A logged-in player the operator created without address details, so the profile is incomplete. */
async function incompletePlayer() {
  const email = uniqueEmail('migrated');
  const created = await testApp.services.identity.createPlayerByOperator({
    email,
    password: TEST_PASSWORD,
    country: 'DE',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(created.error.code);
  const client = new TestClient(testApp);
  expect((await client.post('/api/v1/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  return { client, email, playerId: created.value.playerId };
}

describe('GET /profile/tags', () => {
  it('needs a login', async () => {
    const response = await new TestClient(testApp).get(TAGS);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it('gives no tag without a VIP level, and the level the operator sets', async () => {
    const { client, email, playerId } = await registeredClient(testApp);
    expect((await client.get(TAGS)).json()).toEqual({ levelTags: [] });

    const set = await ops('set-vip', { email, level: 'gold' });
    expect(set).toMatchObject({ ok: true, data: { playerId, vipLevel: 'gold', changed: true } });
    expect((await client.get(TAGS)).json()).toEqual({ levelTags: ['gold'] });

    expect(await ops('set-vip', { email, level: 'gold' })).toMatchObject({ ok: true, data: { changed: false } });
    expect(await ops('set-vip', { email, level: 'none' })).toMatchObject({ ok: true, data: { vipLevel: null } });
    expect((await client.get(TAGS)).json()).toEqual({ levelTags: [] });

    expect(await accountEvents(playerId)).toEqual([
      { event: 'vip_level_set', actor: 'operator', reason: `gold by ${operator}` },
      { event: 'vip_level_set', actor: 'operator', reason: `none by ${operator}` },
    ]);
  });

  it('refuses an unknown level or player', async () => {
    const { email } = await registeredClient(testApp);
    expect(await ops('set-vip', { email, level: 'silver' })).toMatchObject({
      ok: false,
      data: { error: { code: 'INVALID_OPTIONS' } },
    });
    expect(await ops('set-vip', { email: 'nobody@example.test', level: 'gold' })).toMatchObject({
      ok: false,
      data: { error: { code: 'PLAYER_NOT_FOUND' } },
    });
  });

  it('gives the demo players their documented levels', async () => {
    await seedDemoPlayers(testApp.services);
    const expected: Record<string, string[]> = {
      'aino@vauhti.test': ['gold'],
      'lars@vauhti.test': ['diamond'],
      'mia@vauhti.test': ['bronze'],
      'liam@vauhti.test': ['platinum'],
    };
    for (const demo of DEMO_PLAYERS) {
      const player = await testApp.services.identity.findPlayerByEmail(demo.email);
      const tags = player ? await testApp.services.identity.levelTags(player.playerId) : undefined;
      expect(tags, demo.email).toEqual({ ok: true, value: expected[demo.email] ?? [] });
    }
  });
});

describe('the migration flag', () => {
  it('is false for a new account and set and cleared by the operator', async () => {
    const { client, email, playerId } = await registeredClient(testApp);
    expect((await client.get(PROFILE)).json()).toMatchObject({ migrationRequired: false });
    expect(await ops('set-migration', { email, required: 'true' })).toMatchObject({
      ok: true,
      data: { playerId, migrationRequired: true, changed: true },
    });
    expect((await client.get(PROFILE)).json()).toMatchObject({ migrationRequired: true });
    expect(await ops('set-migration', { email, required: false })).toMatchObject({ ok: true, data: { changed: true } });
    expect((await client.get(PROFILE)).json()).toMatchObject({ migrationRequired: false });
    expect((await accountEvents(playerId)).map((row) => row.event)).toEqual([
      'migration_required',
      'migration_cleared',
    ]);
    expect(await ops('set-migration', { email, required: 'maybe' })).toMatchObject({
      ok: false,
      data: { error: { code: 'INVALID_OPTIONS' } },
    });
  });

  it('clears itself when the player completes the profile, not before', async () => {
    const { client, email, playerId } = await incompletePlayer();
    await ops('set-migration', { email, required: true });
    const partial = await client.patch(PROFILE, { street: 'Friedrichstraße 44', city: 'Berlin' });
    expect(partial.json()).toMatchObject({
      migrationRequired: true,
      missingProfileFields: ['birthDate', 'zip', 'phone'],
    });
    const complete = await client.patch(PROFILE, { dob: '1993-01-21', zipCode: '10117', phone: '+4915123456789' });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json()).toMatchObject({
      migrationRequired: false,
      missingProfileFields: [],
      userProfileCompleted: true,
    });
    expect((await accountEvents(playerId)).at(-1)).toMatchObject({ event: 'migration_completed', actor: 'player' });
  });

  it('clears itself when a player whose profile was already complete confirms it', async () => {
    const { client, email } = await registeredClient(testApp);
    await ops('set-migration', { email, required: true });
    const confirmed = await client.patch(PROFILE, {});
    expect(confirmed.json()).toMatchObject({ migrationRequired: false });
  });
});
