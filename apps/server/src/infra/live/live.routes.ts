import { ErrorBodySchema } from '@vauhti/contracts';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LiveConnections } from './live-connections';
import type { LiveService } from './live-service';

export type LiveRouteOptions = {
  live: LiveService;
  /** The site's origins (config.allowedOrigins), as for the API's state-changing requests. */
  allowedOrigins: string[];
  /** How often player sockets are checked against their web sessions; tests shorten it. */
  sessionCheckIntervalMs?: number | undefined;
};

/**
 * A browser always sends Origin on a WebSocket handshake, and cookies go with it whatever page
 * opened it, so a foreign page could otherwise read a player's live events (cross-site WebSocket
 * hijacking). The rule is the API's Origin check (http/origin-check.ts) applied to this GET.
 */
function originRefused(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !allowedOrigins.has(origin);
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * GET /live: the live socket (docs/games-integration.md section 7). Register it on the /api/v1
 * instance after identity's session hook, which sets request.player for the upgrade request too:
 * a player's socket gets that player's events and the broadcasts, a guest's the broadcasts only.
 * Needs @fastify/websocket registered on the app.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRouteOptions) {
  const allowedOrigins = new Set(options.allowedOrigins);
  const connections = new LiveConnections({
    hub: options.live.hub,
    activeSessionIds: options.live.activeSessionIds,
    log: app.log,
    sessionCheckIntervalMs: options.sessionCheckIntervalMs,
  });
  app.addHook('onReady', async () => {
    await options.live.hub.start();
    connections.start();
  });
  app.addHook('onClose', async () => {
    await connections.stop();
    await options.live.hub.stop();
  });

  app.route({
    method: 'GET',
    url: '/live',
    schema: {
      summary: 'The live socket: balance, pending-withdrawal and live-table events (WebSocket upgrade only)',
      response: { 403: ErrorBodySchema, 426: ErrorBodySchema, 503: ErrorBodySchema },
    },
    preValidation: async (request, reply) => {
      if (originRefused(request, allowedOrigins)) {
        return reply.status(403).send(
          errorBody('ORIGIN_NOT_ALLOWED', 'this request did not come from the Vauhti site', {
            origin: request.headers.origin ?? null,
          }),
        );
      }
      if (!connections.hasRoomFor(request.ip)) {
        return reply.status(503).send(errorBody('LIVE_UNAVAILABLE', 'too many live connections, try again later'));
      }
    },
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send(errorBody('UPGRADE_REQUIRED', 'the live socket is a WebSocket: open it with an upgrade request')),
    wsHandler: (socket, request) => {
      const player = request.player;
      const owner = player ? { playerId: player.playerId, sessionId: Number(player.sessionId) } : null;
      connections.accept(socket, owner, request.ip);
    },
  });
}
