import type { MethodLimits } from './fees';
import { minorFromMajorRounded, oneMajorInMinor } from './major-minor';

export type AmountCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'AMOUNT_TOO_SMALL' | 'AMOUNT_TOO_LARGE' | 'INVALID_AMOUNT';
      minMinor: number;
      maxMinor: number | null;
    };

type Bounds = { minMinor: number; maxMinor: number | null };

function checkWithin(amountMinor: number, bounds: Bounds): AmountCheck {
  if (!Number.isSafeInteger(amountMinor)) return { ok: false, code: 'INVALID_AMOUNT', ...bounds };
  if (amountMinor < bounds.minMinor) return { ok: false, code: 'AMOUNT_TOO_SMALL', ...bounds };
  if (bounds.maxMinor !== null && amountMinor > bounds.maxMinor) {
    return { ok: false, code: 'AMOUNT_TOO_LARGE', ...bounds };
  }
  return { ok: true };
}

/*
 * Limits are major-unit numbers from method configuration. A limit finer than the currency's
 * minor unit (0.5 JPY) is rounded inward, so the bounds never admit an amount the method refuses.
 */
function minTxnMinor(limits: MethodLimits, currency: string): number {
  return minorFromMajorRounded(limits.minTxnLimit, currency, 'ceil');
}

function maxTxnMinor(limits: MethodLimits, currency: string): number {
  return minorFromMajorRounded(limits.maxTxnLimit, currency, 'floor');
}

/**
 * Deposit amount (spec part 1, section 5): at least 1 major unit, then within the method's
 * minTxnLimit..maxTxnLimit; without limits there is no maximum. A play-money minimum raises the
 * minimum when it is larger. The answer carries the bounds so the message can name them.
 */
export function depositAmountBounds(
  currency: string,
  limits: MethodLimits | null,
  options?: { playMoneyMinimumMinor?: number | null },
): Bounds {
  const minMinor = Math.max(
    oneMajorInMinor(currency),
    limits ? minTxnMinor(limits, currency) : 0,
    options?.playMoneyMinimumMinor ?? 0,
  );
  return { minMinor, maxMinor: limits ? maxTxnMinor(limits, currency) : null };
}

/** Deposit (spec 5): at least 1, then within minTxnLimit..maxTxnLimit; the play-money minimum when larger. */
export function checkDepositAmount(
  amountMinor: number,
  currency: string,
  limits: MethodLimits | null,
  options?: { playMoneyMinimumMinor?: number | null },
): AmountCheck {
  return checkWithin(amountMinor, depositAmountBounds(currency, limits, options));
}

/**
 * Withdrawal amount (spec part 1, section 5): at least 1 major unit and minTxnLimit, at most the
 * smaller of maxTxnLimit and the withdrawable balance. Without limits the balance still caps it,
 * as the spec's blur check against the balance does.
 */
export function withdrawalAmountBounds(
  currency: string,
  limits: MethodLimits | null,
  withdrawableMinor: number,
): Bounds {
  const minMinor = Math.max(oneMajorInMinor(currency), limits ? minTxnMinor(limits, currency) : 0);
  const maxMinor = limits ? Math.min(maxTxnMinor(limits, currency), withdrawableMinor) : withdrawableMinor;
  return { minMinor, maxMinor };
}

/** Withdrawal (spec 5): at least 1, within minTxnLimit and min(maxTxnLimit, withdrawable). */
export function checkWithdrawalAmount(
  amountMinor: number,
  currency: string,
  limits: MethodLimits | null,
  withdrawableMinor: number,
): AmountCheck {
  return checkWithin(amountMinor, withdrawalAmountBounds(currency, limits, withdrawableMinor));
}
