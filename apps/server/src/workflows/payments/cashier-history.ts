import type { CashierHistory, CashierHistoryOutcome } from '@vauhti/contracts/cashier';
import type { Kysely, Selectable } from 'kysely';
import type { CashierTransactionStatus, CashierTransactionsTable, PaymentsTables } from './payments-tables';

/*
 * The player's cashier history ({lang}/myaccount/cashier): their own deposits and withdrawals as
 * the cashier transactions record them, newest first, paged by the transaction id (the index
 * cashier_transactions_by_player serves it). Only the player's own rows are ever read: a pay-and-
 * play deposit joins a player's history once the bank has identified them.
 */

export type CashierHistoryPageRequest = { limit: number; beforeId?: number };

type HistoryRow = Pick<
  Selectable<CashierTransactionsTable>,
  | 'id'
  | 'kind'
  | 'method'
  | 'amount_minor'
  | 'fee_minor'
  | 'currency'
  | 'status'
  | 'provider_state'
  | 'created_at'
  | 'updated_at'
>;

export async function cashierHistoryPage(
  db: Kysely<PaymentsTables>,
  playerId: number,
  request: CashierHistoryPageRequest,
): Promise<CashierHistory> {
  let query = db
    .selectFrom('cashier_transactions')
    .select([
      'id',
      'kind',
      'method',
      'amount_minor',
      'fee_minor',
      'currency',
      'status',
      'provider_state',
      'created_at',
      'updated_at',
    ])
    .where('player_id', '=', playerId);
  if (request.beforeId !== undefined) query = query.where('id', '<', request.beforeId);
  // One row more than the page tells whether an older page exists without a count.
  const rows = await query
    .orderBy('id', 'desc')
    .limit(request.limit + 1)
    .execute();
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  return {
    items: page.map(historyEntryOf),
    nextCursor: rows.length > request.limit && last ? last.id : null,
  };
}

function historyEntryOf(row: HistoryRow) {
  return {
    txnId: String(row.id),
    kind: row.kind,
    method: row.method,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    currency: row.currency,
    status: row.status,
    outcome: historyOutcomeOf(row.status, row.provider_state),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * How a transaction stands for the player. A failure the provider reported as CANCELLED (the
 * player's own cancel of a pending withdrawal, a cancel on a bank page) reads as cancelled.
 */
export function historyOutcomeOf(
  status: CashierTransactionStatus,
  providerState: HistoryRow['provider_state'],
): CashierHistoryOutcome {
  switch (status) {
    case 'txn_initiated':
      return 'incomplete';
    case 'txn_pending':
    case 'co_initiated':
      return 'pending';
    case 'txn_confirmed_success':
    case 'co_success':
      return 'successful';
    case 'txn_confirmed_failure':
    case 'co_failed':
      return providerState === 'CANCELLED' ? 'cancelled' : 'failed';
  }
}
