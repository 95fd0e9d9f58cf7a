import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from './cashier-tables';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A player may tighten a limit at once, but loosening it (a higher value or no limit) waits this
 * long, so that a decision to raise a limit is never made in the heat of a session.
 */
export const LIMIT_LOOSENING_DELAY_MS = 24 * HOUR_MS;

/** The rolling window each limit counts deposits over, ending now. */
export const PERIOD_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/** A change waiting for its moment: valueMinor null is the removal of the limit. */
export type PendingLimit = { valueMinor: number | null; effectiveAt: Date };

/** One period's limit as stored; null is no limit at all. */
export type StoredLimit = { valueMinor: number; pending: PendingLimit | null };

/** What a player asks for one period: a limit in minor units, or null to remove it. */
export type RequestedLimit = number | null;

/** The limit in force at `now`: a pending change whose moment has come has taken over. */
export function limitAt(stored: StoredLimit | null, now: Date): StoredLimit | null {
  if (!stored?.pending || stored.pending.effectiveAt > now) return stored;
  return stored.pending.valueMinor === null ? null : { valueMinor: stored.pending.valueMinor, pending: null };
}

/**
 * The stored limit after a request at `now`. A first limit, the same value or a lower one applies
 * at once (and drops any waiting loosening); a higher value or a removal waits 24 hours. Asking
 * again for the change that is already waiting keeps its original moment, so repeating a request
 * never delays it.
 */
export function changeLimit(stored: StoredLimit | null, requested: RequestedLimit, now: Date): StoredLimit | null {
  const current = limitAt(stored, now);
  if (requested !== null && (current === null || requested <= current.valueMinor)) {
    return { valueMinor: requested, pending: null };
  }
  if (current === null) return null;
  if (current.pending && current.pending.valueMinor === requested) return current;
  return {
    valueMinor: current.valueMinor,
    pending: { valueMinor: requested, effectiveAt: addMs(now, LIMIT_LOOSENING_DELAY_MS) },
  };
}

export type LimitsInForce = Partial<Record<DepositLimitPeriod, number>>;
export type DepositedByPeriod = Record<DepositLimitPeriod, number>;

export type LimitExceeded = { period: DepositLimitPeriod; limitMinor: number; usedMinor: number };

/**
 * The first period (daily, then weekly, then monthly) whose limit the deposit would break, or null.
 * usedMinor is what already counts against it: posted deposits in the window plus deposits
 * authorised but not yet transferred (pendingMinor), so two deposits in flight cannot both slip
 * under a limit.
 */
export function firstExceededLimit(
  limits: LimitsInForce,
  deposited: DepositedByPeriod,
  amountMinor: number,
  pendingMinor: number,
): LimitExceeded | null {
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limitMinor = limits[period];
    if (limitMinor === undefined) continue;
    const usedMinor = deposited[period] + pendingMinor;
    if (usedMinor + amountMinor > limitMinor) return { period, limitMinor, usedMinor };
  }
  return null;
}

/** The start of each period's window: deposits after it count. */
export function windowStarts(now: Date): Record<DepositLimitPeriod, Date> {
  return {
    daily: addMs(now, -PERIOD_WINDOW_MS.daily),
    weekly: addMs(now, -PERIOD_WINDOW_MS.weekly),
    monthly: addMs(now, -PERIOD_WINDOW_MS.monthly),
  };
}

function addMs(moment: Date, milliseconds: number): Date {
  return new Date(moment.getTime() + milliseconds);
}
