import { HttpError } from '@vauhti/server-kit';

/**
 * Every error the compliance domain returns, by stable code, with its HTTP status. The codes are
 * the identity domain's for the same situations, so the site maps them to one set of messages.
 */
export const COMPLIANCE_ERROR_STATUS = {
  FIELD_REQUIRED: 400,
  FIELD_INVALID: 400,
} as const satisfies Record<string, number>;

export type ComplianceErrorCode = keyof typeof COMPLIANCE_ERROR_STATUS;

export type ComplianceError = {
  code: ComplianceErrorCode;
  message: string;
  /** The request field the error is about. */
  field: string;
  details?: Record<string, unknown>;
};

export type Result<T> = { ok: true; value: T } | { ok: false; error: ComplianceError };

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fieldError<T = never>(
  code: ComplianceErrorCode,
  field: string,
  message: string,
  details?: Record<string, unknown>,
): Result<T> {
  return { ok: false, error: { code, field, message, ...(details ? { details } : {}) } };
}

/** The value of a result, or the error envelope with the field under `details`. */
export function valueOrHttpError<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message, field, details } = result.error;
  throw new HttpError(COMPLIANCE_ERROR_STATUS[code], code, message, { field, ...details });
}
