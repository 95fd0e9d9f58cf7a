import { type Database, openDatabase } from '@vauhti/db';
import { testDatabaseEngine } from '@vauhti/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PlatformApp } from '../../app';
import { testPlatformConfig } from '../../config';
import { COMPLIANCE_RATE_LIMITS } from '../../domains/compliance/rate-limits';
import { IDENTITY_RATE_LIMITS } from '../../domains/identity/rate-limits';
import { PLATFORM_SCHEMA } from '../../platform-database';
import type { PlatformTables } from '../../platform-tables';
import { TEST_START, uniqueEmail, uniqueIp } from '../../test-support/platform-test-app';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { fixedClock } from '../time/clock';

/*
 * Two platform apps on one database, as two processes behind a load balancer are: the per-route
 * rate limits count every request either app serves (ADR 0020). On PostgreSQL the second app has a
 * connection pool of its own to the same database; PGlite is one embedded session, so there the
 * two apps share it.
 */

let databases: Array<Database<PlatformTables>>;
let apps: PlatformApp[];
const clock = fixedClock(TEST_START);

/** The same database through a pool of its own, as another process on the server opens it. */
async function openSecondConnection(first: Database<PlatformTables>): Promise<Database<PlatformTables>> {
  if (testDatabaseEngine() === 'pglite') return first;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(first.kysely);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase<PlatformTables>({ schema: PLATFORM_SCHEMA, url: url.toString(), poolSizeMax: 20 });
}

beforeAll(async () => {
  const first = await openPlatformTestDatabase();
  const second = await openSecondConnection(first);
  databases = first === second ? [first] : [second, first];
  const config = testPlatformConfig();
  apps = [await createApp(config, { database: first, clock }), await createApp(config, { database: second, clock })];
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const database of databases) await database.close();
});

/** A POST from one client address, served by the first or the second app. */
function post(appIndex: number, url: string, remoteAddress: string, body: Record<string, unknown>) {
  const app = apps[appIndex % apps.length] as PlatformApp;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const LIMITED_ROUTES = [
  { name: 'login', url: '/api/v1/auth/login', limit: IDENTITY_RATE_LIMITS.login },
  { name: 'registration', url: '/api/v1/registration/step1', limit: IDENTITY_RATE_LIMITS.registration },
  { name: 'OTP send', url: '/api/v1/registration/step3/send', limit: IDENTITY_RATE_LIMITS.otpSend },
  { name: 'contact', url: '/api/v1/contact', limit: COMPLIANCE_RATE_LIMITS.contact },
];

describe('rate limits shared by two platform apps on one database', () => {
  it.each(LIMITED_ROUTES)('limits $name at its count over requests alternating between the apps', async (route) => {
    const client = uniqueIp();
    for (let request = 0; request < route.limit.max; request += 1) {
      const answer = await post(request, route.url, client, { email: uniqueEmail('shared'), password: 'Wrong-1' });
      expect(answer.statusCode).not.toBe(429);
    }
    for (const appIndex of [0, 1]) {
      const limited = await post(appIndex, route.url, client, { email: uniqueEmail('shared') });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    // The count is per client: another address is served by either app.
    expect((await post(1, route.url, uniqueIp(), { email: uniqueEmail('shared') })).statusCode).not.toBe(429);
  });

  it('lets exactly the limit through when a burst of logins races over both apps', async () => {
    const client = uniqueIp();
    const { max } = IDENTITY_RATE_LIMITS.login;
    const answers = await Promise.all(
      Array.from({ length: max * 3 }, (_, request) =>
        post(request, '/api/v1/auth/login', client, { email: uniqueEmail('burst'), password: 'Wrong-1' }),
      ),
    );
    const served = answers.filter((answer) => answer.statusCode !== 429);
    expect(served).toHaveLength(max);
  });

  it('starts a new window on both apps when the window has ended, and sweeps the ended counters', async () => {
    const client = uniqueIp();
    const { max } = IDENTITY_RATE_LIMITS.login;
    for (let request = 0; request <= max; request += 1) {
      await post(request, '/api/v1/auth/login', client, { email: uniqueEmail('window'), password: 'Wrong-1' });
    }
    expect((await post(0, '/api/v1/auth/login', client, { email: uniqueEmail('window') })).statusCode).toBe(429);
    clock.advance(60_000);
    const again = await post(1, '/api/v1/auth/login', client, { email: uniqueEmail('window'), password: 'Wrong-1' });
    expect(again.statusCode).toBe(401);
    // More than a minute after the last sweep: the next limited request deletes every ended window.
    clock.advance(15 * 60_000 + 1);
    await post(0, '/api/v1/auth/login', uniqueIp(), { email: uniqueEmail('window'), password: 'Wrong-1' });
    const counters = await databases[0]?.kysely.selectFrom('rate_limit_counters').select('window_ends_at').execute();
    expect(counters?.every((counter) => new Date(counter.window_ends_at).getTime() > clock.now().getTime())).toBe(true);
    expect(counters).toHaveLength(1);
  });
});
