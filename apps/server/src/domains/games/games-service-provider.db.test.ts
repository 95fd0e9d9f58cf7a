import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { GamesService } from './games-service';
import type { GameLaunchAddress, GameMediaPaths, GameProvider } from './provider/game-provider';
import { fixtureFeed } from './test-support/catalogue-fixture';

/*
 * The games service knows no provider's addresses: a provider other than the sandbox, with its own
 * launch scheme and art folders, is served by its adapter alone (ADR 0026).
 */

/** A provider whose addresses look nothing like the sandbox's. */
class OtherProvider implements GameProvider {
  readonly launches: GameLaunchAddress[] = [];

  async fetchCatalogue(): Promise<unknown> {
    return fixtureFeed({
      provider: 'other-games',
      gamePath: 'https://cdn.other.example/art',
      providerLogoPath: 'https://cdn.other.example/studios',
    });
  }

  async fetchLiveTables(): Promise<unknown> {
    return { tables: [] };
  }

  launchUrl(launch: GameLaunchAddress): string {
    this.launches.push(launch);
    return `https://other.example/launcher#${launch.gameCode}/${launch.mode}/${launch.language}`;
  }

  mediaPaths(): GameMediaPaths {
    return { gamePath: 'https://other.example/default-art', providerLogoPath: 'https://other.example/default-logos' };
  }
}

let database: Database<PlatformTables>;
const provider = new OtherProvider();
let games: GamesService;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  games = new GamesService({
    db: database.kysely,
    clock: fixedClock(new Date('2025-06-15T12:00:00.000Z')),
    logger: createLogger({ name: 'test', level: 'silent' }),
    siteUrl: 'https://vauhti.example',
    provider,
    launchTokens: { issue: () => Promise.reject(new Error('no real launches here')) },
    playerStanding: async () => undefined,
  });
});
afterAll(async () => database.close());

describe('the games service behind another provider', () => {
  it("serves that provider's art folders before the first import and the feed's after it", async () => {
    const before = await games.catalogue();
    expect(before.body).toMatchObject({
      gamePath: 'https://other.example/default-art',
      providerLogoPath: 'https://other.example/default-logos',
    });
    await games.importCatalogue();
    const after = await games.catalogue();
    expect(after.provider).toBe('other-games');
    expect(after.body).toMatchObject({
      gamePath: 'https://cdn.other.example/art',
      providerLogoPath: 'https://cdn.other.example/studios',
    });
  });

  it("launches through that provider's address, with the site's own lobby address", async () => {
    const visitor = { player: null, country: 'FI', countryBlocked: false };
    const launched = await games.launch({ gameCode: 'aurora-book-of-frost', mode: 'demo', language: 'fi', visitor });
    expect(launched).toEqual({
      ok: true,
      value: {
        url: 'https://other.example/launcher#aurora-book-of-frost/demo/fi',
        mode: 'demo',
        gameCode: 'aurora-book-of-frost',
      },
    });
    expect(provider.launches.at(-1)).toEqual({
      gameCode: 'aurora-book-of-frost',
      mode: 'demo',
      language: 'fi',
      currency: 'EUR',
      lobbyUrl: 'https://vauhti.example/fi/casino',
    });
  });
});
