import { errorBody, signatureMatches } from '@vauhti/server-kit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/*
 * Server-to-server calls signed over their method, path and raw body (the seamless wallet's
 * providers, the payment provider's merchant calls; ADR 0024): HMAC-SHA256 of server-kit's
 * signedText, then JSON, then a `ts` within five minutes of the platform's clock. Each API keeps
 * its own answer shapes; this is the part they share.
 */

/** How far a call's `ts` may be from the platform's clock. */
export const TIMESTAMP_TOLERANCE_MS = 300_000;

/** Signed bodies are a handful of short fields; anything near this is not one. */
export const SIGNED_BODY_LIMIT_BYTES = 16 * 1024;

export const Stamped = z.object({ ts: z.int().min(0) });

/** The first problem of a body that failed its schema, as `path: message`. */
export function describeSchemaError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'body: invalid';
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
}

export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The API's own 400 answer for a request it could not read. */
type InvalidRequestAnswer = (message: string) => { httpStatus: number; body: unknown };

/**
 * Makes a route scope keep JSON bodies as bytes (the signature covers them exactly) and answer a
 * body Fastify refuses (wrong media type, too large) with the API's own 400; a fault is 500.
 */
export function keepSignedBodiesAsBytes(
  app: FastifyInstance,
  options: { invalidRequest: InvalidRequestAnswer; failureLog: string },
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: SIGNED_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const { httpStatus, body } = options.invalidRequest(clientErrorMessage(error));
      return reply.status(httpStatus).send(body);
    }
    request.log.error({ err: error }, options.failureLog);
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'something went wrong on our side'));
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body: larger than ${SIGNED_BODY_LIMIT_BYTES} bytes`;
    default:
      return `body: ${error.message}`;
  }
}

/** Why a signed call was refused: its signature or ts (401), or a body that is not stamped JSON (400). */
export type SignedCallRefusal = { ok: false; refused: 'signature' | 'request'; message: string };

/**
 * The parsed body of a request signed with `secret` whose `ts` is within the tolerance of `now`.
 * The signed path is the request target as this application received it (request.url: path and
 * query as sent, after any reverse proxy's prefix was stripped), so a body signed for one route
 * is refused on another. Without a secret (an unknown caller) the answer is the same as for a
 * wrong signature, so ids cannot be probed.
 */
export function readSignedBody(
  request: FastifyRequest,
  secret: string | undefined,
  now: Date,
): { ok: true; body: unknown } | SignedCallRefusal {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signed = { method: request.method, path: request.url, content: raw };
  if (secret === undefined || !signatureMatches(signed, singleHeader(request, 'x-signature'), secret)) {
    return { ok: false, refused: 'signature', message: 'the signature does not verify' };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, refused: 'request', message: 'body: not valid JSON' };
  }
  const stamped = Stamped.safeParse(body);
  if (!stamped.success) return { ok: false, refused: 'request', message: describeSchemaError(stamped.error) };
  if (Math.abs(now.getTime() - stamped.data.ts) > TIMESTAMP_TOLERANCE_MS) {
    const message = `ts is more than ${TIMESTAMP_TOLERANCE_MS / 1000} s from the platform's clock`;
    return { ok: false, refused: 'signature', message };
  }
  return { ok: true, body };
}
