import { DevCashierTypeBodySchema, DevCashierTypeSchema } from '@vauhti/contracts/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CASHIER_TYPES, type CashierType } from './cashier-config';
import { valueOrHttpError } from './cashier-errors';
import { CLIENT_ERRORS } from './cashier-schemas';
import type { Cashier } from './cashier-wiring';

/*
 * The Dev panel's cashier switch (development only): a cookie that makes GET /cashier/type answer
 * the cashier a tester chose, internal or hosted, whatever the country's configuration says. The
 * app registers these routes, and GET /cashier/type reads the cookie, only with the dev tools
 * (ADR 0021), as the compliance domain does with its country override.
 */

export const CASHIER_TYPE_OVERRIDE_COOKIE = 'vauhti_cashier_type';
const CASHIER_TYPE_OVERRIDE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Per client IP, like the dev country switch. */
const DEV_CASHIER_TYPE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The tester's choice in this request's cookie; null when there is none or it names no cashier type. */
export function cashierTypeOverrideOf(request: FastifyRequest): CashierType | null {
  const value = request.cookies[CASHIER_TYPE_OVERRIDE_COOKIE];
  return (CASHIER_TYPES as readonly string[]).includes(value ?? '') ? (value as CashierType) : null;
}

export type DevCashierTypeRouteOptions = {
  cashier: Cashier;
  secureCookie: boolean;
  /** Where a request comes from (compliance): a logged-out tester's configured type is that country's. */
  requestCountry: (request: FastifyRequest) => { code: string };
};

/** GET and PUT /dev/cashier-type (under /api/v1). */
export async function devCashierTypeRoutes(instance: FastifyInstance, options: DevCashierTypeRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { cashier } = options;
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookie } as const;

  /** The type the configuration gives: the player's registered country's, or a visitor's request country's. */
  async function configuredType(request: FastifyRequest): Promise<CashierType> {
    if (request.player) return valueOrHttpError(await cashier.cashierTypeOfPlayer(request.player.playerId));
    return cashier.cashierTypeFor(options.requestCountry(request).code);
  }

  app.get(
    '/dev/cashier-type',
    { schema: { tags: ['dev'], response: { 200: DevCashierTypeSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const override = cashierTypeOverrideOf(request);
      if (override) return { cashierType: override, overridden: true };
      return { cashierType: await configuredType(request), overridden: false };
    },
  );

  app.put(
    '/dev/cashier-type',
    {
      config: { rateLimit: DEV_CASHIER_TYPE_RATE_LIMIT },
      schema: {
        tags: ['dev'],
        body: DevCashierTypeBodySchema,
        response: { 200: DevCashierTypeSchema, ...CLIENT_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const chosen = request.body.cashierType;
      if (chosen === null) {
        reply.clearCookie(CASHIER_TYPE_OVERRIDE_COOKIE, cookie);
        return { cashierType: await configuredType(request), overridden: false };
      }
      reply.setCookie(CASHIER_TYPE_OVERRIDE_COOKIE, chosen, {
        ...cookie,
        maxAge: CASHIER_TYPE_OVERRIDE_MAX_AGE_SECONDS,
      });
      return { cashierType: chosen, overridden: true };
    },
  );
}
