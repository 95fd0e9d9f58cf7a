import type { MethodLimitsView } from '@vauhti/contracts/cashier';
import {
  checkWithdrawalAmount,
  feeFor,
  oneMajorInMinor,
  stripToDigits,
  withdrawalAmountBounds,
  withdrawalQuickAmounts,
  withdrawalReceives,
} from '@vauhti/money';

/*
 * The withdrawal amount of step one (spec part 1 sections 5 and 9): a whole number typed or picked
 * from the quick amounts, checked against the method's limits and the withdrawable balance, and
 * the fee and the sum received. Every money rule is @vauhti/money's; this only connects them to
 * the form.
 */

/** The longest amount the field takes, in digits: far above any limit, and safe as minor units. */
export const AMOUNT_DIGITS_MAX = 9;

/** The amount field's text as the player may type it: digits only, at most AMOUNT_DIGITS_MAX of them. */
export function amountInputOf(text: string): string {
  return stripToDigits(text)
    .replace(/^0+(?=\d)/, '')
    .slice(0, AMOUNT_DIGITS_MAX);
}

/** The field's whole major units in minor units; null for an empty field. */
export function amountMinorOf(input: string, currency: string): number | null {
  const digits = amountInputOf(input);
  if (digits === '') return null;
  return Number(digits) * oneMajorInMinor(currency);
}

/** A whole amount in minor units as the field shows it (5000 EUR → '50'). */
export function amountInputFromMinor(amountMinor: number, currency: string): string {
  return String(Math.floor(amountMinor / oneMajorInMinor(currency)));
}

/** 50 %, 75 % and 100 % of the whole withdrawable balance; the first is preselected. */
export function quickAmountsOf(withdrawableMinor: number, currency: string): number[] {
  return withdrawalQuickAmounts(Math.max(0, withdrawableMinor), currency);
}

/** Why an amount cannot be withdrawn, with the bounds the message names; null when it can. */
export type AmountProblem =
  | { code: 'REQUIRED' }
  | { code: 'AMOUNT_TOO_SMALL' | 'AMOUNT_TOO_LARGE' | 'INVALID_AMOUNT'; minMinor: number; maxMinor: number | null }
  /** The fee would take the whole amount: nothing would be paid out. */
  | { code: 'FEE_EXCEEDS_AMOUNT'; feeMinor: number };

export type AmountCheckInput = {
  amountMinor: number | null;
  currency: string;
  /** The chosen method's limits; null while no method is chosen (the balance still bounds the amount). */
  limits: MethodLimitsView | null;
  piqGroup: boolean;
  withdrawableMinor: number;
};

export function withdrawalAmountProblem(input: AmountCheckInput): AmountProblem | null {
  const { amountMinor, currency, limits, withdrawableMinor } = input;
  if (amountMinor === null) return { code: 'REQUIRED' };
  const checked = checkWithdrawalAmount(amountMinor, currency, limits, Math.max(0, withdrawableMinor));
  if (!checked.ok) return { code: checked.code, minMinor: checked.minMinor, maxMinor: checked.maxMinor };
  if (limits) {
    const feeMinor = feeFor(amountMinor, limits, currency, { piqGroup: input.piqGroup });
    if (withdrawalReceives(amountMinor, feeMinor) <= 0) return { code: 'FEE_EXCEEDS_AMOUNT', feeMinor };
  }
  return null;
}

/** The bounds the amount field states as its hint. */
export function amountBoundsOf(currency: string, limits: MethodLimitsView | null, withdrawableMinor: number) {
  return withdrawalAmountBounds(currency, limits, Math.max(0, withdrawableMinor));
}

/** The breakdown under the amount: the fee (shown only above 0) and what the player receives. */
export function withdrawalBreakdown(
  amountMinor: number,
  currency: string,
  limits: MethodLimitsView,
  piqGroup: boolean,
): { feeMinor: number; receivesMinor: number } {
  const feeMinor = feeFor(amountMinor, limits, currency, { piqGroup });
  return { feeMinor, receivesMinor: withdrawalReceives(amountMinor, feeMinor) };
}
