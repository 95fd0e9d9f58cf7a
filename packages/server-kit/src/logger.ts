import { type DestinationStream, type Logger, pino } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Field names whose values never reach a log line: credentials, session and reset tokens, and
 * card data. pino replaces them wherever they appear in a logged object, at any depth the paths
 * name.
 */
const SECRET_FIELD_NAMES = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'launchToken',
  'authToken',
  'sessionId',
  'code',
  'otp',
  'cardNumber',
  'cvv',
  'CVV',
  'expMonth',
  'expYear',
  'secret',
];

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["x-ops-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELD_NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];

/** Query parameters that carry secrets; their values are masked in logged URLs. */
const SECRET_QUERY_PATTERN = /([?&](?:token|sessionId|code|password|launchToken)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PATTERN, '$1[REDACTED]');
}

export function createLogger(options: { name: string; level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      name: options.name,
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
      serializers: {
        req: (request: { method: string; url: string; id: string; ip?: string }) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        }),
        err: pino.stdSerializers.err,
      },
    },
    options.destination,
  );
}
