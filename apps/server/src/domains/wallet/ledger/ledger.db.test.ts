import type { Database } from '@vauhti/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../../platform-tables';
import { openPlatformTestDatabase } from '../../../test-support/platform-test-database';
import { Ledger } from './ledger';
import { checkLedger } from './ledger-check';
import { listPlayerTransfers, readBalances } from './ledger-queries';
import type { PostResult } from './post-transfer';

let database: Database<PlatformTables>;
let ledger: Ledger;
let nextPlayerId = 1000;
let nextKey = 0;
const uniqueNumber = () => {
  nextKey += 1;
  return nextKey;
};

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  ledger = new Ledger(database.kysely, database.preparedQuery);
});
afterAll(async () => {
  const report = await checkLedger(database.kysely);
  expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
  await database.close();
});

const key = (source = 'test') => ({ source, externalId: `k-${uniqueNumber()}` });
const newPlayer = () => {
  nextPlayerId += 1;
  return nextPlayerId;
};
const balances = (playerId: number, currency = 'EUR') => readBalances(database.kysely, playerId, currency);

function posted(result: PostResult) {
  if (!result.ok) throw new Error(`expected a posting, got ${JSON.stringify(result.error)}`);
  return result.transfer;
}

async function fundedPlayer(cashMinor: number, currency = 'EUR') {
  const playerId = newPlayer();
  posted(await ledger.deposit({ ...key('piq'), playerId, currency, amountMinor: cashMinor, provider: 'sandbox-pay' }));
  return playerId;
}

const spin = (playerId: number, roundId: string, amountMinor: number, externalId = `bet-${uniqueNumber()}`) =>
  ({
    source: 'sandbox-games',
    externalId,
    playerId,
    currency: 'EUR',
    amountMinor,
    provider: 'sandbox-games',
    product: 'casino',
    roundId,
    gameCode: 'starburst',
  }) as const;

describe('deposit', () => {
  it('credits cash and records balance before and after', async () => {
    const playerId = newPlayer();
    const transfer = posted(
      await ledger.deposit({ ...key(), playerId, currency: 'EUR', amountMinor: 10_000, provider: 'sandbox-pay' }),
    );
    expect(transfer.code).toBe('deposit');
    expect(transfer.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    const cashEntry = transfer.entries.find((entry) => entry.amount === 10_000);
    expect(cashEntry).toMatchObject({ balanceBefore: 0, balanceAfter: 10_000, accountVersion: 1 });
    expect(await balances(playerId)).toMatchObject({
      cashMinor: 10_000,
      bonusMinor: 0,
      withdrawableMinor: 10_000,
      totalMinor: 10_000,
    });
  });

  it('books a deposit fee to the fees account, not to the player', async () => {
    const playerId = newPlayer();
    const transfer = posted(
      await ledger.deposit({
        ...key(),
        playerId,
        currency: 'EUR',
        amountMinor: 5_000,
        feeMinor: 150,
        provider: 'sandbox-pay',
      }),
    );
    expect(transfer.entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-5_150, 150, 5_000]);
    expect((await balances(playerId)).cashMinor).toBe(5_000);
  });
});

describe('idempotency', () => {
  it('answers a replay with the original transfer and posts nothing new', async () => {
    const playerId = newPlayer();
    const request = { ...key(), playerId, currency: 'EUR', amountMinor: 2_500, provider: 'sandbox-pay' };
    const first = await ledger.deposit(request);
    const replay = await ledger.deposit(request);
    expect(first.ok && replay.ok).toBe(true);
    if (!first.ok || !replay.ok) return;
    expect(first.outcome).toBe('posted');
    expect(replay.outcome).toBe('replayed');
    expect(replay.transfer).toEqual(first.transfer);
    expect((await balances(playerId)).cashMinor).toBe(2_500);
  });

  it('refuses the same key with a different payload', async () => {
    const playerId = newPlayer();
    const request = { ...key(), playerId, currency: 'EUR', amountMinor: 2_500, provider: 'sandbox-pay' };
    const first = posted(await ledger.deposit(request));
    const conflict = await ledger.deposit({ ...request, amountMinor: 2_600 });
    expect(conflict).toEqual({
      ok: false,
      error: { code: 'IDEMPOTENCY_CONFLICT', details: { transferId: first.transferId } },
    });
    expect((await balances(playerId)).cashMinor).toBe(2_500);
  });

  it('keeps keys apart per source', async () => {
    const playerId = newPlayer();
    const externalId = `shared-${uniqueNumber()}`;
    posted(
      await ledger.deposit({
        source: 'a',
        externalId,
        playerId,
        currency: 'EUR',
        amountMinor: 100,
        provider: 'sandbox-pay',
      }),
    );
    posted(
      await ledger.deposit({
        source: 'b',
        externalId,
        playerId,
        currency: 'EUR',
        amountMinor: 100,
        provider: 'sandbox-pay',
      }),
    );
    expect((await balances(playerId)).cashMinor).toBe(200);
  });
});

describe('withdrawal holds', () => {
  it('holds cash, then posts the payout exactly once', async () => {
    const playerId = await fundedPlayer(10_000);
    const hold = posted(await ledger.holdWithdrawal({ ...key(), playerId, currency: 'EUR', amountMinor: 4_000 }));
    expect(hold.holdId).not.toBeNull();
    expect(await balances(playerId)).toMatchObject({
      cashMinor: 6_000,
      withdrawalHoldMinor: 4_000,
      withdrawableMinor: 6_000,
    });
    const holdId = hold.holdId as number;
    posted(await ledger.payWithdrawal({ ...key('piq'), holdId, provider: 'sandbox-pay', feeMinor: 100 }));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 6_000, withdrawalHoldMinor: 0 });
    const again = await ledger.payWithdrawal({ ...key('piq'), holdId, provider: 'sandbox-pay' });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('HOLD_ALREADY_RESOLVED');
    const cancelAfterPaid = await ledger.cancelWithdrawal({ ...key('piq'), holdId });
    expect(cancelAfterPaid.ok).toBe(false);
    if (!cancelAfterPaid.ok) expect(cancelAfterPaid.error.code).toBe('HOLD_ALREADY_RESOLVED');
  });

  it('returns a cancelled hold to cash', async () => {
    const playerId = await fundedPlayer(10_000);
    const hold = posted(await ledger.holdWithdrawal({ ...key(), playerId, currency: 'EUR', amountMinor: 3_000 }));
    posted(await ledger.cancelWithdrawal({ ...key('piq'), holdId: hold.holdId as number }));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 10_000, withdrawalHoldMinor: 0 });
  });

  it('cannot hold more than the cash, and never touches bonus money', async () => {
    const playerId = await fundedPlayer(1_000);
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'EUR', amountMinor: 5_000, bonusId: 'welcome' }));
    const result = await ledger.holdWithdrawal({ ...key(), playerId, currency: 'EUR', amountMinor: 1_001 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(playerId)).toMatchObject({ cashMinor: 1_000, bonusMinor: 5_000, withdrawalHoldMinor: 0 });
  });

  it('refuses a hold of nothing as a caller error, before anything is posted', async () => {
    const playerId = await fundedPlayer(1_000);
    await expect(ledger.holdWithdrawal({ ...key(), playerId, currency: 'EUR', amountMinor: 0 })).rejects.toThrow(
      'a withdrawal hold needs a positive amount',
    );
    expect(await balances(playerId)).toMatchObject({ cashMinor: 1_000, withdrawalHoldMinor: 0 });
  });

  it('reports an unknown hold', async () => {
    const result = await ledger.payWithdrawal({ ...key(), holdId: 987_654, provider: 'sandbox-pay' });
    expect(result).toEqual({ ok: false, error: { code: 'HOLD_NOT_FOUND', details: { holdId: 987_654 } } });
  });
});

describe('bets and wins', () => {
  it('takes a stake from cash first, then bonus', async () => {
    const playerId = await fundedPlayer(300);
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'EUR', amountMinor: 1_000, bonusId: 'welcome' }));
    posted(await ledger.bet(spin(playerId, 'r1', 500)));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 0, bonusMinor: 800, totalMinor: 800 });
  });

  it('refuses a stake above cash plus bonus and moves nothing', async () => {
    const playerId = await fundedPlayer(300);
    const result = await ledger.bet(spin(playerId, 'r1', 301));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await balances(playerId)).cashMinor).toBe(300);
  });

  it('pays a win back in the proportion that funded the round', async () => {
    const playerId = await fundedPlayer(300);
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'EUR', amountMinor: 1_000, bonusId: 'welcome' }));
    posted(await ledger.bet(spin(playerId, 'r2', 400)));
    // Funded 300 cash and 100 bonus: a win of 1000 returns 750 to cash and 250 to bonus.
    posted(await ledger.win(spin(playerId, 'r2', 1_000)));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 750, bonusMinor: 900 + 250 });
  });

  it('pays a win of a cash-only round entirely to cash and records a zero win', async () => {
    const playerId = await fundedPlayer(1_000);
    posted(await ledger.bet(spin(playerId, 'r3', 200)));
    const zero = posted(await ledger.win(spin(playerId, 'r3', 0)));
    expect(zero.entries).toEqual([]);
    posted(await ledger.win(spin(playerId, 'r3', 450)));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 1_250, bonusMinor: 0 });
  });

  it('splits a win by the funding of its own currency only, even when a round id recurs in another', async () => {
    const playerId = newPlayer();
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'SEK', amountMinor: 500, bonusId: 'welcome' }));
    posted(await ledger.bet({ ...spin(playerId, 'r-shared', 500), currency: 'SEK' }));
    posted(
      await ledger.deposit({ ...key('piq'), playerId, currency: 'EUR', amountMinor: 500, provider: 'sandbox-pay' }),
    );
    posted(await ledger.bet(spin(playerId, 'r-shared', 500)));
    // The EUR stake was all cash, so the EUR win is all cash, whatever bonus funded the SEK stake.
    posted(await ledger.win(spin(playerId, 'r-shared', 1_000)));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 1_000, bonusMinor: 0 });
  });
});

describe('rollbacks and debt', () => {
  it('returns a rolled-back stake to where it came from, once', async () => {
    const playerId = await fundedPlayer(300);
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'EUR', amountMinor: 1_000, bonusId: 'welcome' }));
    posted(await ledger.bet(spin(playerId, 'r4', 500, 'bet-r4')));
    const rollback = posted(
      await ledger.rollback({ source: 'sandbox-games', externalId: 'rb-r4', referenceExternalId: 'bet-r4' }),
    );
    expect(rollback.code).toBe('rollback');
    expect(await balances(playerId)).toMatchObject({ cashMinor: 300, bonusMinor: 1_000 });
    const second = await ledger.rollback({
      source: 'sandbox-games',
      externalId: 'rb-r4-again',
      referenceExternalId: 'bet-r4',
    });
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.error.code).toBe('ALREADY_REVERSED');
    const replay = await ledger.rollback({
      source: 'sandbox-games',
      externalId: 'rb-r4',
      referenceExternalId: 'bet-r4',
    });
    expect(replay.ok && replay.outcome).toBe('replayed');
  });

  it('turns what a rolled-back win can no longer take into debt that the next credit repays', async () => {
    const playerId = await fundedPlayer(100);
    posted(await ledger.bet(spin(playerId, 'r5', 100)));
    posted(await ledger.win(spin(playerId, 'r5', 1_000, 'win-r5')));
    posted(await ledger.bet(spin(playerId, 'r6', 800)));
    posted(await ledger.rollback({ source: 'sandbox-games', externalId: 'rb-win-r5', referenceExternalId: 'win-r5' }));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 0, bonusMinor: 0, debtMinor: 800 });
    posted(
      await ledger.deposit({ ...key('piq'), playerId, currency: 'EUR', amountMinor: 1_000, provider: 'sandbox-pay' }),
    );
    expect(await balances(playerId)).toMatchObject({ cashMinor: 200, debtMinor: 0 });
  });

  it('does not reverse what is not a bet or a win', async () => {
    const playerId = newPlayer();
    const deposit = {
      source: 'sandbox-games',
      externalId: `dep-${uniqueNumber()}`,
      playerId,
      currency: 'EUR',
      amountMinor: 100,
      provider: 'p',
    };
    posted(await ledger.deposit(deposit));
    const result = await ledger.rollback({
      source: 'sandbox-games',
      externalId: 'rb-dep',
      referenceExternalId: deposit.externalId,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('NOT_REVERSIBLE');
  });

  it('reports a rollback of a transfer it never saw', async () => {
    const result = await ledger.rollback({
      source: 'sandbox-games',
      externalId: 'rb-x',
      referenceExternalId: 'never-seen',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('TRANSFER_NOT_FOUND');
  });

  it('claws back cash and records the rest as debt', async () => {
    const playerId = await fundedPlayer(500);
    posted(
      await ledger.clawBack({
        ...key('piq'),
        playerId,
        currency: 'EUR',
        amountMinor: 2_000,
        provider: 'sandbox-pay',
        reason: 'chargeback',
      }),
    );
    expect(await balances(playerId)).toMatchObject({ cashMinor: 0, debtMinor: 1_500 });
    posted(
      await ledger.payRacePrize({ ...key('races'), playerId, currency: 'EUR', amountMinor: 1_000, raceId: 'race-1' }),
    );
    expect(await balances(playerId)).toMatchObject({ cashMinor: 0, debtMinor: 500 });
  });
});

describe('bonus money', () => {
  it('converts the whole bonus balance to cash once wagering completes', async () => {
    const playerId = await fundedPlayer(100);
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'EUR', amountMinor: 2_000, bonusId: 'b1' }));
    posted(await ledger.convertBonus({ ...key(), playerId, currency: 'EUR', bonusId: 'b1' }));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 2_100, bonusMinor: 0 });
  });

  it('forfeits the whole bonus balance back to the bonus budget', async () => {
    const playerId = await fundedPlayer(100);
    posted(await ledger.grantBonus({ ...key(), playerId, currency: 'EUR', amountMinor: 2_000, bonusId: 'b2' }));
    posted(await ledger.forfeitBonus({ ...key(), playerId, currency: 'EUR', bonusId: 'b2' }));
    expect(await balances(playerId)).toMatchObject({ cashMinor: 100, bonusMinor: 0 });
  });
});

describe('race prizes and adjustments', () => {
  it('pays a race prize to cash', async () => {
    const playerId = newPlayer();
    posted(
      await ledger.payRacePrize({ ...key('races'), playerId, currency: 'EUR', amountMinor: 5_000, raceId: 'race-7' }),
    );
    expect((await balances(playerId)).cashMinor).toBe(5_000);
  });

  it('adjusts up and down with a reason, never below zero', async () => {
    const playerId = newPlayer();
    posted(
      await ledger.adjust({
        ...key('ops'),
        playerId,
        currency: 'EUR',
        amountMinor: 1_000,
        reason: 'goodwill',
        operator: 'ops-test',
      }),
    );
    posted(
      await ledger.adjust({
        ...key('ops'),
        playerId,
        currency: 'EUR',
        amountMinor: -400,
        reason: 'correction',
        operator: 'ops-test',
      }),
    );
    const tooMuch = await ledger.adjust({
      ...key('ops'),
      playerId,
      currency: 'EUR',
      amountMinor: -601,
      reason: 'x',
      operator: 'ops-test',
    });
    expect(tooMuch.ok).toBe(false);
    expect((await balances(playerId)).cashMinor).toBe(600);
  });

  it('refuses accounts in another currency', async () => {
    const playerId = await fundedPlayer(100, 'SEK');
    const result = await ledger.deposit({
      ...key(),
      playerId,
      currency: 'SEK',
      amountMinor: 100,
      provider: 'sandbox-pay',
    });
    expect(result.ok).toBe(true);
    expect((await balances(playerId, 'SEK')).cashMinor).toBe(200);
    expect((await balances(playerId, 'EUR')).cashMinor).toBe(0);
  });
});

describe('history', () => {
  it('pages through a player transfers newest first', async () => {
    const playerId = await fundedPlayer(10_000);
    for (let round = 0; round < 5; round += 1) posted(await ledger.bet(spin(playerId, `h${round}`, 100)));
    const first = await listPlayerTransfers(database.kysely, playerId, { limit: 4 });
    expect(first.items.map((item) => item.code)).toEqual(['bet', 'bet', 'bet', 'bet']);
    expect(first.items[0]?.changes.cashMinor).toBe(-100);
    expect(first.items[0]?.cashAfterMinor).toBe(9_500);
    expect(first.nextCursor).not.toBeNull();
    const second = await listPlayerTransfers(database.kysely, playerId, {
      limit: 4,
      beforeTransferId: first.nextCursor ?? 0,
    });
    expect(second.items.map((item) => item.code)).toEqual(['bet', 'deposit']);
    expect(second.nextCursor).toBeNull();
  });
});
