import type { FastifyInstance } from 'fastify';
import type { Payments } from './payments-wiring';

/** The provider's signed calls (contracts/payments.md section 1), registered at /api/payments/piq. */
export async function merchantApiRoutes(_app: FastifyInstance, _options: { payments: Payments }) {}
