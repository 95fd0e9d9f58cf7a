import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  uniqueIp,
} from '../../test-support/platform-test-app';
import { sessionCookieName } from '../identity/session-cookie';
import { CONTACT_MESSAGE_PURPOSE } from './contact-requests';
import { COUNTRY_OVERRIDE_COOKIE } from './request-country';

/*
 * The contact form and the dev country override against bodies a careless or hostile client
 * might send: any JSON, not JSON at all, wrong types, missing and extra fields, huge and exotic
 * strings. Whatever comes in, the answer is never a 500, every refusal is the error envelope
 * naming a field when it has one, and a contact e-mail is queued exactly for each 202.
 */

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const RUNS = 80;

const exoticString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 4_990, maxLength: 6_000 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', 'a\u0000b', '\r\n', '<script>alert(1)</script>', "' or 1=1 --", '𝔘𝔫𝔦'),
);
const oddValue = fc.oneof(fc.jsonValue(), exoticString, fc.constant(null), fc.integer(), fc.boolean());

function nearValid(makeValid: () => Record<string, unknown>) {
  return fc.oneof(
    fc.nat().map((index) => {
      const valid = makeValid();
      const keys = Object.keys(valid);
      const { [keys[index % keys.length] ?? '']: _dropped, ...rest } = valid;
      return rest;
    }),
    fc.tuple(fc.nat(), oddValue).map(([index, value]) => {
      const valid = makeValid();
      const keys = Object.keys(valid);
      return { ...valid, [keys[index % keys.length] ?? 'x']: value };
    }),
    fc
      .dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 4 })
      .map((extra) => ({ ...extra, ...makeValid() })),
  );
}

function payloads(makeValid: () => Record<string, unknown>) {
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
    nearValid(makeValid).map((body) => JSON.stringify(body)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '[]', 'null', '""', '{"__proto__":{"to":"x@example.test"}}'),
  );
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

async function send(method: 'POST' | 'PUT', url: string, payload: string, cookie?: string) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function expectNoFaultAndEnvelope(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = JSON.parse(response.body) as {
    error?: { code?: unknown; message?: unknown; details?: { field?: unknown } };
  };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  const field = body.error?.details?.field;
  if (field !== undefined) expect(typeof field).toBe('string');
}

async function countContactMessages() {
  const row = await testApp.database.kysely
    .selectFrom('outbound_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('purpose', '=', CONTACT_MESSAGE_PURPOSE)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const validContact = () => ({
  subject: 'games',
  body: 'The game froze mid-spin.',
  fromEmail: 'fuzz@example.test',
  fromName: 'Fuzz Tester',
});

describe('fuzzing the compliance endpoints', () => {
  it('POST /contact, logged out and logged in: queues one e-mail exactly for each 202', async () => {
    const { client } = await registeredClient(testApp);
    const sessionCookie = `${sessionCookieName(false)}=${client.sessionToken}`;
    const before = await countContactMessages();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(payloads(validContact), fc.boolean(), async (payload, loggedIn) => {
        const response = await send('POST', '/api/v1/contact', payload, loggedIn ? sessionCookie : undefined);
        expectNoFaultAndEnvelope(response);
        if (response.statusCode === 202) accepted += 1;
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await countContactMessages()).toBe(before + accepted);
    // Valid bodies with junk added must get through, or the fuzz never reached the outbox.
    expect(accepted).toBeGreaterThan(0);
  });

  it('PUT /dev/country, with odd bodies and odd override cookies', async () => {
    const cookie = fc.option(
      exoticString.map((text) => `${COUNTRY_OVERRIDE_COOKIE}=${percentEncode(text.slice(0, 100))}`),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        payloads(() => ({ countryCode: 'SE' })),
        cookie,
        async (payload, overrideCookie) => {
          expectNoFaultAndEnvelope(await send('PUT', '/api/v1/dev/country', payload, overrideCookie));
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('GET /site/context, with odd override cookies and edge headers', async () => {
    await fc.assert(
      fc.asyncProperty(exoticString, exoticString, async (cookieText, headerText) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/v1/site/context',
          remoteAddress: uniqueIp(),
          headers: {
            cookie: `${COUNTRY_OVERRIDE_COOKIE}=${percentEncode(cookieText.slice(0, 100))}`,
            'cf-ipcountry': /^[\x20-\x7e]*$/.test(headerText) ? headerText : percentEncode(headerText.slice(0, 100)),
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ countryCode: string }>().countryCode).toMatch(/^[A-Z]{2}$/);
      }),
      { numRuns: RUNS },
    );
  });
});
