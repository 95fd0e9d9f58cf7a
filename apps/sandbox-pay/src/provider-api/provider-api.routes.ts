import {
  type CreateSessionRequest,
  CreateSessionRequestSchema,
  type CreateTransactionRequest,
  CreateTransactionRequestSchema,
  MethodsRequestSchema,
  PayoutDecisionRequestSchema,
  PayoutsRequestSchema,
  type ProviderStatus,
  ProviderUserRequestSchema,
  ReconciliationRequestSchema,
  type StartPayNPlayRequest,
  StartPayNPlayRequestSchema,
  ThreeDsCollectRequestSchema,
  TransactionParamsSchema,
  TransactionStatusParamsSchema,
} from '@vauhti/contracts/payment-provider';
import { HttpError, type TypedApp } from '@vauhti/server-kit';
import type { FastifyRequest } from 'fastify';
import type { SandboxPayConfig } from '../config';
import type { StartOutcome } from '../payments/cashier-facade';
import type { PaymentService } from '../payments/payment-service';
import type { PageResult } from '../payments/provider-pages-facade';
import { verifyGetSignature, verifyPostSignature } from './request-signature';

export type ProviderApiOptions = { payments: PaymentService; config: SandboxPayConfig; now: () => number };

/** Codes of refusals that are about the transaction's state, not the request's shape. */
const CONFLICT_CODES = new Set([
  'THREEDS_NOT_COLLECTED',
  'DUPLICATE_MERCHANT_TX',
  'NOT_CANCELLABLE',
  'NOT_PENDING',
  'PAGE_DONE',
]);
const NOT_FOUND_CODES = new Set(['TRANSACTION_NOT_FOUND', 'PAGE_NOT_FOUND']);

/**
 * The provider API the platform calls (docs/payments-integration.md section 4), registered under
 * /api/v1 as its own plugin so its JSON parser can keep the raw body the signature covers.
 */
export async function providerApiRoutes(app: TypedApp, options: ProviderApiOptions) {
  const { payments, config } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('preValidation', async (request) => {
    const headers = { merchantId: headerOf(request, 'x-merchant-id'), signature: headerOf(request, 'x-signature') };
    if (request.method === 'GET') {
      const check = verifyGetSignature(
        request.url,
        headerOf(request, 'x-timestamp'),
        headers,
        config.merchant,
        options.now(),
      );
      if (!check.ok) refuse(request, check.reason);
      return;
    }
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const signed = { method: request.method, path: request.url, rawBody };
    const check = verifyPostSignature(signed, headers, config.merchant, options.now());
    if (!check.ok) refuse(request, check.reason);
    request.body = JSON.parse(rawBody);
  });

  app.post('/methods', { schema: { body: MethodsRequestSchema } }, async (request) => {
    const { userId, kind, currency, country } = request.body;
    return { methods: await payments.methodsFor(userId, kind, currency, country) };
  });

  app.post('/threeds/collect', { schema: { body: ThreeDsCollectRequestSchema } }, async (request) =>
    payments.collect(request.body.userId, request.body.cardNumberPrefix),
  );

  app.post('/transactions', { schema: { body: CreateTransactionRequestSchema } }, async (request) => {
    const { ts: _ts, ...body } = request.body as CreateTransactionRequest & { ts?: number };
    const outcome = await payments.start({ ...body, merchantId: config.merchant.merchantId });
    return transactionOrError(outcome);
  });

  app.get('/:userId/:txId/status', { schema: { params: TransactionStatusParamsSchema } }, async (request) => {
    const { userId, txId } = request.params;
    const transaction = await payments.cashier.transaction(userId, txId);
    if (!transaction) throw new HttpError(404, 'TRANSACTION_NOT_FOUND', `no transaction ${txId} for user ${userId}`);
    const failed = transaction.state === 'FAILED' || transaction.state === 'CANCELLED';
    const status: ProviderStatus = {
      success: !failed,
      txState: transaction.state,
      txRefId: transaction.txId,
      receiptAmount: transaction.amount,
      receiptTxId: transaction.txId,
      messages: [],
      errors: transaction.error ? [{ keys: [transaction.error.code], msg: transaction.error.message }] : [],
    };
    return status;
  });

  app.post(
    '/transactions/:txId/cancel',
    { schema: { params: TransactionParamsSchema, body: ProviderUserRequestSchema } },
    async (request) =>
      transactionOrError(await payments.cashier.cancelWithdrawal(request.body.userId, request.params.txId)),
  );

  app.post('/instruments', { schema: { body: ProviderUserRequestSchema } }, async (request) => ({
    instruments: await payments.instruments(request.body.userId),
  }));

  app.post('/sessions', { schema: { body: CreateSessionRequestSchema } }, async (request) => ({
    url: hostedCashierUrl(config, request.body),
  }));

  app.post('/paynplay', { schema: { body: StartPayNPlayRequestSchema } }, async (request) => {
    const { ts: _ts, ...body } = request.body as StartPayNPlayRequest & { ts?: number };
    return transactionOrError(await payments.startPayAndPlay({ ...body, merchantId: config.merchant.merchantId }));
  });

  app.get('/paynplay/:txId', { schema: { params: TransactionParamsSchema } }, async (request) => {
    const status = await payments.payAndPlayStatus(request.params.txId);
    if (!status)
      throw new HttpError(404, 'TRANSACTION_NOT_FOUND', `no pay-and-play transaction ${request.params.txId}`);
    return status;
  });

  app.post('/reconciliation', { schema: { body: ReconciliationRequestSchema } }, async (request) => {
    const from = new Date(request.body.from);
    const to = new Date(request.body.to);
    if (from >= to) throw new HttpError(400, 'FIELD_INVALID', 'from must be before to', { field: 'from' });
    return { transactions: await payments.reconciliation(from, to) };
  });

  app.post('/payouts', { schema: { body: PayoutsRequestSchema } }, async (request) => ({
    payouts: request.body.state ? await payments.payouts(request.body.state) : await payments.pages.payouts(),
  }));

  app.post(
    '/payouts/:txId/approve',
    { schema: { params: TransactionParamsSchema, body: PayoutDecisionRequestSchema } },
    async (request) => pageResultOrError(await payments.pages.approvePayout(request.params.txId)),
  );

  app.post(
    '/payouts/:txId/reject',
    { schema: { params: TransactionParamsSchema, body: PayoutDecisionRequestSchema } },
    async (request) =>
      pageResultOrError(await payments.pages.rejectPayout(request.params.txId, request.body.reason ?? '')),
  );
}

function refuse(request: FastifyRequest, reason: string): never {
  request.log.warn({ reason }, 'provider API request refused');
  throw new HttpError(401, 'INVALID_SIGNATURE', 'the request is not signed by a known merchant');
}

function transactionOrError(outcome: StartOutcome) {
  if (outcome.ok) return outcome.transaction;
  throw new HttpError(
    statusOf(outcome.code),
    outcome.code,
    outcome.message,
    outcome.field === undefined ? undefined : { field: outcome.field },
  );
}

function pageResultOrError(result: PageResult) {
  if (result.ok) return result.transaction;
  throw new HttpError(statusOf(result.code), result.code, result.message);
}

function statusOf(code: string): number {
  if (CONFLICT_CODES.has(code)) return 409;
  if (NOT_FOUND_CODES.has(code)) return 404;
  return 400;
}

/** The hosted cashier's address for a session, the configuration flattened as the bootstrapper does. */
function hostedCashierUrl(config: SandboxPayConfig, session: CreateSessionRequest): string {
  const query = new URLSearchParams({
    merchantId: config.merchant.merchantId,
    userId: session.userId,
    sessionId: session.sessionId,
    locale: session.locale,
    mode: session.mode,
  });
  if (session.method) query.set('method', session.method);
  for (const [key, value] of Object.entries(session.attributes)) {
    if (value !== undefined && value !== '') query.set(`attributes.${key}`, value);
  }
  return `${config.publicUrl}/?${query.toString()}`;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
