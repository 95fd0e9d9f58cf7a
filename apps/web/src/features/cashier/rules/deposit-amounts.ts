import type { AmountConfig, MethodLimitsView } from '@vauhti/contracts/cashier';
import { checkDepositAmount, oneMajorInMinor, stripToDigits } from '@vauhti/money';

/*
 * The amount of step 1 (spec part 1 sections 5 and 9): the quick amounts of the player's currency,
 * the one preselected, the custom amount (whole major units, digits only) and its check against
 * the method's limits and the play-money minimum, all through @vauhti/money.
 */

/** The amount configuration's list for any currency without its own. */
export const DEFAULT_AMOUNT_LIST = 'DEFAULT';

/** The quick amount preselected: the second (spec section 9), or the first when there is one. */
export const PRESELECTED_QUICK_AMOUNT_INDEX = 1;

/** The custom amount takes at most this many digits (999 999 999 in major units). */
export const AMOUNT_DIGITS_MAX = 9;

/** The quick amounts (whole major units) of a currency: its own list when it has one, else DEFAULT. */
export function quickAmountsFor(config: AmountConfig | undefined, currency: string): number[] {
  if (!config) return [];
  const wanted = currency.toUpperCase();
  const own = config.find((entry) => entry.currency_iso_code.toUpperCase() === wanted);
  if (own && own.amounts.length > 0) return own.amounts;
  return config.find((entry) => entry.currency_iso_code === DEFAULT_AMOUNT_LIST)?.amounts ?? [];
}

export function preselectedQuickAmount(amounts: readonly number[]): number | null {
  return amounts[PRESELECTED_QUICK_AMOUNT_INDEX] ?? amounts[0] ?? null;
}

/** What the custom amount input keeps of what was typed: digits only, no leading zeros, bounded length. */
export function amountInputOf(typed: string): string {
  return stripToDigits(typed)
    .replace(/^0+(?=\d)/, '')
    .slice(0, AMOUNT_DIGITS_MAX);
}

/** The amount in minor units of the input's whole major units; null while it is empty. */
export function amountMinorOf(digits: string, currency: string): number | null {
  if (!/^\d+$/.test(digits)) return null;
  return Number(digits) * oneMajorInMinor(currency);
}

/** A link's amount ('25.50') as the input takes it: its whole part ('25'); undefined when that is 0. */
export function linkAmountDigits(linkAmount: string | undefined): string | undefined {
  const whole = linkAmount?.split('.')[0];
  const digits = whole === undefined ? '' : amountInputOf(whole);
  return digits === '' || Number(digits) === 0 ? undefined : digits;
}

/** A minor amount as the input shows it, in whole major units (a bonus amount of 2050 cents → '20'). */
export function amountDigitsOfMinor(amountMinor: number, currency: string): string {
  return String(Math.floor(amountMinor / oneMajorInMinor(currency)));
}

/**
 * The amount step 1 opens with: the amount chosen on the bonus step, else the link's, else the
 * preselected quick amount, else empty.
 */
export function initialAmountDigits(input: {
  bonusAmountMinor: number | null;
  linkAmount: string | undefined;
  quickAmounts: readonly number[];
  currency: string;
}): string {
  if (input.bonusAmountMinor !== null && input.bonusAmountMinor > 0) {
    return amountDigitsOfMinor(input.bonusAmountMinor, input.currency);
  }
  const fromLink = linkAmountDigits(input.linkAmount);
  if (fromLink) return fromLink;
  const quick = preselectedQuickAmount(input.quickAmounts);
  return quick === null ? '' : String(quick);
}

/** Why an amount is refused, with the bounds the message names (errors.depositAmount). */
export type AmountProblem = { minMinor: number; maxMinor: number | null };

/**
 * The deposit amount rule (spec section 5): at least 1, within the method's minTxnLimit and
 * maxTxnLimit, at least the play-money minimum. Null when the amount is fine; an empty amount is
 * refused with the same bounds.
 */
export function depositAmountProblem(
  amountMinor: number | null,
  currency: string,
  limits: MethodLimitsView | null,
  playMoneyMinimumMinor: number | null,
): AmountProblem | null {
  const check = checkDepositAmount(amountMinor ?? 0, currency, limits, { playMoneyMinimumMinor });
  return check.ok ? null : { minMinor: check.minMinor, maxMinor: check.maxMinor };
}
