import { sql } from 'kysely';
import type { PostResult } from '../../../domains/wallet/ledger/post-transfer';
import type { CashierTransaction, CashierTransactions } from '../cashier-transactions';
import { type MerchantReply, okReply } from '../merchant-answers';
import type { TransactionKind } from '../payments-tables';
import type { Db, Refusal } from './merchant-context';

/*
 * What transfer and cancel share: the transaction authorize made, its withdrawal hold, and the
 * status written once the ledger has paid or returned that hold.
 */

export type AuthorizedLookup =
  | { ok: true; transaction: CashierTransaction }
  | ({ ok: false; final: boolean } & Refusal);

/** The transaction an authorize of txId created or linked, if this player's and of this kind. */
export async function authorizedTransaction(
  transactions: CashierTransactions,
  request: { txId: string; authCode: string },
  playerId: number,
  kind: TransactionKind,
  options: { authCodeKnown: boolean } = { authCodeKnown: true },
): Promise<AuthorizedLookup> {
  const transaction = await transactions.byProviderTxId(request.txId);
  // Not recorded: the authorize may still be on its way (the provider retries it too).
  if (!transaction || transaction.authCode === null) {
    return {
      ok: false,
      final: false,
      code: 'UNKNOWN_TRANSACTION',
      message: `transaction ${request.txId} was never authorized`,
    };
  }
  if (transaction.playerId !== playerId || (options.authCodeKnown && transaction.authCode !== request.authCode)) {
    return {
      ok: false,
      final: false,
      code: 'UNKNOWN_TRANSACTION',
      message: `transaction ${request.txId} was authorized for another user or authCode`,
    };
  }
  if (transaction.kind !== kind) {
    return {
      ok: false,
      final: false,
      code: 'DUPLICATE_MISMATCH',
      message: `transaction ${request.txId} was authorized as a ${transaction.kind}`,
    };
  }
  return { ok: true, transaction };
}

/** The success answer of a transfer or cancel of txId (also when it found nothing left to move). */
export function settledReply(userId: string, txId: string, transaction: CashierTransaction): MerchantReply {
  return okReply({ userId, txId, merchantTxId: String(transaction.id) });
}

/**
 * The status of a held withdrawal after the ledger paid or returned its hold in this database
 * transaction. Guarded on co_initiated: the hold resolves once, and only through the ledger, so a
 * row no longer co_initiated here is a broken invariant, and the posting is rolled back with it.
 */
export async function settleHeldWithdrawal(
  transactions: CashierTransactions,
  transaction: CashierTransaction,
  changes: Parameters<CashierTransactions['updateIf']>[2],
): Promise<void> {
  const written = await transactions.updateIf(transaction.id, { from: ['co_initiated'] }, changes);
  if (!written) throw new Error(`withdrawal ${transaction.id} left co_initiated while its hold was open`);
}

/** The ledger hold of a withdrawal authorize made; one without is a broken invariant. */
export function holdOf(transaction: CashierTransaction): number {
  if (transaction.holdId === null) throw new Error(`withdrawal ${transaction.id} has no ledger hold`);
  return transaction.holdId;
}

/**
 * Runs a ledger posting under a savepoint. ledger_post refuses by raising an error, which on
 * PostgreSQL aborts the whole transaction; rolling back to the savepoint keeps it usable, so the
 * refusal can still be recorded as the call's answer.
 */
export async function withinSavepoint(trx: Db, post: () => Promise<PostResult>): Promise<PostResult> {
  await sql`savepoint merchant_post`.execute(trx);
  const result = await post();
  await (result.ok ? sql`release savepoint merchant_post` : sql`rollback to savepoint merchant_post`).execute(trx);
  return result;
}
