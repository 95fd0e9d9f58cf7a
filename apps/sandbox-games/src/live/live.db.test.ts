import type { LiveTableStatus } from '@vauhti/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SandboxGamesApp } from '../app';
import type { GamesDatabase } from '../database/games-database';
import { FakePlatform } from '../test-support/fake-platform';
import { createTestApp, openGamesTestDatabase } from '../test-support/test-app';
import type { LiveMessage } from './live-table';

// A fast schedule: a round every 2.3 s instead of 28 s, betting long enough for a loaded machine.
const SCHEDULE = { bettingMs: 1_500, playingMs: 400, resultMs: 400 };

let database: GamesDatabase;
let platform: FakePlatform;
let app: SandboxGamesApp;
let baseUrl: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  database = await openGamesTestDatabase();
  platform = await new FakePlatform().start();
  platform.addPlayer('live-token', 'live-player', 100_000);
  app = await createTestApp({ database, platformUrl: platform.url, config: { live: SCHEDULE } });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await app.close();
  await platform.close();
  await database.close();
});

/** A socket that records every message, with a way to wait for the first one that matches. */
async function follow(tableId: string, sessionId?: string) {
  const query = sessionId ? `?sessionId=${sessionId}` : '';
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/live/${tableId}${query}`);
  sockets.push(socket);
  const messages: LiveMessage[] = [];
  const waiters: { test: (message: LiveMessage) => boolean; resolve: (message: LiveMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  /** The first message (already seen, unless `fresh`) that passes the test. */
  const next = <T extends LiveMessage>(
    test: (message: LiveMessage) => boolean,
    fresh = false,
    timeoutMs = 8_000,
  ): Promise<T> => {
    const seen = fresh ? undefined : messages.find(test);
    if (seen) return Promise.resolve(seen as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching live message in time')), timeoutMs);
      waiters.push({
        test,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as T);
        },
      });
    });
  };
  return { socket, messages, next };
}

async function launchLive(gameCode: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/play/${gameCode}?mode=real&token=live-token` });
  const sessionId = /"sessionId":"([^"]+)"/.exec(response.body)?.[1];
  if (!sessionId) throw new Error('no session');
  return sessionId;
}

/** Waits for the start of a betting phase, so the whole window is left to place a bet. */
async function openBettingRound(follower: Awaited<ReturnType<typeof follow>>): Promise<LiveTableStatus> {
  const message = await follower.next<{ type: 'table'; table: LiveTableStatus }>(
    (candidate) => candidate.type === 'table' && candidate.table.phase === 'betting',
    true,
  );
  return message.table;
}

describe('live tables', () => {
  it('shows two players the same round, countdown and result', async () => {
    type TableMessage = { type: 'table'; table: LiveTableStatus };
    const isTable = (message: LiveMessage): message is TableMessage => message.type === 'table';
    const first = await follow('roulette-1');
    const second = await follow('roulette-1');
    // Each socket's own snapshot, sent as it joins, may come after its 'open': wait for both, so
    // the next table message either sees is a broadcast to both.
    await Promise.all([first.next(isTable), second.next(isTable)]);
    const firstTable = await first.next<TableMessage>(isTable, true);
    // The same broadcast, whichever socket read it first on a busy machine.
    const secondTable = await second.next<TableMessage>(
      (message) => isTable(message) && message.table.phaseEndsAtMs === firstTable.table.phaseEndsAtMs,
    );
    expect(secondTable.table.roundId).toBe(firstTable.table.roundId);
    expect(secondTable.table.phaseEndsAtMs).toBe(firstTable.table.phaseEndsAtMs);
    expect(secondTable.table.players).toBeGreaterThanOrEqual(2);
    expect(firstTable.table).toMatchObject({
      tableId: 'roulette-1',
      gameCode: 'northlight-live-roulette',
      name: 'Live Roulette',
    });
    const settledFirst = await first.next<{ type: 'settled'; roundId: string; result: unknown }>(
      (message) => message.type === 'settled',
      true,
    );
    const settledSecond = await second.next<{ type: 'settled'; roundId: string; result: unknown }>(
      (message) => message.type === 'settled' && message.roundId === settledFirst.roundId,
    );
    expect(settledSecond.result).toEqual(settledFirst.result);
    expect(settledFirst.result).toMatchObject({ engine: 'roulette' });
    const pocket = (settledFirst.result as { pocket: number }).pocket;
    const afterResult = await first.next<{ type: 'table'; table: LiveTableStatus }>(
      (message) => message.type === 'table' && message.table.lastResults[0] === String(pocket),
    );
    expect(afterResult.table.lastResults[0]).toBe(String(pocket));
  });

  it('takes a bet in the betting phase through the wallet and settles it with a win call', async () => {
    const sessionId = await launchLive('northlight-live-baccarat');
    const follower = await follow('baccarat-1', sessionId);
    const table = await openBettingRound(follower);
    const cashBefore = platform.cashOf('live-player');
    const response = await app.inject({
      method: 'POST',
      url: `/client-api/v1/sessions/${sessionId}/live/bets`,
      payload: { tableId: 'baccarat-1', roundId: table.roundId, bets: [{ spot: 'player', amount: 1_000 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      bet: { tableId: 'baccarat-1', roundId: table.roundId, stake: 1_000 },
      balance: { total: cashBefore - 1_000 },
    });
    const settled = await follower.next<Extract<LiveMessage, { type: 'settled' }>>(
      (message) => message.type === 'settled' && message.roundId === table.roundId,
    );
    expect(settled.settlement?.stake).toBe(1_000);
    const win = settled.win ?? -1;
    expect([0, 1_000, 2_000]).toContain(win);
    expect(settled.balance?.total).toBe(cashBefore - 1_000 + win);
    const winCall = platform.callsOf('win').find((call) => String(call.body.roundId).startsWith(`${table.roundId}:`));
    expect(winCall?.body).toMatchObject({ amount: win, roundClosed: true, gameCode: 'northlight-live-baccarat' });
    expect(platform.cashOf('live-player')).toBe(cashBefore - 1_000 + win);
    const history = (await app.inject({ method: 'GET', url: `/client-api/v1/sessions/${sessionId}/history` })).json();
    expect(history.rounds[0]).toMatchObject({ stake: 1_000, win });
  });

  it('refuses bets outside the betting phase, on another round or another table', async () => {
    const sessionId = await launchLive('northlight-live-roulette');
    const follower = await follow('roulette-1');
    const playing = await follower.next<{ type: 'table'; table: LiveTableStatus }>(
      (message) => message.type === 'table' && message.table.phase === 'playing',
      true,
    );
    const bet = { tableId: 'roulette-1', roundId: playing.table.roundId, bets: [{ type: 'red', amount: 100 }] };
    const late = await app.inject({
      method: 'POST',
      url: `/client-api/v1/sessions/${sessionId}/live/bets`,
      payload: bet,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BETTING_CLOSED');
    const otherTable = await app.inject({
      method: 'POST',
      url: `/client-api/v1/sessions/${sessionId}/live/bets`,
      payload: { ...bet, tableId: 'baccarat-1' },
    });
    expect(otherTable.json().error.code).toBe('NOT_LIVE_TABLE');
    const shared = await app.inject({
      method: 'POST',
      url: `/client-api/v1/sessions/${sessionId}/rounds`,
      payload: { stake: 100 },
    });
    expect(shared.json().error.code).toBe('LIVE_TABLE');
  });

  it('closes a socket for an unknown table', async () => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/live/no-such-table`);
    sockets.push(socket);
    const code = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(code).toBe(4404);
  });
});
