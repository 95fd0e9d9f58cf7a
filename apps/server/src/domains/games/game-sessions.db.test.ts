import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../../config';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices, type PlatformServices } from '../../services';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { GAME_TOKEN_LIFETIME_MS, type GameSessions } from './game-sessions';

const START = new Date('2025-06-15T12:00:00.000Z');
const MINUTE_MS = 60_000;
const clock = fixedClock(START);

let database: Database<PlatformTables>;
let services: PlatformServices;
let sessions: GameSessions;
let nextEmail = 0;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  sessions = services.gameSessions;
});
afterAll(() => database.close());
beforeEach(() => clock.set(START));

async function loggedInPlayer() {
  nextEmail += 1;
  const created = await services.identity.createPlayerByOperator({
    email: `launch.${nextEmail}.${process.pid}@example.test`,
    password: 'Launch-Test-Pass-1',
    country: 'FI',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(created.error.message);
  const { sessionId } = await services.identity.sessions.open(database.kysely, created.value.playerId, {});
  return { playerId: created.value.playerId, externalId: created.value.externalId, sessionId };
}

const launchOf = (player: { playerId: number; sessionId: number }) => ({
  playerId: player.playerId,
  sessionId: player.sessionId,
  provider: 'sandbox-games',
  gameCode: 'aurora-book-of-frost',
  currency: 'EUR',
  country: 'FI',
  language: 'fi',
});

describe('GameSessions', () => {
  it('issues a 32-byte base64url token valid for 8 hours and stores only its SHA-256', async () => {
    const player = await loggedInPlayer();
    const { token, expiresAt } = await sessions.issue(launchOf(player));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toEqual(new Date(START.getTime() + GAME_TOKEN_LIFETIME_MS));
    const stored = await sql<{ row: string }>`select g::text as row from game_sessions g`.execute(database.kysely);
    expect(stored.rows.some((row) => row.row.includes(token))).toBe(false);
    expect(await sessions.resolve(token)).toEqual({
      playerId: player.playerId,
      playerExternalId: player.externalId,
      sessionId: player.sessionId,
      provider: 'sandbox-games',
      gameCode: 'aurora-book-of-frost',
      currency: 'EUR',
      country: 'FI',
      language: 'fi',
    });
  });

  it('expires the token after 8 hours even while the web session is kept alive', async () => {
    const player = await loggedInPlayer();
    const { token } = await sessions.issue(launchOf(player));
    for (let step = 0; step < 19; step += 1) {
      clock.advance(25 * MINUTE_MS);
      expect((await sessions.lookup(token)).status).toBe('active');
    }
    clock.set(new Date(START.getTime() + GAME_TOKEN_LIFETIME_MS));
    expect(await sessions.resolve(token)).toEqual({ error: 'TOKEN_EXPIRED' });
  });

  it('slides the web session idle expiry when the token is used, at most once a minute', async () => {
    const player = await loggedInPlayer();
    const { token } = await sessions.issue(launchOf(player));
    const idleExpiry = async () =>
      (
        await database.kysely
          .selectFrom('player_sessions')
          .select('idle_expires_at')
          .where('id', '=', player.sessionId)
          .executeTakeFirstOrThrow()
      ).idle_expires_at.getTime();
    const before = await idleExpiry();
    clock.advance(30_000);
    await sessions.lookup(token);
    expect(await idleExpiry()).toBe(before);
    clock.advance(31_000);
    await sessions.lookup(token);
    expect(await idleExpiry()).toBe(clock.now().getTime() + 30 * MINUTE_MS);
  });

  it('dies with the web session: logout, idle expiry, or revokeForSession', async () => {
    const loggedOut = await loggedInPlayer();
    const first = await sessions.issue(launchOf(loggedOut));
    await services.identity.logOut(loggedOut.sessionId);
    expect(await sessions.resolve(first.token)).toEqual({ error: 'TOKEN_EXPIRED' });

    const idle = await loggedInPlayer();
    const second = await sessions.issue(launchOf(idle));
    clock.advance(31 * MINUTE_MS);
    expect(await sessions.resolve(second.token)).toEqual({ error: 'TOKEN_EXPIRED' });

    clock.set(START);
    const revoked = await loggedInPlayer();
    const kept = await loggedInPlayer();
    const a = await sessions.issue(launchOf(revoked));
    const b = await sessions.issue(launchOf(revoked));
    const c = await sessions.issue(launchOf(kept));
    expect(await sessions.revokeForSession(revoked.sessionId)).toBe(2);
    expect(await sessions.revokeForSession(revoked.sessionId)).toBe(0);
    expect(await sessions.resolve(a.token)).toEqual({ error: 'TOKEN_EXPIRED' });
    expect(await sessions.resolve(b.token)).toEqual({ error: 'TOKEN_EXPIRED' });
    expect(await sessions.resolve(c.token)).toMatchObject({ playerId: kept.playerId });
  });

  it("reports a restricted player's token as blocked, and resolve as expired", async () => {
    const player = await loggedInPlayer();
    const { token } = await sessions.issue(launchOf(player));
    await services.identity.selfExclude(player.playerId, new Date(START.getTime() + 86_400_000));
    expect(await sessions.lookup(token)).toMatchObject({ status: 'blocked', accountState: 'self_excluded' });
    expect(await sessions.resolve(token)).toEqual({ error: 'TOKEN_EXPIRED' });
  });

  it('refuses to bind a token to a web session of another player', async () => {
    const player = await loggedInPlayer();
    const other = await loggedInPlayer();
    await expect(sessions.issue({ ...launchOf(player), sessionId: other.sessionId })).rejects.toThrow(/not a session/);
  });

  it('answers unknown and malformed tokens as expired', async () => {
    expect(await sessions.resolve('A'.repeat(43))).toEqual({ error: 'TOKEN_EXPIRED' });
    expect(await sessions.resolve('')).toEqual({ error: 'TOKEN_EXPIRED' });
    expect(await sessions.resolve('x'.repeat(5000))).toEqual({ error: 'TOKEN_EXPIRED' });
  });

  it('issues operator tokens without a web session, living by their 8 hours and the player state', async () => {
    const player = await loggedInPlayer();
    await services.identity.logOut(player.sessionId);
    const { playerId } = player;
    const { token } = await sessions.issueForOperator({ ...launchOf(player), playerId });
    expect(await sessions.resolve(token)).toMatchObject({ playerId, sessionId: null });
    clock.advance(GAME_TOKEN_LIFETIME_MS - 1);
    expect(await sessions.resolve(token)).toMatchObject({ playerId });
    clock.advance(1);
    expect(await sessions.resolve(token)).toEqual({ error: 'TOKEN_EXPIRED' });
    clock.set(START);
    const locked = await sessions.issueForOperator({ ...launchOf(player), playerId });
    await services.identity.lock(playerId, 'review');
    expect(await sessions.lookup(locked.token)).toMatchObject({ status: 'blocked', accountState: 'locked' });
  });
});
