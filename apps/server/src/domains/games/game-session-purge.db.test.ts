import { randomBytes } from 'node:crypto';
import type { Database } from '@vauhti/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { PlatformServices } from '../../services';
import { TEST_START, uniqueEmail } from '../../test-support/platform-test-app';
import { openPlatformTestServices } from '../../test-support/platform-test-services';

/*
 * The launch-token purge job (ADR 0027): a token is deleted only once it expired more than 30 days
 * ago, at most `limit` a run. No app is started, so no background worker purges behind the test.
 */

let database: Database<PlatformTables>;
let services: PlatformServices;
const clock = fixedClock(TEST_START);
const DAY_MS = 24 * 60 * 60_000;
const KEPT_MS = 30 * DAY_MS;
const ago = (ms: number) => new Date(clock.now().getTime() - ms);

beforeAll(async () => {
  ({ database, services } = await openPlatformTestServices(clock));
});
afterAll(() => database.close());

async function launchToken(playerId: number, expiresAt: Date): Promise<number> {
  const row = await database.kysely
    .insertInto('game_sessions')
    .values({
      token_hash: randomBytes(32).toString('hex'),
      player_id: playerId,
      web_session_id: null,
      issued_by: 'operator',
      game_code: 'purge-game',
      currency: 'EUR',
      country: 'DE',
      language: 'en',
      provider: 'sandbox-games',
      created_at: new Date(expiresAt.getTime() - 8 * 60 * 60_000),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('purging expired launch tokens', () => {
  it('deletes tokens expired more than 30 days ago, and only those, at most `limit` a run', async () => {
    const created = await services.identity.createPlayerByOperator({
      email: uniqueEmail('launch-purge'),
      password: 'Correct-Horse-9',
      country: 'DE',
      currency: 'EUR',
      verified: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const { playerId } = created.value;
    const old = [await launchToken(playerId, ago(KEPT_MS + 1)), await launchToken(playerId, ago(KEPT_MS + DAY_MS))];
    const recent = await launchToken(playerId, ago(KEPT_MS - 60_000));
    const live = await launchToken(playerId, new Date(clock.now().getTime() + 60 * 60_000));

    expect(await services.gameSessions.purgeExpired(clock.now(), 1)).toBe(1);
    expect(await services.gameSessions.purgeExpired(clock.now(), 1)).toBe(1);
    expect(await services.gameSessions.purgeExpired(clock.now(), 1)).toBe(0);
    const left = await database.kysely
      .selectFrom('game_sessions')
      .select('id')
      .where('id', 'in', [...old, recent, live])
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent, live]);
  });
});
