import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, formatLedgerCheck } from '../../domains/wallet/ledger/ledger-check';
import {
  betBody,
  rollbackBody,
  startWalletTestApp,
  uniqueId,
  type WalletCallResult,
  type WalletTestApp,
} from './wallet-test-support';

/*
 * The wallet's replay, mismatch and overdraw rules under real concurrency. On PostgreSQL every
 * request below is in flight at once on its own connection (run with TEST_DATABASE_URL); on PGlite
 * the statements are serialised and the same outcomes must hold. Outcomes only, never timings.
 */
const POOL_SIZE = 50;

let t: WalletTestApp;

beforeAll(async () => {
  t = await startWalletTestApp({ poolSizeMax: POOL_SIZE });
});
afterAll(async () => {
  const report = await checkLedger(t.database.kysely);
  expect(report.ok, formatLedgerCheck(report)).toBe(true);
  await t.close();
});

function tally(answers: WalletCallResult[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[String(answer.body.status)] = (counts[String(answer.body.status)] ?? 0) + 1;
  return counts;
}

async function transfersOf(playerId: number, code: 'bet' | 'win' | 'rollback') {
  const rows = await t.database.kysely
    .selectFrom('ledger_transfers')
    .select('id')
    .where('player_id', '=', playerId)
    .where('code', '=', code)
    .execute();
  return rows.length;
}

describe('the seamless wallet under concurrency', () => {
  it('posts 20 identical parallel bets once: one posting, 19 replays with the same transactionId', async () => {
    const player = await t.createPlayer({ cashMinor: 10_000 });
    const body = betBody(player, { amount: 250 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('bet', body)));
    expect(tally(answers)).toEqual({ OK: 20 });
    expect(new Set(answers.map((answer) => answer.body.transactionId)).size).toBe(1);
    expect(await transfersOf(player.playerId, 'bet')).toBe(1);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(9_750);
    expect(t.balanceEvents.filter((event) => event.playerId === player.playerId)).toHaveLength(1);
  });

  it('posts one of 20 parallel bets that share an id with different amounts; the rest are DUPLICATE_MISMATCH', async () => {
    const player = await t.createPlayer({ cashMinor: 100_000 });
    const transactionId = uniqueId('bet');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => t.call('bet', betBody(player, { transactionId, amount: 100 + index }))),
    );
    expect(tally(answers)).toEqual({ OK: 1, DUPLICATE_MISMATCH: 19 });
    const posted = answers.find((answer) => answer.body.status === 'OK');
    expect(await transfersOf(player.playerId, 'bet')).toBe(1);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(posted?.body.cash);
  });

  it('never overdraws: 30 parallel bets of 100 on a balance of 1 000 take exactly 10', async () => {
    const player = await t.createPlayer({ cashMinor: 600, bonusMinor: 400 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.call('bet', betBody(player, { amount: 100 }))),
    );
    expect(tally(answers)).toEqual({ OK: 10, INSUFFICIENT_FUNDS: 20 });
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 0, bonusMinor: 0, debtMinor: 0 });
    for (const answer of answers) {
      expect(answer.body.cash as number).toBeGreaterThanOrEqual(0);
      expect(answer.body.bonus as number).toBeGreaterThanOrEqual(0);
    }
  });

  it('reverses 20 parallel identical rollbacks once', async () => {
    const player = await t.createPlayer({ cashMinor: 1_000 });
    const bet = betBody(player, { amount: 300 });
    await t.call('bet', bet);
    const rollback = rollbackBody(player, bet.transactionId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('rollback', rollback)));
    expect(tally(answers)).toEqual({ OK: 20 });
    expect(new Set(answers.map((answer) => answer.body.transactionId)).size).toBe(1);
    expect(await transfersOf(player.playerId, 'rollback')).toBe(1);
    expect((await t.balancesOf(player.playerId)).cashMinor).toBe(1_000);
  });

  it('settles every race between a bet and its rollback with the stake back where it was', async () => {
    const player = await t.createPlayer({ cashMinor: 100_000 });
    const pairs = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const bet = betBody(player, { amount: 100 });
        const rollback = rollbackBody(player, bet.transactionId);
        const [betAnswer, rollbackAnswer] = await Promise.all([t.call('bet', bet), t.call('rollback', rollback)]);
        // Afterwards the bet id is rolled back for good, whichever came first.
        const retry = await t.call('bet', bet);
        return { bet: betAnswer.body.status, rollback: rollbackAnswer.body.status, retry: retry.body.status };
      }),
    );
    for (const pair of pairs) {
      // Either the bet was posted first and the rollback reversed it, or the rollback was recorded
      // first and the bet never moved money; never a posted bet the rollback did not find.
      expect([
        ['OK', 'OK'],
        ['TRANSACTION_ROLLED_BACK', 'UNKNOWN_TRANSACTION'],
      ]).toContainEqual([pair.bet, pair.rollback]);
      expect(pair.retry).toBe('TRANSACTION_ROLLED_BACK');
    }
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 100_000, bonusMinor: 0, debtMinor: 0 });
  });
});
