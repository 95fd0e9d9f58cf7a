import type { Logger } from 'pino';
import type { PlatformConfig } from '../../config';
import type { Clock } from '../../infra/time/clock';
import type { GamesDb } from './catalogue-import';
import { GamesService, type GamesServiceDeps, type LaunchTokenIssuer, type PlayerStanding } from './games-service';
import { OperatorApiClient, providerSources } from './operator-api-client';

/** A provider nobody may call: production without GAME_PROVIDER_SECRET (config says why). */
const UNCONFIGURED_PROVIDER = {
  fetchCatalogue: () => Promise.reject(new Error('GAME_PROVIDER_SECRET is not set')),
  fetchLiveTables: () => Promise.reject(new Error('GAME_PROVIDER_SECRET is not set')),
};

/** Builds the games service for the composition root (services.ts) from the configuration. */
export function createGamesService(deps: {
  db: GamesDb;
  config: PlatformConfig;
  clock: Clock;
  logger: Logger;
  launchTokens: LaunchTokenIssuer;
  playerStanding: PlayerStanding;
  publishLiveTables?: GamesServiceDeps['publishLiveTables'];
}): GamesService {
  const { url, operatorId, secret } = deps.config.gameProvider;
  const sources =
    secret === null ? UNCONFIGURED_PROVIDER : providerSources(new OperatorApiClient({ url, operatorId, secret }));
  return new GamesService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger.child({ module: 'games' }),
    siteUrl: deps.config.siteUrl,
    providerUrl: url,
    catalogueSource: sources,
    liveTablesSource: sources,
    launchTokens: deps.launchTokens,
    playerStanding: deps.playerStanding,
    ...(deps.publishLiveTables ? { publishLiveTables: deps.publishLiveTables } : {}),
  });
}
