import type { Kysely } from 'kysely';
import type { LedgerTables, TransferCode } from './ledger-tables';

export type PlayerBalances = {
  currency: string;
  cashMinor: number;
  bonusMinor: number;
  /** Held for withdrawals that are waiting for the provider. */
  withdrawalHoldMinor: number;
  /** What the player owes after a clawback or a rolled-back win; later credits repay it first. */
  debtMinor: number;
  withdrawableMinor: number;
  /** Withdrawable plus bonus, as the site shows it. */
  totalMinor: number;
};

/** A player's balances; a player with no ledger accounts yet has zero everywhere. */
export async function readBalances(
  db: Kysely<LedgerTables>,
  playerId: number,
  currency: string,
): Promise<PlayerBalances> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['purpose', 'balance'])
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .execute();
  const balanceOf = (purpose: string) => rows.find((row) => row.purpose === purpose)?.balance ?? 0;
  const cashMinor = balanceOf('cash');
  const bonusMinor = balanceOf('bonus');
  return {
    currency,
    cashMinor,
    bonusMinor,
    withdrawalHoldMinor: balanceOf('withdrawal_hold'),
    debtMinor: 0 - balanceOf('debt'),
    withdrawableMinor: cashMinor,
    totalMinor: cashMinor + bonusMinor,
  };
}

export type HistoryItem = {
  transferId: number;
  code: TransferCode;
  createdAt: Date;
  currency: string;
  roundId: string | null;
  reversesTransferId: number | null;
  metadata: Record<string, unknown>;
  /** The change on each of the player's accounts (zero where the transfer did not touch it). */
  changes: { cashMinor: number; bonusMinor: number; withdrawalHoldMinor: number; debtMinor: number };
  /** The cash and bonus balances right after the transfer. */
  cashAfterMinor: number | null;
  bonusAfterMinor: number | null;
};

export type HistoryPage = { items: HistoryItem[]; nextCursor: number | null };

export const HISTORY_PAGE_SIZE_MAX = 100;

/** The player's transfers, newest first, a page at a time (cursor: the last transfer id seen). */
export async function listPlayerTransfers(
  db: Kysely<LedgerTables>,
  playerId: number,
  page: { limit: number; beforeTransferId?: number | undefined },
): Promise<HistoryPage> {
  const limit = Math.min(Math.max(1, Math.trunc(page.limit)), HISTORY_PAGE_SIZE_MAX);
  let query = db
    .selectFrom('ledger_transfers')
    .select(['id', 'code', 'created_at', 'currency', 'round_id', 'reverses_transfer_id', 'metadata'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (page.beforeTransferId !== undefined) query = query.where('id', '<', page.beforeTransferId);
  const transfers = await query.execute();
  const pageRows = transfers.slice(0, limit);
  const items = await historyItemsOf(db, playerId, pageRows);
  const last = pageRows.at(-1);
  return { items, nextCursor: transfers.length > limit && last ? last.id : null };
}

type TransferRow = {
  id: number;
  code: TransferCode;
  created_at: Date;
  currency: string;
  round_id: string | null;
  reverses_transfer_id: number | null;
  metadata: Record<string, unknown>;
};

/** The player's side of the given transfers (their changes and balances after), in the given order. */
export async function historyItemsOf(
  db: Kysely<LedgerTables>,
  playerId: number,
  rows: readonly TransferRow[],
): Promise<HistoryItem[]> {
  const entries =
    rows.length === 0
      ? []
      : await db
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
          .select(['e.transfer_id', 'a.purpose', 'e.amount', 'e.balance_after'])
          .where(
            'e.transfer_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('a.player_id', '=', playerId)
          .execute();
  return rows.map((row): HistoryItem => {
    const own = entries.filter((entry) => entry.transfer_id === row.id);
    const change = (purpose: string) => own.find((entry) => entry.purpose === purpose)?.amount ?? 0;
    const after = (purpose: string) => own.find((entry) => entry.purpose === purpose)?.balance_after ?? null;
    return {
      transferId: row.id,
      code: row.code,
      createdAt: row.created_at,
      currency: row.currency,
      roundId: row.round_id,
      reversesTransferId: row.reverses_transfer_id,
      metadata: row.metadata,
      changes: {
        cashMinor: change('cash'),
        bonusMinor: change('bonus'),
        withdrawalHoldMinor: change('withdrawal_hold'),
        debtMinor: 0 - change('debt'),
      },
      cashAfterMinor: after('cash'),
      bonusAfterMinor: after('bonus'),
    };
  });
}

export type PendingWithdrawal = { transferId: number; amountMinor: number; currency: string; requestedAt: Date };

export const PENDING_WITHDRAWALS_LISTED_MAX = 50;

/**
 * The player's withdrawals still waiting for the provider: open withdrawal holds, newest first,
 * at most PENDING_WITHDRAWALS_LISTED_MAX of them. `count` counts every open hold, listed or not.
 * Each is named by the transfer that opened the hold.
 */
export async function listPendingWithdrawals(
  db: Kysely<LedgerTables>,
  playerId: number,
): Promise<{ count: number; pendingWithdrawals: PendingWithdrawal[] }> {
  const open = db.selectFrom('ledger_holds').where('player_id', '=', playerId).where('state', '=', 'open');
  const [rows, total] = await Promise.all([
    open
      .select(['opened_by_transfer_id', 'amount', 'currency', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PENDING_WITHDRAWALS_LISTED_MAX)
      .execute(),
    open.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    pendingWithdrawals: rows.map((row) => ({
      transferId: row.opened_by_transfer_id,
      amountMinor: row.amount,
      currency: row.currency,
      requestedAt: row.created_at,
    })),
  };
}
