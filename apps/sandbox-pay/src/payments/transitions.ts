import type { Updateable } from 'kysely';
import type { PayTransaction } from '../database/pay-database';
import type { MerchantCallName, TransactionsTable } from '../database/tables';
import { cancelBody, transferBody } from '../merchant-client/merchant-bodies';
import type { TransactionState } from './cashier-facade';
import { methodDefinition } from './methods';
import type { PaymentContext } from './payment-context';
import { newOpaqueId, type TransactionRow } from './transaction-view';

export type Transition = {
  /** The states the transaction may be in; from any other, nothing changes. */
  from: readonly TransactionState[];
  to: TransactionState;
  set?: Updateable<TransactionsTable>;
  /** The merchant call that reports the new state, decided on the updated row. */
  call?: (row: TransactionRow) => MerchantCallName | undefined;
  /** now: the caller waits for the first delivery attempt; soon: it runs in the background. */
  deliver?: 'now' | 'soon';
};

/**
 * Moves a transaction from one of `from` to `to`, exactly once: the conditional update decides
 * which of two racing paths (a page, the worker, an operator) wins. The merchant call that reports
 * the change is queued in the same database transaction, so a crash can lose neither.
 * Answers the updated row, or undefined when the transaction was not in a `from` state.
 */
export async function transition(
  context: PaymentContext,
  txId: string,
  change: Transition,
): Promise<TransactionRow | undefined> {
  const outcome = await context.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('transactions')
      .set({ ...change.set, state: change.to, updated_at: new Date(context.now()) })
      .where('tx_id', '=', txId)
      .where('state', 'in', [...change.from])
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    if (change.to === 'SUCCESSFUL') await rememberInstrument(trx, row, context.now());
    const call = change.call?.(row);
    if (call)
      await context.outbox.enqueue(trx, row.tx_id, call, call === 'transfer' ? transferBody(row) : cancelBody(row));
    return { row, call };
  });
  if (!outcome) return undefined;
  if (outcome.call) {
    if (change.deliver === 'now') await context.outbox.deliverNow(txId, outcome.call);
    else context.outbox.deliverSoon(txId, outcome.call);
  }
  return outcome.row;
}

/** Success reported by transfer. */
export function succeed(
  context: PaymentContext,
  txId: string,
  from: readonly TransactionState[],
  deliver: 'now' | 'soon',
) {
  return transition(context, txId, {
    from,
    to: 'SUCCESSFUL',
    set: { due_at: null },
    call: () => 'transfer',
    deliver,
  });
}

/**
 * Failure (or cancellation) reported by cancel when the merchant had authorized — or may have:
 * an authorize that got no answer is cancelled too, so a hold it made is released.
 */
export function fail(
  context: PaymentContext,
  txId: string,
  from: readonly TransactionState[],
  error: { code: string; message: string },
  options: { to?: 'FAILED' | 'CANCELLED'; deliver: 'now' | 'soon'; cancelWithoutAuthCode?: boolean },
) {
  return transition(context, txId, {
    from,
    to: options.to ?? 'FAILED',
    set: { due_at: null, error_code: error.code, error_message: error.message },
    call: (row) => (row.auth_code !== null || options.cancelWithoutAuthCode ? 'cancel' : undefined),
    deliver: options.deliver,
  });
}

/**
 * A card stored at the player's request, and bank and e-wallet accounts always, are remembered
 * masked after a success; a used instrument is marked as used now.
 */
async function rememberInstrument(trx: PayTransaction, row: TransactionRow, nowMs: number) {
  const now = new Date(nowMs);
  if (row.instrument_id) {
    await trx
      .updateTable('instruments')
      .set({ last_used_at: now })
      .where('instrument_id', '=', row.instrument_id)
      .execute();
    return;
  }
  const definition = methodDefinition(row.method);
  if (!row.masked_account || !definition || row.user_id.startsWith('pnp-')) return;
  if (definition.page === 'card' && !row.store_instrument) return;
  await trx
    .insertInto('instruments')
    .values({
      instrument_id: newOpaqueId('ins'),
      user_id: row.user_id,
      method: row.method,
      masked_account: row.masked_account,
      expiry: row.card_expiry,
      outcome_key: row.outcome_key,
      last_used_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'method', 'masked_account'])
        .doUpdateSet({ last_used_at: now, expiry: row.card_expiry, outcome_key: row.outcome_key }),
    )
    .execute();
}
