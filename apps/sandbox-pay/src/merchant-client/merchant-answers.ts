import { ErrorBodySchema } from '@vauhti/contracts';
import {
  AuthorizeAnswerSchema,
  MerchantRefusalAnswerSchema,
  VerifyUserAnswerSchema,
} from '@vauhti/contracts/merchant-api';
import { parseDecimalAmount } from '@vauhti/money';
import type { z } from 'zod';
import type { VerifiedUser } from '../payments/cashier-facade';
import type { MerchantCallOutcome } from './merchant-http';

/** The refusal's own fields, whatever else the answer carries. */
const RefusalSchema = MerchantRefusalAnswerSchema.pick({ errCode: true, errMsg: true });

/** A refusal as the merchant words it, or as we word an answer that is not one. */
export type MerchantRefusal = z.infer<typeof RefusalSchema>;

/** The refusal in an answered call that did not succeed. */
export function refusalOf(outcome: Extract<MerchantCallOutcome, { kind: 'answered' }>): MerchantRefusal {
  const refusal = RefusalSchema.safeParse(outcome.body);
  if (refusal.success) return refusal.data;
  // A 4xx answer carries the error envelope instead of success: false.
  const envelope = ErrorBodySchema.safeParse(outcome.body);
  if (envelope.success) return { errCode: envelope.data.error.code, errMsg: envelope.data.error.message };
  return { errCode: 'MERCHANT_ERROR', errMsg: `the merchant answered HTTP ${outcome.httpStatus} without a reason` };
}

export type AuthorizeResult = { ok: true; merchantTxId: string; authCode: string } | ({ ok: false } & MerchantRefusal);

export function readAuthorizeAnswer(outcome: Extract<MerchantCallOutcome, { kind: 'answered' }>): AuthorizeResult {
  const success = AuthorizeAnswerSchema.safeParse(outcome.body);
  if (success.success) return { ok: true, merchantTxId: success.data.merchantTxId, authCode: success.data.authCode };
  if (outcome.body.success === true) {
    return {
      ok: false,
      errCode: 'MERCHANT_ERROR',
      errMsg: 'the merchant authorized without merchantTxId and authCode',
    };
  }
  return { ok: false, ...refusalOf(outcome) };
}

export type VerifyUserResult =
  | { ok: true; user: Omit<VerifiedUser, 'merchantId' | 'sessionId'> }
  | ({ ok: false } & MerchantRefusal);

/** The merchant's verifyuser answer as the cashier needs it; the balance in minor units. */
export function readVerifyUserAnswer(outcome: Extract<MerchantCallOutcome, { kind: 'answered' }>): VerifyUserResult {
  const parsed = VerifyUserAnswerSchema.safeParse(outcome.body);
  if (!parsed.success) {
    if (outcome.body.success === true) {
      return {
        ok: false,
        errCode: 'MERCHANT_ERROR',
        errMsg: 'the merchant verified the user without a usable profile',
      };
    }
    return { ok: false, ...refusalOf(outcome) };
  }
  const answer = parsed.data;
  const balance = parseDecimalAmount(answer.balance, answer.balanceCy, { allowNegative: true });
  if (!balance.ok) return { ok: false, errCode: 'MERCHANT_ERROR', errMsg: `balance: ${balance.message}` };
  return {
    ok: true,
    user: {
      userId: answer.userId,
      firstName: answer.firstName,
      lastName: answer.lastName,
      email: answer.email,
      country: answer.country.toUpperCase(),
      currency: answer.balanceCy,
      locale: answer.locale,
      balance: balance.minor,
      kycStatus: answer.kycStatus,
      userCat: answer.userCat,
    },
  };
}
