import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Ledger } from '../../domains/wallet/ledger/ledger';
import type { Clock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { CashierTransaction, CashierTransactions } from './cashier-transactions';

/** The ledger's idempotency key of an expiry's return of a hold: the platform's own, per cashier transaction. */
export const EXPIRY_LEDGER_SOURCE = 'cashier';
export const expiryLedgerKey = (transactionId: number) => `expire-${transactionId}`;

/** Withdrawals one run expires at most; a full batch runs again at once (the job's `more`). */
export const EXPIRY_BATCH_MAX = 100;

export const WITHDRAWAL_EXPIRED = 'WITHDRAWAL_EXPIRED';

export type ExpiredWithdrawal = {
  transactionId: number;
  playerId: number | null;
  amountMinor: number;
  currency: string;
  /** The ledger transfer that returned the hold; null when the withdrawal held no money. */
  returnedByTransferId: number | null;
};

export type WithdrawalExpiryDeps = {
  db: Kysely<PlatformTables>;
  transactions: CashierTransactions;
  clock: Clock;
  logger: Logger;
  /** A withdrawal without a provider transaction id older than this is expired. */
  expiryMs: number;
  publishBalance(playerId: number, currency: string): Promise<void>;
  publishPendingWithdrawals(playerId: number): Promise<void>;
};

/**
 * Ends withdrawals the provider never heard of. A withdrawal is made co_initiated before the
 * provider is called; when the call fails without an answer (unreachable, garbled) the outcome is
 * unknown and it stays so. One the provider did receive gets its provider transaction id at
 * authorize, with its hold, and reconciliation settles it; one still without an id after
 * `expiryMs` never reached the provider, so it becomes co_failed (WITHDRAWAL_EXPIRED) and any hold
 * returns to the player's cash. Each runs in one database transaction under the row's lock (the
 * merchant API's authorize locks it too), and the return posts under the idempotency key
 * cashier / expire-<id>: running twice or concurrently moves money once.
 */
export class WithdrawalExpiry {
  constructor(private readonly deps: WithdrawalExpiryDeps) {}

  /** Expires up to EXPIRY_BATCH_MAX due withdrawals; `more` says a full batch was read. */
  async expireDue(): Promise<{ expired: ExpiredWithdrawal[]; more: boolean }> {
    const cutoff = this.cutoff();
    const candidates = await this.deps.transactions.unsentWithdrawalsBefore(cutoff, EXPIRY_BATCH_MAX);
    const expired: ExpiredWithdrawal[] = [];
    for (const candidate of candidates) {
      const done = await this.expire(candidate.id);
      if (done) expired.push(done);
    }
    for (const done of expired) await this.publish(done);
    if (expired.length > 0) this.deps.logger.info({ expired: expired.length }, 'unsent withdrawals expired');
    return { expired, more: candidates.length === EXPIRY_BATCH_MAX };
  }

  private cutoff(): Date {
    return new Date(this.deps.clock.now().getTime() - this.deps.expiryMs);
  }

  /** Expires one withdrawal if, under its row lock, it is still open, unnamed and old enough. */
  private async expire(id: number): Promise<ExpiredWithdrawal | undefined> {
    return this.deps.db.transaction().execute(async (trx: Kysely<PlatformTables>) => {
      const transactions = this.deps.transactions.within(trx);
      const current = await transactions.byIdForUpdate(id);
      if (!current || !isExpirable(current, this.cutoff())) return undefined;
      const returnedByTransferId = current.holdId === null ? null : await returnHold(trx, current);
      const written = await transactions.updateIf(
        current.id,
        { from: ['co_initiated'] },
        {
          status: 'co_failed',
          errorCode: WITHDRAWAL_EXPIRED,
          errorMessage: 'the payment provider never received this withdrawal',
          ...(returnedByTransferId === null ? {} : { ledgerTransferId: returnedByTransferId }),
        },
      );
      // The row is locked and was read open: a failed guard here is a broken invariant.
      if (!written) throw new Error(`withdrawal ${id} changed under its row lock`);
      return {
        transactionId: current.id,
        playerId: current.playerId,
        amountMinor: current.amountMinor,
        currency: current.currency,
        returnedByTransferId,
      };
    });
  }

  private async publish(done: ExpiredWithdrawal) {
    if (done.playerId === null) return;
    try {
      if (done.returnedByTransferId !== null) await this.deps.publishBalance(done.playerId, done.currency);
      await this.deps.publishPendingWithdrawals(done.playerId);
    } catch (error) {
      // The expiry is committed; the site catches up at its next read.
      this.deps.logger.warn({ err: error, playerId: done.playerId }, 'push after a withdrawal expiry failed');
    }
  }
}

function isExpirable(transaction: CashierTransaction, cutoff: Date): boolean {
  return (
    transaction.kind === 'withdrawal' &&
    transaction.status === 'co_initiated' &&
    transaction.providerTxId === null &&
    transaction.createdAt < cutoff
  );
}

/** Returns the withdrawal's hold to cash (a balanced withdrawal_cancelled transfer); answers its id. */
async function returnHold(trx: Kysely<PlatformTables>, transaction: CashierTransaction): Promise<number> {
  if (transaction.holdId === null) throw new Error(`withdrawal ${transaction.id} has no hold to return`);
  const returned = await new Ledger(trx).cancelWithdrawal({
    source: EXPIRY_LEDGER_SOURCE,
    externalId: expiryLedgerKey(transaction.id),
    holdId: transaction.holdId,
  });
  if (!returned.ok) {
    throw new Error(`returning the hold of withdrawal ${transaction.id} refused by the ledger: ${returned.error.code}`);
  }
  return returned.transfer.transferId;
}
