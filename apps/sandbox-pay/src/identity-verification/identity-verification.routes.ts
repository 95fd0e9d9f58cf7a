/*
 * The identity verification product's routes on the cashier host (port 5000): the signed provider
 * API the merchant starts and reads sessions with, under /api/v1/identity-verifications, and the
 * player's page at /pages/identity/:verificationId?token=.
 */
import { IdentityVerificationStartRequestSchema } from '@vauhti/contracts/cashier';
import { HttpError, type TypedApp } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxPayConfig } from '../config';
import type { PaymentContext } from '../payments/payment-context';
import { verifyGetSignature, verifyPostSignature } from '../provider-api/request-signature';
import { acceptForms, formOf } from '../provider-pages/forms';
import { setPageHeaders } from '../provider-pages/layout';
import type { IdentityTranslate } from './identity-catalogue';
import {
  formTargetsOf,
  identityPageView,
  renderVerificationPage,
  sendDecided,
  sendIdentityStatusPage,
} from './identity-pages';
import { DOCUMENT_TYPES, IdentityVerificationService, type OpenedVerification } from './identity-verifications';

export type IdentityVerificationRoutesOptions = { context: PaymentContext; config: SandboxPayConfig };

const VerificationParams = z.object({
  verificationId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'a verification id'),
});
/** Any 5 to 20 letters and digits pass the sandbox's document check. */
const DOCUMENT_NUMBER = /^[A-Za-z0-9]{5,20}$/;
/** The reason a failed check reports to the merchant. */
export const REJECTION_REASON = 'DOCUMENT_NOT_ACCEPTED';

export async function identityVerificationRoutes(app: FastifyInstance, options: IdentityVerificationRoutesOptions) {
  const service = new IdentityVerificationService(options.context);
  await app.register(async (api) => identityApiRoutes(api as TypedApp, service, options), {
    prefix: '/api/v1/identity-verifications',
  });
  await app.register(async (pages) => identityPageRoutes(pages, service));
}

/** The merchant's signed calls, checked as the rest of the provider API checks them. */
async function identityApiRoutes(
  app: TypedApp,
  service: IdentityVerificationService,
  options: IdentityVerificationRoutesOptions,
) {
  const { merchant } = options.config;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('preValidation', async (request) => {
    const headers = { merchantId: headerOf(request, 'x-merchant-id'), signature: headerOf(request, 'x-signature') };
    const now = options.context.now();
    const check =
      request.method === 'GET'
        ? verifyGetSignature(request.url, headerOf(request, 'x-timestamp'), headers, merchant, now)
        : verifyPostSignature(
            {
              method: request.method,
              path: request.url,
              rawBody: typeof request.body === 'string' ? request.body : '',
            },
            headers,
            merchant,
            now,
          );
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'identity verification API request refused');
      throw new HttpError(401, 'INVALID_SIGNATURE', 'the request is not signed by a known merchant');
    }
    if (request.method !== 'GET') request.body = JSON.parse(String(request.body));
  });

  app.post('/', { schema: { body: IdentityVerificationStartRequestSchema } }, async (request) =>
    service.start(merchant.merchantId, request.body),
  );

  app.get('/:verificationId', { schema: { params: VerificationParams } }, async (request) => {
    const view = await service.view(merchant.merchantId, request.params.verificationId);
    if (!view) {
      throw new HttpError(404, 'VERIFICATION_NOT_FOUND', `no verification ${request.params.verificationId}`);
    }
    return view;
  });
}

function identityPageRoutes(app: FastifyInstance, service: IdentityVerificationService) {
  acceptForms(app);
  app.get<{ Params: { verificationId: string }; Querystring: { token?: string } }>(
    '/pages/identity/:verificationId',
    async (request, reply) => {
      const opened = await service.open(request.params.verificationId, request.query.token);
      if (!opened.ok) return sendRefusal(reply, service, request.params.verificationId, opened);
      setPageHeaders(reply, { formTargets: formTargetsOf(opened.row) });
      return reply.send(renderVerificationPage(identityPageView(opened.row, request.query.token ?? '')));
    },
  );

  app.post<{ Params: { verificationId: string } }>('/pages/identity/:verificationId', async (request, reply) => {
    const form = formOf(request.body);
    const { verificationId } = request.params;
    const token = form.token ?? '';
    const opened = await service.open(verificationId, token);
    if (!opened.ok) return sendRefusal(reply, service, verificationId, opened);
    if (form.decision === 'reject') {
      return decided(
        reply,
        service,
        verificationId,
        await service.decide(verificationId, token, { decision: 'reject', reason: REJECTION_REASON }),
      );
    }
    const view = identityPageView(opened.row, token);
    const errors = documentErrors(view.t, form);
    if (form.decision !== 'approve' || Object.keys(errors).length > 0) {
      setPageHeaders(reply, { formTargets: formTargetsOf(opened.row) });
      return reply.status(400).send(renderVerificationPage(view, form, errors));
    }
    const documentType = DOCUMENT_TYPES.find((type) => type === form.documentType) ?? 'passport';
    return decided(
      reply,
      service,
      verificationId,
      await service.decide(verificationId, token, { decision: 'approve', documentType }),
    );
  });
}

/** The document fields a pass needs, each error a sentence naming the field in the page's language. */
function documentErrors(t: IdentityTranslate, form: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!DOCUMENT_TYPES.some((type) => type === form.documentType)) {
    errors.documentType = `${t('documentType')} ${t('invalid')}`;
  }
  const number = (form.documentNumber ?? '').trim();
  if (number === '') errors.documentNumber = `${t('documentNumber')} ${t('required')}`;
  else if (!DOCUMENT_NUMBER.test(number)) errors.documentNumber = `${t('documentNumber')} ${t('invalid')}`;
  return errors;
}

async function decided(
  reply: Parameters<typeof sendDecided>[0],
  service: IdentityVerificationService,
  verificationId: string,
  outcome: OpenedVerification,
) {
  if (outcome.ok) return sendDecided(reply, outcome.row);
  return sendRefusal(reply, service, verificationId, outcome);
}

/**
 * Unknown id or token: not found, revealing nothing. Decided or expired: a page saying so (the
 * session's row is read again only for its language and the merchant's address).
 */
async function sendRefusal(
  reply: Parameters<typeof sendIdentityStatusPage>[0],
  service: IdentityVerificationService,
  verificationId: string,
  refusal: Extract<OpenedVerification, { ok: false }>,
) {
  if (refusal.code === 'VERIFICATION_NOT_FOUND') return sendIdentityStatusPage(reply, 404, undefined);
  const row = await service.row(verificationId);
  return sendIdentityStatusPage(reply, refusal.code === 'VERIFICATION_EXPIRED' ? 410 : 409, row);
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
