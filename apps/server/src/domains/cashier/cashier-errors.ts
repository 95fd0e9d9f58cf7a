import { HttpError } from '@vauhti/server-kit';

/**
 * Every error the cashier domain returns, by stable code, with the HTTP status its routes answer
 * with. SESSION_EXPIRED_SSO is the spec's session_expired_sso: the site closes the cashier and
 * asks the player to log in again.
 */
export const CASHIER_ERROR_STATUS = {
  SESSION_EXPIRED_SSO: 401,
  PLAYER_NOT_FOUND: 404,
  INVALID_LIMIT: 400,
  /** A value from the site that is not what its field needs (details.field names it). */
  FIELD_INVALID: 400,
  CURRENCY_MISMATCH: 409,
} as const satisfies Record<string, number>;

export type CashierErrorCode = keyof typeof CASHIER_ERROR_STATUS;

export type CashierError = { code: CashierErrorCode; message: string; details?: Record<string, unknown> };

export type Result<T> = { ok: true; value: T } | { ok: false; error: CashierError };

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failure<T = never>(
  code: CashierErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Result<T> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

export function playerNotFound<T = never>(playerId: number): Result<T> {
  return failure('PLAYER_NOT_FOUND', `there is no player ${playerId}`, { playerId });
}

/** The value of a successful result, or the HTTP error the client sees. */
export function valueOrHttpError<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message, details } = result.error;
  throw new HttpError(CASHIER_ERROR_STATUS[code], code, message, details);
}
