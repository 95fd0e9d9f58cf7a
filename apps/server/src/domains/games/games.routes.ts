import { CONTENT_LANGUAGE_OF } from '@vauhti/contracts';
import {
  FavouritesResponseSchema,
  GamesCatalogueSchema,
  LaunchCheckQuerySchema,
  LaunchCheckSchema,
  LaunchRequestSchema,
  LaunchResponseSchema,
  LiveTablesResponseSchema,
  RecommendedQuerySchema,
  RecommendedResponseSchema,
  ToggleFavouriteRequestSchema,
  ToggleFavouriteResponseSchema,
} from '@vauhti/contracts/games';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/authentication';
import type { SerialisedCatalogue } from './catalogue-view';
import { valueOrHttpError } from './games-errors';
import { CLIENT_ERRORS } from './games-schemas';
import type { GamesService, Visitor } from './games-service';

export type GamesRouteOptions = {
  games: GamesService;
  /** compliance's answer for the request: its country, and whether the site is closed there. */
  requestCountry: (request: FastifyRequest) => { code: string; blocked: boolean };
};

/** Per-client-IP limits (@fastify/rate-limit): a launch writes a token, a toggle a row. */
const RATE_LIMITS = {
  launch: { max: 60, timeWindow: '1 minute' },
  favourites: { max: 120, timeWindow: '1 minute' },
} as const;

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The best encoding of the catalogue the client accepts: brotli, then gzip, then none. */
export function catalogueEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const wanted = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wanted('br')) return 'br';
  if (wanted('gzip')) return 'gzip';
  return null;
}

function sendCatalogue(request: FastifyRequest, reply: FastifyReply, serialised: SerialisedCatalogue) {
  reply
    .header('etag', serialised.etag)
    .header('vary', 'accept-encoding')
    // The same for every visitor; revalidated (cheaply, by ETag) rather than kept blindly.
    .header('cache-control', 'public, no-cache');
  if (matchesEtag(request.headers['if-none-match'], serialised.etag)) return reply.code(304).send();
  const encoding = catalogueEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(serialised.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(serialised.gzip);
  return reply.send(serialised.json);
}

/** The games API of docs/games-integration.md section 6, under /api/v1. */
export async function gamesRoutes(instance: FastifyInstance, options: GamesRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { games } = options;
  const tags = ['games'];

  const visitorOf = (request: FastifyRequest): Visitor => {
    const country = options.requestCountry(request);
    return { player: request.player, country: country.code, countryBlocked: country.blocked };
  };

  app.get(
    '/games/catalogue',
    { schema: { tags, response: { 200: GamesCatalogueSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => sendCatalogue(request, reply, (await games.catalogue()).serialised),
  );

  app.get(
    '/games/launch-check',
    { schema: { tags, querystring: LaunchCheckQuerySchema, response: { 200: LaunchCheckSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      // Depends on the visitor's login and country.
      reply.header('cache-control', 'private, no-store');
      return valueOrHttpError(
        await games.launchCheck({
          path: request.query.path,
          language: CONTENT_LANGUAGE_OF[request.query.language],
          visitor: visitorOf(request),
        }),
      );
    },
  );

  app.post(
    '/games/launch',
    {
      config: { rateLimit: RATE_LIMITS.launch },
      schema: { tags, body: LaunchRequestSchema, response: { 200: LaunchResponseSchema, ...CLIENT_ERRORS } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { gameCode, mode, language } = request.body;
      const launched = valueOrHttpError(await games.launch({ gameCode, mode, language, visitor: visitorOf(request) }));
      request.log.info({ playerId: request.player?.playerId ?? null, gameCode, mode }, 'game launched');
      return launched;
    },
  );

  app.get(
    '/games/favourites',
    { schema: { tags, response: { 200: FavouritesResponseSchema, ...CLIENT_ERRORS } } },
    async (request, reply) => {
      const player = requirePlayer(request);
      reply.header('cache-control', 'private, no-store');
      return { favourites: await games.favourites(player.playerId) };
    },
  );

  app.post(
    '/games/favourites',
    {
      config: { rateLimit: RATE_LIMITS.favourites },
      schema: {
        tags,
        body: ToggleFavouriteRequestSchema,
        response: { 200: ToggleFavouriteResponseSchema, ...CLIENT_ERRORS },
      },
    },
    async (request) => {
      const player = requirePlayer(request);
      const { newState, gameID } = request.body;
      const { favourite } = valueOrHttpError(await games.setFavourite(player.playerId, gameID, newState));
      return { status: 'SUCCESS' as const, favoriteAddFlag: favourite };
    },
  );

  app.get(
    '/games/recommended',
    {
      schema: {
        tags,
        querystring: RecommendedQuerySchema,
        response: { 200: RecommendedResponseSchema, ...CLIENT_ERRORS },
      },
    },
    async (request) => ({ gameCodes: valueOrHttpError(await games.recommended(request.query.gameCode)) }),
  );

  app.get(
    '/games/live-tables',
    { schema: { tags, response: { 200: LiveTablesResponseSchema, ...CLIENT_ERRORS } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { tables: games.liveTables.tables() };
    },
  );
}
