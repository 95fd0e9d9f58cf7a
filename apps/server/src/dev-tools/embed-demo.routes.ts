import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CashierSessions } from '../domains/cashier/cashier-sessions';
import type { IdentityService } from '../domains/identity/identity-service';
import { DEMO_PLAYERS, isDemoPlayerEmail } from '../seed/demo-players';
import { type EmbedDemoSettings, renderEmbedDemoPage } from './embed-demo-page';
import { BOOTSTRAPPERS, type BootstrapperScripts, defaultBootstrapperScripts } from './embed-demo-scripts';

/** The player the demo issues a session for unless the page names another. */
export const DEFAULT_DEMO_PLAYER = 'aino@vauhti.test';

/**
 * The addresses every bootstrapper frames in its `development` environment: the provider's hosted
 * cashier and its customer lookup. They are fixed in the published package (and so in ours, a
 * drop-in replacement), whatever PAYMENT_PROVIDER_URL says, so the page's policy names them as such.
 */
export const DEVELOPMENT_FRAME_ORIGINS = ['http://localhost:5000', 'http://localhost:4000'] as const;

export type EmbedDemoOptions = {
  identity: Pick<IdentityService, 'findPlayerByEmail'>;
  cashierSessions: Pick<CashierSessions, 'issue'>;
  /** The platform as the payment provider knows it (the payments configuration's merchantId). */
  merchantId: string;
  /** Tests replace the bootstrapper scripts; by default ours is bundled and theirs read from node_modules. */
  scripts?: BootstrapperScripts;
};

const PlayerSchema = z.string().trim().max(254).optional();

const PageQuerySchema = z.object({
  bootstrapper: z.enum(BOOTSTRAPPERS).default('vauhti'),
  lookup: z.enum(['0', '1']).default('0'),
  method: z.enum(['deposit', 'withdrawal']).default('deposit'),
  player: PlayerSchema,
});

const SessionQuerySchema = z.object({ player: PlayerSchema });

/**
 * The page's own policy, stricter than the site's: its script and stylesheet come from files of
 * this origin, it calls only /embed-demo/session, and it frames only the provider's development
 * cashier and lookup. A bootstrapper that needs more than this fails here first, not on a merchant's page.
 */
export const EMBED_DEMO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  `frame-src ${DEVELOPMENT_FRAME_ORIGINS.join(' ')}`,
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

const JAVASCRIPT = 'text/javascript; charset=utf-8';
/** The demo is a page and its files, not part of the platform API: /api/docs leaves it out. */
const NOT_IN_API_DOCS = { schema: { hide: true } };
const CLIENT_SCRIPT = join(import.meta.dirname, 'embed-demo-client.js');
const STYLESHEET = join(import.meta.dirname, 'embed-demo.css');

/**
 * A merchant demo page for the embedded cashier (development only; app.ts registers it only with the
 * dev tools): GET /embed-demo, its script and stylesheet, the two bootstrapper scripts, and
 * GET /embed-demo/session, which issues a cashier session for a seeded demo player as
 * `ops cashier-session` does.
 */
export async function embedDemoRoutes(app: FastifyInstance, options: EmbedDemoOptions) {
  const scripts = options.scripts ?? defaultBootstrapperScripts();
  const clientScript = cachedFile(CLIENT_SCRIPT);
  const stylesheet = cachedFile(STYLESHEET);

  app.get('/embed-demo', { schema: { hide: true, querystring: PageQuerySchema } }, async (request, reply) => {
    const query = request.query as z.infer<typeof PageQuerySchema>;
    const paymentiqAvailable = scripts.hasPaymentiq();
    const settings: EmbedDemoSettings = {
      // Asked for theirs where it is not installed: the page says so and runs ours.
      bootstrapper: query.bootstrapper === 'paymentiq' && !paymentiqAvailable ? 'vauhti' : query.bootstrapper,
      lookup: query.lookup === '1',
      method: query.method,
      player: query.player || DEFAULT_DEMO_PLAYER,
    };
    const page = renderEmbedDemoPage({
      settings,
      paymentiqAvailable,
      suggestedPlayers: DEMO_PLAYERS.map((player) => player.email),
    });
    return reply
      .header('content-security-policy', EMBED_DEMO_CONTENT_SECURITY_POLICY)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  app.get('/embed-demo/page.js', NOT_IN_API_DOCS, async (_request, reply) =>
    sendText(reply, JAVASCRIPT, await clientScript()),
  );
  app.get('/embed-demo/page.css', NOT_IN_API_DOCS, async (_request, reply) =>
    sendText(reply, 'text/css; charset=utf-8', await stylesheet()),
  );

  app.get('/embed-demo/vauhti.js', NOT_IN_API_DOCS, async (request, reply) => {
    let script: string;
    try {
      script = await scripts.vauhti();
    } catch (error) {
      // A development tool: the developer fixing packages/cashier-embed wants the bundler's words.
      request.log.error({ err: error }, 'the cashier-embed script could not be built');
      const reason = error instanceof Error ? error.message : String(error);
      return reply
        .status(503)
        .send(errorBody('BOOTSTRAPPER_BUILD_FAILED', `packages/cashier-embed could not be built: ${reason}`));
    }
    return sendText(reply, JAVASCRIPT, script);
  });

  app.get('/embed-demo/paymentiq.js', NOT_IN_API_DOCS, async (_request, reply) => {
    const script = await scripts.paymentiq();
    if (script === null) {
      return reply
        .status(404)
        .send(
          errorBody(
            'BOOTSTRAPPER_NOT_INSTALLED',
            'paymentiq-cashier-bootstrapper is not installed here (it is a development dependency of the repository root)',
          ),
        );
    }
    return sendText(reply, JAVASCRIPT, script);
  });

  app.get(
    '/embed-demo/session',
    { schema: { hide: true, querystring: SessionQuerySchema } },
    async (request, reply) => {
      const email = (request.query as z.infer<typeof SessionQuerySchema>).player || DEFAULT_DEMO_PLAYER;
      reply.header('cache-control', 'no-store');
      // No login stands before this session: a development database may still hold real-looking
      // players (imported, registered by testers), and none of them is the demo's to open.
      if (!isDemoPlayerEmail(email)) {
        return reply
          .status(403)
          .send(
            errorBody('NOT_A_DEMO_PLAYER', `${email} is not a demo player: the embed demo serves only the seeded ones`),
          );
      }
      const player = await options.identity.findPlayerByEmail(email);
      if (!player) {
        return reply.status(404).send(errorBody('PLAYER_NOT_FOUND', `no player with the e-mail ${email}`));
      }
      if (player.accountState === 'locked') {
        return reply
          .status(403)
          .send(errorBody('PLAYER_BLOCKED', `the account of ${email} is locked: its cashier sessions are refused`));
      }
      // The operator's kind of session (no web login), exactly as `ops cashier-session` issues it.
      const issued = await options.cashierSessions.issue(player.playerId, null);
      return { merchantId: options.merchantId, userId: player.externalId, sessionId: issued.sessionId };
    },
  );
}

function sendText(reply: FastifyReply, contentType: string, text: string) {
  return reply.header('cache-control', 'no-cache').type(contentType).send(text);
}

/** A file of this folder, read once on first use (a failed read is retried next time). */
function cachedFile(path: string): () => Promise<string> {
  let content: Promise<string> | undefined;
  return () => {
    content ??= readFile(path, 'utf8').catch((error: unknown) => {
      content = undefined;
      throw error;
    });
    return content;
  };
}
