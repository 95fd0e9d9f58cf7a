import { currencyInfo } from '@vauhti/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import { failure, type Result, success } from './cashier-errors';
import { type CashierTables, DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from './cashier-tables';
import {
  changeLimit,
  type DepositedByPeriod,
  firstExceededLimit,
  type LimitExceeded,
  type LimitsInForce,
  limitAt,
  type RequestedLimit,
  type StoredLimit,
  windowStarts,
} from './deposit-limit-rules';

export type DepositLimitsDb = Kysely<CashierTables>;

/**
 * The player's posted deposits, which the ledger (the wallet domain) counts: the wiring hands in
 * the wallet's PostedDeposits on the same executor, so a check inside a transaction sees its
 * writes, and the cashier never reads the ledger's tables.
 */
export type DepositTotals = {
  /** The deposits in `currency` posted after each period's window start. */
  sumsSince(
    playerId: number,
    currency: string,
    since: Record<DepositLimitPeriod, Date>,
  ): Promise<Record<DepositLimitPeriod, number>>;
  /** Everything the player ever deposited in `currency`. */
  total(playerId: number, currency: string): Promise<number>;
};

/** The player's deposit limits now, in minor units of `currency` (null: the player has set none). */
export type DepositLimitsView = {
  currency: string | null;
  limits: Record<DepositLimitPeriod, StoredLimit | null>;
};

/** A change per period: a limit in minor units, null to remove it, left out to keep it. */
export type DepositLimitChanges = Partial<Record<DepositLimitPeriod, RequestedLimit>>;

export type DepositLimitCheck = { ok: true } | ({ ok: false } & LimitExceeded);

type LimitRow = {
  period: DepositLimitPeriod;
  currency: string;
  value_minor: number;
  pending_value_minor: number | null;
  pending_effective_at: Date | null;
};

const LIMIT_COLUMNS = ['period', 'currency', 'value_minor', 'pending_value_minor', 'pending_effective_at'] as const;

/**
 * Responsible-gaming deposit limits (spec part 1 sections 3 and 7: limits.deposit daily, weekly,
 * monthly). The rules are deposit-limit-rules.ts; this stores them and counts the player's posted
 * deposits through the wallet's DepositTotals. A due pending change is written back the first time
 * it is read.
 */
export class DepositLimits {
  constructor(private readonly deps: { db: DepositLimitsDb; clock: Clock; deposits: DepositTotals }) {}

  /**
   * The limits now. Opens no transaction (the payments workflow calls check() on its hot path, and
   * on PGlite a transaction holds the one connection): a due change is written back only if the
   * row is still the one read, so a concurrent set() is never overwritten.
   */
  async read(playerId: number): Promise<DepositLimitsView> {
    const rows: LimitRow[] = await this.deps.db
      .selectFrom('deposit_limits')
      .select(LIMIT_COLUMNS)
      .where('player_id', '=', playerId)
      .execute();
    const view = viewOf(rows, this.deps.clock.now());
    for (const row of view.due) await this.applyDueIfUnchanged(playerId, row);
    return { currency: view.currency, limits: view.limits };
  }

  /** Applies each named period's change (all or none); answers the limits as they stand afterwards. */
  async set(playerId: number, currency: string, changes: DepositLimitChanges): Promise<Result<DepositLimitsView>> {
    const invalid = invalidChange(currency, changes);
    if (invalid) return invalid;
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await this.readForUpdate(trx, playerId);
      if (before.currency !== null && before.currency !== currency) {
        return failure('CURRENCY_MISMATCH', `the limits are kept in ${before.currency}`, {
          field: 'currency',
          currency: before.currency,
        });
      }
      const now = this.deps.clock.now();
      const limits = { ...before.limits };
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const requested = changes[period];
        if (requested === undefined) continue;
        limits[period] = changeLimit(before.limits[period], requested, now);
        await this.write(trx, playerId, period, currency, limits[period], now);
      }
      const anyLimit = DEPOSIT_LIMIT_PERIODS.some((period) => limits[period] !== null);
      return success({ currency: anyLimit ? currency : null, limits });
    });
  }

  /**
   * Whether a deposit of amountMinor fits every limit, counting the posted deposits of each rolling
   * window and pendingMinor (authorised deposits not yet transferred, which the caller knows).
   */
  async check(
    playerId: number,
    currency: string,
    amountMinor: number,
    pendingMinor: number,
  ): Promise<DepositLimitCheck> {
    const view = await this.read(playerId);
    if (view.currency !== currency) return { ok: true };
    const inForce: LimitsInForce = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const limit = view.limits[period];
      if (limit) inForce[period] = limit.valueMinor;
    }
    if (Object.keys(inForce).length === 0) return { ok: true };
    const deposited = await this.depositedInWindows(playerId, currency);
    const exceeded = firstExceededLimit(inForce, deposited, amountMinor, pendingMinor);
    return exceeded ? { ok: false, ...exceeded } : { ok: true };
  }

  /** The player's posted deposits in `currency` over each rolling window ending now. */
  async depositedInWindows(playerId: number, currency: string): Promise<DepositedByPeriod> {
    return this.deps.deposits.sumsSince(playerId, currency, windowStarts(this.deps.clock.now()));
  }

  /** Everything the player ever deposited in `currency` (the Romanian KYC threshold counts it). */
  async lifetimeDeposits(playerId: number, currency: string): Promise<number> {
    return this.deps.deposits.total(playerId, currency);
  }

  /** The rows under a lock (so concurrent changes queue), with due pending changes applied and written. */
  private async readForUpdate(trx: Transaction<CashierTables>, playerId: number) {
    const rows: LimitRow[] = await trx
      .selectFrom('deposit_limits')
      .select(LIMIT_COLUMNS)
      .where('player_id', '=', playerId)
      .forUpdate()
      .execute();
    const now = this.deps.clock.now();
    const view = viewOf(rows, now);
    for (const row of view.due) {
      await this.write(trx, playerId, row.period, row.currency.trim(), view.limits[row.period], now);
    }
    return { currency: view.currency, limits: view.limits };
  }

  /** Makes a due pending change the limit, unless the row changed since it was read. */
  private async applyDueIfUnchanged(playerId: number, row: LimitRow) {
    const effectiveAt = row.pending_effective_at;
    if (effectiveAt === null) return;
    const now = this.deps.clock.now();
    if (row.pending_value_minor === null) {
      await this.deps.db
        .deleteFrom('deposit_limits')
        .where('player_id', '=', playerId)
        .where('period', '=', row.period)
        .where('pending_effective_at', '=', effectiveAt)
        .where('pending_value_minor', 'is', null)
        .execute();
      return;
    }
    await this.deps.db
      .updateTable('deposit_limits')
      .set({
        value_minor: row.pending_value_minor,
        pending_value_minor: null,
        pending_effective_at: null,
        updated_at: now,
      })
      .where('player_id', '=', playerId)
      .where('period', '=', row.period)
      .where('pending_effective_at', '=', effectiveAt)
      .where('pending_value_minor', '=', row.pending_value_minor)
      .execute();
  }

  private async write(
    trx: Transaction<CashierTables>,
    playerId: number,
    period: DepositLimitPeriod,
    currency: string,
    limit: StoredLimit | null,
    now: Date,
  ) {
    if (limit === null) {
      await trx.deleteFrom('deposit_limits').where('player_id', '=', playerId).where('period', '=', period).execute();
      return;
    }
    const values = {
      currency,
      value_minor: limit.valueMinor,
      pending_value_minor: limit.pending?.valueMinor ?? null,
      pending_effective_at: limit.pending?.effectiveAt ?? null,
      updated_at: now,
    };
    await trx
      .insertInto('deposit_limits')
      .values({ player_id: playerId, period, ...values })
      .onConflict((conflict) => conflict.columns(['player_id', 'period']).doUpdateSet(values))
      .execute();
  }
}

/** The limits in force at `now`, their currency, and the rows whose pending change has come due. */
function viewOf(rows: LimitRow[], now: Date) {
  const limits: DepositLimitsView['limits'] = { daily: null, weekly: null, monthly: null };
  const due: LimitRow[] = [];
  for (const row of rows) {
    const stored = storedOf(row);
    const current = limitAt(stored, now);
    if (current !== stored) due.push(row);
    limits[row.period] = current;
  }
  const kept = rows.find((row) => limits[row.period] !== null);
  return { currency: kept ? kept.currency.trim() : null, limits, due };
}

function storedOf(row: LimitRow): StoredLimit {
  return {
    valueMinor: Number(row.value_minor),
    pending:
      row.pending_effective_at === null
        ? null
        : {
            valueMinor: row.pending_value_minor === null ? null : Number(row.pending_value_minor),
            effectiveAt: row.pending_effective_at,
          },
  };
}

function invalidChange(currency: string, changes: DepositLimitChanges): Result<never> | undefined {
  if (!currencyInfo(currency)) return failure('INVALID_LIMIT', `unknown currency ${currency}`, { field: 'currency' });
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const value = changes[period];
    if (value === undefined || value === null) continue;
    if (!Number.isSafeInteger(value) || value <= 0) {
      return failure('INVALID_LIMIT', `${period}: a limit is a positive amount`, { field: period });
    }
  }
  return undefined;
}
