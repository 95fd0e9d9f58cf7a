import { errorBody, renderDeveloperLandingPage } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxPayConfig } from '../config';
import { cashierLandingContent } from '../landing-content';
import type { CashierFacade, StartOutcome, TransactionView, VerifiedUser } from '../payments/cashier-facade';
import {
  BootBodySchema,
  HistoryQuerySchema,
  MethodsQuerySchema,
  ReturnQuerySchema,
  StartBodySchema,
  TxIdParamsSchema,
} from './cashier-api.schemas';
import { CASHIER_TOKEN_HEADER, type CashierTokens, createCashierTokens, verifiedUserOf } from './cashier-token';
import { buildClientBundles } from './client-bundles';
import { registerClientFiles } from './client-file.routes';
import { clientPage, originOf, setFramedPageHeaders } from './page-shell';

export type HostedCashierOptions = {
  cashier: CashierFacade;
  config: SandboxPayConfig;
  /** Tests pass their own to build tokens; otherwise a key of this process. */
  tokens?: CashierTokens;
};

/** The bootstrapper's flattened configuration names the player; without these the page is the landing page. */
const LAUNCH_PARAMETERS = ['merchantId', 'userId', 'sessionId'] as const;

/**
 * The hosted cashier on port 5000: the page at `/` (what the bootstrapper's `development`
 * environment frames), its scripts under /client/, its JSON API under /cashier-api/ and
 * /cashier-return/, where a provider page shown in place of the cashier sends the player back.
 */
export async function hostedCashierRoutes(app: FastifyInstance, options: HostedCashierOptions): Promise<void> {
  const { cashier, config } = options;
  const tokens = options.tokens ?? createCashierTokens();
  const bundles = await buildClientBundles({ development: config.environment === 'development' });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerClientFiles(app, bundles, 'cashier');

  typed.get('/', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const isLaunch = LAUNCH_PARAMETERS.every((name) => typeof query[name] === 'string' && query[name] !== '');
    if (!isLaunch) {
      const links = [{ label: 'Customer lookup', href: `${config.lookupPublicUrl}/` }];
      const page = renderDeveloperLandingPage(cashierLandingContent({ platformUrl: config.platformUrl, links }));
      return reply.type('text/html; charset=utf-8').send(page);
    }
    setFramedPageHeaders(reply, { frameSources: originOf(config.publicUrl) });
    const locale = typeof query.locale === 'string' ? query.locale : undefined;
    const page = clientPage({ bundle: bundles.bundle('cashier'), rootId: 'cashier-root', title: 'Cashier', locale });
    return reply.type('text/html; charset=utf-8').send(page);
  });

  typed.post('/cashier-api/boot', { schema: { body: BootBodySchema } }, async (request, reply) => {
    const { merchantId, userId, sessionId } = request.body;
    const outcome = await cashier.verifyUser(merchantId, userId, sessionId);
    if (!outcome.ok) return reply.status(401).send(errorBody(outcome.errCode, outcome.errMsg));
    const { token, expiresAt } = tokens.issue(outcome.user);
    const { firstName, lastName, email, country, currency, locale, balance } = outcome.user;
    return reply.send({ token, expiresAt, user: { firstName, lastName, email, country, currency, locale, balance } });
  });

  /** The player of the request's token; answers 401 itself when there is none. */
  const playerOf = (request: FastifyRequest, reply: FastifyReply): VerifiedUser | null => {
    const header = request.headers[CASHIER_TOKEN_HEADER];
    const check = tokens.check(typeof header === 'string' ? header : undefined);
    if (check.ok) return verifiedUserOf(check.claims);
    void reply.status(401).send(errorBody(check.code, TOKEN_MESSAGES[check.code]));
    return null;
  };

  typed.get('/cashier-api/methods', { schema: { querystring: MethodsQuerySchema } }, async (request, reply) => {
    const user = playerOf(request, reply);
    if (!user) return reply;
    return reply.send({ methods: await cashier.methods(user, request.query.kind) });
  });

  typed.post('/cashier-api/transactions', { schema: { body: StartBodySchema } }, async (request, reply) => {
    const user = playerOf(request, reply);
    if (!user) return reply;
    const body = request.body;
    const outcome = await cashier.start({
      merchantId: user.merchantId,
      userId: user.userId,
      sessionId: user.sessionId,
      kind: body.kind,
      method: body.method,
      amount: body.amount,
      currency: user.currency,
      locale: body.locale ?? user.locale,
      fields: body.fields,
      instrumentId: body.instrumentId,
      storeInstrument: body.storeInstrument,
      bonusCode: body.kind === 'deposit' ? body.bonusCode : undefined,
      returnUrl: `${config.publicUrl}/cashier-return?launch=${Buffer.from(body.returnQuery).toString('base64url')}`,
      ipAddr: request.ip,
    });
    return sendOutcome(reply, outcome, 201);
  });

  typed.get('/cashier-api/transactions/:txId', { schema: { params: TxIdParamsSchema } }, async (request, reply) => {
    const user = playerOf(request, reply);
    if (!user) return reply;
    const transaction = await cashier.transaction(user.userId, request.params.txId);
    if (!transaction) return reply.status(404).send(unknownTransaction(request.params.txId));
    return reply.send({ transaction });
  });

  typed.get('/cashier-api/withdrawals/pending', async (request, reply) => {
    const user = playerOf(request, reply);
    if (!user) return reply;
    return reply.send({ transactions: await cashier.pendingWithdrawals(user.userId) });
  });

  typed.post(
    '/cashier-api/withdrawals/:txId/cancel',
    { schema: { params: TxIdParamsSchema } },
    async (request, reply) => {
      const user = playerOf(request, reply);
      if (!user) return reply;
      return sendOutcome(reply, await cashier.cancelWithdrawal(user.userId, request.params.txId), 200);
    },
  );

  typed.get('/cashier-api/history', { schema: { querystring: HistoryQuerySchema } }, async (request, reply) => {
    const user = playerOf(request, reply);
    if (!user) return reply;
    return reply.send({ transactions: await cashier.history(user.userId, request.query.limit) });
  });

  // A provider page shown in place of the cashier ends here with ?txId=&state=: back to the cashier
  // with its launch query, which then shows that transaction's receipt.
  typed.get('/cashier-return', { schema: { querystring: ReturnQuerySchema } }, async (request, reply) => {
    const launch = new URLSearchParams(Buffer.from(request.query.launch, 'base64url').toString('utf8'));
    const missing = LAUNCH_PARAMETERS.filter((name) => !launch.get(name));
    if (missing.length > 0) {
      return reply.status(400).send(
        errorBody('FIELD_INVALID', `launch: the cashier's launch query lacks ${missing.join(', ')}`, {
          field: 'launch',
        }),
      );
    }
    launch.set('resumeTxId', request.query.txId);
    return reply.redirect(`/?${launch.toString()}`, 303);
  });
}

const TOKEN_MESSAGES = {
  TOKEN_MISSING: `the ${CASHIER_TOKEN_HEADER} header is required: boot the cashier first`,
  TOKEN_INVALID: `the ${CASHIER_TOKEN_HEADER} header is not a token of this cashier`,
  TOKEN_EXPIRED: 'the cashier session has expired: boot the cashier again',
} as const;

function unknownTransaction(txId: string) {
  return errorBody('UNKNOWN_TRANSACTION', `no transaction ${txId} of this player`);
}

/**
 * A refusal with a field is the player's input (400 naming the field); an unknown transaction is
 * 404; a transaction that cannot be cancelled any more is 409; any other refusal is a business rule
 * (422) with the core's stable code.
 */
function sendOutcome(reply: FastifyReply, outcome: StartOutcome, successStatus: number) {
  if (outcome.ok)
    return reply.status(successStatus).send({ transaction: outcome.transaction satisfies TransactionView });
  if (outcome.field) {
    return reply.status(400).send(errorBody(outcome.code, outcome.message, { field: outcome.field }));
  }
  const status = outcome.code === 'UNKNOWN_TRANSACTION' ? 404 : outcome.code === 'NOT_CANCELLABLE' ? 409 : 422;
  return reply.status(status).send(errorBody(outcome.code, outcome.message));
}
