import { errorBody } from '@vauhti/server-kit';

/** The merchant API's errCodes (docs/payments-integration.md section 3). */
export type MerchantErrCode =
  | 'SESSION_EXPIRED'
  | 'UNKNOWN_USER'
  | 'ACCOUNT_BLOCKED'
  | 'KYC_REQUIRED'
  | 'CHANNEL_NOT_VERIFIED'
  | 'LICENCE_PENDING'
  | 'RG_LIMITS_EXCEEDED'
  | 'AMOUNT_OUT_OF_LIMITS'
  | 'INVALID_AMOUNT'
  | 'CURRENCY_MISMATCH'
  | 'INSUFFICIENT_FUNDS'
  | 'NOT_REAL_ACCOUNT'
  | 'UNKNOWN_TRANSACTION'
  | 'DUPLICATE_MISMATCH';

/** A business answer carries `success`; a 400 or 401 is the platform's error envelope (errorBody). */
export type MerchantBody = Record<string, unknown>;

/** Business outcomes are HTTP 200; a body that is not the call's shape is 400, a bad signature or ts 401. */
export type MerchantReply = { httpStatus: 200 | 400 | 401; body: MerchantBody };

export function okReply(fields: Record<string, unknown>): MerchantReply {
  return { httpStatus: 200, body: { ...fields, success: true } };
}

export function refusedReply(userId: string, errCode: MerchantErrCode, errMsg: string): MerchantReply {
  return { httpStatus: 200, body: { userId, success: false, errCode, errMsg } };
}

export function invalidRequestReply(message: string): MerchantReply {
  return { httpStatus: 400, body: errorBody('INVALID_REQUEST', message) };
}

export function invalidSignatureReply(message: string): MerchantReply {
  return { httpStatus: 401, body: errorBody('INVALID_SIGNATURE', message) };
}
