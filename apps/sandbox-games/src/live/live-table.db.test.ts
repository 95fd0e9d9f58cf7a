import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCatalogue } from '../catalogue/game-catalogue';
import { type GamesDatabase, toJson } from '../database/games-database';
import { createSeededRng } from '../rng';
import { FakePlatform } from '../test-support/fake-platform';
import { openGamesTestDatabase } from '../test-support/test-app';
import { WalletHttp } from '../wallet-client/wallet-http';
import { WalletOutbox } from '../wallet-client/wallet-outbox';
import { cycleMs, liveRoundId } from './live-schedule';
import { LiveTable } from './live-table';

const SCHEDULE = { bettingMs: 15_000, playingMs: 8_000, resultMs: 5_000 };
const CYCLE = cycleMs(SCHEDULE);
const logger = createLogger({ name: 'live-table-test', level: 'silent' });
const catalogue = new GameCatalogue({ liveRoundMs: CYCLE });
const definition = catalogue.liveTable('roulette-1');
const game = catalogue.game('northlight-live-roulette');

let database: GamesDatabase;
let platform: FakePlatform;
let outbox: WalletOutbox;

beforeAll(async () => {
  database = await openGamesTestDatabase();
  platform = await new FakePlatform().start();
  platform.addPlayer('restart-token', 'restart-player', 10_000);
  const http = new WalletHttp({
    platformUrl: platform.url,
    providerId: 'sandbox-games',
    secret: 'dev-games-secret',
    timeoutMs: 2_000,
  });
  outbox = new WalletOutbox({ kysely: database.kysely, http, logger, callTimeoutMs: 2_000 });
});
afterAll(async () => {
  await outbox.stop();
  await platform.close();
  await database.close();
});

function tableAt(clock: { now: number }, seed: number) {
  if (!definition || !game) throw new Error('the catalogue has no roulette-1');
  return new LiveTable(definition, game, {
    kysely: database.kysely,
    outbox,
    schedule: SCHEDULE,
    rng: createSeededRng(seed),
    now: () => clock.now,
    logger,
  });
}

describe('a live table', () => {
  it('draws a round once: a second process reading it gets the same outcome', async () => {
    const clock = { now: 2_000 * CYCLE + SCHEDULE.bettingMs + 10 };
    const first = await tableAt(clock, 1).ensureDrawn(2_000);
    const second = await tableAt(clock, 2).ensureDrawn(2_000);
    expect(second.outcome).toEqual(first.outcome);
    expect(second.result_label).toBe(String(first.outcome));
  });

  it('settles, after a restart, the bets of a round whose result time passed while it was down', async () => {
    const missedRound = 3_000;
    const sessionId = 'restart-session-000001';
    await database.kysely
      .insertInto('sessions')
      .values({
        id: sessionId,
        mode: 'real',
        game_code: 'northlight-live-roulette',
        player_id: toJson('restart-player'),
        token: 'restart-token',
        currency: 'EUR',
        language: 'en',
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const roundId = liveRoundId('roulette-1', missedRound);
    const walletRoundId = `${roundId}:${sessionId}`;
    await database.kysely
      .insertInto('live_bets')
      .values({
        id: 'restart-bet-1',
        table_id: 'roulette-1',
        live_round_id: roundId,
        round_number: missedRound,
        session_id: sessionId,
        player_id: toJson('restart-player'),
        currency: 'EUR',
        wallet_round_id: walletRoundId,
        stake: 100,
        bet: toJson([
          { type: 'red', amount: 100, covers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] },
        ]),
        status: 'accepted',
      })
      .execute();
    const clock = { now: (missedRound + 3) * CYCLE + 1_000 };
    const table = tableAt(clock, 3);
    await table.start();
    await table.stop();
    await outbox.stop();
    const bet = await database.kysely
      .selectFrom('live_bets')
      .selectAll()
      .where('id', '=', 'restart-bet-1')
      .executeTakeFirstOrThrow();
    const round = await database.kysely
      .selectFrom('live_rounds')
      .selectAll()
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('settled');
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(round.outcome as number);
    expect(bet.win).toBe(red ? 200 : 0);
    expect(round.settled_at).not.toBeNull();
    const history = await database.kysely
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', walletRoundId)
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({
      status: 'closed',
      stake: 100,
      win: bet.win,
      player_key: 'player:"restart-player"',
    });
    expect(platform.callsOf('win').at(-1)?.body).toMatchObject({
      roundId: walletRoundId,
      amount: bet.win,
      roundClosed: true,
    });
  });

  it('deletes old rounds nobody bet on, and keeps rounds with bets', async () => {
    const clock = { now: 0 };
    for (const roundNumber of [10, 11]) {
      clock.now = roundNumber * CYCLE + SCHEDULE.bettingMs + 10;
      await tableAt(clock, 4).ensureDrawn(roundNumber);
    }
    await database.kysely
      .updateTable('live_bets')
      .set({ live_round_id: liveRoundId('roulette-1', 11) })
      .where('id', '=', 'restart-bet-1')
      .execute();
    // Round 20 000 is a pruning round (a multiple of 100); its result phase settles it and prunes.
    clock.now = 20_000 * CYCLE + SCHEDULE.bettingMs + SCHEDULE.playingMs + 10;
    const table = tableAt(clock, 5);
    await table.start();
    await table.stop();
    const left = await database.kysely
      .selectFrom('live_rounds')
      .select('round_number')
      .where('round_number', 'in', [10, 11])
      .execute();
    expect(left.map((row) => row.round_number)).toEqual([11]);
  });
});
