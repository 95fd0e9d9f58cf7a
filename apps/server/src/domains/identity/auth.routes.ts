import {
  AuthStatusSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  SessionStartedSchema,
} from '@vauhti/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlayer } from '../../http/authentication';
import { CLIENT_ERRORS } from './identity-schemas';
import { IDENTITY_RATE_LIMITS } from './rate-limits';
import type { IdentityRouteOptions } from './registration.routes';
import { valueOrHttpError } from './route-results';
import { clearSessionCookie, sessionEndedOn, setSessionCookie } from './session-cookie';

const tags = ['auth'];
const NoContent = z.null().describe('no content');
const Accepted = z.object({ status: z.literal('accepted') });

/** Login, logout and login status. */
export async function sessionRoutes(instance: FastifyInstance, options: IdentityRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { identity, secureCookie } = options;

  app.post(
    '/auth/login',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.login },
      schema: { tags, body: LoginBodySchema, response: { 200: SessionStartedSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const replacesSessionId = request.player ? Number(request.player.sessionId) : undefined;
      const context = { ipAddress: request.ip, userAgent: request.headers['user-agent'], replacesSessionId };
      const started = valueOrHttpError(await identity.logIn(request.body, context), reply);
      setSessionCookie(reply, started.sessionToken, secureCookie);
      request.log.info({ playerId: started.playerId }, 'player logged in');
      const registration = valueOrHttpError(await identity.registrationProgress(started.playerId));
      return { playerId: started.playerId, externalEcrId: started.externalId, registration };
    },
  );

  app.post('/auth/logout', { schema: { tags, response: { 204: NoContent } } }, async (request, reply) => {
    if (request.player) await identity.logOut(Number(request.player.sessionId));
    clearSessionCookie(reply, secureCookie);
    return reply.status(204).send(null);
  });

  app.get('/auth/status', { schema: { tags, response: { 200: AuthStatusSchema } } }, async (request) => {
    if (!request.player) {
      const status = sessionEndedOn(request) ? 'session_expired' : 'logged_out';
      return { status, loggedIn: false, playerId: null, registration: null } as const;
    }
    const registration = valueOrHttpError(await identity.registrationProgress(request.player.playerId));
    return { status: 'logged_in', loggedIn: true, playerId: request.player.playerId, registration } as const;
  });
}

/** Password change, forgotten password and reset. */
export async function passwordRoutes(instance: FastifyInstance, options: IdentityRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { identity, secureCookie } = options;

  app.post(
    '/auth/password/change',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.passwordChange },
      schema: { tags, body: ChangePasswordBodySchema, response: { 204: NoContent, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const player = requirePlayer(request);
      const changed = await identity.changePassword({
        playerId: player.playerId,
        sessionId: Number(player.sessionId),
        ...request.body,
      });
      valueOrHttpError(changed, reply);
      return reply.status(204).send(null);
    },
  );

  // Always 202, whether or not the address has an account.
  app.post(
    '/auth/password/forgot',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.passwordForgot },
      schema: { tags, body: ForgotPasswordBodySchema, response: { 202: Accepted, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      await identity.requestPasswordReset(request.body.email);
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.passwordReset },
      schema: { tags, body: ResetPasswordBodySchema, response: { 204: NoContent, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      valueOrHttpError(await identity.resetPassword(request.body));
      // Every session of the player ended with the reset, this browser's included.
      clearSessionCookie(reply, secureCookie);
      return reply.status(204).send(null);
    },
  );
}
