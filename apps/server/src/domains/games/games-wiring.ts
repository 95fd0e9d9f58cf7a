import type { Logger } from 'pino';
import type { Clock } from '../../infra/time/clock';
import type { GamesDb } from './catalogue-import';
import { GamesService, type GamesServiceDeps, type LaunchTokenIssuer, type PlayerStanding } from './games-service';
import { createGameProvider, type GameProviderConfig } from './provider/configured-game-provider';

/** Builds the games service for the composition root (services.ts) from the configuration. */
export function createGamesService(deps: {
  db: GamesDb;
  /** The platform's settings the games domain reads (config.ts). */
  config: { siteUrl: string; gameProvider: GameProviderConfig };
  clock: Clock;
  logger: Logger;
  launchTokens: LaunchTokenIssuer;
  playerStanding: PlayerStanding;
  publishLiveTables?: GamesServiceDeps['publishLiveTables'];
}): GamesService {
  return new GamesService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger.child({ module: 'games' }),
    siteUrl: deps.config.siteUrl,
    provider: createGameProvider(deps.config.gameProvider),
    launchTokens: deps.launchTokens,
    playerStanding: deps.playerStanding,
    ...(deps.publishLiveTables ? { publishLiveTables: deps.publishLiveTables } : {}),
  });
}
