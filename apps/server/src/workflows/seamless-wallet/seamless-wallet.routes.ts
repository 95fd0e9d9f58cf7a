import {
  AuthenticateRequestSchema,
  BalanceRequestSchema,
  BetRequestSchema,
  RollbackRequestSchema,
  type WalletOperation,
  WinRequestSchema,
} from '@vauhti/contracts/seamless-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Product } from '../../domains/wallet/ledger/ledger';
import { describeSchemaError, keepSignedBodiesAsBytes, readSignedBody, singleHeader } from '../../http/signed-calls';
import type { Clock } from '../../infra/time/clock';
import type { SeamlessWallet, WalletProvider } from './seamless-wallet';
import { invalidRequestReply, invalidSignatureReply, type WalletReply } from './wallet-answers';

/** A provider allowed to call the wallet: its HMAC secret, and what it sells (the ledger's revenue account). */
export type WalletProviderConfig = { secret: string; product: Product };

export type SeamlessWalletRoutesOptions = {
  wallet: SeamlessWallet;
  providers: ReadonlyMap<string, WalletProviderConfig>;
  clock: Clock;
};

type Operation = {
  schema: z.ZodType;
  run(wallet: SeamlessWallet, provider: WalletProvider, body: never): Promise<WalletReply>;
};

const OPERATIONS: Record<WalletOperation, Operation> = {
  authenticate: {
    schema: AuthenticateRequestSchema,
    run: (wallet, provider, body) => wallet.authenticate(provider, body),
  },
  balance: { schema: BalanceRequestSchema, run: (wallet, provider, body) => wallet.balance(provider, body) },
  bet: { schema: BetRequestSchema, run: (wallet, provider, body) => wallet.bet(provider, body) },
  win: { schema: WinRequestSchema, run: (wallet, provider, body) => wallet.win(provider, body) },
  rollback: { schema: RollbackRequestSchema, run: (wallet, provider, body) => wallet.rollback(provider, body) },
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
  keepSignedBodiesAsBytes(app, { invalidRequest: invalidRequestReply, failureLog: 'wallet request failed' });

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
  const read = readSignedBody(request, provider.secret, options.clock.now());
  if (!read.ok) {
    return read.refused === 'signature' ? invalidSignatureReply(read.message) : invalidRequestReply(read.message);
  }
  return { provider: { id: providerId, product: provider.product }, body: read.body };
}
