import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGamesApp } from '../app';
import type { GamesDatabase } from '../database/games-database';
import { FakePlatform } from '../test-support/fake-platform';
import { createTestApp, openGamesTestDatabase, TEST_WALLET_TIMEOUT_MS } from '../test-support/test-app';
import type { RoundResponse, SessionResponse } from './round-service';

const SLOT = 'aurora-book-of-frost';
const BLACKJACK = 'velvet-classic-blackjack';
const VIDEO_POKER = 'velvet-jacks-or-better';
const ROULETTE = 'velvet-european-roulette';

let database: GamesDatabase;
let platform: FakePlatform;
let app: SandboxGamesApp;
let clockOffsetMs = 0;
/** A 'late' answer of the fake platform comes after the provider gave up waiting. */
const LATE_ANSWER_MS = TEST_WALLET_TIMEOUT_MS + 1_000;

beforeAll(async () => {
  database = await openGamesTestDatabase();
  platform = await new FakePlatform('dev-games-secret', LATE_ANSWER_MS).start();
  app = await createTestApp({ database, platformUrl: platform.url, now: () => Date.now() + clockOffsetMs });
});
afterAll(async () => {
  await app.close();
  await platform.close();
  await database.close();
});

let playerSequence = 0;
function newPlayer(cash: number): { token: string; playerId: string } {
  playerSequence += 1;
  const player = { token: `token-${playerSequence}`, playerId: `player-${playerSequence}` };
  platform.addPlayer(player.token, player.playerId, cash);
  return player;
}

async function launch(gameCode: string, mode: 'demo' | 'real', token?: string): Promise<string> {
  const query = mode === 'real' ? `mode=real&token=${token}` : 'mode=demo';
  const response = await app.inject({ method: 'GET', url: `/play/${gameCode}?${query}` });
  expect(response.statusCode).toBe(200);
  const sessionId = /"sessionId":"([^"]+)"/.exec(response.body)?.[1];
  if (!sessionId) throw new Error('no session id in the page');
  return sessionId;
}

const api = (sessionId: string) => `/client-api/v1/sessions/${sessionId}`;

async function describeSession(sessionId: string): Promise<SessionResponse> {
  const response = await app.inject({ method: 'GET', url: api(sessionId) });
  expect(response.statusCode).toBe(200);
  return response.json<SessionResponse>();
}

function startRound(sessionId: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${api(sessionId)}/rounds`, payload: body });
}

function act(sessionId: string, roundId: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${api(sessionId)}/rounds/${roundId}/actions`, payload: body });
}

/** Deals blackjack hands until one is left open for the player (a blackjack ends at once). */
async function openBlackjackHand(sessionId: string, stake: number): Promise<RoundResponse> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await startRound(sessionId, { stake });
    expect(response.statusCode).toBe(200);
    const body = response.json<RoundResponse>();
    if (body.round.status === 'open') return body;
  }
  throw new Error('no open blackjack hand in 30 deals');
}

describe('client API in demo mode', () => {
  it('describes the session: play money, the stake ladder, the rules and the RTP', async () => {
    const sessionId = await launch(SLOT, 'demo');
    const session = await describeSession(sessionId);
    expect(session.session).toMatchObject({ id: sessionId, mode: 'demo', gameCode: SLOT, currency: 'EUR' });
    expect(session.balance).toEqual({ cash: 100_000, bonus: 0, total: 100_000 });
    expect(session.game.stakeSteps[0]).toBe(session.game.minStakeMinor);
    expect(session.game.stakeSteps.at(-1)).toBe(session.game.maxStakeMinor);
    expect(session.game.rtpBasisPoints).toBeGreaterThan(8_500);
    expect(session.game.rules).toMatchObject({ engine: 'paylines' });
    expect(session.openRound).toBeNull();
  });

  it('spins a slot on play money: the stake goes out, the win comes back, nothing reaches the wallet', async () => {
    const sessionId = await launch(SLOT, 'demo');
    const { game } = await describeSession(sessionId);
    const stake = game.stakeSteps[1] ?? game.minStakeMinor;
    const response = await startRound(sessionId, { stake });
    expect(response.statusCode).toBe(200);
    const body = response.json<RoundResponse>();
    expect(body.round).toMatchObject({ status: 'closed', stake });
    expect(body.balance.total).toBe(100_000 - stake + body.round.win);
    expect((await describeSession(sessionId)).balance.total).toBe(body.balance.total);
    expect(
      platform.calls.filter((call) => call.operation !== 'authenticate' && call.operation !== 'balance'),
    ).toHaveLength(0);
  });

  it('refuses stakes off the ladder or outside the limits, and malformed bodies, without a 500', async () => {
    const sessionId = await launch(SLOT, 'demo');
    const { game } = await describeSession(sessionId);
    for (const stake of [
      game.minStakeMinor + 1,
      game.maxStakeMinor * 2,
      game.minStakeMinor - 1 > 0 ? game.minStakeMinor - 1 : 1,
    ]) {
      if (game.stakeSteps.includes(stake)) continue;
      const response = await startRound(sessionId, { stake });
      expect(response.statusCode, String(stake)).toBe(400);
      expect(response.json().error.code).toBe('STAKE_OUT_OF_RANGE');
    }
    const text = await startRound(sessionId, { stake: 'ten' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'stake' } });
    expect((await startRound(sessionId, {})).json().error.code).toBe('FIELD_REQUIRED');
    expect((await startRound(sessionId, { stake: 1.5 })).statusCode).toBe(400);
  });

  it('answers unknown sessions and rounds with 404', async () => {
    const missing = await app.inject({ method: 'GET', url: api('no-such-session-id') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SESSION_NOT_FOUND');
    const sessionId = await launch(BLACKJACK, 'demo');
    const response = await act(sessionId, 'no-such-round', { action: 'stand' });
    expect(response.json().error.code).toBe('ROUND_NOT_FOUND');
  });

  it('refuses a stake the play money does not cover', async () => {
    const sessionId = await launch(SLOT, 'demo');
    const { game } = await describeSession(sessionId);
    await database.kysely
      .updateTable('sessions')
      .set({ demo_balance: game.minStakeMinor - 1 })
      .where('id', '=', sessionId)
      .execute();
    const response = await startRound(sessionId, { stake: game.minStakeMinor });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: { balance: { total: game.minStakeMinor - 1 } },
    });
  });

  it('keeps one blackjack hand open at a time and finishes it with actions', async () => {
    const sessionId = await launch(BLACKJACK, 'demo');
    const opened = await openBlackjackHand(sessionId, 200);
    const again = await startRound(sessionId, { stake: 200 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ROUND_IN_PROGRESS');
    expect((await describeSession(sessionId)).openRound?.roundId).toBe(opened.round.roundId);
    const invalid = await act(sessionId, opened.round.roundId, { action: 'surrender' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('INVALID_ACTION');
    const stood = await act(sessionId, opened.round.roundId, { action: 'stand' });
    expect(stood.statusCode).toBe(200);
    const closed = stood.json<RoundResponse>();
    expect(closed.round.status).toBe('closed');
    const before =
      100_000 -
      200 *
        (await database.kysely.selectFrom('rounds').select('id').where('session_id', '=', sessionId).execute()).length;
    expect(closed.balance.total).toBeGreaterThanOrEqual(before);
    expect((await act(sessionId, opened.round.roundId, { action: 'stand' })).json().error.code).toBe('ROUND_CLOSED');
  });

  it('deals and draws video poker', async () => {
    const sessionId = await launch(VIDEO_POKER, 'demo');
    const { game } = await describeSession(sessionId);
    const dealt = (await startRound(sessionId, { stake: game.minStakeMinor })).json<RoundResponse>();
    expect(dealt.round.status).toBe('open');
    expect(dealt.balance.total).toBe(100_000 - game.minStakeMinor);
    const drawn = await act(sessionId, dealt.round.roundId, {
      action: 'draw',
      holds: [true, true, false, false, false],
    });
    expect(drawn.statusCode).toBe(200);
    const result = drawn.json<RoundResponse>();
    expect(result.round.status).toBe('closed');
    expect(result.balance.total).toBe(100_000 - game.minStakeMinor + result.round.win);
  });

  it('plays roulette with a list of spots and checks the table limits on their total', async () => {
    const sessionId = await launch(ROULETTE, 'demo');
    const { game } = await describeSession(sessionId);
    const chip = game.stakeSteps[0] as number;
    const bet = [
      { type: 'red', amount: chip },
      { type: 'straight', numbers: [17], amount: chip },
    ];
    const response = await startRound(sessionId, { stake: 2 * chip, bet });
    expect(response.statusCode).toBe(200);
    expect(response.json<RoundResponse>().round.view).toMatchObject({ engine: 'roulette', stake: 2 * chip });
    const wrongTotal = await startRound(sessionId, { stake: 3 * chip, bet });
    expect(wrongTotal.statusCode).toBe(400);
    expect(wrongTotal.json().error.code).toBe('INVALID_BET');
  });

  it('pages the history twenty rounds at a time, newest first', async () => {
    const sessionId = await launch(SLOT, 'demo');
    const { game } = await describeSession(sessionId);
    const played: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      played.push((await startRound(sessionId, { stake: game.minStakeMinor })).json<RoundResponse>().round.roundId);
    }
    const first = (await app.inject({ method: 'GET', url: `${api(sessionId)}/history` })).json();
    expect(first.rounds).toHaveLength(20);
    expect(first.rounds[0]).toMatchObject({ roundId: played[21], stake: game.minStakeMinor });
    expect(first.rounds[0].summary).toMatch(/^Spin/);
    expect(first.next).toBe(played[2]);
    const second = (await app.inject({ method: 'GET', url: `${api(sessionId)}/history?before=${first.next}` })).json();
    expect(second.rounds.map((round: { roundId: string }) => round.roundId)).toEqual([played[1], played[0]]);
    expect(second.next).toBeNull();
    const foreign = await app.inject({ method: 'GET', url: `${api(sessionId)}/history?before=not-mine` });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('client API in real mode', () => {
  it('takes the balance from the wallet and moves every stake and win through it', async () => {
    const player = newPlayer(100_000);
    const sessionId = await launch(SLOT, 'real', player.token);
    const session = await describeSession(sessionId);
    expect(session.balance).toEqual({ cash: 100_000, bonus: 0, total: 100_000 });
    const stake = session.game.minStakeMinor;
    const response = await startRound(sessionId, { stake });
    expect(response.statusCode).toBe(200);
    const body = response.json<RoundResponse>();
    const bet = platform.callsOf('bet').at(-1);
    const win = platform.callsOf('win').at(-1);
    expect(bet?.body).toMatchObject({
      transactionId: `${body.round.roundId}:bet:0`,
      roundId: body.round.roundId,
      playerId: player.playerId,
      gameCode: SLOT,
      amount: stake,
      currency: 'EUR',
      token: player.token,
    });
    expect(win?.body).toMatchObject({
      transactionId: `${body.round.roundId}:win`,
      roundId: body.round.roundId,
      amount: body.round.win,
      roundClosed: true,
    });
    expect(body.balance.total).toBe(100_000 - stake + body.round.win);
    expect(platform.cashOf(player.playerId)).toBe(body.balance.total);
  });

  it('maps the wallet’s refusals to client errors and cancels the round', async () => {
    const poor = newPlayer(5);
    const sessionId = await launch(SLOT, 'real', poor.token);
    const { game } = await describeSession(sessionId);
    const response = await startRound(sessionId, { stake: game.minStakeMinor });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: { balance: { cash: 5, bonus: 0, total: 5 } },
    });
    const cancelled = await database.kysely
      .selectFrom('rounds')
      .select('status')
      .where('session_id', '=', sessionId)
      .execute();
    expect(cancelled).toEqual([{ status: 'cancelled' }]);

    const blocked = newPlayer(10_000);
    const blockedSession = await launch(SLOT, 'real', blocked.token);
    platform.script('bet', { status: 'PLAYER_BLOCKED' });
    expect((await startRound(blockedSession, { stake: game.minStakeMinor })).json().error.code).toBe('PLAYER_BLOCKED');
    platform.revoke(blocked.token);
    const expired = await startRound(blockedSession, { stake: game.minStakeMinor });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('rolls a bet back when the wallet answers too late, so no money is lost and play goes on', async () => {
    const player = newPlayer(10_000);
    const sessionId = await launch(SLOT, 'real', player.token);
    const { game } = await describeSession(sessionId);
    platform.script('bet', 'late');
    const response = await startRound(sessionId, { stake: game.minStakeMinor });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('WALLET_UNAVAILABLE');
    // The late debit lands; the queued rollback must undo it.
    await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS - TEST_WALLET_TIMEOUT_MS + 200));
    clockOffsetMs += 120_000;
    await app.services.outbox.runDue();
    clockOffsetMs -= 120_000;
    expect(platform.cashOf(player.playerId)).toBe(10_000);
    const next = await startRound(sessionId, { stake: game.minStakeMinor });
    expect(next.statusCode).toBe(200);
  });

  it('answers a round whose win the wallet did not confirm yet, and credits it later', async () => {
    const player = newPlayer(10_000);
    const sessionId = await launch(SLOT, 'real', player.token);
    const { game } = await describeSession(sessionId);
    platform.script('win', 'http-500');
    const response = await startRound(sessionId, { stake: game.minStakeMinor });
    expect(response.statusCode).toBe(200);
    const body = response.json<RoundResponse>();
    expect(body.settlementPending).toBe(true);
    expect(body.balance.total).toBe(10_000 - game.minStakeMinor);
    clockOffsetMs += 120_000;
    await app.services.outbox.runDue();
    clockOffsetMs -= 120_000;
    expect(platform.cashOf(player.playerId)).toBe(10_000 - game.minStakeMinor + body.round.win);
  });

  it('resumes an unfinished blackjack hand at the next launch of the game', async () => {
    const player = newPlayer(100_000);
    const first = await launch(BLACKJACK, 'real', player.token);
    const opened = await openBlackjackHand(first, 200);
    const second = await launch(BLACKJACK, 'real', player.token);
    const resumed = await describeSession(second);
    expect(resumed.openRound).toEqual(opened.round);
    const stood = await act(second, opened.round.roundId, { action: 'stand' });
    expect(stood.statusCode).toBe(200);
    const closed = stood.json<RoundResponse>();
    expect(closed.round.status).toBe('closed');
    expect(platform.callsOf('win').at(-1)?.body).toMatchObject({
      roundId: opened.round.roundId,
      amount: closed.round.win,
    });
    expect(closed.balance.total).toBe(platform.cashOf(player.playerId));
    // Another player's session cannot touch the hand.
    const stranger = newPlayer(1_000);
    const strangerSession = await launch(BLACKJACK, 'real', stranger.token);
    expect((await act(strangerSession, opened.round.roundId, { action: 'hit' })).json().error.code).toBe(
      'ROUND_NOT_FOUND',
    );
  });

  it('lets only one of many simultaneous deals open a hand, and only one of many draws finish it', async () => {
    const player = newPlayer(100_000);
    const sessionId = await launch(VIDEO_POKER, 'real', player.token);
    const { game } = await describeSession(sessionId);
    const betsBefore = platform.callsOf('bet').length;
    const deals = await Promise.all(
      Array.from({ length: 8 }, () => startRound(sessionId, { stake: game.minStakeMinor })),
    );
    const dealt = deals.filter((response) => response.statusCode === 200);
    expect(dealt).toHaveLength(1);
    for (const refused of deals.filter((response) => response.statusCode !== 200)) {
      expect(refused.json().error.code).toBe('ROUND_IN_PROGRESS');
    }
    expect(platform.callsOf('bet').length - betsBefore).toBe(1);
    const roundId = (dealt[0] as (typeof deals)[number]).json<RoundResponse>().round.roundId;
    const winsBefore = platform.callsOf('win').length;
    const draws = await Promise.all(
      Array.from({ length: 8 }, () =>
        act(sessionId, roundId, { action: 'draw', holds: [false, false, false, false, false] }),
      ),
    );
    expect(draws.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of draws.filter((response) => response.statusCode !== 200)) {
      expect(['ROUND_IN_PROGRESS', 'ROUND_CLOSED']).toContain(refused.json().error.code);
    }
    expect(platform.callsOf('win').length - winsBefore).toBe(1);
  });

  it('debits a double as a second bet of the same round', async () => {
    const player = newPlayer(100_000);
    const sessionId = await launch(BLACKJACK, 'real', player.token);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const opened = await openBlackjackHand(sessionId, 200);
      const actions = (opened.round.view as { actions: string[] }).actions;
      if (!actions.includes('double')) {
        await act(sessionId, opened.round.roundId, { action: 'stand' });
        continue;
      }
      const doubled = await act(sessionId, opened.round.roundId, { action: 'double' });
      expect(doubled.statusCode).toBe(200);
      const body = doubled.json<RoundResponse>();
      expect(body.round.stake).toBe(400);
      const extra = platform.callsOf('bet').at(-1);
      expect(extra?.body).toMatchObject({
        transactionId: `${opened.round.roundId}:bet:1`,
        amount: 200,
        roundId: opened.round.roundId,
      });
      return;
    }
    throw new Error('no hand could double in 40 deals');
  });
});
