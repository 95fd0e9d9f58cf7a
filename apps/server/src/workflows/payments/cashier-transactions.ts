import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type {
  CashierChannel,
  CashierTransactionStatus,
  CashierTransactionsTable,
  PaymentsTables,
  ProviderState,
  TransactionKind,
} from './payments-tables';

export type { CashierTransactionStatus } from './payments-tables';

/** A cashier transaction as the workflow uses it (camel case, amounts in minor units). */
export type CashierTransaction = {
  id: number;
  playerId: number | null;
  kind: TransactionKind;
  channel: CashierChannel;
  method: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  status: CashierTransactionStatus;
  providerTxId: string | null;
  providerState: ProviderState | null;
  authCode: string | null;
  bonusCode: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  holdId: number | null;
  ledgerTransferId: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export type NewCashierTransaction = {
  playerId: number | null;
  kind: TransactionKind;
  channel: CashierChannel;
  method: string;
  amountMinor: number;
  feeMinor?: number;
  currency: string;
  status: CashierTransactionStatus;
  providerTxId?: string | null;
  providerState?: ProviderState | null;
  authCode?: string | null;
  bonusCode?: string | null;
  holdId?: number | null;
};

/** What may change after creation; the kind, channel and currency of a transaction never do. */
export type CashierTransactionChanges = Partial<
  Pick<
    CashierTransaction,
    | 'playerId'
    | 'method'
    | 'amountMinor'
    | 'feeMinor'
    | 'status'
    | 'providerTxId'
    | 'providerState'
    | 'authCode'
    | 'bonusCode'
    | 'errorCode'
    | 'errorMessage'
    | 'holdId'
    | 'ledgerTransferId'
  >
>;

const COLUMN_OF: { [K in keyof CashierTransactionChanges]-?: keyof CashierTransactionsTable } = {
  playerId: 'player_id',
  method: 'method',
  amountMinor: 'amount_minor',
  feeMinor: 'fee_minor',
  status: 'status',
  providerTxId: 'provider_tx_id',
  providerState: 'provider_state',
  authCode: 'auth_code',
  bonusCode: 'bonus_code',
  errorCode: 'error_code',
  errorMessage: 'error_message',
  holdId: 'hold_id',
  ledgerTransferId: 'ledger_transfer_id',
};

/**
 * The most open withdrawals a player's pending list shows (as the header's, ledger-queries.ts):
 * a player has a handful at most, so one page serves.
 */
export const PENDING_CASHOUTS_LISTED_MAX = 50;

/** The longest deposit-limit window (monthly: 30 days). */
const PENDING_DEPOSITS_COUNTED_MS = 30 * 24 * 60 * 60 * 1000;

/** Statuses after which a transaction no longer changes (the ledger has settled it or never will). */
export const FINAL_STATUSES: ReadonlySet<CashierTransactionStatus> = new Set([
  'txn_confirmed_success',
  'txn_confirmed_failure',
  'co_success',
  'co_failed',
]);

/** The money-moving final statuses as a type: a guarded update never starts from one. */
export type FinalCashierTransactionStatus =
  | 'txn_confirmed_success'
  | 'txn_confirmed_failure'
  | 'co_success'
  | 'co_failed';
export type OpenCashierTransactionStatus = Exclude<CashierTransactionStatus, FinalCashierTransactionStatus>;

/**
 * What a guarded update requires of the row, checked in the UPDATE statement itself so a write that
 * lands between a caller's read and its write is never overwritten. The row is never final.
 */
export type UpdateGuard = {
  /** The row's status must be one of these (default: any status that is not final). */
  from?: readonly OpenCashierTransactionStatus[];
  /** No authorize is recorded on it yet (auth_code is null): one provider transaction links it. */
  unauthorized?: boolean;
  /** No withdrawal hold exists (hold_id is null): a held withdrawal resolves through the ledger only. */
  withoutHold?: boolean;
};

/**
 * The cashier_transactions table. `db` may be a Kysely transaction: the merchant API writes a
 * transaction's row in the same database transaction as the ledger movement it records.
 */
export class CashierTransactions {
  constructor(
    private readonly db: Kysely<PaymentsTables>,
    private readonly clock: Clock,
  ) {}

  /** The same table seen through another executor (a database transaction). */
  within(db: Kysely<PaymentsTables>): CashierTransactions {
    return new CashierTransactions(db, this.clock);
  }

  async create(input: NewCashierTransaction): Promise<CashierTransaction> {
    const now = this.clock.now();
    const row = await this.db
      .insertInto('cashier_transactions')
      .values({
        player_id: input.playerId,
        kind: input.kind,
        channel: input.channel,
        method: input.method,
        amount_minor: input.amountMinor,
        fee_minor: input.feeMinor ?? 0,
        currency: input.currency,
        status: input.status,
        provider_tx_id: input.providerTxId ?? null,
        provider_state: input.providerState ?? null,
        auth_code: input.authCode ?? null,
        bonus_code: input.bonusCode ?? null,
        error_code: null,
        error_message: null,
        hold_id: input.holdId ?? null,
        ledger_transfer_id: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return transactionOf(row);
  }

  async byId(id: number): Promise<CashierTransaction | undefined> {
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    const row = await this.db.selectFrom('cashier_transactions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? transactionOf(row) : undefined;
  }

  /**
   * The row under a row lock until the enclosing database transaction ends (`db` must be one, see
   * within()): a concurrent writer of the same row waits, then reads what this one wrote.
   */
  async byIdForUpdate(id: number): Promise<CashierTransaction | undefined> {
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    const row = await this.db
      .selectFrom('cashier_transactions')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? transactionOf(row) : undefined;
  }

  async byProviderTxId(txId: string): Promise<CashierTransaction | undefined> {
    const row = await this.db
      .selectFrom('cashier_transactions')
      .selectAll()
      .where('provider_tx_id', '=', txId)
      .executeTakeFirst();
    return row ? transactionOf(row) : undefined;
  }

  /** The transaction if it is this player's; another player's id reads as unknown. */
  async forPlayer(playerId: number, id: number): Promise<CashierTransaction | undefined> {
    const transaction = await this.byId(id);
    return transaction?.playerId === playerId ? transaction : undefined;
  }

  /** The player's open withdrawals (co_initiated), newest first, at most PENDING_CASHOUTS_LISTED_MAX. */
  async pendingWithdrawals(playerId: number): Promise<CashierTransaction[]> {
    const rows = await this.db
      .selectFrom('cashier_transactions')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('kind', '=', 'withdrawal')
      .where('status', '=', 'co_initiated')
      .orderBy('id', 'desc')
      .limit(PENDING_CASHOUTS_LISTED_MAX)
      .execute();
    return rows.map(transactionOf);
  }

  /**
   * Open withdrawals the provider never named (no provider transaction id) made before `cutoff`,
   * oldest first, at most `limit` (index cashier_transactions_unsent_withdrawals).
   */
  async unsentWithdrawalsBefore(cutoff: Date, limit: number): Promise<CashierTransaction[]> {
    const rows = await this.db
      .selectFrom('cashier_transactions')
      .selectAll()
      .where('status', '=', 'co_initiated')
      .where('provider_tx_id', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(transactionOf);
  }

  /**
   * Sum of the player's authorized deposits not yet transferred (counted against deposit limits).
   * Only those of the longest limit window: one the provider never settled stops counting there
   * (reconciliation reports it).
   */
  async pendingDepositsMinor(playerId: number, currency: string): Promise<number> {
    const since = new Date(this.clock.now().getTime() - PENDING_DEPOSITS_COUNTED_MS);
    const row = await this.db
      .selectFrom('cashier_transactions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .where('kind', '=', 'deposit')
      .where('status', '=', 'txn_pending')
      .where('auth_code', 'is not', null)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * Transactions changed within [from, to] (reconciliation's platform side), by id, one page of at
   * most `limit` after the id `after` (0 for the first page).
   */
  async updatedBetween(from: Date, to: Date, page: { after: number; limit: number }): Promise<CashierTransaction[]> {
    const rows = await this.db
      .selectFrom('cashier_transactions')
      .selectAll()
      .where('updated_at', '>=', from)
      .where('updated_at', '<=', to)
      .where('id', '>', page.after)
      .orderBy('id')
      .limit(page.limit)
      .execute();
    return rows.map(transactionOf);
  }

  /**
   * Applies the changes only while the row meets the guard (never to a final row). Answers the row
   * as written, or undefined when the guard did not hold (or there is no such row): nothing changed,
   * and the caller reads the row again to see who won. Every status change goes through here except
   * the writes update() documents.
   */
  async updateIf(
    id: number,
    guard: UpdateGuard,
    changes: CashierTransactionChanges,
  ): Promise<CashierTransaction | undefined> {
    let query = this.db
      .updateTable('cashier_transactions')
      .set(this.valuesOf(changes))
      .where('id', '=', id)
      .where('status', 'not in', [...FINAL_STATUSES]);
    if (guard.from !== undefined) {
      if (guard.from.length === 0) return undefined;
      query = query.where('status', 'in', [...guard.from]);
    }
    if (guard.unauthorized) query = query.where('auth_code', 'is', null);
    if (guard.withoutHold) query = query.where('hold_id', 'is', null);
    const row = await query.returningAll().executeTakeFirst();
    return row ? transactionOf(row) : undefined;
  }

  /**
   * The unconditional write, deliberately kept for one case: the status a ledger movement made in
   * the same database transaction. There the money decides, and the row must say what the ledger
   * did whatever a provider-status write (not under the merchant API's txId lock) put there in the
   * meantime: the merchant transfer of a deposit (the credit is posted, so txn_confirmed_success
   * even over a late txn_confirmed_failure) and the reconciler's settlement of a withdrawal (under
   * the txId lock, after re-reading it co_initiated). Anything else uses updateIf().
   */
  async update(id: number, changes: CashierTransactionChanges): Promise<CashierTransaction | undefined> {
    const row = await this.db
      .updateTable('cashier_transactions')
      .set(this.valuesOf(changes))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? transactionOf(row) : undefined;
  }

  private valuesOf(changes: CashierTransactionChanges): Record<string, unknown> {
    const values: Record<string, unknown> = { updated_at: this.clock.now() };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      values[COLUMN_OF[key as keyof CashierTransactionChanges]] = value;
    }
    return values;
  }
}

function transactionOf(row: Selectable<CashierTransactionsTable>): CashierTransaction {
  return {
    id: Number(row.id),
    playerId: row.player_id === null ? null : Number(row.player_id),
    kind: row.kind,
    channel: row.channel,
    method: row.method,
    amountMinor: Number(row.amount_minor),
    feeMinor: Number(row.fee_minor),
    // char(3) comes back as written, but a padded value would never match a currency code.
    currency: row.currency.trim(),
    status: row.status,
    providerTxId: row.provider_tx_id,
    providerState: row.provider_state,
    authCode: row.auth_code,
    bonusCode: row.bonus_code,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    holdId: row.hold_id === null ? null : Number(row.hold_id),
    ledgerTransferId: row.ledger_transfer_id === null ? null : Number(row.ledger_transfer_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
