import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, registeredClient, startIdentityApp } from '../../test-support/platform-test-app';
import { CONTENT_LANGUAGES } from './content-languages';

let logged = '';
let testApp: IdentityTestApp;
beforeAll(async () => {
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  testApp = await startIdentityApp({ config: { logLevel: 'info' }, logDestination });
});
afterAll(async () => testApp.close());

describe('the OpenAPI document', () => {
  it('describes every content endpoint with its schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = {
      parameters?: Array<{ name: string }>;
      requestBody?: unknown;
      responses?: Record<string, unknown>;
    };
    const paths = response.json().paths as Record<string, Record<string, Operation>>;
    const expected: Array<[string, string]> = [
      ['/api/v1/content/pages', 'get'],
      ['/api/v1/content/banners', 'get'],
      ['/api/v1/content/policies', 'get'],
      ['/api/v1/policies/acceptances', 'get'],
      ['/api/v1/policies/acceptances', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}), `${method} ${path}`).toContain('200');
    }
    expect(paths['/api/v1/content/pages']?.get?.parameters?.map((parameter) => parameter.name)).toEqual([
      'language',
      'urlPath',
    ]);
    expect(paths['/api/v1/policies/acceptances']?.post?.requestBody).toBeDefined();
    const page = paths['/api/v1/content/pages']?.get?.responses?.['200'] as {
      content: { 'application/json': { schema: { properties: { multilingualUrl: { required: string[] } } } } };
    };
    // Every content language is always present in multilingualUrl ('' where there is no translation).
    expect(page.content['application/json'].schema.properties.multilingualUrl.required).toEqual([...CONTENT_LANGUAGES]);
  });
});

describe('the registration hook', () => {
  it('logs a failure to record the sign-up policies, and the account stands', async () => {
    // Breaks only the acceptance write: the hook fails, registration must not.
    await sql`alter table player_policy_acceptances rename to player_policy_acceptances_away`.execute(
      testApp.database.kysely,
    );
    try {
      const { client, playerId } = await registeredClient(testApp, { stepTwo: false });
      expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ loggedIn: true, playerId });
      expect(logged).toContain('after-registration hook failed');
    } finally {
      await sql`alter table player_policy_acceptances_away rename to player_policy_acceptances`.execute(
        testApp.database.kysely,
      );
    }
  });
});
