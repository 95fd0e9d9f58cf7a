import { randomBytes } from 'node:crypto';
import type { TypedApp } from '@vauhti/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type LaunchDependencies, LaunchQuerySchema, launchGame } from './launch';
import type { LaunchFailure } from './launch-texts';
import { type GameBoot, gamePage, launchErrorPage } from './pages';

export type PlayRouteOptions = LaunchDependencies & {
  /** Origins allowed to frame the game page: the platform's site. */
  frameAncestors: string[];
  /** This provider's own origin as browsers reach it (for the live socket URL). */
  publicOriginOf(request: FastifyRequest): string;
};

/** `GET /play/{gameCode}`: the game window's page (docs/games-integration.md section 2). */
export function registerPlayRoutes(app: TypedApp, options: PlayRouteOptions) {
  app.get(
    '/play/:gameCode',
    { schema: { params: z.object({ gameCode: z.string().max(120) }) } },
    async (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      const rawQuery = (request.query ?? {}) as Record<string, unknown>;
      const language = typeof rawQuery.lang === 'string' ? rawQuery.lang : undefined;
      const parsed = LaunchQuerySchema.safeParse(rawQuery);
      if (!parsed.success) return sendFailure(reply, options, nonce, 'INVALID_LAUNCH', 400, language, null);
      const result = await launchGame(options, request.params.gameCode, parsed.data);
      if (!result.ok) {
        return sendFailure(
          reply,
          options,
          nonce,
          result.failure,
          result.statusCode,
          language,
          parsed.data.lobbyUrl ?? null,
        );
      }
      const { session, game } = result;
      // launchGame checked the bundle exists.
      const bundle = options.bundles.bundle(game.clientKind);
      if (!bundle) return sendFailure(reply, options, nonce, 'CLIENT_UNAVAILABLE', 503, language, null);
      const origin = options.publicOriginOf(request);
      const socketOrigin = origin.replace(/^http/, 'ws');
      const media = `/media/games/${encodeURIComponent(game.gameCode)}`;
      const boot: GameBoot = {
        sessionId: session.id,
        mode: session.mode,
        gameCode: game.gameCode,
        gameName: game.name,
        engine: game.engine,
        clientKind: game.clientKind,
        language: session.language,
        currency: session.currency,
        lobbyUrl: session.lobbyUrl ?? '',
        apiBase: '/client-api/v1',
        liveSocketUrl: game.liveTableId
          ? `${socketOrigin}/live/${encodeURIComponent(game.liveTableId)}?sessionId=${encodeURIComponent(session.id)}`
          : null,
        liveTableId: game.liveTableId,
        art: { tile: `${media}/${game.gameCode}.jpg`, background: `${media}/${game.gameCode}-bg-image.jpg` },
        theme: {
          primary: game.art.palette.primary,
          secondary: game.art.palette.secondary,
          accent: game.art.palette.accent,
        },
      };
      setPageHeaders(reply, options.frameAncestors, nonce, socketOrigin);
      return reply.type('text/html; charset=utf-8').send(gamePage(boot, bundle, nonce));
    },
  );
}

function sendFailure(
  reply: FastifyReply,
  options: PlayRouteOptions,
  nonce: string,
  failure: LaunchFailure,
  statusCode: number,
  language: string | undefined,
  lobbyUrl: string | null,
) {
  setPageHeaders(reply, options.frameAncestors, nonce, null);
  const safeLobby = lobbyUrl && /^https?:\/\//.test(lobbyUrl) ? lobbyUrl : null;
  return reply
    .status(statusCode)
    .type('text/html; charset=utf-8')
    .send(launchErrorPage(failure, language, safeLobby));
}

/**
 * Only the platform's site may frame the game (frame-ancestors); the page runs only our scripts;
 * the launch token in the URL never leaves in a Referer; nothing is cached.
 */
function setPageHeaders(reply: FastifyReply, frameAncestors: string[], nonce: string, socketOrigin: string | null) {
  const connect = socketOrigin ? `'self' ${socketOrigin}` : "'self'";
  reply
    .header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        `connect-src ${connect}`,
        "base-uri 'none'",
        "form-action 'none'",
        `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
      ].join('; '),
    )
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}
