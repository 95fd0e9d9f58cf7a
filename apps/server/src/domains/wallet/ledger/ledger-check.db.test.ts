import type { Database } from '@vauhti/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../../platform-tables';
import { openPlatformTestDatabase } from '../../../test-support/platform-test-database';
import { Ledger } from './ledger';
import { checkLedger, formatLedgerCheck, type LedgerCheckReport } from './ledger-check';
import type { LedgerTables } from './ledger-tables';
import { type PostResult, postTransfer } from './post-transfer';

/*
 * The invariant checker must catch every kind of corruption it claims to. Each test below breaks
 * one invariant in a targeted way, inside a transaction that is rolled back afterwards, and
 * requires that exactly that invariant fails, naming the offending rows. The corruptions keep every
 * other invariant intact (a changed balance is matched by its entry, and so on), so a checker that
 * reported the wrong invariant, or more than one, would fail here.
 */

type Fixture = {
  playerId: number;
  cash: number;
  debt: number;
  holdAccount: number;
  fees: number;
  sekClearing: number;
  /** A bet that has been rolled back once already. */
  reversedBet: { externalId: string; transferId: number };
  openHold: number;
  cancelledHold: number;
  paidHold: number;
  depositKey: { source: string; externalId: string };
};

let database: Database<PlatformTables>;
let fixture: Fixture;

function posted(result: PostResult) {
  if (!result.ok) throw new Error(`expected a posting, got ${JSON.stringify(result.error)}`);
  return result.transfer;
}

/** A small ledger with bets, a win and a rollback, a fee, holds in every state, and two currencies. */
async function buildLedger(ledger: Ledger): Promise<Fixture> {
  const playerId = 77;
  const eur = { playerId, currency: 'EUR' };
  const depositKey = { source: 'sandbox-pay', externalId: 'deposit-1' };
  posted(await ledger.deposit({ ...depositKey, ...eur, amountMinor: 10_000, feeMinor: 100, provider: 'sandbox-pay' }));
  const sekDeposit = {
    source: 'sandbox-pay',
    externalId: 'deposit-sek',
    playerId,
    currency: 'SEK',
    amountMinor: 5_000,
  };
  posted(await ledger.deposit({ ...sekDeposit, provider: 'sandbox-pay' }));
  posted(
    await ledger.grantBonus({ source: 'bonuses', externalId: 'grant-1', ...eur, amountMinor: 2_000, bonusId: 'b' }),
  );
  const round = { ...eur, provider: 'sandbox-games', product: 'casino' as const, roundId: 'r1', gameCode: 'g' };
  const bet = posted(await ledger.bet({ source: 'sandbox-games', externalId: 'bet-1', ...round, amountMinor: 1_000 }));
  posted(await ledger.rollback({ source: 'sandbox-games', externalId: 'rollback-1', referenceExternalId: 'bet-1' }));
  posted(await ledger.bet({ source: 'sandbox-games', externalId: 'bet-2', ...round, amountMinor: 1_500 }));
  posted(await ledger.win({ source: 'sandbox-games', externalId: 'win-2', ...round, amountMinor: 4_000 }));
  const hold = async (externalId: string, amountMinor: number) =>
    posted(await ledger.holdWithdrawal({ source: 'cashier', externalId, ...eur, amountMinor })).holdId ?? -1;
  const openHold = await hold('hold-open', 1_000);
  const paidHold = await hold('hold-paid', 500);
  const cancelledHold = await hold('hold-cancelled', 700);
  posted(
    await ledger.payWithdrawal({
      source: 'sandbox-pay',
      externalId: 'pay-1',
      holdId: paidHold,
      provider: 'sandbox-pay',
      feeMinor: 20,
    }),
  );
  posted(await ledger.cancelWithdrawal({ source: 'sandbox-pay', externalId: 'cancel-1', holdId: cancelledHold }));
  posted(
    await ledger.clawBack({
      source: 'sandbox-pay',
      externalId: 'claw-1',
      ...eur,
      amountMinor: 100,
      provider: 'sandbox-pay',
      reason: 'chargeback',
    }),
  );

  const accounts = await ledger.accounts.playerAccounts(playerId, 'EUR');
  return {
    playerId,
    cash: accounts.cash,
    debt: accounts.debt,
    holdAccount: accounts.withdrawal_hold,
    fees: await ledger.accounts.houseAccount('fees', 'sandbox-pay', 'EUR', playerId),
    sekClearing: await ledger.accounts.houseAccount('payment_clearing', 'sandbox-pay', 'SEK', playerId),
    reversedBet: { externalId: 'bet-1', transferId: bet.transferId },
    openHold,
    cancelledHold,
    paidHold,
    depositKey,
  };
}

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  fixture = await buildLedger(new Ledger(database.kysely));
});
afterAll(async () => {
  await database?.close();
});

class UndoCorruption extends Error {}

/** Runs a corruption and the check inside one transaction, then rolls both back. */
async function checkAfter(corrupt: (trx: Transaction<LedgerTables>) => Promise<void>): Promise<LedgerCheckReport> {
  let report: LedgerCheckReport | undefined;
  try {
    const db: Kysely<LedgerTables> = database.kysely;
    await db.transaction().execute(async (trx) => {
      await corrupt(trx);
      report = await checkLedger(trx);
      throw new UndoCorruption();
    });
  } catch (error) {
    if (!(error instanceof UndoCorruption)) throw error;
  }
  if (!report) throw new Error('the check did not run');
  return report;
}

/** A transfer row with no entries yet; the corruption adds them. */
async function insertTransfer(db: Kysely<LedgerTables>, externalId: string, currency = 'EUR'): Promise<number> {
  const row = await db
    .insertInto('ledger_transfers')
    .values({
      source: 'corruption',
      external_id: externalId,
      request_hash: 'corrupt',
      code: 'adjustment',
      currency,
      player_id: null,
      round_id: null,
      reverses_transfer_id: null,
      metadata: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds an entry the way ledger_post would (balance, version and chain stay consistent), whatever its transfer. */
async function appendEntry(db: Kysely<LedgerTables>, transferId: number, accountId: number, amount: number) {
  const account = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'version'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_entries')
    .values({
      transfer_id: transferId,
      account_id: accountId,
      amount,
      balance_before: account.balance,
      balance_after: account.balance + amount,
      account_version: account.version + 1,
    })
    .execute();
  await sql`update ledger_accounts set balance = ${account.balance + amount}, version = ${account.version + 1}
            where id = ${accountId}`.execute(db);
}

/** The newest entry of an account. */
function lastEntryOf(db: Kysely<LedgerTables>, accountId: number) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('account_version', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Rewrites entries, which the append-only trigger refuses; the transaction restores the trigger. */
async function withoutAppendOnlyTrigger(db: Kysely<LedgerTables>, change: () => Promise<unknown>) {
  await sql`alter table ledger_entries disable trigger ledger_entries_append_only`.execute(db);
  await change();
}

async function balanceOf(db: Kysely<LedgerTables>, accountId: number) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

type Corruption = {
  invariant: string;
  /** Says what the corruption does, for the test name. */
  when: string;
  /** Corrupts the ledger and returns the violations the check must report. */
  corrupt: (trx: Transaction<LedgerTables>) => Promise<Array<Record<string, unknown>>>;
};

const corruptions: Corruption[] = [
  {
    invariant: 'transfers-sum-to-zero',
    when: 'a transfer credits an account with no matching debit',
    corrupt: async (trx) => {
      const transferId = await insertTransfer(trx, 'one-sided');
      await appendEntry(trx, transferId, fixture.fees, 100);
      return [{ transfer_id: transferId, total: 100 }];
    },
  },
  {
    invariant: 'entries-in-transfer-currency',
    when: 'a EUR transfer moves money into a SEK account',
    corrupt: async (trx) => {
      const transferId = await insertTransfer(trx, 'cross-currency');
      await appendEntry(trx, transferId, fixture.fees, -100);
      await appendEntry(trx, transferId, fixture.sekClearing, 100);
      return [
        { transfer_id: transferId, account_id: fixture.sekClearing, transfer_currency: 'EUR', account_currency: 'SEK' },
      ];
    },
  },
  {
    invariant: 'balances-equal-replayed-entries',
    when: "an account's balance is changed without an entry",
    corrupt: async (trx) => {
      const balance = await balanceOf(trx, fixture.fees);
      await sql`update ledger_accounts set balance = balance + 1 where id = ${fixture.fees}`.execute(trx);
      const { account_version } = await lastEntryOf(trx, fixture.fees);
      return [
        {
          account_id: fixture.fees,
          balance: balance + 1,
          replayed_balance: balance,
          version: account_version,
          entry_count: account_version,
        },
      ];
    },
  },
  {
    invariant: 'balances-equal-replayed-entries',
    when: "an account's version moves without an entry",
    corrupt: async (trx) => {
      const balance = await balanceOf(trx, fixture.cash);
      await sql`update ledger_accounts set version = version + 1 where id = ${fixture.cash}`.execute(trx);
      const { account_version } = await lastEntryOf(trx, fixture.cash);
      return [
        {
          account_id: fixture.cash,
          balance,
          replayed_balance: balance,
          version: account_version + 1,
          entry_count: account_version,
        },
      ];
    },
  },
  {
    invariant: 'entry-chains-unbroken',
    when: "an entry does not start from the balance the account's previous entry left",
    corrupt: async (trx) => {
      const last = await lastEntryOf(trx, fixture.cash);
      // The amount is unchanged, so the replayed balance still matches: only the chain is broken.
      await withoutAppendOnlyTrigger(trx, () =>
        sql`update ledger_entries set balance_before = balance_before + 7, balance_after = balance_after + 7
            where transfer_id = ${last.transfer_id} and account_id = ${fixture.cash}`.execute(trx),
      );
      return [
        {
          account_id: fixture.cash,
          account_version: last.account_version,
          balance_before: last.balance_before + 7,
          previous_after: last.balance_before,
        },
      ];
    },
  },
  {
    invariant: 'entry-chains-unbroken',
    when: "an account's versions have a gap",
    corrupt: async (trx) => {
      const last = await lastEntryOf(trx, fixture.fees);
      await withoutAppendOnlyTrigger(trx, () =>
        sql`update ledger_entries set account_version = account_version + 5
            where transfer_id = ${last.transfer_id} and account_id = ${fixture.fees}`.execute(trx),
      );
      // The account row's version still equals its entry count; only the sequence has a hole.
      return [
        {
          account_id: fixture.fees,
          account_version: last.account_version + 5,
          balance_before: last.balance_before,
          previous_after: last.balance_before,
        },
      ];
    },
  },
  {
    invariant: 'player-accounts-within-bounds',
    when: 'a player cash account that lost its floor is overdrawn by a posting',
    corrupt: async (trx) => {
      const balance = await balanceOf(trx, fixture.cash);
      await sql`update ledger_accounts set min_balance = null where id = ${fixture.cash}`.execute(trx);
      posted(
        await postTransfer(
          { kysely: trx },
          corruptPosting('overdraft', [{ op: 'move', from: fixture.cash, to: fixture.fees, amount: balance + 50 }]),
        ),
      );
      return [{ account_id: fixture.cash, player_id: fixture.playerId, purpose: 'cash', balance: -50 }];
    },
  },
  {
    invariant: 'player-accounts-within-bounds',
    when: 'a player debt account that lost its ceiling goes above zero',
    corrupt: async (trx) => {
      const debt = await balanceOf(trx, fixture.debt);
      await sql`update ledger_accounts set max_balance = null where id = ${fixture.debt}`.execute(trx);
      posted(
        await postTransfer(
          { kysely: trx },
          corruptPosting('positive-debt', [{ op: 'move', from: fixture.fees, to: fixture.debt, amount: -debt + 30 }]),
        ),
      );
      return [{ account_id: fixture.debt, player_id: fixture.playerId, purpose: 'debt', balance: 30 }];
    },
  },
  {
    invariant: 'idempotency-keys-posted-once',
    when: 'a key was posted twice (its unique constraint dropped)',
    corrupt: async (trx) => {
      await sql`alter table ledger_transfers drop constraint ledger_transfers_idempotency`.execute(trx);
      await trx
        .insertInto('ledger_transfers')
        .values({
          source: fixture.depositKey.source,
          external_id: fixture.depositKey.externalId,
          request_hash: 'again',
          code: 'deposit',
          currency: 'EUR',
          player_id: fixture.playerId,
          round_id: null,
          reverses_transfer_id: null,
          metadata: '{}',
        })
        .execute();
      return [{ source: fixture.depositKey.source, external_id: fixture.depositKey.externalId, transfers: 2 }];
    },
  },
  {
    invariant: 'transfers-reversed-at-most-once',
    when: 'a bet is rolled back a second time (the reversal table key dropped)',
    corrupt: async (trx) => {
      await sql`alter table ledger_reversals drop constraint ledger_reversals_pkey`.execute(trx);
      // A real, balanced second reversal: only the at-most-once rule can see what is wrong with it.
      const rollback = {
        source: 'sandbox-games',
        externalId: 'rollback-again',
        referenceExternalId: fixture.reversedBet.externalId,
      };
      posted(await new Ledger(trx).rollback(rollback));
      return [{ reverses_transfer_id: fixture.reversedBet.transferId, reversals: 2 }];
    },
  },
  {
    invariant: 'holds-match-hold-accounts',
    when: 'an open hold claims more than its hold account holds',
    corrupt: async (trx) => {
      await sql`update ledger_holds set amount = amount + 1 where id = ${fixture.openHold}`.execute(trx);
      return [{ account_id: fixture.holdAccount, player_id: fixture.playerId, balance: 1_000, open_holds: 1_001 }];
    },
  },
  {
    invariant: 'holds-resolved-once',
    when: 'a cancelled hold is marked paid',
    corrupt: async (trx) => {
      await sql`update ledger_holds set state = 'posted' where id = ${fixture.cancelledHold}`.execute(trx);
      return [{ hold_id: fixture.cancelledHold, state: 'posted', resolving_code: 'withdrawal_cancelled' }];
    },
  },
  {
    invariant: 'holds-resolved-once',
    when: 'a paid hold is marked cancelled',
    corrupt: async (trx) => {
      await sql`update ledger_holds set state = 'voided' where id = ${fixture.paidHold}`.execute(trx);
      return [{ hold_id: fixture.paidHold, state: 'voided', resolving_code: 'withdrawal_paid' }];
    },
  },
];

function corruptPosting(externalId: string, legs: Parameters<typeof postTransfer>[1]['legs']) {
  return {
    source: 'corruption',
    externalId,
    requestHash: 'corrupt',
    code: 'adjustment' as const,
    currency: 'EUR',
    legs,
  };
}

describe('the ledger check', () => {
  it('reports a clean ledger as ok, with every invariant listed as holding', async () => {
    const report = await checkLedger(database.kysely);
    expect(report.ok).toBe(true);
    expect(report.invariants.filter((invariant) => !invariant.ok || invariant.violationCount > 0)).toEqual([]);
    expect(report.totals).toMatchObject({ holds: 3 });
    const text = formatLedgerCheck(report);
    expect(text).toContain('ledger check: all invariants hold');
    for (const invariant of report.invariants)
      expect(text).toContain(`ok   ${invariant.name}: ${invariant.description}`);
  });

  it('has a corruption test below for every invariant it checks', async () => {
    const report = await checkLedger(database.kysely);
    const tested = new Set(corruptions.map((corruption) => corruption.invariant));
    expect(report.invariants.map((invariant) => invariant.name).filter((name) => !tested.has(name))).toEqual([]);
  });

  for (const { invariant, when, corrupt } of corruptions) {
    it(`fails ${invariant} alone, naming the offending rows, when ${when}`, async () => {
      let violations: Array<Record<string, unknown>> = [];
      const report = await checkAfter(async (trx) => {
        violations = await corrupt(trx);
      });
      expect(report.ok).toBe(false);
      expect(report.invariants.filter((result) => !result.ok).map((result) => result.name)).toEqual([invariant]);
      const broken = report.invariants.find((result) => result.name === invariant);
      expect(broken?.violationCount).toBe(violations.length);
      expect(broken?.violations).toEqual(violations);

      const text = formatLedgerCheck(report);
      expect(text).toContain('ledger check: INVARIANTS BROKEN');
      expect(text).toContain(`FAIL ${invariant}: ${broken?.description}`);
      expect(text).toContain(`${violations.length} violation(s)`);
      for (const row of broken?.violations ?? []) expect(text).toContain(JSON.stringify(row));
    });
  }

  it('finds the ledger clean again once each corruption was rolled back', async () => {
    const report = await checkLedger(database.kysely);
    expect(report.ok, formatLedgerCheck(report)).toBe(true);
  });
});
