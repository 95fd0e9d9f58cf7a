import { createLogger } from '@vauhti/server-kit';
import { type IdentityTestApp, startIdentityApp } from '../../../test-support/platform-test-app';
import type { ImportSummary } from '../catalogue-import';
import { GamesService } from '../games-service';
import { FixtureProvider, fixtureFeed } from './catalogue-fixture';

/*
 * The real platform app on a test database, plus a games service on the same database and clock
 * that imports from a fixture provider (the app's own service would call the provider over HTTP).
 * The app notices an import the way a second platform process does: its catalogue re-checks the
 * import time once 30 s have passed, so importFeed moves the clock on by that much.
 */

export const CATALOGUE_RECHECK_MS = 30_000;

export type GamesTestApp = IdentityTestApp & {
  provider: FixtureProvider;
  games: GamesService;
  importFeed(feed?: unknown): Promise<ImportSummary>;
};

export async function startGamesApp(): Promise<GamesTestApp> {
  const testApp = await startIdentityApp();
  const provider = new FixtureProvider(fixtureFeed(), testApp.config.gameProvider.url);
  const games = new GamesService({
    db: testApp.database.kysely,
    clock: testApp.clock,
    logger: createLogger({ name: 'test', level: 'silent' }),
    siteUrl: testApp.config.siteUrl,
    provider,
    launchTokens: testApp.services.gameSessions,
    playerStanding: (playerId) => testApp.services.identity.getPlayer(playerId),
  });
  return {
    ...testApp,
    provider,
    games,
    importFeed: async (feed = fixtureFeed()) => {
      provider.feed = feed;
      const summary = await games.importCatalogue();
      testApp.clock.advance(CATALOGUE_RECHECK_MS + 1_000);
      return summary;
    },
  };
}
