import type { StartOutcome, TransactionState, TransactionView } from '../payments/cashier-facade';
import type { PaymentContext } from '../payments/payment-context';
import type { PageResult } from '../payments/provider-pages-facade';
import { transactionView } from '../payments/transaction-view';
import { fail, succeed } from '../payments/transitions';

const PAYOUT_LIST_SIZE_MAX = 200;
const APPROVAL_BATCH_SIZE_MAX = 50;

/** Withdrawals in a state (waiting for approval by default), newest first: the operator's list. */
export async function listPayouts(
  context: PaymentContext,
  state: TransactionState = 'WAITING_APPROVAL',
): Promise<TransactionView[]> {
  const rows = await context.kysely
    .selectFrom('transactions')
    .selectAll()
    .where('kind', '=', 'withdrawal')
    .where('state', '=', state)
    .orderBy('created_at', 'desc')
    .limit(PAYOUT_LIST_SIZE_MAX)
    .execute();
  return rows.map((row) => transactionView(row));
}

/** The operator pays a waiting payout: transfer tells the merchant to post the hold as paid. */
export async function approvePayout(context: PaymentContext, txId: string): Promise<PageResult> {
  const row = await succeed(context, txId, ['WAITING_APPROVAL'], 'now');
  return row ? { ok: true, transaction: transactionView(row) } : notPending(txId);
}

/** The operator refuses a waiting payout: cancel returns the hold to the player. */
export async function rejectPayout(context: PaymentContext, txId: string, reason: string): Promise<PageResult> {
  const row = await fail(
    context,
    txId,
    ['WAITING_APPROVAL'],
    { code: 'PAYOUT_REJECTED', message: reason || 'The payout was rejected.' },
    { deliver: 'now' },
  );
  return row ? { ok: true, transaction: transactionView(row) } : notPending(txId);
}

/** The player takes back a withdrawal that still waits for approval. */
export async function cancelWithdrawal(context: PaymentContext, userId: string, txId: string): Promise<StartOutcome> {
  const owned = await context.kysely
    .selectFrom('transactions')
    .select('tx_id')
    .where('tx_id', '=', txId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'withdrawal')
    .executeTakeFirst();
  if (!owned)
    return {
      ok: false,
      code: 'TRANSACTION_NOT_FOUND',
      message: `no withdrawal ${txId} for this player`,
      field: 'txId',
    };
  const row = await fail(
    context,
    txId,
    ['WAITING_APPROVAL'],
    { code: 'CANCELLED_BY_PLAYER', message: 'The player cancelled the withdrawal.' },
    { to: 'CANCELLED', deliver: 'now' },
  );
  if (!row)
    return { ok: false, code: 'NOT_CANCELLABLE', message: 'only a withdrawal waiting for approval can be cancelled' };
  return { ok: true, transaction: transactionView(row) };
}

/**
 * The worker's automatic approvals: payouts whose delay has passed. Each is claimed by the
 * conditional transition itself (`where state = 'WAITING_APPROVAL'`), so a second process or a
 * racing operator decision finds it already moved and leaves it alone.
 */
export async function approveDuePayouts(context: PaymentContext): Promise<number> {
  if (context.config.payouts.approvalDelayMs === 0) return 0;
  const due = await context.kysely
    .selectFrom('transactions')
    .select('tx_id')
    .where('state', '=', 'WAITING_APPROVAL')
    .where('due_at', '<=', new Date(context.now()))
    .orderBy('due_at')
    .limit(APPROVAL_BATCH_SIZE_MAX)
    .execute();
  let approved = 0;
  for (const { tx_id } of due) {
    if (await succeed(context, tx_id, ['WAITING_APPROVAL'], 'soon')) approved++;
  }
  return approved;
}

function notPending(txId: string): PageResult {
  return { ok: false, code: 'NOT_PENDING', message: `payout ${txId} is not waiting for approval` };
}
