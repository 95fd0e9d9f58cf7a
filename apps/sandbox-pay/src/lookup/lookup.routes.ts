import { createHash } from 'node:crypto';
import { errorBody, renderDeveloperLandingPage } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxPayConfig } from '../config';
import { buildClientBundles } from '../hosted-cashier/client-bundles';
import { registerClientFiles } from '../hosted-cashier/client-file.routes';
import { clientPage, setFramedPageHeaders } from '../hosted-cashier/page-shell';
import { createSignedTokens, type SignedTokens } from '../hosted-cashier/signed-token';
import { lookupLandingContent } from '../landing-content';
import type { CashierFacade } from '../payments/cashier-facade';
import { DidClaimsSchema, type IdentifyBody, IdentifyBodySchema } from './lookup.schemas';

/** How long the lookup's identity token (didToken) is good for: long enough to finish a payment. */
const DID_TOKEN_TTL_MS = 60 * 60 * 1000;

type DidClaims = { merchantId: string; email: string; userId: string | null; codeChallenge: string | null };

export type LookupOptions = {
  cashier: CashierFacade;
  config: SandboxPayConfig;
  didTokens?: SignedTokens<DidClaims>;
};

/**
 * The customer lookup on port 4000 (the bootstrapper's `development` lookup): its page at `/` when
 * the query names a merchant, its script under /client/, and POST /lookup-api/identify, which checks
 * the contact details and, when the query named a player and session, the merchant's verifyuser.
 */
export async function lookupRoutes(app: FastifyInstance, options: LookupOptions): Promise<void> {
  const { cashier, config } = options;
  const didTokens = options.didTokens ?? createSignedTokens(DidClaimsSchema, { ttlMs: DID_TOKEN_TTL_MS });
  const bundles = await buildClientBundles({ development: config.environment === 'development' });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerClientFiles(app, bundles, 'lookup');

  typed.get('/', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (typeof query.merchantId !== 'string' || query.merchantId === '') {
      const links = [{ label: 'Hosted cashier', href: `${config.publicUrl}/` }];
      return reply.type('text/html; charset=utf-8').send(renderDeveloperLandingPage(lookupLandingContent({ links })));
    }
    setFramedPageHeaders(reply, { frameSources: [] });
    const locale = typeof query.locale === 'string' ? query.locale : undefined;
    const page = clientPage({
      bundle: bundles.bundle('lookup'),
      rootId: 'lookup-root',
      title: 'Customer lookup',
      locale,
    });
    return reply.type('text/html; charset=utf-8').send(page);
  });

  typed.post('/lookup-api/identify', { schema: { body: IdentifyBodySchema } }, async (request, reply) => {
    const body = request.body;
    const pairing = pairingProblem(body);
    if (pairing) return reply.status(400).send(errorBody(pairing.code, pairing.message, { field: pairing.field }));
    const codeChallenge = body.codeChallenge ?? null;
    if (!body.userId || !body.sessionId) {
      // A guest: the merchant's own configuration names the player when the cashier loads.
      const didToken = didTokens.issue({
        merchantId: body.merchantId,
        email: body.email,
        userId: null,
        codeChallenge,
      }).token;
      const user = contactUser(body);
      return reply.send({ customer: { userId: null, sessionId: null, user, attributes: {}, didToken } });
    }
    const outcome = await cashier.verifyUser(body.merchantId, body.userId, body.sessionId);
    if (!outcome.ok) return reply.status(401).send(errorBody(outcome.errCode, outcome.errMsg));
    const verified = outcome.user;
    if (verified.email && verified.email.toLowerCase() !== body.email.toLowerCase()) {
      return sendEmailMismatch(reply);
    }
    const didToken = didTokens.issue({
      merchantId: body.merchantId,
      email: body.email,
      userId: verified.userId,
      codeChallenge,
    }).token;
    const user = {
      ...contactUser(body),
      firstName: verified.firstName,
      lastName: verified.lastName,
      country: verified.country,
      currency: verified.currency,
      locale: verified.locale,
    };
    return reply.send({
      customer: { userId: verified.userId, sessionId: verified.sessionId, user, attributes: {}, didToken },
    });
  });
}

function contactUser(body: IdentifyBody): Record<string, string> {
  return body.phone ? { email: body.email, mobile: body.phone } : { email: body.email };
}

/** userId and sessionId come together; so do the code verifier and its challenge, which must match. */
function pairingProblem(body: IdentifyBody): { code: string; message: string; field: string } | null {
  if (body.userId && !body.sessionId) {
    return { code: 'FIELD_REQUIRED', message: 'sessionId is required with userId', field: 'sessionId' };
  }
  if (body.sessionId && !body.userId) {
    return { code: 'FIELD_REQUIRED', message: 'userId is required with sessionId', field: 'userId' };
  }
  if (Boolean(body.codeVerifier) !== Boolean(body.codeChallenge)) {
    const field = body.codeVerifier ? 'codeChallenge' : 'codeVerifier';
    return { code: 'FIELD_REQUIRED', message: `${field} is required with the other half of the pair`, field };
  }
  if (body.codeVerifier && body.codeChallenge) {
    const expected = createHash('sha256').update(body.codeVerifier).digest('base64url');
    if (expected !== body.codeChallenge) {
      return {
        code: 'CODE_CHALLENGE_MISMATCH',
        message: 'codeChallenge is not the SHA-256 of codeVerifier',
        field: 'codeChallenge',
      };
    }
  }
  return null;
}

function sendEmailMismatch(reply: FastifyReply) {
  return reply
    .status(400)
    .send(
      errorBody('EMAIL_MISMATCH', 'email: this is not the e-mail address of the signed-in player', { field: 'email' }),
    );
}
