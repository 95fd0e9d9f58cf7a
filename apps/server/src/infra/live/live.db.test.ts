import type { LiveTableStatus } from '@vauhti/contracts/games';
import type { Database } from '@vauhti/db';
import { testDatabaseEngine } from '@vauhti/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../platform-tables';
import { registeredClient } from '../../test-support/platform-test-app';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { type LiveTestApp, LiveTestClient, RefusedUpgrade, startLiveApp } from './live-test-support';

/*
 * The live socket end to end: real WebSocket clients against the platform on a port, sessions from
 * real registrations. Two apps share the database, as two platform processes would: on PostgreSQL
 * their hubs only meet through LISTEN/NOTIFY, on PGlite through the in-process bus.
 */

let database: Database<PlatformTables>;
let first: LiveTestApp;
let second: LiveTestApp;
const openClients: LiveTestClient[] = [];

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  // Frequent session checks let a logout close its socket within the suite; nothing asserts timing.
  first = await startLiveApp(database, { sessionCheckIntervalMs: 100 });
  second = await startLiveApp(database);
});
afterAll(async () => {
  await Promise.all(openClients.map((client) => client.close()));
  await first?.close();
  await second?.close();
  await database?.close();
});

async function connect(testApp: LiveTestApp, sessionToken?: string) {
  const client = await LiveTestClient.open(testApp, { sessionToken });
  openClients.push(client);
  return client;
}

/** A registered player with money on the ledger and the session cookie of the registration. */
async function fundedPlayer(cash: number) {
  const { client, playerId } = await registeredClient(first);
  await first.services.ledger.deposit({
    source: 'test-psp',
    externalId: `live-${playerId}`,
    playerId,
    currency: 'EUR',
    amountMinor: cash,
    provider: 'sandbox-pay',
  });
  return { playerId, http: client, sessionToken: client.sessionToken };
}

const table: LiveTableStatus = {
  tableId: 'roulette-1',
  gameCode: 'live-roulette',
  name: 'Roulette',
  dealerName: 'Aino',
  phase: 'betting',
  roundId: 'r-1',
  phaseEndsAtMs: 1_750_000_015_000,
  serverNowMs: 1_750_000_000_000,
  players: 3,
  lastResults: ['17', '0'],
};

describe('the live socket', () => {
  it('runs on the transport of its engine', () => {
    const expected = testDatabaseEngine() === 'postgres' ? 'postgres' : 'in-process';
    expect(first.services.live.hub.transportKind).toBe(expected);
  });

  it("gives a player their balance event and not another player's", async () => {
    const alice = await fundedPlayer(12_500);
    const bob = await fundedPlayer(3_000);
    const aliceSocket = await connect(first, alice.sessionToken);
    const bobSocket = await connect(first, bob.sessionToken);

    await first.services.live.balanceEvent(alice.playerId, 'EUR');
    await first.services.live.publishLiveTables([table]);

    expect(await aliceSocket.next()).toEqual({
      type: 'balance',
      cashMinor: 12_500,
      bonusMinor: 0,
      totalMinor: 12_500,
      currency: 'EUR',
    });
    expect(await aliceSocket.next()).toEqual({ type: 'live-tables', tables: [table] });
    // Bob's first message is the broadcast sent after Alice's balance: hers never reached him.
    expect(await bobSocket.next()).toEqual({ type: 'live-tables', tables: [table] });
  });

  it("sends the seamless wallet's balances as they are, with the total", async () => {
    const player = await fundedPlayer(1_000);
    const socket = await connect(first, player.sessionToken);
    await first.services.live.onBalanceChanged(player.playerId, { cashMinor: 700, bonusMinor: 50, currency: 'EUR' });
    expect(await socket.next()).toEqual({
      type: 'balance',
      cashMinor: 700,
      bonusMinor: 50,
      totalMinor: 750,
      currency: 'EUR',
    });
  });

  it("sends the player's count of open withdrawal holds, read from the ledger, to that player only", async () => {
    const player = await fundedPlayer(5_000);
    const other = await fundedPlayer(1_000);
    const socket = await connect(first, player.sessionToken);
    const otherSocket = await connect(first, other.sessionToken);
    for (const [index, amount] of [1_000, 500].entries()) {
      const hold = await first.services.ledger.holdWithdrawal({
        source: 'test-psp',
        externalId: `live-hold-${player.playerId}-${index}`,
        playerId: player.playerId,
        currency: 'EUR',
        amountMinor: amount,
      });
      expect(hold.ok).toBe(true);
    }

    await first.services.live.pendingWithdrawalsEvent(player.playerId);
    await first.services.live.publishLiveTables([table]);

    expect(await socket.next()).toEqual({ type: 'pending-withdrawals', count: 2 });
    expect(await otherSocket.next()).toEqual({ type: 'live-tables', tables: [table] });
  });

  it('gives a guest the broadcasts only', async () => {
    const player = await fundedPlayer(500);
    const guest = await connect(first);
    await first.services.live.balanceEvent(player.playerId, 'EUR');
    await first.services.live.publishLiveTables([table]);
    expect(await guest.next()).toEqual({ type: 'live-tables', tables: [table] });
  });

  it('reaches sockets on another app instance through the shared database', async () => {
    const player = await fundedPlayer(2_000);
    const onFirst = await connect(first, player.sessionToken);
    const onSecond = await connect(second, player.sessionToken);
    const guestOnSecond = await connect(second);

    // Published by a hub with no sockets of its own, as another process would: both apps hear of
    // it only through the database (LISTEN/NOTIFY on PostgreSQL).
    await first.services.live.balanceEvent(player.playerId, 'EUR');
    await first.services.live.publishLiveTables([table]);

    const balance = { type: 'balance', cashMinor: 2_000, bonusMinor: 0, totalMinor: 2_000, currency: 'EUR' };
    expect(await onFirst.next()).toEqual(balance);
    expect(await onSecond.next()).toEqual(balance);
    expect(await onSecond.next()).toEqual({ type: 'live-tables', tables: [table] });
    expect(await guestOnSecond.next()).toEqual({ type: 'live-tables', tables: [table] });
  });

  it('carries a table list larger than one NOTIFY payload whole', async () => {
    const guest = await connect(second);
    const tables = Array.from({ length: 120 }, (_, index) => ({
      ...table,
      tableId: `table-${index}`,
      name: `Pöytä ${index} — live roulette`,
    }));
    expect(JSON.stringify(tables).length).toBeGreaterThan(8_000);
    await first.services.live.publishLiveTables(tables);
    expect(await guest.next()).toEqual({ type: 'live-tables', tables });
  });
});

describe('the live socket and the session', () => {
  it('closes a player socket after logout; the next one with the old cookie is a guest socket', async () => {
    const player = await fundedPlayer(900);
    const socket = await connect(first, player.sessionToken);
    const staleCookie = player.sessionToken;

    const logout = await player.http.post('/api/v1/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });

    const again = await connect(first, staleCookie);
    await first.services.live.balanceEvent(player.playerId, 'EUR');
    await first.services.live.publishLiveTables([table]);
    expect(await again.next()).toEqual({ type: 'live-tables', tables: [table] });
  });
});

describe('the live socket handshake', () => {
  it('refuses a page of another site', async () => {
    const refused = LiveTestClient.open(first, { origin: 'https://evil.example' });
    await expect(refused).rejects.toBeInstanceOf(RefusedUpgrade);
    await expect(refused).rejects.toMatchObject({ statusCode: 403 });
  });

  it('answers a plain GET with 426 and how to use it', async () => {
    const response = await first.app.inject({ method: 'GET', url: '/api/v1/live' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ error: { code: 'UPGRADE_REQUIRED' } });
  });
});

describe.runIf(testDatabaseEngine() === 'postgres')('the live socket when the listening session is lost', () => {
  it('listens again and asks player sockets to reconnect, since events may have been missed', async () => {
    const player = await fundedPlayer(400);
    const onFirst = await connect(first, player.sessionToken);
    const onSecond = await connect(second, player.sessionToken);

    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen platform_live'`.execute(database.kysely);

    expect((await onFirst.closed).code).toBe(1012);
    expect((await onSecond.closed).code).toBe(1012);
    const again = await connect(second, player.sessionToken);
    await first.services.live.balanceEvent(player.playerId, 'EUR');
    expect(await again.next()).toEqual({
      type: 'balance',
      cashMinor: 400,
      bonusMinor: 0,
      totalMinor: 400,
      currency: 'EUR',
    });
  });
});
