import { CURRENCIES } from '@vauhti/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCountry } from '../../reference/countries';
import { isSiteLanguage } from '../../reference/languages';
import {
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  stepOneBody,
  stepTwoBody,
  TEST_PASSWORD,
  uniqueIp,
} from '../../test-support/platform-test-app';
import { sessionCookieName } from './session-cookie';

/*
 * Every identity endpoint against bodies a careless or hostile client might send: any JSON, not
 * JSON at all, wrong types, missing and extra fields, huge and exotic strings, and valid bodies
 * with one field spoiled. Whatever comes in, the answer is never a 500, every refusal is the
 * error envelope, and no account is ever left half-made.
 */

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const RUNS = 60;

const exoticString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '0'.repeat(64),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '١٢٣٤٥٦',
  ),
);
const oddValue = fc.oneof(
  fc.jsonValue(),
  exoticString,
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string()),
);

/** A valid body with one thing wrong: a field dropped, a field replaced, or junk fields added. */
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

/** What gets sent: JSON of any shape, a near-valid body, or text that is not JSON. */
function payloads(makeValid: () => Record<string, unknown>) {
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
    nearValid(makeValid).map((body) => JSON.stringify(body)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '[]', '{"email":', 'null', '""', '{"__proto__":{"admin":true}}'),
  );
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, payload: string | undefined, sessionToken?: string) {
  const cookie = sessionToken ? { cookie: `${sessionCookieName(false)}=${sessionToken}` } : {};
  return testApp.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...cookie },
    ...(payload === undefined ? {} : { payload }),
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

async function fuzz(
  method: 'POST' | 'PATCH',
  url: string,
  makeValid: () => Record<string, unknown>,
  session: () => Promise<string | undefined>,
) {
  await fc.assert(
    fc.asyncProperty(payloads(makeValid), async (payload) => {
      expectNoFaultAndEnvelope(await send(method, url, payload, await session()));
    }),
    { numRuns: RUNS },
  );
}

/** Every account is complete for each step it has passed; the database is the judge. */
async function expectOnlyWholeAccounts() {
  const players = await testApp.database.kysely.selectFrom('players').selectAll().execute();
  for (const player of players) {
    const country = findCountry(player.country_code);
    expect(country, player.country_code).toBeDefined();
    expect(country?.currencies).toContain(player.currency);
    expect(CURRENCIES.has(player.currency)).toBe(true);
    expect(player.jurisdiction).toBe(country?.jurisdiction);
    expect(isSiteLanguage(player.language)).toBe(true);
    expect(player.email).toBe(player.email.trim().toLowerCase());
    expect(player.password_hash).toMatch(/^\$argon2id\$/);
    if (player.details_completed_at) {
      for (const column of ['first_name', 'last_name', 'birth_date', 'street', 'city', 'zip', 'phone'] as const) {
        expect(player[column], `${player.id} ${column}`).not.toBeNull();
      }
      if (country?.requiresNationalId) expect(player.national_id).not.toBeNull();
    }
  }
  const withoutSession = await testApp.database.kysely
    .selectFrom('players')
    .select('id')
    .where('origin', '=', 'self')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('player_sessions').select('id').whereRef('player_sessions.player_id', '=', 'players.id'))),
    )
    .execute();
  // Step 1 creates the account and its session together, or neither.
  expect(withoutSession).toEqual([]);
}

async function countPlayers() {
  const row = await testApp.database.kysely
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('fuzzing the identity endpoints', () => {
  it('registration step 1: creates an account exactly for each 201', async () => {
    const before = await countPlayers();
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        payloads(() => stepOneBody()),
        async (payload) => {
          const response = await send('POST', '/api/v1/registration/step1', payload);
          expectNoFaultAndEnvelope(response);
          if (response.statusCode === 201) created += 1;
        },
      ),
      { numRuns: RUNS * 2 },
    );
    expect(await countPlayers()).toBe(before + created);
    // Valid bodies with junk fields added must still get through, or the fuzz never reached the writes.
    expect(created).toBeGreaterThan(0);
    await expectOnlyWholeAccounts();
  });

  it('registration step 2', async () => {
    await fuzz(
      'POST',
      '/api/v1/registration/step2',
      () => stepTwoBody(),
      async () => {
        const { client } = await registeredClient(testApp, { stepTwo: false });
        return client.sessionToken;
      },
    );
    await expectOnlyWholeAccounts();
  });

  it('registration step 3, send and verify', async () => {
    const { client } = await registeredClient(testApp);
    await fuzz(
      'POST',
      '/api/v1/registration/step3/send',
      () => ({ channel: 'email' }),
      async () => client.sessionToken,
    );
    await fuzz(
      'POST',
      '/api/v1/registration/step3/verify',
      () => ({ code: '123456' }),
      async () => client.sessionToken,
    );
  });

  it('login, logout and the password flows', async () => {
    const { email } = await registeredClient(testApp);
    await fuzz(
      'POST',
      '/api/v1/auth/login',
      () => ({ email, password: TEST_PASSWORD }),
      async () => undefined,
    );
    await fuzz(
      'POST',
      '/api/v1/auth/logout',
      () => ({}),
      async () => undefined,
    );
    await fuzz(
      'POST',
      '/api/v1/auth/password/forgot',
      () => ({ email }),
      async () => undefined,
    );
    await fuzz(
      'POST',
      '/api/v1/auth/password/reset',
      () => ({ token: 'a'.repeat(43), newPassword: 'New-Secret-42' }),
      async () => undefined,
    );
    await fuzz(
      'POST',
      '/api/v1/auth/password/change',
      () => ({ currentPassword: TEST_PASSWORD, newPassword: 'New-Secret-42' }),
      async () => (await registeredClient(testApp)).client.sessionToken,
    );
  });

  it('the profile and the suspend-account form', async () => {
    const { client } = await registeredClient(testApp);
    const profileUpdate = () => ({
      language: 'fi',
      zipCode: '00200',
      countryCode: 'FI',
      gender: 'male',
      dob: '1990-04-12',
    });
    await fuzz('PATCH', '/api/v1/profile', profileUpdate, async () => client.sessionToken);
    await fuzz(
      'POST',
      '/api/v1/account/suspend',
      () => ({ expire: '1', reason: 'Take a Break', password: TEST_PASSWORD }),
      async () => (await registeredClient(testApp)).client.sessionToken,
    );
    await expectOnlyWholeAccounts();
  });

  it('the read endpoints, with odd query strings and cookies', async () => {
    const { client } = await registeredClient(testApp);
    const paths = [
      '/api/v1/profile',
      '/api/v1/registration',
      '/api/v1/auth/status',
      '/api/v1/countries',
      '/api/v1/registration/channel-verification',
    ];
    const rawEscapes = fc.constantFrom('%FF%FE', '%', '%%', '%E0%A4%A', 'sms&channel=email', 'sms%00');
    const query = fc.oneof(
      exoticString.map((text) => percentEncode(text.slice(0, 300))),
      rawEscapes,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, fc.option(query), async (path, channel, cookie) => {
        const token = cookie === null ? client.sessionToken : cookie;
        expectNoFaultAndEnvelope(await send('GET', `${path}?channel=${channel}`, undefined, token));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('a body over the size limit is refused whole', async () => {
    const huge = JSON.stringify(stepOneBody({ firstName: 'x'.repeat(300_000) }));
    const response = await send('POST', '/api/v1/registration/step1', huge);
    expect(response.statusCode).toBe(413);
    expectNoFaultAndEnvelope(response);
  });
});
