import {
  AccountVerificationSchema,
  AmountConfigQuerySchema,
  AmountConfigSchema,
  CashierTokenSchema,
  CashierTypeSchema,
  ChannelVerificationQuerySchema,
  ChannelVerificationSchema,
  DepositLimitsBodySchema,
  DepositLimitsSchema,
  EligibleBonusesQuerySchema,
  EligibleBonusesSchema,
  PayAndPlayConfigSchema,
} from '@vauhti/contracts/cashier';
import { HttpError } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthenticatedPlayer } from '../../http/authentication';
import { valueOrHttpError } from './cashier-errors';
import { CLIENT_ERRORS } from './cashier-schemas';
import type { Cashier } from './cashier-wiring';
import { depositLimitChangesOf, depositLimitsInMajorUnits } from './deposit-limit-amounts';
import { cashierTypeOverrideOf } from './dev-cashier-type.routes';
import { quickAmountLists } from './quick-amounts';

/** Per-client-IP limits (@fastify/rate-limit): a token writes a session row, a limit change a row per period. */
const RATE_LIMITS = {
  token: { max: 60, timeWindow: '1 minute' },
  limits: { max: 30, timeWindow: '1 minute' },
} as const;

/**
 * The logged-in player, or the spec's session_expired_sso: 401 SESSION_EXPIRED_SSO, which the site
 * answers by closing the cashier (reason session_expired_deposit) and asking for a login.
 */
export function requireCashierPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) {
    throw new HttpError(401, 'SESSION_EXPIRED_SSO', 'your session has ended; log in again', {
      session_expired_sso: true,
    });
  }
  return request.player;
}

/** The quick amounts change only with the platform's configuration: a browser may keep them this long. */
const AMOUNT_CONFIG_MAX_AGE_S = 300;

/** Every answer depends on the player, so none may be cached by anyone. */
function privateReply(reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}

/** The cashier's player calls of spec part 1 section 7 that read or set cashier state (under /api/v1). */
export async function cashierRoutes(
  instance: FastifyInstance,
  options: {
    cashier: Cashier;
    /** The payment provider's merchant id and bootstrapper environment, which the site's hosted cashier loads with. */
    hostedCashier: { merchantId: string; environment: string };
    /** Where a request comes from (compliance): a logged-out visitor's pay-and-play configuration depends on it. */
    requestCountry: (request: FastifyRequest) => { code: string; blocked: boolean };
    /**
     * In development (the dev tools): GET /cashier/type answers the Dev panel's choice (the cookie of
     * dev-cashier-type.routes.ts) when there is one. Elsewhere it is never read.
     */
    cashierTypeOverride?: boolean;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { cashier } = options;
  const tags = ['cashier'];

  app.get(
    '/cashier/type',
    { schema: { tags, response: { 200: CashierTypeSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      privateReply(reply);
      const override = options.cashierTypeOverride ? cashierTypeOverrideOf(request) : null;
      return { cashierType: override ?? valueOrHttpError(await cashier.cashierTypeOfPlayer(player.playerId)) };
    },
  );

  app.post(
    '/cashier/token',
    {
      config: { rateLimit: RATE_LIMITS.token },
      schema: { tags, response: { 200: CashierTokenSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      privateReply(reply);
      const issued = await cashier.sessions.issue(player.playerId, Number(player.sessionId));
      return {
        status: 'SUCCESS' as const,
        token: issued.sessionId,
        expiresAt: issued.expiresAt.toISOString(),
        ipAddr: request.ip,
        labelId: cashier.config.labelId,
        merchantId: options.hostedCashier.merchantId,
        environment: options.hostedCashier.environment,
      };
    },
  );

  // A site setting, the same for everyone: a logged-out visitor's pay-and-play deposit offers the
  // same quick amounts as the deposit modal, so this one needs no login.
  app.get(
    '/cashier/amount-config',
    { schema: { tags, querystring: AmountConfigQuerySchema, response: { 200: AmountConfigSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${AMOUNT_CONFIG_MAX_AGE_S}`);
      return quickAmountLists(cashier.config.quickAmounts, request.query.currency_iso_code);
    },
  );

  app.get(
    '/cashier/eligible-bonuses',
    {
      schema: {
        tags,
        querystring: EligibleBonusesQuerySchema,
        response: { 200: EligibleBonusesSchema, ...CLIENT_ERRORS },
      },
    },
    async (request, reply) => {
      requireCashierPlayer(request);
      privateReply(reply);
      // No bonus engine yet: honestly no bonus is offered (the README says so).
      return { status: 'SUCCESS' as const, bonuses: [] };
    },
  );

  app.get(
    '/cashier/channel-verification',
    {
      schema: {
        tags,
        querystring: ChannelVerificationQuerySchema,
        response: { 200: ChannelVerificationSchema, ...CLIENT_ERRORS },
      },
    },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      privateReply(reply);
      return { success: valueOrHttpError(await cashier.channelVerified(player.playerId, request.query.channel)) };
    },
  );

  app.get(
    '/cashier/deposit-limits',
    { schema: { tags, response: { 200: DepositLimitsSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      privateReply(reply);
      return depositLimitsInMajorUnits(await cashier.depositLimits.read(player.playerId), player.currency);
    },
  );

  app.put(
    '/cashier/deposit-limits',
    {
      config: { rateLimit: RATE_LIMITS.limits },
      schema: { tags, body: DepositLimitsBodySchema, response: { 200: DepositLimitsSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      privateReply(reply);
      const changes = valueOrHttpError(depositLimitChangesOf(request.body, player.currency));
      const view = valueOrHttpError(await cashier.depositLimits.set(player.playerId, player.currency, changes));
      request.log.info({ playerId: player.playerId, periods: Object.keys(changes) }, 'deposit limits changed');
      return depositLimitsInMajorUnits(view, player.currency);
    },
  );

  app.get(
    '/cashier/account-verification',
    { schema: { tags, response: { 200: AccountVerificationSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      const player = requireCashierPlayer(request);
      privateReply(reply);
      const { documents } = await cashier.kyc.status(player.playerId);
      return { documents };
    },
  );

  app.get(
    '/cashier/pnp-config',
    { schema: { tags, response: { 200: PayAndPlayConfigSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      privateReply(reply);
      // A logged-out visitor in a pay-and-play country deposits without an account (payments
      // workflow): the answer is for the country the request comes from.
      if (!request.player) return cashier.payAndPlayConfigForVisitor(options.requestCountry(request));
      return valueOrHttpError(await cashier.payAndPlayConfigOf(request.player.playerId));
    },
  );
}
