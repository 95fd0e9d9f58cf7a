import type { DepositLimitsView } from '@vauhti/contracts/cashier';
import { currencyExponent, formatDecimalAmount, minorFromMajor, parseDecimalAmount } from '@vauhti/money';

/*
 * The player's deposit limits (spec part 1 sections 3 and 7; the cashier domain's rules): daily,
 * weekly and monthly, in the player's currency. A first limit, an equal or a lower one applies at
 * once (and drops a waiting loosening); a higher one or a removal waits 24 hours. The platform
 * answers values in major units; the site works in minor units through @vauhti/money.
 */

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The largest limit the platform takes (major units, the contract's bound). */
export const LIMIT_MAJOR_MAX = 100_000_000_000;

/** One period as the page shows it, in minor units: the limit in force and a change waiting its time. */
export type PeriodLimit = {
  valueMinor: number | null;
  pending: { valueMinor: number | null; effectiveAt: string } | null;
};

export type LimitsByPeriod = Record<LimitPeriod, PeriodLimit>;

/** The platform's answer in minor units. */
export function limitsOf(view: DepositLimitsView): LimitsByPeriod {
  const minor = (value: number | null) => (value === null ? null : minorFromMajor(value, view.currency));
  const periodOf = (period: LimitPeriod): PeriodLimit => {
    const limit = view.limits.deposit[period];
    return {
      valueMinor: minor(limit.value),
      pending: limit.pending
        ? { valueMinor: minor(limit.pending.value), effectiveAt: limit.pending.effectiveAt }
        : null,
    };
  };
  return { daily: periodOf('daily'), weekly: periodOf('weekly'), monthly: periodOf('monthly') };
}

/** The body value of a period: major units as a number with the currency's decimals, null removes. */
export function limitBodyValue(valueMinor: number | null, currency: string): number | null {
  return valueMinor === null ? null : Number(formatDecimalAmount(valueMinor, currency));
}

export type LimitInputError = 'required' | 'invalid' | 'decimals' | 'notPositive' | 'tooLarge';
export type ParsedLimit = { ok: true; valueMinor: number } | { ok: false; error: LimitInputError };

/**
 * What the player typed, as minor units of the currency, read with the decimal separator of the
 * player's language: spaces are ignored, and so is the other separator (it groups thousands:
 * "1 000,50" and "1.000,50" where the comma is the decimal, "12,345.50" where the point is). A
 * point still reads as the decimal in a comma language when no comma was typed ("50.50").
 * Anything else that is not a plain decimal is refused.
 */
export function parseLimitInput(text: string, currency: string, decimalSeparator: '.' | ',' = '.'): ParsedLimit {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, error: 'required' };
  const decimal =
    decimalSeparator === ',' && compact.includes(',')
      ? compact.replaceAll('.', '').replace(',', '.')
      : compact.replaceAll(',', '');
  const match = /^\d+(?:\.(\d+))?$/.exec(decimal);
  if (!match) return { ok: false, error: 'invalid' };
  if ((match[1]?.length ?? 0) > currencyExponent(currency)) return { ok: false, error: 'decimals' };
  // The only refusal left is more significant digits than any amount has: far above the maximum.
  const parsed = parseDecimalAmount(decimal, currency);
  if (!parsed.ok) return { ok: false, error: 'tooLarge' };
  if (parsed.minor <= 0) return { ok: false, error: 'notPositive' };
  if (parsed.minor > minorFromMajor(LIMIT_MAJOR_MAX, currency)) return { ok: false, error: 'tooLarge' };
  return { ok: true, valueMinor: parsed.minor };
}

/**
 * What asking for `next` (null: no limit) does to a period:
 * - `unchanged`: it is the limit in force and nothing waits;
 * - `withdrawPending`: it is the limit in force and a loosening waits: that change is dropped;
 * - `first`: there was no limit: it applies at once;
 * - `decrease`: lower than the limit in force: at once;
 * - `increase`: higher: after 24 hours;
 * - `removal`: no limit instead of one: after 24 hours.
 */
export type LimitChange = 'unchanged' | 'withdrawPending' | 'first' | 'decrease' | 'increase' | 'removal';

export function classifyLimitChange(current: PeriodLimit, next: number | null): LimitChange {
  if (next === current.valueMinor) return current.pending ? 'withdrawPending' : 'unchanged';
  if (current.valueMinor === null) return 'first';
  if (next === null) return 'removal';
  return next < current.valueMinor ? 'decrease' : 'increase';
}

/** Whether a change applies at once (true) or waits its 24 hours (false). */
export function appliesAtOnce(change: LimitChange): boolean {
  return change !== 'increase' && change !== 'removal';
}
