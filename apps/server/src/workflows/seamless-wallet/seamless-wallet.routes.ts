import { errorBody, signatureMatches } from '@vauhti/server-kit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Product } from '../../domains/wallet/ledger/ledger';
import type { Clock } from '../../infra/time/clock';
import type { SeamlessWallet, WalletProvider } from './seamless-wallet';
import { invalidRequestReply, invalidSignatureReply, type WalletReply } from './wallet-answers';
import {
  AuthenticateBody,
  BalanceBody,
  BetBody,
  describeSchemaError,
  RollbackBody,
  Stamped,
  TIMESTAMP_TOLERANCE_MS,
  type WalletOperation,
  WinBody,
} from './wallet-schemas';

/** A provider allowed to call the wallet: its HMAC secret, and what it sells (the ledger's revenue account). */
export type WalletProviderConfig = { secret: string; product: Product };

export type SeamlessWalletRoutesOptions = {
  wallet: SeamlessWallet;
  providers: ReadonlyMap<string, WalletProviderConfig>;
  clock: Clock;
};

/** Wallet bodies are a handful of short fields; anything near this is not a wallet call. */
const BODY_LIMIT_BYTES = 16 * 1024;

type Operation = {
  schema: z.ZodType;
  run(wallet: SeamlessWallet, provider: WalletProvider, body: never): Promise<WalletReply>;
};

const OPERATIONS: Record<WalletOperation, Operation> = {
  authenticate: { schema: AuthenticateBody, run: (wallet, provider, body) => wallet.authenticate(provider, body) },
  balance: { schema: BalanceBody, run: (wallet, provider, body) => wallet.balance(provider, body) },
  bet: { schema: BetBody, run: (wallet, provider, body) => wallet.bet(provider, body) },
  win: { schema: WinBody, run: (wallet, provider, body) => wallet.win(provider, body) },
  rollback: { schema: RollbackBody, run: (wallet, provider, body) => wallet.rollback(provider, body) },
};

/**
 * POST /api/wallet/v1/<operation> (contracts/seamless-wallet.md). Register with that prefix: the
 * plugin is its own scope, so its raw-body parser and its error answers apply to these routes only.
 * Order of checks: provider and signature over the raw bytes (401), JSON and ts (400 / 401), the
 * operation's schema (400), then the wallet, whose business outcomes are HTTP 200.
 */
export async function seamlessWalletRoutes(app: FastifyInstance, options: SeamlessWalletRoutesOptions) {
  // The signature covers the body's exact bytes, so this scope keeps them as bytes; they are
  // parsed as JSON only after the signature verifies.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const { httpStatus, body } = invalidRequestReply(clientErrorMessage(error));
      return reply.status(httpStatus).send(body);
    }
    request.log.error({ err: error }, 'wallet request failed');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'something went wrong on our side'));
  });

  for (const [name, operation] of Object.entries(OPERATIONS)) {
    // The schemas refuse control characters in every stored field, so the platform-wide NUL
    // check (which would walk the raw bytes) has nothing to add. The contract documents these
    // routes; they stay out of the player API's OpenAPI page.
    app.post(`/${name}`, { config: { acceptsNulCharacters: true }, schema: { hide: true } }, async (request, reply) => {
      const answer = await handle(request, operation, options);
      return reply.status(answer.httpStatus).send(answer.body);
    });
  }
}

async function handle(
  request: FastifyRequest,
  operation: Operation,
  options: SeamlessWalletRoutesOptions,
): Promise<WalletReply> {
  const authenticated = authenticate(request, options);
  if ('httpStatus' in authenticated) return authenticated;
  const parsed = operation.schema.safeParse(authenticated.body);
  if (!parsed.success) return invalidRequestReply(describeSchemaError(parsed.error));
  return operation.run(options.wallet, authenticated.provider, parsed.data as never);
}

/** The provider and the parsed body of a request whose signature and ts hold; else the 401/400 answer. */
function authenticate(
  request: FastifyRequest,
  options: SeamlessWalletRoutesOptions,
): { provider: WalletProvider; body: unknown } | WalletReply {
  const providerId = singleHeader(request, 'x-provider-id');
  const provider = providerId === undefined ? undefined : options.providers.get(providerId);
  // An unknown provider gets the same answer as a wrong signature: ids are not to be probed.
  if (providerId === undefined || !provider) return invalidSignatureReply('the signature does not verify');
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (!signatureMatches(raw, singleHeader(request, 'x-signature'), provider.secret)) {
    return invalidSignatureReply('the signature does not verify');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return invalidRequestReply('body: not valid JSON');
  }
  const stamped = Stamped.safeParse(body);
  if (!stamped.success) return invalidRequestReply(describeSchemaError(stamped.error));
  if (Math.abs(options.clock.now().getTime() - stamped.data.ts) > TIMESTAMP_TOLERANCE_MS) {
    return invalidSignatureReply(`ts is more than ${TIMESTAMP_TOLERANCE_MS / 1000} s from the platform's clock`);
  }
  return { provider: { id: providerId, product: provider.product }, body };
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body: larger than ${BODY_LIMIT_BYTES} bytes`;
    default:
      return `body: ${error.message}`;
  }
}
