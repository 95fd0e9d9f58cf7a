import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformServices } from '../services';
import { runOpsCommand } from './commands';
import { opsTokenMatches } from './ops-token';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Runs operator commands inside the running platform, for the CLI on the same machine when the
 * embedded database is held by this process. Only from loopback, only with the token the
 * platform wrote at start.
 */
export async function opsRoutes(app: FastifyInstance, options: { services: PlatformServices; token: string }) {
  app.post(
    '/api/ops/v1/commands/:name',
    {
      schema: {
        params: z.object({ name: z.string().max(64) }),
        body: z.record(z.string(), z.unknown()),
        hide: true,
      },
    },
    async (request, reply) => {
      if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) {
        return reply
          .status(403)
          .send(errorBody('OPS_LOOPBACK_ONLY', 'operator commands are accepted from this machine only'));
      }
      const presented = request.headers['x-ops-token'];
      if (!opsTokenMatches(options.token, typeof presented === 'string' ? presented : undefined)) {
        return reply.status(401).send(errorBody('OPS_TOKEN_INVALID', 'the operator token is missing or wrong'));
      }
      const { name } = request.params as { name: string };
      request.log.info({ command: name }, 'operator command');
      return runOpsCommand(options.services, name, request.body);
    },
  );
}
