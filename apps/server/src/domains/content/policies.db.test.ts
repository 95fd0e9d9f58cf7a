import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpsOutcome, runOpsCommand } from '../../ops/commands';
import {
  errorOf,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  TestClient,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const CONFIGS = '/api/v1/content/policies';
const ACCEPTANCES = '/api/v1/policies/acceptances';
const FIRST_VERSION = '2026-11-01';

const publish = (options: Record<string, unknown>) =>
  runOpsCommand(testApp.services, 'publish-policy', { operator: 'ops-test', ...options });
const errorCode = (outcome: OpsOutcome) => (outcome.data as { error?: { code: string } }).error?.code;
const accept = (client: TestClient, policies: unknown) =>
  client.post(ACCEPTANCES, { policies: typeof policies === 'string' ? policies : JSON.stringify(policies) });

async function acceptedBy(client: TestClient) {
  const response = await client.get(ACCEPTANCES);
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; policies: Array<{ policyType: string; policyVersionId: string }> }>();
}

/** A logged-in player who has accepted nothing (as if the account predates the policies). */
async function playerWithoutAcceptances() {
  const player = await registeredClient(testApp, { stepTwo: false });
  await testApp.database.kysely
    .deleteFrom('player_policy_acceptances')
    .where('player_id', '=', player.playerId)
    .execute();
  return player;
}

describe('GET /content/policies', () => {
  it('lists every policy type and its current version, to anyone', async () => {
    const response = await new TestClient(testApp).get(CONFIGS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'SUCCESS',
      policyConfigs: [
        { policyType: 'terms', policyVersionId: FIRST_VERSION },
        { policyType: 'privacy', policyVersionId: FIRST_VERSION },
      ],
      policyTypes: [
        { type: 'terms', label: 'Terms and Conditions', url: 'info/terms' },
        { type: 'privacy', label: 'Privacy Notice', url: 'info/privacy' },
      ],
    });
  });
});

describe('policy acceptances', () => {
  it('are recorded for the current versions when a player signs up', async () => {
    const { client, playerId } = await registeredClient(testApp, { stepTwo: false });
    expect(await acceptedBy(client)).toEqual({
      status: 'SUCCESS',
      policies: [
        { policyType: 'terms', policyVersionId: FIRST_VERSION },
        { policyType: 'privacy', policyVersionId: FIRST_VERSION },
      ],
    });
    const rows = await testApp.database.kysely
      .selectFrom('player_policy_acceptances')
      .select(['accepted_at'])
      .where('player_id', '=', playerId)
      .execute();
    expect(rows.map((row) => row.accepted_at)).toEqual([testApp.clock.now(), testApp.clock.now()]);
  });

  it('need a login to read or change', async () => {
    const visitor = new TestClient(testApp);
    for (const response of [await visitor.get(ACCEPTANCES), await accept(visitor, [])]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
    }
  });

  it('records the accepted current versions, one policy at a time as the popup sends them', async () => {
    const { client } = await playerWithoutAcceptances();
    expect((await acceptedBy(client)).policies).toEqual([]);
    const first = await accept(client, [{ policyType: 'privacy', policyVersionId: FIRST_VERSION }]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'SUCCESS' });
    expect((await acceptedBy(client)).policies).toEqual([{ policyType: 'privacy', policyVersionId: FIRST_VERSION }]);
    await accept(client, [{ policyType: 'terms', policyVersionId: FIRST_VERSION }]);
    expect((await acceptedBy(client)).policies).toEqual([
      { policyType: 'terms', policyVersionId: FIRST_VERSION },
      { policyType: 'privacy', policyVersionId: FIRST_VERSION },
    ]);
  });

  it('refuses what is not JSON, not a list of policies, an unknown type or an old version, and stores nothing', async () => {
    const { client } = await playerWithoutAcceptances();
    const current = { policyType: 'terms', policyVersionId: FIRST_VERSION };
    const refusals: Array<[unknown, string]> = [
      ['{', 'POLICIES_NOT_JSON'],
      ['terms', 'POLICIES_NOT_JSON'],
      ['', 'POLICIES_NOT_JSON'],
      ['[]', 'POLICIES_MALFORMED'],
      ['{}', 'POLICIES_MALFORMED'],
      ['null', 'POLICIES_MALFORMED'],
      ['"terms"', 'POLICIES_MALFORMED'],
      [[{ policyType: 'terms' }], 'POLICIES_MALFORMED'],
      [[{ policyType: 'terms', policyVersionId: 20261101 }], 'POLICIES_MALFORMED'],
      [Array(21).fill(current), 'POLICIES_MALFORMED'],
      [[current, { policyType: 'cookies', policyVersionId: FIRST_VERSION }], 'POLICY_TYPE_UNKNOWN'],
      [[current, { policyType: 'privacy', policyVersionId: '2026-10-01' }], 'POLICY_VERSION_NOT_CURRENT'],
    ];
    for (const [policies, code] of refusals) {
      const response = await accept(client, policies);
      expect(response.statusCode, String(policies)).toBe(400);
      expect(errorOf(response), JSON.stringify(policies)).toMatchObject({ code, details: { field: 'policies' } });
    }
    expect((await acceptedBy(client)).policies).toEqual([]);
  });

  it('takes the policies only as a JSON string, as the spec sends them', async () => {
    const { client } = await playerWithoutAcceptances();
    const response = await client.post(ACCEPTANCES, {
      policies: [{ policyType: 'terms', policyVersionId: FIRST_VERSION }],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'policies' } });
    expect((await acceptedBy(client)).policies).toEqual([]);
  });
});

describe('publishing a policy version (publish-policy)', () => {
  it('makes the new version current, so players who accepted the old one are asked again', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const published = await publish({ type: 'terms', version: '2026-12-01' });
    expect(published.ok, published.text).toBe(true);
    expect(published.text).toContain('published terms version 2026-12-01 (was 2026-11-01)');
    const configs = (await client.get(CONFIGS)).json<{ policyConfigs: unknown[] }>();
    expect(configs.policyConfigs).toEqual([
      { policyType: 'terms', policyVersionId: '2026-12-01' },
      { policyType: 'privacy', policyVersionId: FIRST_VERSION },
    ]);
    // The popup compares these: terms differs, so the player is asked to accept it.
    expect((await acceptedBy(client)).policies).toContainEqual({ policyType: 'terms', policyVersionId: FIRST_VERSION });

    const stale = await accept(client, [{ policyType: 'terms', policyVersionId: FIRST_VERSION }]);
    expect(errorOf(stale)).toMatchObject({
      code: 'POLICY_VERSION_NOT_CURRENT',
      details: { policyType: 'terms', policyVersionId: FIRST_VERSION, currentVersionId: '2026-12-01' },
    });
    expect((await accept(client, [{ policyType: 'terms', policyVersionId: '2026-12-01' }])).statusCode).toBe(200);
    expect((await acceptedBy(client)).policies).toEqual([
      { policyType: 'terms', policyVersionId: '2026-12-01' },
      { policyType: 'privacy', policyVersionId: FIRST_VERSION },
    ]);

    const newcomer = await registeredClient(testApp, { stepTwo: false });
    expect((await acceptedBy(newcomer.client)).policies[0]).toEqual({
      policyType: 'terms',
      policyVersionId: '2026-12-01',
    });
  });

  it('records who published a version and when', async () => {
    expect((await publish({ type: 'privacy', version: '2026-11-15', operator: 'dpo' })).ok).toBe(true);
    const row = await testApp.database.kysely
      .selectFrom('policy_versions')
      .select(['published_at', 'published_by'])
      .where('type', '=', 'privacy')
      .where('version_id', '=', '2026-11-15')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ published_at: testApp.clock.now(), published_by: 'dpo' });
  });

  it('refuses a version that is not newer than the current one, saying which is current', async () => {
    for (const version of ['2026-12-01', '2026-11-30', '2025-01-01']) {
      const outcome = await publish({ type: 'terms', version });
      expect(errorCode(outcome), version).toBe('POLICY_VERSION_NOT_NEWER');
      expect(outcome.text).toContain('terms is at version 2026-12-01');
    }
  });

  it('refuses a version that is not a date, an unknown type and missing options', async () => {
    for (const version of ['2026-13-01', '2026-02-30', '1.2', '2027-1-1', '20270101']) {
      expect(errorCode(await publish({ type: 'terms', version })), version).toBe('POLICY_VERSION_INVALID');
    }
    const unknown = await publish({ type: 'cookies', version: '2027-01-01' });
    expect(errorCode(unknown)).toBe('POLICY_TYPE_UNKNOWN');
    expect(unknown.text).toContain('types: terms, privacy');
    expect(errorCode(await publish({ version: '2027-01-01' }))).toBe('INVALID_OPTIONS');
    const versions = await testApp.database.kysely.selectFrom('policy_versions').select('version_id').execute();
    expect(versions.map((row) => row.version_id).sort()).toEqual([
      '2026-11-01',
      '2026-11-01',
      '2026-11-15',
      '2026-12-01',
    ]);
  });

  it('publishes concurrent versions one after another, each newer than the one before', async () => {
    const versions = Array.from({ length: 12 }, (_, index) => `2027-02-${String(index + 10).padStart(2, '0')}`);
    const outcomes = await Promise.all(
      [...versions].reverse().map((version) =>
        testApp.services.content.publishPolicy({
          policyType: 'privacy',
          policyVersionId: version,
          operator: 'race',
        }),
      ),
    );
    const published = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    expect(published.length).toBeGreaterThan(0);
    // Serialised publishes form one chain: each names the version published just before it.
    const chain = [...published].sort((a, b) => a.policyVersionId.localeCompare(b.policyVersionId));
    chain.forEach((entry, index) => {
      expect(entry.previousVersionId).toBe(index === 0 ? '2026-11-15' : chain[index - 1]?.policyVersionId);
    });
    for (const outcome of outcomes) if (!outcome.ok) expect(outcome.error.code).toBe('POLICY_VERSION_NOT_NEWER');
    const configs = await testApp.services.content.policyConfigs();
    expect(configs.policyConfigs).toContainEqual({ policyType: 'privacy', policyVersionId: versions.at(-1) });
  });
});
