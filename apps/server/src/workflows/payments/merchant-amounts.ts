import type { MerchantErrCode } from '@vauhti/contracts/merchant-api';
import { parseDecimalAmount } from '@vauhti/money';
import type { TransactionKind } from './payments-tables';

/*
 * The merchant API's amounts at the edge: PaymentIQ's decimal strings ("100.50", "-50.00") to
 * the platform's kind and positive minor units, exactly, with the currency's decimals.
 */

export type SignedAmount = { kind: TransactionKind; amountMinor: number };
type Refused = { ok: false; code: MerchantErrCode; message: string };

const TX_TYPE_OF: Record<TransactionKind, number> = { deposit: 101, withdrawal: 102 };

/** The call's amount as kind and positive minor units; a negative txAmount is a withdrawal (txTypeId 102). */
export function signedAmountOf(request: {
  txAmount: string;
  txAmountCy: string;
  txTypeId: number;
}): { ok: true; value: SignedAmount } | Refused {
  const parsed = parseDecimalAmount(request.txAmount, request.txAmountCy, { allowNegative: true });
  if (!parsed.ok) return { ok: false, code: 'INVALID_AMOUNT', message: `txAmount: ${parsed.message}` };
  if (parsed.minor === 0) return { ok: false, code: 'INVALID_AMOUNT', message: 'txAmount: amount must not be zero' };
  const kind: TransactionKind = parsed.minor < 0 ? 'withdrawal' : 'deposit';
  if (request.txTypeId !== TX_TYPE_OF[kind]) {
    return {
      ok: false,
      code: 'INVALID_AMOUNT',
      message: `txAmount: a ${kind} amount with txTypeId ${request.txTypeId} (101 is a deposit, 102 a withdrawal)`,
    };
  }
  return { ok: true, value: { kind, amountMinor: Math.abs(parsed.minor) } };
}

/** The transfer's fee in minor units (0 when absent), in the amount's currency. */
export function feeOf(request: {
  fee?: string | undefined;
  feeCy?: string | undefined;
  txAmountCy: string;
}): { ok: true; value: number } | Refused {
  if (request.fee === undefined) return { ok: true, value: 0 };
  const currency = request.feeCy ?? request.txAmountCy;
  if (currency !== request.txAmountCy) {
    return { ok: false, code: 'CURRENCY_MISMATCH', message: 'feeCy differs from txAmountCy' };
  }
  // PaymentIQ writes a withdrawal's fee with the withdrawal's sign; its size is what counts.
  const parsed = parseDecimalAmount(request.fee, currency, { allowNegative: true });
  if (!parsed.ok) return { ok: false, code: 'INVALID_AMOUNT', message: `fee: ${parsed.message}` };
  return { ok: true, value: Math.abs(parsed.minor) };
}
