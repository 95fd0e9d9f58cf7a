import type { FastifyInstance } from 'fastify';
import type { Payments } from './payments-wiring';

/** The player's payment calls (make transaction, withdrawal, statuses) under /api/v1. */
export async function paymentsRoutes(_app: FastifyInstance, _options: { payments: Payments }) {}
