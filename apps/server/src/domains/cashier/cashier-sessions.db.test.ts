import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  TEST_START,
} from '../../test-support/platform-test-app';
import { createTestPlayer } from './cashier-test-support';

let testApp: IdentityTestApp;
const MINUTE = 60_000;

beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(() => testApp.close());

const sessions = () => testApp.services.cashier.sessions;

describe('cashier sessions', () => {
  it('issues a session that finds its player and stores only its hash', async () => {
    testApp.clock.set(TEST_START);
    const { playerId } = await createTestPlayer(testApp);
    const issued = await sessions().issue(playerId, null);
    expect(issued.expiresAt).toEqual(new Date(TEST_START.getTime() + 30 * MINUTE));
    expect(await sessions().lookup(issued.sessionId)).toEqual({ ok: true, playerId });
    const stored = await testApp.database.kysely
      .selectFrom('cashier_sessions')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(issued.sessionId);
  });

  it('expires after CASHIER_SESSION_MINUTES', async () => {
    testApp.clock.set(TEST_START);
    const { playerId } = await createTestPlayer(testApp);
    const issued = await sessions().issue(playerId, null);
    testApp.clock.advance(30 * MINUTE - 1);
    expect((await sessions().lookup(issued.sessionId)).ok).toBe(true);
    testApp.clock.advance(1);
    expect(await sessions().lookup(issued.sessionId)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
  });

  it('answers SESSION_EXPIRED for an unknown, malformed or revoked id', async () => {
    testApp.clock.set(TEST_START);
    const { playerId } = await createTestPlayer(testApp);
    expect(await sessions().lookup('x'.repeat(43))).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
    expect(await sessions().lookup("'; drop table players; --")).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
    const issued = await sessions().issue(playerId, null);
    expect(await sessions().revoke(issued.sessionId)).toBe(true);
    expect(await sessions().lookup(issued.sessionId)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
  });

  it('ends when the player is locked', async () => {
    testApp.clock.set(TEST_START);
    const { playerId } = await createTestPlayer(testApp);
    const issued = await sessions().issue(playerId, null);
    const locked = await testApp.services.identity.lock(playerId, 'fraud review', 'operator');
    expect(locked.ok).toBe(true);
    expect(await sessions().lookup(issued.sessionId)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
  });

  it('issued from a login, it ends when the player logs out', async () => {
    testApp.clock.set(TEST_START);
    const { client, playerId } = await registeredClient(testApp);
    const token = await client.post('/api/v1/cashier/token');
    expect(token.statusCode).toBe(200);
    const sessionId = token.json<{ token: string }>().token;
    expect(await sessions().lookup(sessionId)).toEqual({ ok: true, playerId });
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect(await sessions().lookup(sessionId)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
  });

  it("issued from a login, it ends when the login's idle time runs out, before its own expiry", async () => {
    testApp.clock.set(TEST_START);
    const { client, playerId } = await registeredClient(testApp);
    const sessionId = (await client.post('/api/v1/cashier/token')).json<{ token: string }>().token;
    // The login's idle window equals the cashier's 30 minutes here; move the cashier's own expiry away.
    await testApp.database.kysely
      .updateTable('player_sessions')
      .set({ idle_expires_at: new Date(TEST_START.getTime() + 10 * MINUTE) })
      .where('player_id', '=', playerId)
      .execute();
    testApp.clock.advance(10 * MINUTE);
    expect(await sessions().lookup(sessionId)).toEqual({ ok: false, code: 'SESSION_EXPIRED' });
  });

  it('refuses to tie a session to a login of another player', async () => {
    testApp.clock.set(TEST_START);
    const { playerId } = await createTestPlayer(testApp);
    const other = await registeredClient(testApp);
    const webSession = await testApp.database.kysely
      .selectFrom('player_sessions')
      .select('id')
      .where('player_id', '=', other.playerId)
      .executeTakeFirstOrThrow();
    await expect(sessions().issue(playerId, webSession.id)).rejects.toThrow(/not a session of player/);
  });
});
