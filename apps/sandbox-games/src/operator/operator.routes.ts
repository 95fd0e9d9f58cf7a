import type { FeedGame, ProviderCatalogue, ProviderLiveTables } from '@vauhti/contracts/games';
import { HttpError, type TypedApp } from '@vauhti/server-kit';
import type { FastifyRequest } from 'fastify';
import type { CatalogueGame } from '../catalogue/catalogue-types';
import type { GameCatalogue } from '../catalogue/game-catalogue';
import type { LiveTables } from '../live/live-tables';
import { verifyOperatorRequest } from './operator-signature';

export type OperatorRouteOptions = {
  catalogue: GameCatalogue;
  liveTables: LiveTables;
  secrets: Record<string, string>;
  now: () => number;
  publicOriginOf(request: FastifyRequest): string;
};

/** The fields of a game on the wire (section 1); the rest of CatalogueGame stays inside. */
function publishedGame(game: CatalogueGame): FeedGame {
  return {
    gameCode: game.gameCode,
    name: game.name,
    studioCode: game.studioCode,
    engine: game.engine,
    category: game.category,
    theme: game.theme,
    volatility: game.volatility,
    rtpBasisPoints: game.rtpBasisPoints,
    minStakeMinor: game.minStakeMinor,
    maxStakeMinor: game.maxStakeMinor,
    currency: game.currency,
    aspectRatio: game.aspectRatio,
    hasDemo: game.hasDemo,
    releasedAt: game.releasedAt,
    popularity: game.popularity,
    tags: game.tags,
    liveTableId: game.liveTableId,
    description: game.description,
  };
}

/**
 * The operator API (docs/games-integration.md section 1; its shapes in @vauhti/contracts/games),
 * registered as its own plugin so its JSON parser can keep the raw body the signature is computed
 * over.
 */
export async function operatorRoutes(app: TypedApp, options: OperatorRouteOptions) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  app.addHook('preHandler', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const check = verifyOperatorRequest(
      { method: request.method, path: request.url, rawBody },
      headerOf(request, 'x-operator-id'),
      headerOf(request, 'x-signature'),
      options.secrets,
      options.now(),
    );
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'operator request refused');
      throw new HttpError(401, 'INVALID_SIGNATURE', 'the request is not signed by a known operator');
    }
  });

  app.post('/catalogue', async (request): Promise<ProviderCatalogue> => {
    const origin = options.publicOriginOf(request);
    return {
      provider: 'sandbox-games',
      gamePath: `${origin}/media/games`,
      providerLogoPath: `${origin}/media/providers`,
      studios: options.catalogue.studios.map((studio) => ({ code: studio.code, name: studio.name })),
      games: options.catalogue.games.map(publishedGame),
    };
  });

  app.post('/live-tables', async (): Promise<ProviderLiveTables> => ({ tables: options.liveTables.statuses() }));
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
