import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageInput } from '../../test-support/content-test-support';
import {
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  uniqueIp,
} from '../../test-support/platform-test-app';
import { sessionCookieName } from '../identity/session-cookie';
import { CONTENT_REQUEST_LANGUAGES } from './content-languages';
import { BANNER_ZONES } from './content-rules';

/*
 * The content endpoints against query strings and bodies a careless or hostile client might send.
 * Whatever comes in, the answer is never a 500, and every refusal is the error envelope.
 */

let testApp: IdentityTestApp;
let sessionToken: string | undefined;
beforeAll(async () => {
  testApp = await startIdentityApp();
  await testApp.services.content.savePage(pageInput());
  sessionToken = (await registeredClient(testApp, { stepTwo: false })).client.sessionToken;
});
afterAll(async () => testApp.close());

const RUNS = 150;

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ minLength: 500, maxLength: 5_000 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '../..', 'about/', 'a//b', '<script>', "' or 1=1 --", '__proto__'),
);

/** A query value: a plausible one, odd text encoded, or raw bytes that are not valid encoding. */
const value = fc.oneof(
  fc.constantFrom(...CONTENT_REQUEST_LANGUAGES, ...BANNER_ZONES, 'about', 'vip/levels', 'partner-demo', 'EN', 'xx'),
  oddText.map((text) => percentEncode(text)),
  fc.constantFrom('%', '%%', '%FF%FE', '%E0%A4%A', 'a%00b', 'x&y', '[]', '%5B%5D'),
);
const name = fc.constantFrom('language', 'urlPath', 'zoneId', 'affiliateId', 'language[]', 'urlPath[0]', 'x', '');

/** A query string of a few parameters, names repeated at times (arrays), or something that is not one. */
const queryString = fc.oneof(
  fc
    .array(fc.tuple(name, value), { maxLength: 5 })
    .map((pairs) => pairs.map(([key, item]) => `${key}=${item}`).join('&')),
  fc.constantFrom('', '&&&', '=', '==&=', 'language', 'urlPath=&language='),
);

async function send(method: 'GET' | 'POST', url: string, options: { payload?: string; session?: boolean } = {}) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: {
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.session && sessionToken ? { cookie: `${sessionCookieName(false)}=${sessionToken}` } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

function expectNoFaultAndEnvelope(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
}

describe('fuzzing the content endpoints', () => {
  it('no query string makes the page, banner or policy endpoints fail', async () => {
    const paths = [
      '/api/v1/content/pages',
      '/api/v1/content/banners',
      '/api/v1/content/policies',
      '/api/v1/policies/acceptances',
    ];
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), queryString, fc.boolean(), async (path, query, session) => {
        const response = await send('GET', `${path}?${query}`, { session });
        expectNoFaultAndEnvelope(response);
        if (response.statusCode === 200) answered += 1;
      }),
      { numRuns: RUNS * 2 },
    );
    expect(answered).toBeGreaterThan(0);
  });

  it('valid page and banner queries always answer 200, whatever the page', async () => {
    const urlPath = fc.stringMatching(/^[a-z0-9_-]{1,60}(\/[a-z0-9_-]{1,60})?$/);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CONTENT_REQUEST_LANGUAGES), urlPath, async (language, path) => {
        const response = await send(
          'GET',
          `/api/v1/content/pages?language=${language}&urlPath=${encodeURIComponent(path)}`,
        );
        expect(response.statusCode, response.body).toBe(200);
      }),
      { numRuns: RUNS },
    );
    const affiliate = fc.stringMatching(/^[A-Za-z0-9_.:-]{0,64}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BANNER_ZONES),
        fc.constantFrom(...CONTENT_REQUEST_LANGUAGES),
        affiliate,
        async (zone, language, id) => {
          const response = await send(
            'GET',
            `/api/v1/content/banners?zoneId=${zone}&language=${language}&affiliateId=${encodeURIComponent(id)}`,
          );
          expect(response.statusCode, response.body).toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('no body makes policy acceptance fail, and only current versions are ever stored', async () => {
    const policies = fc.oneof(
      fc.jsonValue().map((json) => JSON.stringify(json) ?? 'null'),
      fc
        .array(
          fc.record({
            policyType: fc.oneof(fc.constantFrom('terms', 'privacy', 'cookies', ''), fc.string()),
            policyVersionId: fc.oneof(fc.constantFrom('2026-11-01', '2026-10-01', ''), fc.string()),
          }),
          { maxLength: 4 },
        )
        .map((list) => JSON.stringify(list)),
      oddText,
    );
    const payload = fc.oneof(
      policies.map((text) => JSON.stringify({ policies: text })),
      fc.jsonValue().map((json) => JSON.stringify(json) ?? 'null'),
      fc.constantFrom('{', '[]', 'null', '""', '{"policies": 1}', '{"__proto__": {"policies": "[]"}}'),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        expectNoFaultAndEnvelope(await send('POST', '/api/v1/policies/acceptances', { payload: body, session: true }));
      }),
      { numRuns: RUNS },
    );
    const stored = await testApp.database.kysely.selectFrom('player_policy_acceptances').select('version_id').execute();
    expect(new Set(stored.map((row) => row.version_id))).toEqual(new Set(['2026-11-01']));
  });
});
