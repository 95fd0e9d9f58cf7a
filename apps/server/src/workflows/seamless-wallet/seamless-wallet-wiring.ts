import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import { siteCountryOf } from '../../domains/compliance/site-country';
import type { GameSessions } from '../../domains/games/game-sessions';
import type { Clock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { MaxStakeOf } from './max-stakes';
import { SeamlessWallet } from './seamless-wallet';
import type { BalanceChangedHook } from './wallet-events';

/** Builds the seamless wallet for the composition root (services.ts) from the services it crosses. */
export function createSeamlessWallet(deps: {
  database: Database<PlatformTables>;
  clock: Clock;
  logger: Logger;
  gameSessions: GameSessions;
  games: { maxStakeOf: MaxStakeOf };
  live: { onBalanceChanged: BalanceChangedHook };
}): SeamlessWallet {
  return new SeamlessWallet({
    db: deps.database.kysely,
    preparedQuery: deps.database.preparedQuery,
    gameSessions: deps.gameSessions,
    clock: deps.clock,
    logger: deps.logger.child({ module: 'seamless-wallet' }),
    maxStakeOf: (gameCode, currency) => deps.games.maxStakeOf(gameCode, currency),
    // Compliance's country rule: where the site is closed (siteCountryOf(...).blocked), nobody plays.
    isCountryBlocked: (country) => siteCountryOf(country).blocked,
    onBalanceChanged: deps.live.onBalanceChanged,
    // Promo-race scoring and bonus wagering subscribe here once they exist; neither does yet.
    onRound: [],
  });
}
