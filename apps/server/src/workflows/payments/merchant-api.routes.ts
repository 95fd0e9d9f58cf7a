import {
  AuthorizeRequestSchema,
  CancelRequestSchema,
  type MerchantCallName,
  TransferRequestSchema,
  VerifyUserRequestSchema,
} from '@vauhti/contracts/merchant-api';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeSchemaError, keepSignedBodiesAsBytes, readSignedBody, singleHeader } from '../../http/signed-calls';
import { invalidRequestReply, invalidSignatureReply, type MerchantReply } from './merchant-answers';
import type { MerchantApi } from './merchant-api';
import type { Payments } from './payments-wiring';
import { providerAddressCheck } from './provider-addresses';

/** What the routes use of the payments workflow (tests hand in their own). */
export type MerchantApiHost = Pick<Payments, 'config' | 'clock' | 'merchantApi'>;

type Call = { schema: z.ZodType; run(api: MerchantApi, body: never): Promise<MerchantReply> };

const CALLS: Record<MerchantCallName, Call> = {
  verifyuser: { schema: VerifyUserRequestSchema, run: (api, body) => api.verifyUser(body) },
  authorize: { schema: AuthorizeRequestSchema, run: (api, body) => api.authorize(body) },
  transfer: { schema: TransferRequestSchema, run: (api, body) => api.transfer(body) },
  cancel: { schema: CancelRequestSchema, run: (api, body) => api.cancel(body) },
};

/**
 * The provider's signed calls (contracts/payments.md section 1), registered at /api/payments/piq.
 * Order of checks: merchant id and signature over the raw bytes (401), JSON and ts (400 / 401),
 * the call's schema (400), then the merchant API, whose business outcomes are HTTP 200. Without a
 * configured secret (production without PAYMENT_SECRET) every call is refused: no payments.
 */
export async function merchantApiRoutes(app: FastifyInstance, options: { payments: MerchantApiHost }) {
  const { payments } = options;
  const isProviderAddress = providerAddressCheck(payments.config.providerAddresses);
  // Before the body is read: a caller outside the provider's addresses learns nothing more.
  app.addHook('onRequest', async (request, reply) => {
    if (isProviderAddress(request.ip)) return;
    request.log.warn({ ip: request.ip }, 'merchant call from an address outside PAYMENT_PROVIDER_ADDRESSES');
    return reply.status(403).send(errorBody('FORBIDDEN', 'this address may not call the merchant API'));
  });
  // The signature covers the body's exact bytes, so this scope keeps them as bytes until it verifies.
  keepSignedBodiesAsBytes(app, { invalidRequest: invalidRequestReply, failureLog: 'merchant call failed' });

  for (const [name, call] of Object.entries(CALLS)) {
    app.post(`/${name}`, { config: { acceptsNulCharacters: true }, schema: { hide: true } }, async (request, reply) => {
      const answer = await handle(request, call, payments);
      return reply.status(answer.httpStatus).send(answer.body);
    });
  }
}

async function handle(request: FastifyRequest, call: Call, payments: MerchantApiHost): Promise<MerchantReply> {
  const authenticated = authenticate(request, payments);
  if ('httpStatus' in authenticated) return authenticated;
  const parsed = call.schema.safeParse(authenticated.body);
  if (!parsed.success) return invalidRequestReply(describeSchemaError(parsed.error));
  return call.run(payments.merchantApi, parsed.data as never);
}

function authenticate(request: FastifyRequest, payments: MerchantApiHost): { body: unknown } | MerchantReply {
  const { merchantId, secret } = payments.config;
  // An unknown merchant gets the same answer as a wrong signature: ids are not to be probed.
  const known = secret !== null && singleHeader(request, 'x-merchant-id') === merchantId;
  const read = readSignedBody(request, known ? secret : undefined, payments.clock.now());
  if (read.ok) return { body: read.body };
  return read.refused === 'signature' ? invalidSignatureReply(read.message) : invalidRequestReply(read.message);
}
