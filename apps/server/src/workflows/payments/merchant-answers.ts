import type {
  AuthorizeAnswerBody,
  MerchantErrCode,
  MerchantRefusalAnswerBody,
  SettledAnswerBody,
  VerifyUserAnswerBody,
} from '@vauhti/contracts/merchant-api';
import { errorBody } from '@vauhti/server-kit';

/**
 * A business answer carries `success`; a 400 or 401 is the platform's error envelope (errorBody).
 * A repeat replays the first answer as merchant_call_answers stored it, hence the plain record.
 */
export type MerchantBody = Record<string, unknown>;

/** The fields of a call's success, as the contract writes them; okReply adds `success: true`. */
type SuccessFields =
  | Omit<VerifyUserAnswerBody, 'success'>
  | Omit<AuthorizeAnswerBody, 'success'>
  | Omit<SettledAnswerBody, 'success'>;

/** Business outcomes are HTTP 200; a body that is not the call's shape is 400, a bad signature or ts 401. */
export type MerchantReply = { httpStatus: 200 | 400 | 401; body: MerchantBody };

export function okReply(fields: SuccessFields): MerchantReply {
  return { httpStatus: 200, body: { ...fields, success: true } };
}

export function refusedReply(userId: string, errCode: MerchantErrCode, errMsg: string): MerchantReply {
  const body: MerchantRefusalAnswerBody = { userId, success: false, errCode, errMsg };
  return { httpStatus: 200, body };
}

export function invalidRequestReply(message: string): MerchantReply {
  return { httpStatus: 400, body: errorBody('INVALID_REQUEST', message) };
}

export function invalidSignatureReply(message: string): MerchantReply {
  return { httpStatus: 401, body: errorBody('INVALID_SIGNATURE', message) };
}
