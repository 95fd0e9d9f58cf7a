import { ErrorBodySchema } from '@vauhti/contracts';
import { CashierHistoryQuerySchema, CashierHistorySchema } from '@vauhti/contracts/cashier';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireCashierPlayer } from '../../domains/cashier/cashier.routes';
import { cashierHistoryPage } from './cashier-history';
import type { PaymentsTables } from './payments-tables';

/** A page is one indexed read; this keeps a script from paging the table in a loop. */
const HISTORY_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * GET /cashier/history?limit=&cursor= (under /api/v1): the player's own deposits and withdrawals,
 * newest first. Without a session it is the cashier's 401 SESSION_EXPIRED_SSO; a limit outside
 * 1..50 or a cursor that is not a positive whole number is 400 naming the field.
 */
export async function cashierHistoryRoutes(instance: FastifyInstance, options: { db: Kysely<PaymentsTables> }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/cashier/history',
    {
      config: { rateLimit: HISTORY_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        querystring: CashierHistoryQuerySchema,
        response: { 200: CashierHistorySchema, '4xx': ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      reply.header('cache-control', 'private, no-store');
      return cashierHistoryPage(options.db, player.playerId, {
        limit: request.query.limit,
        beforeId: request.query.cursor,
      });
    },
  );
}
