import type { PiqResponse, TransactionResponse } from '@vauhti/contracts/cashier';
import {
  cardNext,
  type DepositOutcome,
  depositOutcome,
  isDepositLimitRefusal,
  piqDepositStatus,
} from './deposit-outcome';

/*
 * What follows the answer to step 1's deposit call (spec part 1 section 4, "Internal card
 * transaction" and "Provider (PIQ-type) deposit result"; section 8 for the errors): 3-D Secure or
 * the provider's page (step 2), the status check, the result (step 3), or a server error.
 */

/** The deposit limit refusal's code: errors.error58 (spec section 8). */
export const DEPOSIT_LIMIT_CODE = 'RG_LIMITS_EXCEEDED';

export type StepOneNext =
  /** errors.error2: the call answered nothing; errors.error3: a card answer without a status. */
  | { kind: 'serverError'; messageKey: 'errors.error2' | 'errors.error3' }
  /** A responsible-gaming deposit limit refused it: errors.error58, then the failure screen. */
  | { kind: 'limitRefused'; outcome: DepositOutcome }
  /** Step 2: the card's 3-D Secure, or the provider's page (WAITING_INPUT). */
  | { kind: 'providerStep' }
  /** The card deposit was confirmed: its status is checked before step 3. */
  | { kind: 'statusCheck'; txnId: string }
  /** Step 3 at once. */
  | { kind: 'result'; outcome: DepositOutcome };

type Deposit = { method: string; amountMinor: number };

/** A card answer (make transaction): cardNext decides, after the deposit-limit refusal. */
export function cardAnswerNext(response: TransactionResponse | null | undefined, deposit: Deposit): StepOneNext {
  if (!response) return { kind: 'serverError', messageKey: 'errors.error2' };
  if (!response.status) return { kind: 'serverError', messageKey: 'errors.error3' };
  const failed = () =>
    depositOutcome({
      status: 'FAILED',
      method: deposit.method,
      amountMinor: deposit.amountMinor,
      txnId: response.txnId,
      errorCode: response.errorCode,
      errorDescription: response.errorDescription,
    });
  if (isDepositLimitRefusal(response)) return { kind: 'limitRefused', outcome: failed() };
  switch (cardNext(response)) {
    case 'verification':
      return { kind: 'providerStep' };
    case 'statusCheck':
      return response.txnId
        ? { kind: 'statusCheck', txnId: response.txnId }
        : { kind: 'serverError', messageKey: 'errors.error3' };
    case 'error':
      return { kind: 'result', outcome: failed() };
  }
}

/** The provider's refusal code of a PIQ answer (the first error's first key), and its message. */
function piqErrorOf(response: PiqResponse): { code: string | null; message: string | null } {
  const [first] = response.errors;
  return { code: first?.keys[0] ?? null, message: first?.msg ?? null };
}

/**
 * A provider answer (make provider transaction): WAITING_INPUT shows the provider's page in step
 * 2; a refusal by a deposit limit is errors.error58; anything else is the result, mapped by
 * piqDepositStatus.
 */
export function providerAnswerNext(response: PiqResponse | null | undefined, deposit: Deposit): StepOneNext {
  if (!response) return { kind: 'serverError', messageKey: 'errors.error2' };
  if (response.success && response.txState === 'WAITING_INPUT') return { kind: 'providerStep' };
  const error = piqErrorOf(response);
  const outcome = depositOutcome({
    status: piqDepositStatus(response),
    method: deposit.method,
    amountMinor: deposit.amountMinor,
    txnId: response.txnId,
    errorCode: error.code,
    errorDescription: error.message,
  });
  if (!response.success && error.code === DEPOSIT_LIMIT_CODE) return { kind: 'limitRefused', outcome };
  return { kind: 'result', outcome };
}
