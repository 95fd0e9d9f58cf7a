import {
  ChannelQuerySchema,
  ChannelStatusSchema,
  CodeSentSchema,
  CodeStatusSchema,
  RegistrationProgressSchema,
  RegistrationStepOneBodySchema,
  RegistrationStepTwoBodySchema,
  SendCodeBodySchema,
  SessionStartedSchema,
  VerifyCodeBodySchema,
} from '@vauhti/contracts/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/authentication';
import { failure } from './identity-errors';
import { CLIENT_ERRORS } from './identity-schemas';
import type { IdentityService } from './identity-service';
import { IDENTITY_RATE_LIMITS } from './rate-limits';
import { valueOrHttpError } from './route-results';
import { setSessionCookie } from './session-cookie';

export type IdentityRouteOptions = {
  identity: IdentityService;
  secureCookie: boolean;
  /**
   * Runs after a player signs up (step 1), for what other domains do with a new account (content
   * records the policies the sign-up accepted). A failure is logged; the account stands.
   */
  onPlayerRegistered?: ((playerId: number) => Promise<unknown>) | undefined;
  /**
   * The country a request comes from when sign-up is closed there (a restricted territory), else
   * null. Whatever country the form names, nobody signs up from where the operator has no licence.
   */
  blockedRequestCountry?: ((request: FastifyRequest) => { code: string; name: string } | null) | undefined;
};

const tags = ['registration'];

/** Registration steps 1 (the account; logs in) and 2 (personal details), and the progress. */
export async function registrationRoutes(instance: FastifyInstance, options: IdentityRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;

  app.get(
    '/registration',
    { schema: { tags, response: { 200: RegistrationProgressSchema, ...CLIENT_ERRORS } } },
    async (request) => valueOrHttpError(await identity.registrationProgress(requirePlayer(request).playerId)),
  );

  app.post(
    '/registration/step1',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.registration },
      schema: { tags, body: RegistrationStepOneBodySchema, response: { 201: SessionStartedSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      if (request.player) {
        return valueOrHttpError(failure('ALREADY_LOGGED_IN', 'log out before registering a new account'));
      }
      const blocked = options.blockedRequestCountry?.(request);
      if (blocked) {
        return valueOrHttpError(
          failure('COUNTRY_NOT_ALLOWED', `registration is not available in ${blocked.name}`, {
            details: { requestCountry: blocked.code },
          }),
        );
      }
      const context = { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
      const started = valueOrHttpError(await identity.registerStepOne(request.body, context));
      setSessionCookie(reply, started.sessionToken, options.secureCookie);
      request.log.info({ playerId: started.playerId }, 'player registered (step 1)');
      await options.onPlayerRegistered?.(started.playerId).catch((error: unknown) => {
        request.log.error({ err: error, playerId: started.playerId }, 'after-registration hook failed');
      });
      const registration = valueOrHttpError(await identity.registrationProgress(started.playerId));
      return reply.status(201).send({ playerId: started.playerId, externalEcrId: started.externalId, registration });
    },
  );

  app.post(
    '/registration/step2',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.registrationDetails },
      schema: {
        tags,
        body: RegistrationStepTwoBodySchema,
        response: { 200: RegistrationProgressSchema, ...CLIENT_ERRORS },
      },
    },
    async (request) => valueOrHttpError(await identity.registerStepTwo(requirePlayer(request).playerId, request.body)),
  );
}

/** Registration step 3: a one-time code over SMS or e-mail, and the channel status. */
export async function channelVerificationRoutes(instance: FastifyInstance, options: IdentityRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;

  app.post(
    '/registration/step3/send',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.otpSend },
      schema: { tags, body: SendCodeBodySchema, response: { 202: CodeSentSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const player = requirePlayer(request);
      const sent = valueOrHttpError(await identity.sendVerificationCode(player.playerId, request.body?.channel), reply);
      return reply.status(202).send({
        ...sent,
        expiresAt: sent.expiresAt.toISOString(),
        resendAvailableAt: sent.resendAvailableAt.toISOString(),
      });
    },
  );

  // What a reloaded step 3 shows again: the open code's field and the resend countdown.
  app.get(
    '/registration/step3',
    { schema: { tags, response: { 200: CodeStatusSchema, ...CLIENT_ERRORS } } },
    async (request) => {
      const status = valueOrHttpError(await identity.verificationCodeStatus(requirePlayer(request).playerId));
      return {
        openCode: status.openCode && { ...status.openCode, expiresAt: status.openCode.expiresAt.toISOString() },
        resendInSeconds: status.resendInSeconds,
      };
    },
  );

  app.post(
    '/registration/step3/verify',
    {
      config: { rateLimit: IDENTITY_RATE_LIMITS.otpVerify },
      schema: { tags, body: VerifyCodeBodySchema, response: { 200: RegistrationProgressSchema, ...CLIENT_ERRORS } },
    },
    async (request) => valueOrHttpError(await identity.verifyCode(requirePlayer(request).playerId, request.body.code)),
  );

  // The cashiers' "channel verification status" call (spec part 1, section 7).
  app.get(
    '/registration/channel-verification',
    { schema: { tags, querystring: ChannelQuerySchema, response: { 200: ChannelStatusSchema, ...CLIENT_ERRORS } } },
    async (request) => {
      const player = requirePlayer(request);
      const verified = valueOrHttpError(await identity.isChannelVerified(player.playerId, request.query.channel));
      return { channel: request.query.channel, success: verified };
    },
  );
}
