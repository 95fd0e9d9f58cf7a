import { HttpError } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { failure, IDENTITY_ERROR_STATUS, success } from './identity-errors';
import { valueOrHttpError } from './route-results';

function thrown(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
  }
  throw new Error('expected an HttpError');
}

describe('turning results into HTTP answers', () => {
  it('returns the value of a success', () => {
    expect(valueOrHttpError(success(42))).toBe(42);
  });

  it('answers with the status of the code, the field and details under details', () => {
    const error = thrown(() =>
      valueOrHttpError(
        failure('NATIONAL_ID_INVALID', 'bad id', { field: 'nationalId', details: { reason: 'checksum' } }),
      ),
    );
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('NATIONAL_ID_INVALID');
    expect(error.details).toEqual({ field: 'nationalId', reason: 'checksum' });
  });

  it('sends a wait as a Retry-After header too', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
    const error = thrown(() =>
      valueOrHttpError(failure('ACCOUNT_TEMPORARILY_LOCKED', 'wait', { details: { retryAfterSeconds: 90 } }), reply),
    );
    expect(error.statusCode).toBe(423);
    expect(headers['retry-after']).toBe('90');
  });

  it('leaves details out when there are none', () => {
    expect(thrown(() => valueOrHttpError(failure('INVALID_CREDENTIALS', 'no'))).details).toBeUndefined();
  });

  it('maps every code to a client error status', () => {
    for (const status of Object.values(IDENTITY_ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});
