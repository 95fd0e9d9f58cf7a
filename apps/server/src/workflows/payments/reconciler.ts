import { formatDecimalAmount } from '@vauhti/money';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import { Ledger } from '../../domains/wallet/ledger/ledger';
import type { PlatformTables } from '../../platform-tables';
import type { CashierTransaction, CashierTransactions } from './cashier-transactions';
import { CLEARING_PROVIDER, LEDGER_SOURCE, ledgerKeys } from './merchant-api';
import type { CashierTransactionStatus, ProviderState } from './payments-tables';
import type { PaymentProvider, ReconciliationTransaction } from './provider/payment-provider';

export type DifferenceCode =
  /** The provider has a transaction the platform never recorded. */
  | 'MISSING_ON_PLATFORM'
  /** The platform sent a transaction to the provider that the provider does not report. */
  | 'MISSING_AT_PROVIDER'
  | 'STATE_DIFFERS'
  | 'AMOUNT_DIFFERS'
  | 'FEE_DIFFERS'
  | 'CURRENCY_DIFFERS'
  /** The provider took the money, and the ledger has no credit for it. */
  | 'DEPOSIT_NOT_CREDITED';

export type Difference = {
  code: DifferenceCode;
  txId: string | null;
  merchantTxId: string | null;
  detail: string;
};

/** A withdrawal whose hold the reconciler resolved from the provider's final outcome. */
export type Settlement = {
  txId: string;
  merchantTxId: string;
  outcome: 'paid' | 'returned';
  amountMinor: number;
  currency: string;
};

export type ReconcileReport = {
  from: Date;
  to: Date;
  providerTransactions: number;
  differences: Difference[];
  settled: Settlement[];
};

export type ReconcileResult = { ok: true; report: ReconcileReport } | { ok: false; code: string; message: string };

export type ReconcilerDeps = {
  db: Kysely<PlatformTables>;
  transactions: CashierTransactions;
  provider: PaymentProvider;
  logger: Logger;
  publishBalance(playerId: number, currency: string): Promise<void>;
  /** The player's count of pending withdrawals, after a settlement paid or returned a hold. */
  publishPendingWithdrawals(playerId: number): Promise<void>;
  /** The platform's transactions are read this many at a time (default RECONCILE_PAGE_SIZE). */
  pageSize?: number;
};

/** The platform's transactions are read this many at a time. */
export const RECONCILE_PAGE_SIZE = 500;

const STATUS_OF_STATE: Record<'deposit' | 'withdrawal', Record<ProviderState, readonly CashierTransactionStatus[]>> = {
  deposit: {
    WAITING_INPUT: ['txn_initiated', 'txn_pending'],
    WAITING_APPROVAL: ['txn_pending'],
    SUCCESSFUL: ['txn_confirmed_success'],
    FAILED: ['txn_confirmed_failure'],
    CANCELLED: ['txn_confirmed_failure'],
  },
  withdrawal: {
    WAITING_INPUT: ['co_initiated'],
    WAITING_APPROVAL: ['co_initiated'],
    SUCCESSFUL: ['co_success'],
    FAILED: ['co_failed'],
    CANCELLED: ['co_failed'],
  },
};

/**
 * Compares the provider's transactions of a period with the platform's cashier transactions and
 * the ledger, and reports every difference. One kind it settles instead of reporting: a withdrawal
 * still holding money whose payout the provider reports final (the transfer or cancel never
 * reached the platform) is paid or returned with the same ledger keys the merchant API uses, so
 * a late merchant call afterwards moves nothing again (docs/payments-integration.md section 5).
 */
export class Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}

  async reconcile(range: { from: Date; to: Date }): Promise<ReconcileResult> {
    const answer = await this.deps.provider.reconciliation(range);
    if (!answer.ok) return { ok: false, code: answer.code, message: answer.message };
    const differences: Difference[] = [];
    const settled: Settlement[] = [];
    const seen = new Set<number>();
    for (const remote of answer.value) {
      const local = await this.localOf(remote);
      if (!local) {
        differences.push({
          code: 'MISSING_ON_PLATFORM',
          txId: remote.txId,
          merchantTxId: remote.merchantTxId ?? null,
          detail: `${remote.state} ${remote.kind} of ${money(remote.amount, remote.currency)} by ${remote.userId}`,
        });
        continue;
      }
      seen.add(local.id);
      const settlement = await this.settleIfHeld(local, remote);
      if (settlement) {
        settled.push(settlement);
        continue;
      }
      // A merchant call may have settled it while this ran: compare what is there now.
      const current = (await this.deps.transactions.byId(local.id)) ?? local;
      differences.push(...(await this.compare(current, remote)));
    }
    differences.push(...(await this.missingAtProvider(range, seen)));
    const report = { from: range.from, to: range.to, providerTransactions: answer.value.length, differences, settled };
    if (differences.length > 0 || settled.length > 0) {
      this.deps.logger.warn(
        { differences: differences.length, settled: settled.length },
        'payments reconciliation found differences',
      );
    }
    return { ok: true, report };
  }

  /** The platform's transactions of the period the provider did not report, read a page at a time. */
  private async missingAtProvider(range: { from: Date; to: Date }, seen: ReadonlySet<number>): Promise<Difference[]> {
    const differences: Difference[] = [];
    const limit = this.deps.pageSize ?? RECONCILE_PAGE_SIZE;
    for (let after = 0; ; ) {
      const page = await this.deps.transactions.updatedBetween(range.from, range.to, { after, limit });
      for (const local of page) {
        // Only what the provider was told of can be missing there; a deposit still collecting
        // 3-D Secure data has no provider transaction yet.
        if (seen.has(local.id) || local.providerTxId === null) continue;
        differences.push({
          code: 'MISSING_AT_PROVIDER',
          txId: local.providerTxId,
          merchantTxId: String(local.id),
          detail: `${local.status} ${local.kind} of ${money(local.amountMinor, local.currency)}`,
        });
      }
      const last = page.at(-1);
      if (!last || page.length < limit) return differences;
      after = last.id;
    }
  }

  private async localOf(remote: ReconciliationTransaction): Promise<CashierTransaction | undefined> {
    const byProvider = await this.deps.transactions.byProviderTxId(remote.txId);
    if (byProvider) return byProvider;
    const merchantTxId = remote.merchantTxId ? Number(remote.merchantTxId) : Number.NaN;
    return Number.isSafeInteger(merchantTxId) ? this.deps.transactions.byId(merchantTxId) : undefined;
  }

  private async compare(local: CashierTransaction, remote: ReconciliationTransaction): Promise<Difference[]> {
    const differences: Difference[] = [];
    const at = (code: DifferenceCode, detail: string) =>
      differences.push({ code, txId: remote.txId, merchantTxId: String(local.id), detail });
    if (local.currency !== remote.currency)
      at('CURRENCY_DIFFERS', `platform ${local.currency}, provider ${remote.currency}`);
    if (local.amountMinor !== remote.amount) {
      at(
        'AMOUNT_DIFFERS',
        `platform ${money(local.amountMinor, local.currency)}, provider ${money(remote.amount, remote.currency)}`,
      );
    }
    if (remote.state === 'SUCCESSFUL' && local.feeMinor !== remote.fee) {
      at(
        'FEE_DIFFERS',
        `platform ${money(local.feeMinor, local.currency)}, provider ${money(remote.fee, remote.currency)}`,
      );
    }
    if (!STATUS_OF_STATE[local.kind][remote.state].includes(local.status)) {
      at('STATE_DIFFERS', `platform ${local.status}, provider ${remote.state}`);
    }
    if (local.kind === 'deposit' && remote.state === 'SUCCESSFUL' && !(await this.credited(remote.txId))) {
      at(
        'DEPOSIT_NOT_CREDITED',
        `the provider took ${money(remote.amount, remote.currency)}; the ledger has no credit`,
      );
    }
    return differences;
  }

  private async credited(txId: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('source', '=', LEDGER_SOURCE)
      .where('external_id', '=', ledgerKeys.paidOrCredited(txId))
      .where('code', '=', 'deposit')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Resolves the hold of a withdrawal the provider finished, under the merchant API's lock on
   * txId (a transfer or cancel arriving at the same moment waits, then sees it settled).
   */
  private async settleIfHeld(
    local: CashierTransaction,
    remote: ReconciliationTransaction,
  ): Promise<Settlement | undefined> {
    const outcome =
      remote.state === 'SUCCESSFUL'
        ? 'paid'
        : remote.state === 'FAILED' || remote.state === 'CANCELLED'
          ? 'returned'
          : undefined;
    if (local.kind !== 'withdrawal' || local.status !== 'co_initiated' || local.holdId === null || !outcome)
      return undefined;
    if (local.currency !== remote.currency || local.amountMinor !== remote.amount) return undefined;
    const txId = remote.txId;
    const settled = await this.deps.db.transaction().execute(async (trx: Kysely<PlatformTables>) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`piq\n${txId}`}, 0))`.execute(trx);
      const transactions = this.deps.transactions.within(trx);
      const current = await transactions.byId(local.id);
      if (current?.status !== 'co_initiated' || current.holdId === null) return false;
      const ledger = new Ledger(trx);
      const posted =
        outcome === 'paid'
          ? await ledger.payWithdrawal({
              source: LEDGER_SOURCE,
              externalId: ledgerKeys.paidOrCredited(txId),
              holdId: current.holdId,
              provider: CLEARING_PROVIDER,
              feeMinor: Math.min(remote.fee, current.amountMinor),
            })
          : await ledger.cancelWithdrawal({
              source: LEDGER_SOURCE,
              externalId: ledgerKeys.cancelled(txId),
              holdId: current.holdId,
            });
      if (!posted.ok) throw new Error(`settling withdrawal ${txId} refused by the ledger: ${posted.error.code}`);
      await transactions.update(current.id, {
        status: outcome === 'paid' ? 'co_success' : 'co_failed',
        providerTxId: txId,
        providerState: remote.state,
        ...(outcome === 'paid' ? { feeMinor: Math.min(remote.fee, current.amountMinor) } : {}),
        ledgerTransferId: posted.transfer.transferId,
      });
      return true;
    });
    if (!settled) return undefined;
    if (local.playerId !== null) {
      await this.deps.publishBalance(local.playerId, local.currency).catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'balance push after a reconciliation settlement failed');
      });
      await this.deps.publishPendingWithdrawals(local.playerId).catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'pending-withdrawal push after a reconciliation settlement failed');
      });
    }
    return { txId, merchantTxId: String(local.id), outcome, amountMinor: local.amountMinor, currency: local.currency };
  }
}

function money(minor: number, currency: string): string {
  try {
    return `${formatDecimalAmount(minor, currency)} ${currency}`;
  } catch {
    return `${minor} (minor units) ${currency}`;
  }
}
