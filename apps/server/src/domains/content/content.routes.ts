import {
  AcceptPoliciesBodySchema,
  BannerQuerySchema,
  BannersSchema,
  PageQuerySchema,
  PlayerPoliciesSchema,
  PolicyConfigsSchema,
  PolicyStatusSchema,
  StaticPageSchema,
} from '@vauhti/contracts/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/authentication';
import { valueOrHttpError } from './content-errors';
import { contentLanguageOf } from './content-languages';
import { CLIENT_ERRORS } from './content-schemas';
import type { ContentService } from './content-service';

export type ContentRouteOptions = { content: ContentService };

/** Per-client-IP limit of policy acceptance (@fastify/rate-limit); the reads are cached or cheap. */
const ACCEPT_POLICIES_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Static pages and banners, for visitors and players alike. */
export async function contentRoutes(instance: FastifyInstance, options: ContentRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { content } = options;
  const tags = ['content'];

  app.get(
    '/content/pages',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: StaticPageSchema, ...CLIENT_ERRORS } } },
    async (request) => content.readPage(contentLanguageOf(request.query.language), request.query.urlPath),
  );

  app.get(
    '/content/banners',
    { schema: { tags, querystring: BannerQuerySchema, response: { 200: BannersSchema, ...CLIENT_ERRORS } } },
    async (request) => {
      const { zoneId, language, affiliateId } = request.query;
      const banners = await content.listBanners({
        zoneId,
        language: contentLanguageOf(language ?? 'en'),
        affiliateId: affiliateId === '' ? undefined : affiliateId,
      });
      return { banners };
    },
  );
}

/** Policy types and versions (public), and the logged-in player's acceptances. */
export async function policyRoutes(instance: FastifyInstance, options: ContentRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { content } = options;
  const tags = ['policies'];

  app.get(
    '/content/policies',
    { schema: { tags, response: { 200: PolicyConfigsSchema, ...CLIENT_ERRORS } } },
    async () => ({ status: 'SUCCESS' as const, ...(await content.policyConfigs()) }),
  );

  app.get(
    '/policies/acceptances',
    { schema: { tags, response: { 200: PlayerPoliciesSchema, ...CLIENT_ERRORS } } },
    async (request) => {
      const player = requirePlayer(request);
      return { status: 'SUCCESS' as const, policies: await content.acceptedPolicies(player.playerId) };
    },
  );

  app.post(
    '/policies/acceptances',
    {
      config: { rateLimit: ACCEPT_POLICIES_RATE_LIMIT },
      schema: { tags, body: AcceptPoliciesBodySchema, response: { 200: PolicyStatusSchema, ...CLIENT_ERRORS } },
    },
    async (request) => {
      const player = requirePlayer(request);
      const accepted = valueOrHttpError(await content.acceptPolicies(player.playerId, request.body.policies));
      request.log.info({ playerId: player.playerId, accepted }, 'policies accepted');
      return { status: 'SUCCESS' as const };
    },
  );
}

/** Registers the content domain's routes. */
export async function registerContent(api: FastifyInstance, options: ContentRouteOptions) {
  await api.register(contentRoutes, options);
  await api.register(policyRoutes, options);
}
