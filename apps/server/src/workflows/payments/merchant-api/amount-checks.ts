import type { TransactionKind } from '../payments-tables';
import type { Refusal } from './merchant-context';

/*
 * The transfer's amount rules, pure. Both refusals are INVALID_AMOUNT and are not recorded, so the
 * provider's corrected retry still settles.
 */

/**
 * The fee is taken out of the amount (a withdrawal's) or charged beside it (a deposit's): one
 * larger than the amount is the provider's error.
 */
export function refuseFeeAboveAmount(
  kind: TransactionKind,
  amountMinor: number,
  feeMinor: number,
): Refusal | undefined {
  if (feeMinor <= amountMinor) return undefined;
  return { code: 'INVALID_AMOUNT', message: `fee is larger than the ${kind}` };
}

/**
 * A transfer settles the amount authorized: the deposit limits were checked at authorize for that
 * amount, and a withdrawal's hold is exactly that amount, so any other would move what no check saw.
 */
export function refuseUnlessAuthorizedAmount(
  kind: TransactionKind,
  amountMinor: number,
  authorizedMinor: number,
): Refusal | undefined {
  if (amountMinor === authorizedMinor) return undefined;
  return { code: 'INVALID_AMOUNT', message: `txAmount differs from the authorized ${kind} amount` };
}
