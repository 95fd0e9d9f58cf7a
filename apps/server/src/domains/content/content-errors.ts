import { HttpError } from '@vauhti/server-kit';

/**
 * Every error the content domain returns, by stable code, with the HTTP status its routes answer
 * with. A page that does not exist is not an error here: the page endpoint answers it as a result
 * with the spec's errorCode 100464.
 */
export const CONTENT_ERROR_STATUS = {
  FIELD_INVALID: 400,
  // Accepting policies (POST /policies/acceptances)
  POLICIES_NOT_JSON: 400,
  POLICIES_MALFORMED: 400,
  POLICY_TYPE_UNKNOWN: 400,
  POLICY_VERSION_NOT_CURRENT: 400,
  // Publishing a policy version (operator CLI)
  POLICY_VERSION_INVALID: 400,
  POLICY_VERSION_NOT_NEWER: 409,
} as const satisfies Record<string, number>;

export type ContentErrorCode = keyof typeof CONTENT_ERROR_STATUS;

export type ContentError = {
  code: ContentErrorCode;
  message: string;
  /** The request field the error is about, when there is one. */
  field?: string;
  details?: Record<string, unknown>;
};

export type Result<T> = { ok: true; value: T } | { ok: false; error: ContentError };

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failure<T = never>(
  code: ContentErrorCode,
  message: string,
  extra: { field?: string; details?: Record<string, unknown> } = {},
): Result<T> {
  const error: ContentError = { code, message };
  if (extra.field !== undefined) error.field = extra.field;
  if (extra.details !== undefined) error.details = extra.details;
  return { ok: false, error };
}

/** The value of a successful result, or the HTTP error the client sees, field and details under `details`. */
export function valueOrHttpError<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message, field, details } = result.error;
  const body = { ...(field === undefined ? {} : { field }), ...details };
  throw new HttpError(CONTENT_ERROR_STATUS[code], code, message, Object.keys(body).length > 0 ? body : undefined);
}
