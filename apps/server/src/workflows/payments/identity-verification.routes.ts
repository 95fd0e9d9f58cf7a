import { ErrorBodySchema } from '@vauhti/contracts';
import {
  AmlVerificationStartBodySchema,
  AmlVerificationStartSchema,
  AmlVerificationStatusSchema,
  IdentityVerificationResultSchema,
} from '@vauhti/contracts/cashier';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCashierPlayer } from '../../domains/cashier/cashier.routes';
import { describeSchemaError, keepSignedBodiesAsBytes, readSignedBody, singleHeader } from '../../http/signed-calls';
import type { Clock } from '../../infra/time/clock';
import type { IdentityVerifications } from './identity-verifications';
import { invalidRequestReply, invalidSignatureReply, type MerchantReply } from './merchant-answers';
import type { PaymentsConfig } from './payments-config';
import { valueOrHttpError } from './player-cashier-errors';
import { providerAddressCheck } from './provider-addresses';

/** Per-client-IP limits: a start opens a session at the provider; a status read may ask the provider. */
const RATE_LIMITS = {
  start: { max: 10, timeWindow: '1 minute' },
  status: { max: 60, timeWindow: '1 minute' },
} as const;

const ERRORS = { '4xx': ErrorBodySchema, 502: ErrorBodySchema, 503: ErrorBodySchema } as const;

/**
 * The player's identity verification (under /api/v1; the payments README): start one at the
 * provider ({url} of its page) and read how it stands. Without a session both are the cashier's
 * 401 SESSION_EXPIRED_SSO.
 */
export async function identityVerificationRoutes(
  instance: FastifyInstance,
  options: { identityVerifications: IdentityVerifications },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { identityVerifications } = options;
  const tags = ['payments'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/cashier/aml-verification',
    {
      config: { rateLimit: RATE_LIMITS.start },
      schema: { tags, body: AmlVerificationStartBodySchema, response: { 200: AmlVerificationStartSchema, ...ERRORS } },
    },
    async (request) => {
      const player = requireCashierPlayer(request);
      return valueOrHttpError(await identityVerifications.start(player.playerId, request.body.language));
    },
  );

  app.get(
    '/cashier/aml-verification',
    {
      config: { rateLimit: RATE_LIMITS.status },
      schema: { tags, response: { 200: AmlVerificationStatusSchema, ...ERRORS } },
    },
    async (request) => identityVerifications.status(requireCashierPlayer(request).playerId),
  );
}

/**
 * The provider's signed result of a verification (docs/payments-integration.md section 7),
 * registered at /api/payments/identity-verification: checked like the merchant API (the
 * provider's addresses, merchant id and signature over the raw bytes, ts within 300 s, the
 * schema), then recorded. Business outcomes are HTTP 200 with `success`; a retry answers the same.
 */
export async function identityVerificationCallbackRoutes(
  app: FastifyInstance,
  options: {
    identityVerifications: IdentityVerifications;
    config: Pick<PaymentsConfig, 'merchantId' | 'secret' | 'providerAddresses'>;
    clock: Clock;
  },
) {
  const { config } = options;
  const isProviderAddress = providerAddressCheck(config.providerAddresses);
  app.addHook('onRequest', async (request, reply) => {
    if (isProviderAddress(request.ip)) return;
    request.log.warn(
      { ip: request.ip },
      'identity verification result from an address outside PAYMENT_PROVIDER_ADDRESSES',
    );
    return reply.status(403).send(errorBody('FORBIDDEN', 'this address may not call the merchant API'));
  });
  keepSignedBodiesAsBytes(app, {
    invalidRequest: invalidRequestReply,
    failureLog: 'identity verification result failed',
  });

  app.post('/result', { config: { acceptsNulCharacters: true }, schema: { hide: true } }, async (request, reply) => {
    const read = authenticate(request, options);
    if ('httpStatus' in read) return reply.status(read.httpStatus).send(read.body);
    const parsed = IdentityVerificationResultSchema.safeParse(read.body);
    if (!parsed.success) {
      const refused = invalidRequestReply(describeSchemaError(parsed.error));
      return reply.status(refused.httpStatus).send(refused.body);
    }
    return reply.status(200).send(await options.identityVerifications.recordResult(parsed.data));
  });
}

function authenticate(
  request: FastifyRequest,
  options: { config: Pick<PaymentsConfig, 'merchantId' | 'secret'>; clock: Clock },
): { body: unknown } | MerchantReply {
  const { merchantId, secret } = options.config;
  // An unknown merchant gets the same answer as a wrong signature: ids are not to be probed.
  const known = secret !== null && singleHeader(request, 'x-merchant-id') === merchantId;
  const read = readSignedBody(request, known ? secret : undefined, options.clock.now());
  if (read.ok) return { body: read.body };
  return read.refused === 'signature' ? invalidSignatureReply(read.message) : invalidRequestReply(read.message);
}
