import type { FastifyInstance } from 'fastify';
import type { Cashier } from './cashier-wiring';

/** The cashier's player calls of spec part 1 section 7 that read or set cashier state (under /api/v1). */
export async function cashierRoutes(_app: FastifyInstance, _options: { cashier: Cashier }) {}
