import { HttpError } from '@vauhti/server-kit';

/**
 * The errors the player's cashier calls answer with an HTTP error envelope, by stable code.
 * Business refusals (a gate, an amount, a deposit limit, a declined card) are not among them: they
 * are answers in the spec's own shapes (status FAILURE with an errorCode), which the site reads.
 */
export const PLAYER_CASHIER_ERROR_STATUS = {
  FIELD_INVALID: 400,
  FIELD_REQUIRED: 400,
  CURRENCY_MISMATCH: 400,
  PAY_AND_PLAY_NOT_AVAILABLE: 403,
  COUNTRY_BLOCKED: 403,
  ACCOUNT_LOCKED: 403,
  ACCOUNT_PAUSED: 403,
  ACCOUNT_SELF_EXCLUDED: 403,
  PLAYER_NOT_FOUND: 404,
  TRANSACTION_NOT_FOUND: 404,
  CLAIM_USED: 409,
  IDENTITY_ALREADY_VERIFIED: 409,
  METHOD_NOT_AVAILABLE: 409,
  TRANSACTION_NOT_OPEN: 409,
  NOT_CANCELLABLE: 409,
  PROVIDER_REFUSED: 409,
  PROVIDER_ANSWER_INVALID: 502,
  PROVIDER_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type PlayerCashierErrorCode = keyof typeof PLAYER_CASHIER_ERROR_STATUS;

export type PlayerCashierError = { code: PlayerCashierErrorCode; message: string; details?: Record<string, unknown> };

export type Result<T> = { ok: true; value: T } | { ok: false; error: PlayerCashierError };

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failure<T = never>(
  code: PlayerCashierErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Result<T> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

/** A field of the request that is wrong, named as the client sent it. */
export function fieldError<T = never>(
  field: string,
  message: string,
  code: 'FIELD_INVALID' | 'FIELD_REQUIRED' = 'FIELD_INVALID',
): Result<T> {
  return failure(code, `${field}: ${message}`, { field });
}

export function transactionNotFound<T = never>(txnId: string | number): Result<T> {
  return failure('TRANSACTION_NOT_FOUND', `you have no cashier transaction ${txnId}`, { txnId: String(txnId) });
}

/**
 * A provider call that failed as the platform sees it: no answer (503), a malformed answer (502),
 * or a refusal the caller did not expect (409 with the provider's code).
 */
export function providerFailure<T = never>(outcome: { code: string; message: string }): Result<T> {
  if (outcome.code === 'PROVIDER_UNAVAILABLE') {
    return failure('PROVIDER_UNAVAILABLE', `the payment provider did not answer: ${outcome.message}`);
  }
  if (outcome.code === 'PROVIDER_ANSWER_INVALID') {
    return failure('PROVIDER_ANSWER_INVALID', `the payment provider's answer was not understood: ${outcome.message}`);
  }
  return failure('PROVIDER_REFUSED', `the payment provider refused: ${outcome.message}`, {
    providerCode: outcome.code,
  });
}

/** The value of a successful result, or the HTTP error the client sees. */
export function valueOrHttpError<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message, details } = result.error;
  throw new HttpError(PLAYER_CASHIER_ERROR_STATUS[code], code, message, details);
}
