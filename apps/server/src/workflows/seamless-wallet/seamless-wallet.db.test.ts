import { signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger, formatLedgerCheck } from '../../domains/wallet/ledger/ledger-check';
import {
  betBody,
  GAME_CODE,
  rollbackBody,
  startWalletTestApp,
  TEST_START,
  type TestPlayer,
  uniqueId,
  type WalletTestApp,
  winBody,
} from './wallet-test-support';

/*
 * contracts/seamless-wallet.md status by status, through the HTTP routes, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL. Every refusal is also checked to have moved nothing.
 */

let t: WalletTestApp;

beforeAll(async () => {
  t = await startWalletTestApp();
});
afterAll(async () => {
  const report = await checkLedger(t.database.kysely);
  expect(report.ok, formatLedgerCheck(report)).toBe(true);
  await t.close();
});

const HOUR_MS = 3_600_000;

/** Runs a request and asserts that the player's balances and the provider transfers did not change. */
async function expectNothingMoves(player: TestPlayer, request: () => Promise<unknown>) {
  const before = await t.balancesOf(player.playerId);
  const transfers = await t.transferCount();
  await request();
  expect(await t.balancesOf(player.playerId)).toEqual(before);
  expect(await t.transferCount()).toBe(transfers);
}

describe('transport: signature, ts and schema', () => {
  it('refuses an unknown provider id with 401 INVALID_SIGNATURE and moves nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    await expectNothingMoves(player, async () => {
      const answer = await t.call('bet', betBody(player), { provider: 'someone-else' });
      expect(answer).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
    });
  });

  it('refuses a wrong, missing, malformed or other-provider signature with 401', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    await expectNothingMoves(player, async () => {
      for (const options of [
        { secret: 'not-the-secret' },
        { signature: null },
        { signature: 'zz' },
        { signature: 'a'.repeat(64) },
        // sandbox-sports' secret does not sign for sandbox-games
        { secret: 'dev-sports-secret' },
      ]) {
        const answer = await t.call('bet', betBody(player), options);
        expect(answer, JSON.stringify(options)).toMatchObject({
          statusCode: 401,
          body: { status: 'INVALID_SIGNATURE' },
        });
      }
    });
  });

  it('verifies the raw bytes: a re-ordered, re-spaced body signed as sent is accepted, a tampered one is not', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const rawBody = `{ "currency":"EUR",  "playerId": "${player.externalId}", "ts": ${t.clock.now().getTime()} }`;
    const accepted = await t.call('balance', {}, { rawBody });
    expect(accepted).toMatchObject({ statusCode: 200, body: { status: 'OK', cash: 1_000 } });

    const bet = JSON.stringify({ ...betBody(player, { amount: 100 }), ts: t.clock.now().getTime() });
    const signature = signRequest({ method: 'POST', path: '/api/wallet/v1/bet', content: bet }, 'dev-games-secret');
    await expectNothingMoves(player, async () => {
      const tampered = bet.replace('"amount":100', '"amount":900');
      const answer = await t.call('bet', {}, { rawBody: tampered, signature });
      expect(answer).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
    });
  });

  it('refuses a body signed for another operation or path with 401, moving nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player, { amount: 100 });
    const win = winBody(player, { roundId: bet.roundId, amount: 300 });
    await expectNothingMoves(player, async () => {
      for (const signedOperation of ['balance', 'rollback', 'bet/', 'bet?x=1']) {
        const answer = await t.call('bet', bet, { signedOperation });
        expect(answer, signedOperation).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
      }
    });
    expect((await t.call('bet', bet)).body).toMatchObject({ status: 'OK', cash: 900 });
    await expectNothingMoves(player, async () => {
      const answer = await t.call('win', win, { signedOperation: 'rollback' });
      expect(answer).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
    });
  });

  it('refuses a ts more than 300 s away either way with 401, and accepts one within', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const now = t.clock.now().getTime();
    await expectNothingMoves(player, async () => {
      for (const ts of [now - 300_001, now + 300_001, 0]) {
        const answer = await t.call('bet', betBody(player), { ts });
        expect(answer, String(ts - now)).toMatchObject({ statusCode: 401, body: { status: 'INVALID_SIGNATURE' } });
      }
    });
    for (const ts of [now - 299_000, now + 299_000]) {
      expect((await t.call('balance', { playerId: player.externalId, currency: 'EUR' }, { ts })).statusCode).toBe(200);
    }
  });

  it('answers 400 INVALID_REQUEST naming the field for a body that fails the schema', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const cases: Array<[Record<string, unknown>, string, { ts?: null }?]> = [
      [betBody(player, { amount: undefined }), 'amount'],
      [betBody(player, { amount: -1 }), 'amount'],
      [betBody(player, { amount: 1.5 }), 'amount'],
      [betBody(player, { amount: 2 ** 53 }), 'amount'],
      [betBody(player, { amount: '100' }), 'amount'],
      [betBody(player, { amount: 0 }), 'amount'],
      [betBody(player, { currency: 'eur' }), 'currency'],
      [betBody(player, { transactionId: '' }), 'transactionId'],
      [betBody(player, { roundId: 'has space' }), 'roundId'],
      [betBody(player, { gameCode: 'nul\u0000code' }), 'gameCode'],
      [betBody(player, { token: undefined }), 'token'],
      [betBody(player), 'ts', { ts: null }],
    ];
    await expectNothingMoves(player, async () => {
      for (const [body, field, options] of cases) {
        const answer = await t.call('bet', body, options);
        expect(answer.statusCode, field).toBe(400);
        expect(answer.body.status).toBe('INVALID_REQUEST');
        expect(String(answer.body.message)).toMatch(new RegExp(`^${field}: `));
      }
    });
    const win = await t.call('win', winBody(player, { roundClosed: 'yes' }));
    expect(win).toMatchObject({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
    expect(String(win.body.message)).toMatch(/^roundClosed: /);
  });

  it('answers 400 INVALID_REQUEST for a body that is not JSON or not sent as JSON', async () => {
    const notJson = await t.call('balance', {}, { rawBody: '{"playerId": ' });
    expect(notJson).toMatchObject({
      statusCode: 400,
      body: { status: 'INVALID_REQUEST', message: 'body: not valid JSON' },
    });
    const text = await t.call('balance', {}, { rawBody: 'hello', contentType: 'text/plain' });
    expect(text).toMatchObject({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
  });
});

describe('authenticate', () => {
  it("exchanges the launch token for the player's public id, currency, country, language and balances", async () => {
    const player = await t.createPlayer({ cashMinor: 1_500, bonusMinor: 500 });
    const answer = await t.call('authenticate', { token: player.token });
    expect(answer).toEqual({
      statusCode: 200,
      body: {
        status: 'OK',
        playerId: player.externalId,
        country: 'FI',
        language: 'fi',
        currency: 'EUR',
        balance: 2_000,
        cash: 1_500,
        bonus: 500,
      },
    });
  });

  it('answers TOKEN_EXPIRED to a provider the token was not launched at, also for a blocked player', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const sports = { provider: 'sandbox-sports', secret: 'dev-sports-secret' };
    const elsewhere = await t.call('authenticate', { token: player.token }, sports);
    expect(elsewhere).toMatchObject({ statusCode: 200, body: { status: 'TOKEN_EXPIRED' } });
    expect(elsewhere.body).not.toHaveProperty('playerId');
    // A token launched at the sportsbook is the sportsbook's alone.
    const { token: sportsToken } = await t.services.gameSessions.issue({
      playerId: player.playerId,
      sessionId: player.sessionId,
      provider: 'sandbox-sports',
      gameCode: GAME_CODE,
      currency: 'EUR',
      country: 'FI',
      language: 'fi',
    });
    expect((await t.call('authenticate', { token: sportsToken })).body.status).toBe('TOKEN_EXPIRED');
    expect((await t.call('authenticate', { token: sportsToken }, sports)).body.status).toBe('OK');
    await t.services.identity.pauseAccount(player.playerId, new Date(TEST_START.getTime() + 24 * HOUR_MS));
    expect((await t.call('authenticate', { token: player.token })).body.status).toBe('PLAYER_BLOCKED');
    expect((await t.call('authenticate', { token: player.token }, sports)).body.status).toBe('TOKEN_EXPIRED');
  });

  it('answers TOKEN_EXPIRED for an unknown token, after 8 hours, and after the web session logged out', async () => {
    const unknown = await t.call('authenticate', { token: 'A'.repeat(43) });
    expect(unknown.body.status).toBe('TOKEN_EXPIRED');

    const player = await t.createPlayer();
    await t.services.identity.logOut(player.sessionId);
    expect((await t.call('authenticate', { token: player.token })).body.status).toBe('TOKEN_EXPIRED');

    const late = await t.createPlayer();
    const idle = await t.createPlayer();
    try {
      // Kept alive by play: every wallet call slides the web session's 30-minute idle window
      // (at most once a minute); the token's 8 hours do not slide.
      for (let step = 1; step <= 19; step += 1) {
        t.clock.advance(25 * 60_000);
        expect((await t.call('authenticate', { token: late.token })).body.status, `step ${step}`).toBe('OK');
      }
      // 7 h 55 min: the idle player's web session ended long ago, without any logout.
      expect((await t.call('authenticate', { token: idle.token })).body.status).toBe('TOKEN_EXPIRED');
      t.clock.advance(10 * 60_000);
      expect((await t.call('authenticate', { token: late.token })).body.status).toBe('TOKEN_EXPIRED');
    } finally {
      t.clock.set(TEST_START);
    }
  });

  it('answers PLAYER_BLOCKED for a paused player', async () => {
    const player = await t.createPlayer();
    await t.services.identity.pauseAccount(player.playerId, new Date(TEST_START.getTime() + 24 * HOUR_MS));
    expect((await t.call('authenticate', { token: player.token })).body.status).toBe('PLAYER_BLOCKED');
  });
});

describe('balance', () => {
  it("answers the player's balances, and 400 for an unknown player or another currency", async () => {
    const player = await t.createPlayer({ cashMinor: 700, bonusMinor: 300 });
    const answer = await t.call('balance', { playerId: player.externalId, currency: 'EUR' });
    expect(answer.body).toEqual({ status: 'OK', balance: 1_000, cash: 700, bonus: 300, currency: 'EUR' });
    const unknown = await t.call('balance', { playerId: 'no-such-player', currency: 'EUR' });
    expect(unknown).toMatchObject({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
    expect(String(unknown.body.message)).toMatch(/^playerId: /);
    const currency = await t.call('balance', { playerId: player.externalId, currency: 'SEK' });
    expect(currency).toMatchObject({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
    expect(String(currency.body.message)).toMatch(/^currency: /);
  });
});

describe('bet', () => {
  it('takes cash first, then bonus, answers the transfer id and balances, and tells the hooks once', async () => {
    const player = await t.createPlayer({ cashMinor: 300, bonusMinor: 500 });
    const body = betBody(player, { amount: 400 });
    const answer = await t.call('bet', body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: 'OK', balance: 400, cash: 0, bonus: 400, currency: 'EUR' });
    expect(answer.body.transactionId).toMatch(/^\d+$/);
    expect(t.balanceEvents.at(-1)).toEqual({
      playerId: player.playerId,
      balances: { cashMinor: 0, bonusMinor: 400, currency: 'EUR' },
    });
    await vi.waitFor(() =>
      expect(t.roundEvents.some((event) => event.transactionId === body.transactionId)).toBe(true),
    );
    expect(t.roundEvents.find((event) => event.transactionId === body.transactionId)).toMatchObject({
      kind: 'bet',
      provider: 'sandbox-games',
      product: 'casino',
      playerId: player.playerId,
      gameCode: GAME_CODE,
      roundId: body.roundId,
      transferId: Number(answer.body.transactionId),
      amountMinor: 400,
      cashChangeMinor: -300,
      bonusChangeMinor: -100,
      roundClosed: false,
    });
  });

  it('replays a repeated bet: the original transactionId with the balances as they are now', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const body = betBody(player, { amount: 100 });
    const first = await t.call('bet', body);
    await t.call('win', winBody(player, { roundId: body.roundId, amount: 50 }));
    const eventsBefore = t.balanceEvents.length;
    const replay = await t.call('bet', body);
    expect(replay.body).toMatchObject({ status: 'OK', transactionId: first.body.transactionId, cash: 950 });
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(950);
    expect(t.balanceEvents.length).toBe(eventsBefore);
  });

  it('answers DUPLICATE_MISMATCH for a used transactionId with another payload, moving nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const body = betBody(player, { amount: 100 });
    await t.call('bet', body);
    await expectNothingMoves(player, async () => {
      for (const change of [{ amount: 200 }, { roundId: 'another-round' }]) {
        expect((await t.call('bet', { ...body, ...change })).body.status).toBe('DUPLICATE_MISMATCH');
      }
      // The id of a bet is taken for wins too.
      expect((await t.call('win', winBody(player, { transactionId: body.transactionId }))).body.status).toBe(
        'DUPLICATE_MISMATCH',
      );
    });
  });

  it('answers TOKEN_EXPIRED for an unknown token, or a token of another player, game or currency', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const other = await t.createPlayer({ cashMinor: 1_000 });
    await expectNothingMoves(player, async () => {
      for (const overrides of [
        { token: 'not-a-token' },
        { token: other.token },
        { gameCode: 'another-game' },
        { currency: 'SEK' },
      ]) {
        const answer = await t.call('bet', betBody(player, overrides));
        expect(answer, JSON.stringify(overrides)).toMatchObject({ statusCode: 200, body: { status: 'TOKEN_EXPIRED' } });
      }
    });
  });

  it('answers TOKEN_EXPIRED to a bet with a token launched at another provider, moving nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player, { amount: 100 });
    await expectNothingMoves(player, async () => {
      const answer = await t.call('bet', bet, { provider: 'sandbox-sports', secret: 'dev-sports-secret' });
      expect(answer).toMatchObject({ statusCode: 200, body: { status: 'TOKEN_EXPIRED' } });
    });
    expect((await t.call('bet', bet)).body).toMatchObject({ status: 'OK', cash: 900 });
  });

  it('answers TOKEN_EXPIRED once the web session is gone or the token was revoked with it', async () => {
    const loggedOut = await t.createPlayer({ cashMinor: 1_000 });
    await t.services.identity.logOut(loggedOut.sessionId);
    await expectNothingMoves(loggedOut, async () => {
      expect((await t.call('bet', betBody(loggedOut))).body.status).toBe('TOKEN_EXPIRED');
    });
    const revoked = await t.createPlayer({ cashMinor: 1_000 });
    expect(await t.services.gameSessions.revokeForSession(revoked.sessionId)).toBe(1);
    expect((await t.call('bet', betBody(revoked))).body.status).toBe('TOKEN_EXPIRED');
  });

  it('replays a bet posted before its token expired instead of refusing it', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const body = betBody(player, { amount: 100 });
    const first = await t.call('bet', body);
    await t.services.identity.logOut(player.sessionId);
    const retry = await t.call('bet', body);
    expect(retry.body).toMatchObject({ status: 'OK', transactionId: first.body.transactionId, cash: 900 });
    expect((await t.call('bet', { ...body, amount: 300 })).body.status).toBe('DUPLICATE_MISMATCH');
  });

  it('answers PLAYER_BLOCKED for a paused, self-excluded or locked player and a blocked location', async () => {
    const until = new Date(TEST_START.getTime() + 24 * HOUR_MS);
    const paused = await t.createPlayer({ cashMinor: 1_000 });
    await t.services.identity.pauseAccount(paused.playerId, until);
    const excluded = await t.createPlayer({ cashMinor: 1_000 });
    await t.services.identity.selfExclude(excluded.playerId, until);
    const locked = await t.createPlayer({ cashMinor: 1_000 });
    await t.services.identity.lock(locked.playerId, 'fraud check');
    t.blockedCountries.add('US');
    const abroad = await t.createPlayer({ cashMinor: 1_000, country: 'US' });
    for (const player of [paused, excluded, locked, abroad]) {
      await expectNothingMoves(player, async () => {
        const answer = await t.call('bet', betBody(player));
        expect(answer).toMatchObject({ statusCode: 200, body: { status: 'PLAYER_BLOCKED' } });
      });
    }
  });

  it("answers LIMIT_REACHED above the game's maximum stake, and takes a stake at the maximum", async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    t.maxStakes.set(GAME_CODE, 500);
    // The wallet keeps a game's maximum stake for a minute; earlier bets cached "no maximum".
    t.clock.advance(61_000);
    try {
      await expectNothingMoves(player, async () => {
        expect((await t.call('bet', betBody(player, { amount: 501 }))).body.status).toBe('LIMIT_REACHED');
      });
      expect((await t.call('bet', betBody(player, { amount: 500 }))).body).toMatchObject({ status: 'OK', cash: 9_500 });
    } finally {
      t.maxStakes.clear();
      t.clock.advance(61_000);
    }
  });

  it('answers INSUFFICIENT_FUNDS with the balances when cash and bonus do not cover the stake', async () => {
    const player = await t.createPlayer({ cashMinor: 100, bonusMinor: 50 });
    await expectNothingMoves(player, async () => {
      const answer = await t.call('bet', betBody(player, { amount: 151 }));
      expect(answer.body).toEqual({
        status: 'INSUFFICIENT_FUNDS',
        message: expect.any(String),
        balance: 150,
        cash: 100,
        bonus: 50,
        currency: 'EUR',
      });
    });
    // Nothing was claimed: the same id goes through once the money is there.
    const body = betBody(player, { amount: 150 });
    expect((await t.call('bet', body)).body).toMatchObject({ status: 'OK', balance: 0 });
  });
});

describe('win', () => {
  it('credits in the proportion that funded the round, with roundClosed in the round event', async () => {
    const player = await t.createPlayer({ cashMinor: 300, bonusMinor: 100 });
    const roundId = uniqueId('round');
    await t.call('bet', betBody(player, { roundId, amount: 400 }));
    const body = winBody(player, { roundId, amount: 1_000, roundClosed: true });
    const answer = await t.call('win', body);
    expect(answer.body).toMatchObject({ status: 'OK', cash: 750, bonus: 250, balance: 1_000 });
    await vi.waitFor(() =>
      expect(t.roundEvents.some((event) => event.transactionId === body.transactionId)).toBe(true),
    );
    expect(t.roundEvents.find((event) => event.transactionId === body.transactionId)).toMatchObject({
      kind: 'win',
      amountMinor: 1_000,
      cashChangeMinor: 750,
      bonusChangeMinor: 250,
      roundClosed: true,
    });
  });

  it('accepts wins for blocked players and without a live token, and a win of 0', async () => {
    const player = await t.createPlayer({ cashMinor: 300 });
    const bet = betBody(player, { amount: 100 });
    await t.call('bet', bet);
    await t.services.identity.lock(player.playerId, 'under review');
    await t.services.identity.logOut(player.sessionId);
    const win = await t.call('win', winBody(player, { roundId: bet.roundId, amount: 250 }));
    expect(win.body).toMatchObject({ status: 'OK', cash: 450 });
    const zero = await t.call('win', winBody(player, { roundId: bet.roundId, amount: 0 }));
    expect(zero.body).toMatchObject({ status: 'OK', cash: 450 });
    expect(zero.body.transactionId).toMatch(/^\d+$/);
  });

  it('replays a repeated win and refuses its id with another amount', async () => {
    const player = await t.createPlayer({ cashMinor: 100 });
    const bet = betBody(player, { amount: 100 });
    await t.call('bet', bet);
    const body = winBody(player, { roundId: bet.roundId, amount: 120 });
    const first = await t.call('win', body);
    const replay = await t.call('win', body);
    expect(replay.body).toMatchObject({ status: 'OK', transactionId: first.body.transactionId, cash: 120 });
    // A replay is still answered after the round's bet was rolled back: the win was paid before.
    await t.call('rollback', rollbackBody(player, bet.transactionId, { roundId: bet.roundId }));
    const late = await t.call('win', body);
    expect(late.body).toMatchObject({ status: 'OK', transactionId: first.body.transactionId });
    await expectNothingMoves(player, async () => {
      expect((await t.call('win', { ...body, amount: 121 })).body.status).toBe('DUPLICATE_MISMATCH');
    });
  });

  it('refuses a win for a round the player has no standing bet in with this provider, moving nothing', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const other = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player, { amount: 100 });
    await t.call('bet', bet);
    const rolledBack = betBody(player, { amount: 100 });
    await t.call('bet', rolledBack);
    await t.call('rollback', rollbackBody(player, rolledBack.transactionId, { roundId: rolledBack.roundId }));
    await expectNothingMoves(player, async () => {
      for (const [why, body, options] of [
        ['a round never seen', winBody(player, { amount: 500 }), {}],
        ['a round whose only bet was rolled back', winBody(player, { roundId: rolledBack.roundId, amount: 500 }), {}],
        ["another player's round", winBody(other, { roundId: bet.roundId, amount: 500 }), {}],
        [
          "another provider's round",
          winBody(player, { roundId: bet.roundId, amount: 500 }),
          { provider: 'sandbox-sports', secret: 'dev-sports-secret' },
        ],
      ] as const) {
        const answer = await t.call('win', body, options);
        expect(answer, why).toMatchObject({ statusCode: 200, body: { status: 'UNKNOWN_TRANSACTION' } });
      }
    });
    expect((await t.balancesOf(other.playerId)).cashMinor).toBe(1_000);
    const paid = await t.call('win', winBody(player, { roundId: bet.roundId, amount: 500 }));
    expect(paid.body).toMatchObject({ status: 'OK', cash: 1_400 });
  });

  it('answers 400 for an unknown player rather than crediting nobody', async () => {
    const answer = await t.call('win', { ...winBody({ externalId: 'ghost' } as TestPlayer) });
    expect(answer).toMatchObject({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
  });
});

describe('rollback', () => {
  it('reverses a bet exactly, to cash and bonus where each came from', async () => {
    const player = await t.createPlayer({ cashMinor: 100, bonusMinor: 200 });
    const bet = betBody(player, { amount: 250 });
    await t.call('bet', bet);
    const body = rollbackBody(player, bet.transactionId, { roundId: bet.roundId });
    const answer = await t.call('rollback', body);
    expect(answer.body).toMatchObject({ status: 'OK', cash: 100, bonus: 200, balance: 300 });
    await vi.waitFor(() =>
      expect(t.roundEvents.some((event) => event.transactionId === body.transactionId)).toBe(true),
    );
    expect(t.roundEvents.find((event) => event.transactionId === body.transactionId)).toMatchObject({
      kind: 'rollback',
      referenceTransactionId: bet.transactionId,
      amountMinor: 250,
      cashChangeMinor: 100,
      bonusChangeMinor: 150,
    });
    // The same rollback again is a replay; another rollback of the same bet is OK and moves nothing.
    await expectNothingMoves(player, async () => {
      const replay = await t.call('rollback', body);
      expect(replay.body).toMatchObject({ status: 'OK', transactionId: answer.body.transactionId });
      const again = await t.call('rollback', rollbackBody(player, bet.transactionId));
      expect(again.body).toMatchObject({ status: 'OK', transactionId: answer.body.transactionId, balance: 300 });
      // A retried bet whose id was rolled back stays rolled back.
      expect((await t.call('bet', bet)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    });
  });

  it('answers UNKNOWN_TRANSACTION for a reference never seen, and refuses the bet that arrives later', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player, { amount: 100 });
    const rollback = rollbackBody(player, bet.transactionId);
    await expectNothingMoves(player, async () => {
      expect((await t.call('rollback', rollback)).body.status).toBe('UNKNOWN_TRANSACTION');
      expect((await t.call('rollback', rollback)).body.status).toBe('UNKNOWN_TRANSACTION');
      expect((await t.call('bet', bet)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    });
  });

  it('takes a rolled-back win from cash, then bonus, and records the rest as debt, never a negative balance', async () => {
    const player = await t.createPlayer({ cashMinor: 100 });
    const stake = betBody(player, { amount: 100 });
    await t.call('bet', stake);
    const win = winBody(player, { roundId: stake.roundId, amount: 600 });
    await t.call('win', win);
    const next = betBody(player, { amount: 550 });
    await t.call('bet', next);
    const answer = await t.call('rollback', rollbackBody(player, win.transactionId));
    expect(answer.body).toMatchObject({ status: 'OK', cash: 0, bonus: 0, balance: 0 });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 0, bonusMinor: 0, debtMinor: 550 });
    // A later credit repays the debt first.
    expect((await t.call('win', winBody(player, { roundId: next.roundId, amount: 600 }))).body).toMatchObject({
      cash: 50,
    });
  });

  it('answers DUPLICATE_MISMATCH for a rollback id reused with another payload', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player);
    await t.call('bet', bet);
    const rollback = rollbackBody(player, bet.transactionId);
    await t.call('rollback', rollback);
    await expectNothingMoves(player, async () => {
      const otherBet = betBody(player);
      await t.call('rollback', rollbackBody(player, uniqueId('never')));
      expect((await t.call('rollback', { ...rollback, gameCode: 'another-game' })).body.status).toBe(
        'DUPLICATE_MISMATCH',
      );
      expect(
        (await t.call('rollback', { ...rollback, referenceTransactionId: otherBet.transactionId })).body.status,
      ).toBe('DUPLICATE_MISMATCH');
      // A rollback id that is a bet's id is taken.
      expect(
        (await t.call('rollback', rollbackBody(player, uniqueId('x'), { transactionId: bet.transactionId }))).body
          .status,
      ).toBe('DUPLICATE_MISMATCH');
    });
    const unknown = rollbackBody(player, uniqueId('never'));
    expect((await t.call('rollback', unknown)).body.status).toBe('UNKNOWN_TRANSACTION');
    expect((await t.call('rollback', { ...unknown, roundId: 'other' })).body.status).toBe('DUPLICATE_MISMATCH');
  });

  it('answers 400 for a rollback of a rollback', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player);
    await t.call('bet', bet);
    const rollback = rollbackBody(player, bet.transactionId);
    await t.call('rollback', rollback);
    const answer = await t.call('rollback', rollbackBody(player, rollback.transactionId));
    expect(answer).toMatchObject({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
    expect(String(answer.body.message)).toMatch(/^referenceTransactionId: /);
  });
});
