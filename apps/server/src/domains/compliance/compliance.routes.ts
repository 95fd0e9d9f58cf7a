import {
  ContactBodySchema,
  ContactSentSchema,
  DevCountryBodySchema,
  DevCountrySchema,
  SiteContextSchema,
} from '@vauhti/contracts/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { valueOrHttpError } from './compliance-errors';
import { CLIENT_ERRORS } from './compliance-schemas';
import type { ComplianceService } from './compliance-service';
import { COMPLIANCE_RATE_LIMITS } from './rate-limits';
import { COUNTRY_OVERRIDE_COOKIE, type CountryClues, checkOverrideCountry } from './request-country';

export type ComplianceRouteOptions = {
  compliance: ComplianceService;
  /** The request header a trusted edge sets (config COUNTRY_HEADER). */
  countryHeaderName: string;
  secureCookie: boolean;
  /** Registers the dev panel's endpoints; never in production. */
  devTools: boolean;
};

const COUNTRY_OVERRIDE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What a request tells about its country: the dev override cookie, the edge header, the address. */
export function countryCluesOf(request: FastifyRequest, countryHeaderName: string): CountryClues {
  return {
    overrideCookie: request.cookies[COUNTRY_OVERRIDE_COOKIE],
    edgeHeader: request.headers[countryHeaderName],
    ip: request.ip,
  };
}

/** The site context, the contact form and, in development, the dev panel's country override. */
export async function complianceRoutes(instance: FastifyInstance, options: ComplianceRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { compliance } = options;
  const cluesOf = (request: FastifyRequest) => countryCluesOf(request, options.countryHeaderName);

  app.get(
    '/site/context',
    { schema: { tags: ['site'], response: { 200: SiteContextSchema } } },
    async (request, reply) => {
      // Per visitor and changing with the maintenance switch: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return compliance.siteContext(cluesOf(request));
    },
  );

  app.post(
    '/contact',
    {
      // Pasted text keeps stray control characters; the contact request strips them itself.
      config: { rateLimit: COMPLIANCE_RATE_LIMITS.contact, acceptsNulCharacters: true },
      schema: { tags: ['contact'], body: ContactBodySchema, response: { 202: ContactSentSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const origin = {
        playerId: request.player?.playerId ?? null,
        country: compliance.requestCountry(cluesOf(request)),
      };
      const sent = valueOrHttpError(await compliance.sendContactRequest(request.body, origin));
      request.log.info({ messageId: sent.messageId, playerId: origin.playerId }, 'contact request queued');
      return reply.status(202).send({ sent: true });
    },
  );

  if (options.devTools) await app.register(devCountryRoutes, options);
}

/** The dev panel's country override: a cookie that puts this browser in another country. */
async function devCountryRoutes(instance: FastifyInstance, options: ComplianceRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookie } as const;

  app.put(
    '/dev/country',
    {
      config: { rateLimit: COMPLIANCE_RATE_LIMITS.devCountry },
      schema: { tags: ['dev'], body: DevCountryBodySchema, response: { 200: DevCountrySchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const countryCode = valueOrHttpError(checkOverrideCountry(request.body.countryCode));
      if (countryCode === null) reply.clearCookie(COUNTRY_OVERRIDE_COOKIE, cookie);
      else
        reply.setCookie(COUNTRY_OVERRIDE_COOKIE, countryCode, { ...cookie, maxAge: COUNTRY_OVERRIDE_MAX_AGE_SECONDS });
      return { countryCode };
    },
  );
}
