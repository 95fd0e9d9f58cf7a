import { HttpError } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import { IDENTITY_ERROR_STATUS, type Result } from './identity-errors';

/**
 * The value of a successful result, or the HTTP error a client sees: the error's code and
 * message, with the field and any details under `details`. A wait (retryAfterSeconds) is also
 * sent as a Retry-After header.
 */
export function valueOrHttpError<T>(result: Result<T>, reply?: FastifyReply): T {
  if (result.ok) return result.value;
  const { code, message, field, details } = result.error;
  const retryAfterSeconds = details?.retryAfterSeconds;
  if (reply && typeof retryAfterSeconds === 'number') reply.header('retry-after', String(retryAfterSeconds));
  const body = { ...(field === undefined ? {} : { field }), ...details };
  throw new HttpError(IDENTITY_ERROR_STATUS[code], code, message, Object.keys(body).length > 0 ? body : undefined);
}
