import {
  AccountStateSchema,
  CountriesSchema,
  LevelTagsSchema,
  ProfileSchema,
  ProfileUpdateBodySchema,
  SuspendAccountBodySchema,
} from '@vauhti/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/authentication';
import { COUNTRIES } from '../../reference/countries';
import { CLIENT_ERRORS } from './identity-schemas';
import { IDENTITY_RATE_LIMITS } from './rate-limits';
import type { IdentityRouteOptions } from './registration.routes';
import { valueOrHttpError } from './route-results';
import { clearSessionCookie } from './session-cookie';

const tags = ['profile'];

/** The player's profile, the suspend-account form and the country list the forms need. */
export async function profileRoutes(instance: FastifyInstance, options: IdentityRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;

  app.get('/profile', { schema: { tags, response: { 200: ProfileSchema, ...CLIENT_ERRORS } } }, async (request) => {
    const player = requirePlayer(request);
    return valueOrHttpError(await identity.readProfile(player.playerId, Number(player.sessionId)));
  });

  // The header's VIP badge: the spec's "user tags" call.
  app.get(
    '/profile/tags',
    { schema: { tags, response: { 200: LevelTagsSchema, ...CLIENT_ERRORS } } },
    async (request) => ({ levelTags: valueOrHttpError(await identity.levelTags(requirePlayer(request).playerId)) }),
  );

  app.patch(
    '/profile',
    { schema: { tags, body: ProfileUpdateBodySchema, response: { 200: ProfileSchema, ...CLIENT_ERRORS } } },
    async (request) => {
      const player = requirePlayer(request);
      return valueOrHttpError(await identity.updateProfile(player.playerId, request.body, Number(player.sessionId)));
    },
  );

  app.post(
    '/account/suspend',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.accountSuspend },
      schema: { tags, body: SuspendAccountBodySchema, response: { 200: AccountStateSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const player = requirePlayer(request);
      const state = valueOrHttpError(
        await identity.suspendAccount({ playerId: player.playerId, ...request.body }),
        reply,
      );
      // The suspension ended every session, this one too.
      clearSessionCookie(reply, options.secureCookie);
      return { state: state.state, until: state.until?.toISOString() ?? null };
    },
  );

  app.get('/countries', { schema: { tags, response: { 200: CountriesSchema } } }, async () => ({
    countries: [...COUNTRIES.values()].map(({ timeZone: _zone, currencies, ...country }) => ({
      ...country,
      currencies: [...currencies],
    })),
  }));
}
