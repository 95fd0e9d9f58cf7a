import type { Database } from '@vauhti/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { PlatformServices } from '../../services';
import { TEST_START, uniqueEmail } from '../../test-support/platform-test-app';
import { openPlatformTestServices } from '../../test-support/platform-test-services';
import { CASHIER_SESSIONS_KEPT_MS } from './cashier-sessions';

/*
 * The cashier-session purge job (ADR 0027): a session is deleted only once it expired more than
 * CASHIER_SESSIONS_KEPT_MS ago, at most `limit` a run. No app is started, so no background worker
 * purges behind the test's back.
 */

let database: Database<PlatformTables>;
let services: PlatformServices;
const clock = fixedClock(TEST_START);

beforeAll(async () => {
  ({ database, services } = await openPlatformTestServices(clock));
});
afterAll(() => database.close());

describe('purging expired cashier sessions', () => {
  it('deletes sessions expired longer ago than the kept period, and only those, at most `limit` a run', async () => {
    const created = await services.identity.createPlayerByOperator({
      email: uniqueEmail('cashier-purge'),
      password: 'Correct-Horse-9',
      country: 'DE',
      currency: 'EUR',
      verified: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const { playerId } = created.value;
    const sessions = services.cashier.sessions;
    // Issued sessions live CASHIER_SESSION_MINUTES from the clock's now.
    const old = [await sessions.issue(playerId, null), await sessions.issue(playerId, null)];
    clock.advance(CASHIER_SESSIONS_KEPT_MS);
    const recent = await sessions.issue(playerId, null);
    clock.advance(24 * 60 * 60_000);
    const live = await sessions.issue(playerId, null);

    expect(await sessions.purgeExpired(clock.now(), 1)).toBe(1);
    expect(await sessions.purgeExpired(clock.now(), 1)).toBe(1);
    expect(await sessions.purgeExpired(clock.now(), 1)).toBe(0);
    const left = await database.kysely
      .selectFrom('cashier_sessions')
      .select('expires_at')
      .orderBy('expires_at')
      .execute();
    expect(left.map((row) => row.expires_at)).toEqual([recent.expiresAt, live.expiresAt]);
    for (const session of old)
      expect(await sessions.lookup(session.sessionId)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
    expect(await sessions.lookup(live.sessionId)).toEqual({ ok: true, playerId });
  });
});
