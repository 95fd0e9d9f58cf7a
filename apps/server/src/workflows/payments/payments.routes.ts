import { ErrorBodySchema } from '@vauhti/contracts';
import { AccessQuerySchema, CashierAccessSchema } from '@vauhti/contracts/cashier';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCashierPlayer } from '../../domains/cashier/cashier.routes';
import { setSessionCookie } from '../../domains/identity/session-cookie';
import { DepositDetailsSchema, WithdrawalDetailsSchema } from './cashier-details';
import type { CashierCaller, PlayerCashier } from './player-cashier';
import { valueOrHttpError } from './player-cashier-errors';
import { isPayAndPlayMethod } from './player-cashier-paynplay';
import {
  CancelCashoutSchema,
  DetailsBodySchema,
  MakeTransactionBodySchema,
  PayNPlayUserSchema,
  PendingCashoutsSchema,
  PiqResponseSchema,
  ProcessDepositBodySchema,
  ProviderStatusParamsSchema,
  ProviderStatusQuerySchema,
  ProviderStatusResponseSchema,
  ProviderTransactionBodySchema,
  StatusQuerySchema,
  StatusResponseSchema,
  TransactionResponseSchema,
  TxnIdParamsSchema,
  WithdrawalBodySchema,
} from './player-cashier-schemas';

/** Every error these routes answer: the envelope, with a client status or 502/503 for the provider. */
const ERRORS = { '4xx': ErrorBodySchema, 502: ErrorBodySchema, 503: ErrorBodySchema } as const;

/**
 * Per-client-IP limits (@fastify/rate-limit): a transaction call writes a row and calls the
 * provider; a status call may call the provider.
 */
const RATE_LIMITS = {
  transaction: { max: 30, timeWindow: '1 minute' },
  status: { max: 120, timeWindow: '1 minute' },
} as const;

/**
 * The caller of a cashier call. Without a live session the answer is the cashier domain's: the
 * spec's session_expired_sso (401 SESSION_EXPIRED_SSO), so the site closes the cashier either way.
 */
function callerOf(request: FastifyRequest): CashierCaller {
  const player = requireCashierPlayer(request);
  return { playerId: player.playerId, webSessionId: Number(player.sessionId), ipAddr: request.ip };
}

/**
 * The secret of a visitor's pay-and-play deposit (paynplay-claims.ts): http-only, and only ever sent
 * back to the cashier's own calls. With HTTPS the __Host- prefix pins it to this origin.
 */
function payNPlayClaimCookieName(secure: boolean): string {
  return secure ? '__Host-vauhti_pnp_claim' : 'vauhti_pnp_claim';
}

const CLAIM_COOKIE_BASE = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

function setPayNPlayClaimCookie(reply: FastifyReply, claim: { token: string; expiresAt: Date }, secure: boolean) {
  reply.setCookie(payNPlayClaimCookieName(secure), claim.token, {
    ...CLAIM_COOKIE_BASE,
    secure,
    expires: claim.expiresAt,
  });
}

function clearPayNPlayClaimCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(payNPlayClaimCookieName(secure), { ...CLAIM_COOKIE_BASE, secure });
}

/** The player's payment calls (spec part 1 section 7) under /api/v1; docs in the workflow README. */
export async function paymentsRoutes(
  instance: FastifyInstance,
  options: {
    payments: { playerCashier: PlayerCashier };
    secureCookie: boolean;
    /** Where a request comes from (compliance): a visitor's pay-and-play deposit needs it. */
    requestCountry: (request: FastifyRequest) => { code: string; blocked: boolean };
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cashier = options.payments.playerCashier;
  const tags = ['payments'];
  // Balances, card outcomes and instruments are the player's own and change with every call.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cashier/access',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: { tags, querystring: AccessQuerySchema, response: { 200: CashierAccessSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.access(callerOf(request), request.query.type)),
  );

  app.post(
    '/cashier/details',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: {
        tags,
        body: DetailsBodySchema,
        response: { 200: DepositDetailsSchema.or(WithdrawalDetailsSchema), ...ERRORS },
      },
    },
    async (request) => valueOrHttpError(await cashier.details(callerOf(request), request.body.type)),
  );

  app.post(
    '/cashier/transactions',
    {
      config: { rateLimit: RATE_LIMITS.transaction },
      schema: { tags, body: MakeTransactionBodySchema, response: { 200: TransactionResponseSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.makeTransaction(callerOf(request), request.body)),
  );

  app.post(
    '/cashier/process-deposit',
    {
      config: { rateLimit: RATE_LIMITS.transaction },
      schema: { tags, body: ProcessDepositBodySchema, response: { 200: TransactionResponseSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.processDeposit(callerOf(request), request.body)),
  );

  app.post(
    '/cashier/provider-transactions',
    {
      config: { rateLimit: RATE_LIMITS.transaction },
      schema: { tags, body: ProviderTransactionBodySchema, response: { 200: PiqResponseSchema, ...ERRORS } },
    },
    async (request, reply) => {
      if (request.player || !isPayAndPlayMethod(request.body.paymentMethod)) {
        return valueOrHttpError(await cashier.makeProviderTransaction(callerOf(request), request.body));
      }
      // A visitor in a pay-and-play country deposits without an account (player-cashier-paynplay.ts).
      const country = options.requestCountry(request);
      const visitor = {
        ipAddr: request.ip,
        userAgent: request.headers['user-agent'],
        countryCode: country.code,
        countryBlocked: country.blocked,
      };
      const started = valueOrHttpError(await cashier.startVisitorPayNPlay(visitor, request.body));
      if (started.claim) setPayNPlayClaimCookie(reply, started.claim, options.secureCookie);
      return started.response;
    },
  );

  app.post(
    '/cashier/withdrawals',
    {
      config: { rateLimit: RATE_LIMITS.transaction },
      schema: { tags, body: WithdrawalBodySchema, response: { 200: TransactionResponseSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.makeWithdrawal(callerOf(request), request.body)),
  );

  app.post(
    '/cashier/withdrawals/piq',
    {
      config: { rateLimit: RATE_LIMITS.transaction },
      schema: { tags, body: WithdrawalBodySchema, response: { 200: PiqResponseSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.makePiqWithdrawal(callerOf(request), request.body)),
  );

  app.get(
    '/cashier/transactions/:txnId/status',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: {
        tags,
        params: TxnIdParamsSchema,
        querystring: StatusQuerySchema,
        response: { 200: StatusResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      valueOrHttpError(await cashier.transactionStatus(callerOf(request), request.params.txnId, request.query.type)),
  );

  app.get(
    '/cashier/provider-status/:playerId/:reference',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: {
        tags,
        params: ProviderStatusParamsSchema,
        // The spec's optional token is accepted and not needed: the session cookie identifies the player.
        querystring: ProviderStatusQuerySchema,
        response: { 200: ProviderStatusResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      valueOrHttpError(
        await cashier.providerStatus(callerOf(request), request.params.playerId, request.params.reference),
      ),
  );

  app.get(
    '/cashier/pnp-user/:txnId',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: { tags, params: TxnIdParamsSchema, response: { 200: PayNPlayUserSchema, ...ERRORS } },
    },
    async (request, reply) => {
      const claim = request.cookies[payNPlayClaimCookieName(options.secureCookie)];
      if (request.player || !claim) {
        return valueOrHttpError(await cashier.payNPlayUser(callerOf(request), request.params.txnId));
      }
      const visit = { token: claim, ipAddr: request.ip, userAgent: request.headers['user-agent'] };
      const claimed = valueOrHttpError(await cashier.claimPayNPlay(visit, request.params.txnId));
      if (claimed.sessionToken !== undefined) {
        setSessionCookie(reply, claimed.sessionToken, options.secureCookie);
        clearPayNPlayClaimCookie(reply, options.secureCookie);
      }
      return claimed.user;
    },
  );

  app.get(
    '/cashier/pending-cashouts',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: { tags, response: { 200: PendingCashoutsSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.pendingCashouts(callerOf(request))),
  );

  app.post(
    '/cashier/pending-cashouts/:txnId/cancel',
    {
      config: { rateLimit: RATE_LIMITS.transaction },
      schema: { tags, params: TxnIdParamsSchema, response: { 200: CancelCashoutSchema, ...ERRORS } },
    },
    async (request) => valueOrHttpError(await cashier.cancelPendingCashout(callerOf(request), request.params.txnId)),
  );
}
