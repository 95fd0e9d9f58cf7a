import { HttpError } from '@vauhti/server-kit';

/**
 * Every error the games domain returns, by stable code, with the HTTP status its routes answer
 * with (docs/games-integration.md section 6).
 */
export const GAMES_ERROR_STATUS = {
  NOT_LOGGED_IN: 401,
  PLAYER_BLOCKED: 403,
  GAME_NOT_FOUND: 404,
  DEMO_NOT_AVAILABLE: 409,
} as const satisfies Record<string, number>;

export type GamesErrorCode = keyof typeof GAMES_ERROR_STATUS;

export type GamesError = { code: GamesErrorCode; message: string; details?: Record<string, unknown> };

export type Result<T> = { ok: true; value: T } | { ok: false; error: GamesError };

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failure<T = never>(
  code: GamesErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Result<T> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

export function gameNotFound<T = never>(what: string): Result<T> {
  return failure('GAME_NOT_FOUND', `no game ${what}`);
}

/** The value of a successful result, or the HTTP error the client sees. */
export function valueOrHttpError<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const { code, message, details } = result.error;
  throw new HttpError(GAMES_ERROR_STATUS[code], code, message, details);
}
