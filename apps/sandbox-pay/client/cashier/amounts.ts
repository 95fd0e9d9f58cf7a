import {
  type AmountCheck,
  checkDepositAmount,
  checkWithdrawalAmount,
  currencyExponent,
  currencySymbol,
  currencySymbolPosition,
  depositAmountBounds,
  depositTotal,
  feeFor,
  majorFromMinor,
  minorFromMajor,
  stripToDigits,
  withdrawalAmountBounds,
  withdrawalQuickAmounts,
  withdrawalReceives,
} from '@vauhti/money';
import type { MethodView, TransactionKind } from '../../src/payments/cashier-facade';
import { intlLocaleOf } from '../shared/language';

/*
 * Amounts as the cashier shows and checks them. The player types whole major units (spec part 1
 * section 5: amount inputs take digits only); everything else is integer minor units, and fees and
 * limits come from @vauhti/money, the same rules the provider applies. The provider decides: these
 * checks only spare the player a round trip.
 */

/** The amounts a deposit offers as buttons, per currency, in major units; the first fits most methods. */
const DEPOSIT_QUICK_MAJOR: Record<string, number[]> = {
  SEK: [200, 500, 1000, 2000],
  NOK: [200, 500, 1000, 2000],
  DKK: [200, 500, 1000, 2000],
  ISK: [2000, 5000, 10000, 20000],
  JPY: [2000, 5000, 10000, 20000],
  PLN: [50, 100, 200, 500],
  BRL: [50, 100, 200, 500],
  INR: [1000, 2000, 5000, 10000],
};
const DEPOSIT_QUICK_MAJOR_DEFAULT = [20, 50, 100, 200];

/** Deposit buttons in minor units, without the ones the method's limits refuse. */
export function depositQuickAmounts(currency: string, method: MethodView | null): number[] {
  const amounts = (DEPOSIT_QUICK_MAJOR[currency.toUpperCase()] ?? DEPOSIT_QUICK_MAJOR_DEFAULT).map((major) =>
    minorFromMajor(major, currency),
  );
  if (!method) return amounts;
  return amounts.filter((amount) => checkDepositAmount(amount, currency, method.limits).ok);
}

/** Withdrawal buttons (spec 9: 50 %, 75 % and 100 % of the whole withdrawable amount). */
export function quickAmounts(
  kind: TransactionKind,
  currency: string,
  method: MethodView | null,
  withdrawableMinor: number,
): number[] {
  if (kind === 'deposit') return depositQuickAmounts(currency, method);
  return [...new Set(withdrawalQuickAmounts(withdrawableMinor, currency))].filter((amount) => amount > 0);
}

/** The typed amount in minor units: digits only, read as whole major units; null when nothing was typed. */
export function amountFromInput(text: string, currency: string): number | null {
  const digits = stripToDigits(text).replace(/^0+(?=\d)/, '');
  if (digits.length === 0 || digits.length > 12) return null;
  return minorFromMajor(Number(digits), currency);
}

/** The input's text for an amount (whole major units; a fractional amount is shown rounded down). */
export function inputFromAmount(amountMinor: number, currency: string): string {
  return String(Math.floor(majorFromMinor(amountMinor, currency)));
}

export function checkAmount(
  kind: TransactionKind,
  amountMinor: number,
  currency: string,
  method: MethodView | null,
  withdrawableMinor: number,
): AmountCheck {
  const limits = method?.limits ?? null;
  return kind === 'deposit'
    ? checkDepositAmount(amountMinor, currency, limits)
    : checkWithdrawalAmount(amountMinor, currency, limits, withdrawableMinor);
}

export function amountBounds(
  kind: TransactionKind,
  currency: string,
  method: MethodView | null,
  withdrawableMinor: number,
): { minMinor: number; maxMinor: number | null } {
  const limits = method?.limits ?? null;
  return kind === 'deposit'
    ? depositAmountBounds(currency, limits)
    : withdrawalAmountBounds(currency, limits, withdrawableMinor);
}

/** The fee lines under the amount: a deposit pays amount + fee, a withdrawal receives amount − fee. */
export type FeeBreakdown = {
  amount: number;
  fee: number;
  /** What the player pays (deposit) or receives (withdrawal). */
  bottomLine: number;
  bottomLineKind: 'total' | 'receive';
};

export function feeBreakdown(
  kind: TransactionKind,
  amountMinor: number,
  currency: string,
  method: MethodView,
): FeeBreakdown {
  const fee = feeFor(amountMinor, method.limits, currency, { piqGroup: method.piqGroup });
  return kind === 'deposit'
    ? { amount: amountMinor, fee, bottomLine: depositTotal(amountMinor, fee), bottomLineKind: 'total' }
    : { amount: amountMinor, fee, bottomLine: withdrawalReceives(amountMinor, fee), bottomLineKind: 'receive' };
}

/**
 * Money as the player reads it: the locale's digits and separators, the currency symbol before the
 * number or after it (spec 5: after for 'kr' and in PE and CL).
 */
export function formatMoney(amountMinor: number, currency: string, locale: string, country = ''): string {
  const digits = currencyExponent(currency);
  const number = new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(majorFromMinor(amountMinor, currency));
  const symbol = currencySymbol(currency);
  const spaced = symbol.length > 1;
  if (currencySymbolPosition(symbol, country) === 'after') return `${number}\u00a0${symbol}`;
  return spaced ? `${symbol}\u00a0${number}` : `${symbol}${number}`;
}
