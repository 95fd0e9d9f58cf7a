import { decimalToMinor, minorToDecimal } from '@vauhti/contracts';
import type { DepositLimitsView as DepositLimitsAnswer } from '@vauhti/contracts/cashier';
import { failure, type Result, success } from './cashier-errors';
import { DEPOSIT_LIMIT_PERIODS } from './cashier-tables';
import type { StoredLimit } from './deposit-limit-rules';
import type { DepositLimitChanges, DepositLimitsView } from './deposit-limits';

/*
 * The site writes and reads deposit limits in major units; the domain keeps exact minor units.
 * These two conversions are the only place the two meet.
 */

/** Major-unit numbers from the site into exact minor units; a value the currency cannot hold is FIELD_INVALID naming its period. */
export function depositLimitChangesOf(
  body: Partial<Record<string, number | null>>,
  currency: string,
): Result<DepositLimitChanges> {
  const changes: DepositLimitChanges = {};
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const value = body[period];
    if (value === undefined) continue;
    if (value === null) {
      changes[period] = null;
      continue;
    }
    const parsed = decimalToMinor(String(value), currency);
    if (!parsed.ok || parsed.minor <= 0) {
      return failure('FIELD_INVALID', `${period}: not an amount in ${currency} (at most its decimals)`, {
        field: period,
        location: 'body',
      });
    }
    changes[period] = parsed.minor;
  }
  return success(changes);
}

/** The limits as the site reads them: major-unit numbers, null for none, in the limits' currency (else the player's). */
export function depositLimitsInMajorUnits(view: DepositLimitsView, playerCurrency: string): DepositLimitsAnswer {
  const currency = view.currency ?? playerCurrency;
  const major = (minor: number | null) => (minor === null ? null : Number(minorToDecimal(minor, currency)));
  const periodView = (limit: StoredLimit | null) => ({
    value: major(limit?.valueMinor ?? null),
    pending: limit?.pending
      ? { value: major(limit.pending.valueMinor), effectiveAt: limit.pending.effectiveAt.toISOString() }
      : null,
  });
  const { daily, weekly, monthly } = view.limits;
  return {
    currency,
    limits: { deposit: { daily: periodView(daily), weekly: periodView(weekly), monthly: periodView(monthly) } },
  };
}
