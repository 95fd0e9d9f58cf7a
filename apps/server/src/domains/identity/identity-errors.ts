/**
 * Every error the identity domain returns, by stable code, with the HTTP status its routes answer
 * with. The site maps codes to the translation keys of the spec's error catalogue, so a code is
 * never renamed; a new situation gets a new code.
 */
export const IDENTITY_ERROR_STATUS = {
  // Registration, step 1
  TERMS_NOT_ACCEPTED: 400,
  UNKNOWN_COUNTRY: 400,
  COUNTRY_NOT_ALLOWED: 403,
  UNKNOWN_CURRENCY: 400,
  CURRENCY_NOT_ALLOWED: 400,
  WEAK_PASSWORD: 400,
  // 409: the request was well-formed but clashes with an account that exists (see README).
  EMAIL_TAKEN: 409,
  ALREADY_LOGGED_IN: 409,
  // Registration, step 2 and the profile
  UNDERAGE: 400,
  NATIONAL_ID_REQUIRED: 400,
  NATIONAL_ID_INVALID: 400,
  NATIONAL_ID_TAKEN: 409,
  NICKNAME_TAKEN: 409,
  PROFILE_FIELD_LOCKED: 409,
  REGISTRATION_STEP_OUT_OF_ORDER: 409,
  // Registration, step 3 (channel verification)
  OTP_CHANNEL_UNAVAILABLE: 409,
  OTP_RESEND_TOO_SOON: 429,
  OTP_NOT_REQUESTED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 400,
  // Login and passwords
  INVALID_CREDENTIALS: 401,
  ACCOUNT_TEMPORARILY_LOCKED: 423,
  ACCOUNT_LOCKED: 403,
  ACCOUNT_PAUSED: 403,
  ACCOUNT_SELF_EXCLUDED: 403,
  PASSWORD_INCORRECT: 400,
  RESET_TOKEN_INVALID: 400,
  RESET_TOKEN_EXPIRED: 400,
  // Operator and service calls
  PLAYER_NOT_FOUND: 404,
  FIELD_REQUIRED: 400,
  FIELD_INVALID: 400,
} as const satisfies Record<string, number>;

export type IdentityErrorCode = keyof typeof IDENTITY_ERROR_STATUS;

export type IdentityError = {
  code: IdentityErrorCode;
  message: string;
  /** The request field the error is about, when there is one. */
  field?: string;
  /** Extra facts a client can act on (retryAfterSeconds, attemptsLeft, rule, ...). */
  details?: Record<string, unknown>;
};

export type Result<T> = { ok: true; value: T } | { ok: false; error: IdentityError };

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failure<T = never>(
  code: IdentityErrorCode,
  message: string,
  extra: { field?: string; details?: Record<string, unknown> } = {},
): Result<T> {
  const error: IdentityError = { code, message };
  if (extra.field !== undefined) error.field = extra.field;
  if (extra.details !== undefined) error.details = extra.details;
  return { ok: false, error };
}
