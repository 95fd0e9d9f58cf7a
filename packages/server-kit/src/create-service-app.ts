import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { answerFrameworkError, installErrorHandler } from './error-handler';

export type ServiceAppOptions = {
  logger: Logger;
  /** Largest accepted request body. */
  bodyLimitBytes?: number;
  /**
   * Which proxies in front may name the client in X-Forwarded-*: false (none), their addresses
   * and CIDR ranges, or a function of a hop's address and distance. `true` (every sender) is left
   * out on purpose: it would let any client choose its own address.
   */
  trustProxy?: false | string[] | ((address: string, hop: number) => boolean);
  /** Extra readiness check run by GET /health (a database ping). */
  checkHealth?: () => Promise<void>;
};

const BODY_LIMIT_BYTES_DEFAULT = 256 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The base every Vauhti system builds on: Zod schemas for validation and serialisation, the error
 * envelope, and GET /health. Each system's createApp adds its own plugins and routes.
 */
export function createServiceApp(options: ServiceAppOptions) {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    bodyLimit: options.bodyLimitBytes ?? BODY_LIMIT_BYTES_DEFAULT,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // While closing, every response that is still being written tells the client to drop the
  // connection; otherwise a keep-alive socket would hold the close open until its timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.get('/health', async (_request, reply) => {
    if (options.checkHealth) {
      try {
        await options.checkHealth();
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable' });
      }
    }
    return { status: 'ok' };
  });
  return app;
}

export type TypedApp = ReturnType<typeof createServiceApp>;
