import type { FastifyInstance } from 'fastify';
import type { Payments } from './payments-wiring';

/** GET /:lang/cashier/callback/:paymentType/:encodedData, the provider's return page (server side). */
export async function cashierCallbackRoutes(_app: FastifyInstance, _options: { payments: Payments }) {}
