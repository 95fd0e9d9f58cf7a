import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from './errors';

type FieldIssue = { field: string; code: string; message: string };

/** Fastify's own client errors, mapped to stable codes a client can rely on. */
const FRAMEWORK_ERROR_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
};

/** Failures Fastify meets before routing (frameworkErrors), mapped to stable codes. */
const PRE_ROUTING_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL', message: 'the request path is not valid percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'URL_TOO_LONG',
    message: 'a part of the request path is too long',
  },
};

/**
 * Fastify's `frameworkErrors` option: a path that is not valid percent-encoding or whose parameter
 * is longer than the router accepts never reaches a route or the error handler, and Fastify's own
 * answer to it is not the envelope. The path is not echoed: it can be tens of kilobytes of anything.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = PRE_ROUTING_ERRORS[error.code];
  if (known) return reply.status(known.statusCode).send(errorBody(known.code, known.message));
  request.log.error({ err: error }, 'request failed before routing');
  return reply.status(500).send(errorBody('INTERNAL_ERROR', 'something went wrong on our side'));
}

/**
 * Answers every failure with the error envelope. Messages are shown only for client errors
 * (status below 500); a server fault is logged in full and answered with a generic message.
 */
export function installErrorHandler(app: Pick<FastifyInstance, 'setErrorHandler' | 'setNotFoundHandler'>) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)',
        code: issue.keyword,
        message: issue.message ?? 'invalid value',
      }));
      const first = issues[0] as FieldIssue;
      const missing = first.code === 'invalid_type' && /received undefined/.test(first.message);
      const code = missing ? 'FIELD_REQUIRED' : 'FIELD_INVALID';
      const message = missing ? `${first.field} is required` : `${first.field}: ${first.message}`;
      return reply
        .status(400)
        .send(errorBody(code, message, { field: first.field, location: error.validationContext, issues }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      return reply.status(400).send(errorBody('MALFORMED_JSON', 'the request body is not valid JSON'));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const code = FRAMEWORK_ERROR_CODES[error.code] ?? (statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST');
      return reply.status(statusCode).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'something went wrong on our side'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', `no route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
