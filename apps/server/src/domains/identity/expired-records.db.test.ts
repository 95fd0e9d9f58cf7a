import { randomBytes } from 'node:crypto';
import type { Database } from '@vauhti/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { PlatformServices } from '../../services';
import { TEST_START, uniqueEmail } from '../../test-support/platform-test-app';
import { openPlatformTestServices } from '../../test-support/platform-test-services';
import { EXPIRED_IDENTITY_RECORDS_KEPT_MS } from './expired-records';

/*
 * The identity purge job (ADR 0027): sessions, one-time codes and reset links are deleted only
 * once they stopped being usable more than EXPIRED_IDENTITY_RECORDS_KEPT_MS ago, at most `limit`
 * of each per run. No app is started, so no background worker purges behind the test's back.
 */

let database: Database<PlatformTables>;
let services: PlatformServices;
const clock = fixedClock(TEST_START);
const DAY_MS = 24 * 60 * 60_000;
const now = () => clock.now();
const ago = (ms: number) => new Date(now().getTime() - ms);
const kept = EXPIRED_IDENTITY_RECORDS_KEPT_MS;

beforeAll(async () => {
  ({ database, services } = await openPlatformTestServices(clock));
});
afterAll(() => database.close());

async function createPlayer(): Promise<number> {
  const created = await services.identity.createPlayerByOperator({
    email: uniqueEmail('purge'),
    password: 'Correct-Horse-9',
    country: 'DE',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.playerId;
}

const hex = () => randomBytes(32).toString('hex');

/** A session that stopped being usable at `endedAt`, by idle expiry or, when named, revocation. */
async function session(playerId: number, endedAt: Date, how: 'idle' | 'revoked' = 'idle'): Promise<number> {
  const far = new Date(now().getTime() + DAY_MS);
  const row = await database.kysely
    .insertInto('player_sessions')
    .values({
      player_id: playerId,
      token_hash: hex(),
      created_at: new Date(endedAt.getTime() - DAY_MS),
      last_seen_at: endedAt,
      idle_expires_at: how === 'idle' ? endedAt : far,
      absolute_expires_at: how === 'idle' ? endedAt : far,
      revoked_at: how === 'revoked' ? endedAt : null,
      revoked_reason: how === 'revoked' ? 'logout' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function code(playerId: number, expiresAt: Date): Promise<number> {
  const row = await database.kysely
    .insertInto('player_otp_challenges')
    .values({
      player_id: playerId,
      channel: 'email',
      recipient: 'purge@example.com',
      code_salt: hex(),
      code_hash: hex(),
      created_at: new Date(expiresAt.getTime() - 10 * 60_000),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function resetToken(playerId: number, expiresAt: Date): Promise<number> {
  const row = await database.kysely
    .insertInto('password_reset_tokens')
    .values({
      player_id: playerId,
      token_hash: hex(),
      created_at: new Date(expiresAt.getTime() - 60 * 60_000),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function remaining(table: 'player_sessions' | 'player_otp_challenges' | 'password_reset_tokens', ids: number[]) {
  const rows = await database.kysely.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Purges until a run deletes nothing, so rows other tests left behind do not bound this one. */
async function purgeAll(): Promise<void> {
  while ((await services.identity.purgeExpired(now(), 1_000)) > 0);
}

describe('purging expired identity records', () => {
  it('deletes sessions ended longer ago than the kept period, and only those', async () => {
    const playerId = await createPlayer();
    const idleLongAgo = await session(playerId, ago(kept + 1));
    const revokedLongAgo = await session(playerId, ago(kept + 1), 'revoked');
    const endedRecently = await session(playerId, ago(kept - 60_000));
    const revokedRecently = await session(playerId, ago(DAY_MS), 'revoked');
    const live = await session(playerId, new Date(now().getTime() + 30 * 60_000));
    await purgeAll();
    expect(
      await remaining('player_sessions', [idleLongAgo, revokedLongAgo, endedRecently, revokedRecently, live]),
    ).toEqual([endedRecently, revokedRecently, live].sort((a, b) => a - b));
    // A live session still resolves as it did.
    expect(await services.identity.sessions.openedAt(live, playerId)).toBeDefined();
  });

  it('takes the launch tokens and cashier sessions of a purged session with it', async () => {
    const playerId = await createPlayer();
    const old = await session(playerId, ago(kept + 1));
    await database.kysely
      .insertInto('game_sessions')
      .values({
        token_hash: hex(),
        player_id: playerId,
        web_session_id: old,
        issued_by: 'player',
        game_code: 'purge-game',
        currency: 'EUR',
        country: 'DE',
        language: 'en',
        provider: 'sandbox-games',
        created_at: ago(kept + DAY_MS),
        expires_at: ago(kept),
      })
      .execute();
    await database.kysely
      .insertInto('cashier_sessions')
      .values({
        id: hex(),
        player_id: playerId,
        web_session_id: old,
        created_at: ago(kept + DAY_MS),
        expires_at: ago(kept),
      })
      .execute();
    await purgeAll();
    expect(await remaining('player_sessions', [old])).toEqual([]);
    const launches = await database.kysely
      .selectFrom('game_sessions')
      .select('id')
      .where('web_session_id', '=', old)
      .execute();
    const cashier = await database.kysely
      .selectFrom('cashier_sessions')
      .select('id')
      .where('web_session_id', '=', old)
      .execute();
    expect([launches, cashier]).toEqual([[], []]);
  });

  it('deletes one-time codes and reset links expired longer ago than the kept period, and only those', async () => {
    const playerId = await createPlayer();
    const oldCode = await code(playerId, ago(kept + 1));
    const recentCode = await code(playerId, ago(DAY_MS));
    const openCode = await code(playerId, new Date(now().getTime() + 60_000));
    const oldLink = await resetToken(playerId, ago(kept + 1));
    const recentLink = await resetToken(playerId, ago(kept - 60_000));
    await purgeAll();
    expect(await remaining('player_otp_challenges', [oldCode, recentCode, openCode])).toEqual(
      [recentCode, openCode].sort((a, b) => a - b),
    );
    expect(await remaining('password_reset_tokens', [oldLink, recentLink])).toEqual([recentLink]);
  });

  it('deletes at most `limit` rows of each kind per run', async () => {
    await purgeAll();
    const playerId = await createPlayer();
    const sessions = [await session(playerId, ago(kept + 1)), await session(playerId, ago(kept + 2))];
    const codes = [await code(playerId, ago(kept + 1)), await code(playerId, ago(kept + 2))];
    expect(await services.identity.purgeExpired(now(), 1)).toBe(2);
    expect(await remaining('player_sessions', sessions)).toHaveLength(1);
    expect(await remaining('player_otp_challenges', codes)).toHaveLength(1);
    expect(await services.identity.purgeExpired(now(), 1)).toBe(2);
    expect(await services.identity.purgeExpired(now(), 1)).toBe(0);
  });
});
