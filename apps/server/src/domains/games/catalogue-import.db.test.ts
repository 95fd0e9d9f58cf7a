import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { CONTENT_LANGUAGES } from '../content/content-languages';
import { GamesService } from './games-service';
import { FIXTURE_GAMES, FixtureProvider, fixtureFeed, fixtureGame, largeFeed } from './test-support/catalogue-fixture';
import { CATALOGUE_RECHECK_MS } from './test-support/games-test-app';

let database: Database<PlatformTables>;
const clock = fixedClock(new Date('2025-06-15T12:00:00.000Z'));
const provider = new FixtureProvider();
let games: GamesService;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  games = new GamesService({
    db: database.kysely,
    clock,
    logger: createLogger({ name: 'test', level: 'silent' }),
    siteUrl: 'http://localhost:3000',
    provider,
    launchTokens: { issue: () => Promise.reject(new Error('no launches here')) },
    playerStanding: async () => undefined,
  });
});
afterAll(async () => database.close());

async function importFeed(feed: unknown) {
  provider.feed = feed;
  clock.advance(CATALOGUE_RECHECK_MS);
  return games.importCatalogue();
}

async function gameRow(code: string) {
  return database.kysely.selectFrom('games').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
}

describe('the catalogue import', () => {
  it('inserts the studios and games of a first feed, with the lobbies', async () => {
    const summary = await importFeed(fixtureFeed());
    expect(summary.games).toEqual({ created: 8, updated: 0, unchanged: 0, deactivated: 0, active: 8 });
    expect(summary.studios).toEqual({ created: 3, updated: 0, unchanged: 0, deactivated: 0 });
    expect(summary.rejected).toEqual([]);

    const row = await gameRow('aurora-book-of-frost');
    expect(row).toMatchObject({
      name: 'Book of Frost',
      studio_code: 'aurora',
      launch_path: 'book-of-frost',
      min_stake: 10,
      max_stake: 10_000,
      released_at: '2025-05-01',
      tags: ['new', 'free-spins'],
      active: true,
    });
    // Every content language gets the launch slug; descriptions are sanitised, others dropped.
    expect(Object.keys(row.multilingual_url).sort()).toEqual([...CONTENT_LANGUAGES].sort());
    expect(new Set(Object.values(row.multilingual_url))).toEqual(new Set(['book-of-frost']));
    expect(row.descriptions).toEqual({
      en: '<p>Frozen <strong>riches</strong>.</p>',
      fi: '<p>Jäiset <strong>aarteet</strong>.</p>',
    });

    const lobbies = await database.kysely.selectFrom('game_lobbies').select('id').orderBy('sort_order').execute();
    expect(lobbies.map((lobby) => lobby.id)).toEqual([
      'slots',
      'live-casino',
      'table-games',
      'new',
      'popular',
      'split-screen_no_show',
    ]);
  });

  it('changes nothing when the same feed comes again', async () => {
    const before = await gameRow('aurora-gold-rush');
    const summary = await importFeed(fixtureFeed());
    expect(summary.games).toEqual({ created: 0, updated: 0, unchanged: 8, deactivated: 0, active: 8 });
    expect(summary.studios).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect((await gameRow('aurora-gold-rush')).updated_at).toEqual(before.updated_at);
  });

  it('updates changed games, deactivates missing ones and keeps their rows and paths', async () => {
    const feed = fixtureFeed({
      games: [
        ...FIXTURE_GAMES.filter((game) => game.gameCode !== 'aurora-lucky-sevens').map((game) =>
          game.gameCode === 'aurora-gold-rush' ? { ...game, name: 'Gold Rush Deluxe', maxStakeMinor: 20_000 } : game,
        ),
      ],
      studios: fixtureFeed().studios,
    });
    const summary = await importFeed(feed);
    expect(summary.games).toEqual({ created: 0, updated: 1, unchanged: 6, deactivated: 1, active: 7 });
    expect(await gameRow('aurora-gold-rush')).toMatchObject({
      name: 'Gold Rush Deluxe',
      launch_path: 'gold-rush-deluxe',
      max_stake: 20_000,
      active: true,
    });
    expect(await gameRow('aurora-lucky-sevens')).toMatchObject({ active: false, launch_path: 'lucky-sevens' });

    const catalogue = await games.catalogue();
    expect(catalogue.byCode.has('aurora-lucky-sevens')).toBe(false);
    expect(catalogue.body.games).toHaveLength(7);
    expect(await games.maxStakeOf('aurora-gold-rush', 'EUR')).toBe(20_000);
  });

  it("reserves a retired game's path: a new game of the same name gets another", async () => {
    const newcomer = fixtureGame({ gameCode: 'vega-lucky-sevens', name: 'Lucky Sevens', studioCode: 'vega' });
    const summary = await importFeed(
      fixtureFeed({ games: [...FIXTURE_GAMES.filter((game) => game.gameCode !== 'aurora-lucky-sevens'), newcomer] }),
    );
    expect(summary.games.created).toBe(1);
    expect((await gameRow('vega-lucky-sevens')).launch_path).toBe('lucky-sevens-vega');
  });

  it('reactivates a game that comes back', async () => {
    const summary = await importFeed(fixtureFeed({ games: [...FIXTURE_GAMES] }));
    // Gold Rush got its name back in the test before, so only the returning game is written.
    expect(summary.games).toMatchObject({ created: 0, updated: 1, deactivated: 1, active: 8 });
    expect(await gameRow('aurora-lucky-sevens')).toMatchObject({ active: true, launch_path: 'lucky-sevens' });
    expect(await gameRow('vega-lucky-sevens')).toMatchObject({ active: false });
  });

  it('deactivates a studio that leaves the feed', async () => {
    const summary = await importFeed(
      fixtureFeed({
        studios: fixtureFeed().studios.filter((studio) => studio.code !== 'vega'),
        games: FIXTURE_GAMES.filter((game) => game.studioCode !== 'vega'),
      }),
    );
    expect(summary.studios.deactivated).toBe(1);
    const catalogue = await games.catalogue();
    expect(catalogue.body.providers.map((studio) => studio.code)).toEqual(['aurora', 'nordic']);
    await importFeed(fixtureFeed());
  });

  it('leaves out malformed games and imports the rest', async () => {
    const broken = [
      { ...FIXTURE_GAMES[0], gameCode: 'Bad Code' },
      { ...FIXTURE_GAMES[1], gameCode: 'aurora-unknown-studio', studioCode: 'nobody' },
      { ...FIXTURE_GAMES[1], gameCode: 'aurora-bad-stakes', minStakeMinor: 100, maxStakeMinor: 10 },
      { ...FIXTURE_GAMES[1], gameCode: 'aurora-no-english', description: { fi: '<p>vain suomeksi</p>' } },
      FIXTURE_GAMES[1],
    ];
    const summary = await importFeed(fixtureFeed({ games: [...FIXTURE_GAMES, ...broken] }));
    expect(summary.rejected.map((game) => game.index)).toEqual([8, 9, 10, 11, 12]);
    expect(summary.rejected[1]?.reason).toContain('studio nobody');
    expect(summary.rejected[4]?.reason).toContain('repeats');
    expect(summary.games.active).toBe(8);
  });

  it('refuses a feed whose envelope is wrong, and keeps the catalogue it had', async () => {
    await expect(importFeed({ provider: 'x', studios: [], games: [] })).rejects.toThrow(/gamePath/);
    expect((await games.catalogue()).body.games).toHaveLength(8);
  });
});

describe('a catalogue of 5,000 games', () => {
  it('imports, re-imports as unchanged, and serves every game with its lobbies', async () => {
    const feed = largeFeed(5_000);
    const first = await importFeed(feed);
    expect(first.games).toMatchObject({ created: 5_000, deactivated: 8, active: 5_000 });
    const second = await importFeed(feed);
    expect(second.games).toMatchObject({ created: 0, updated: 0, unchanged: 5_000 });

    const catalogue = await games.catalogue();
    const body = JSON.parse(catalogue.serialised.json.toString('utf8'));
    expect(body.games).toHaveLength(5_000);
    expect(body.providers).toHaveLength(10);
    expect(body.providers.reduce((sum: number, studio: { gameCount: number }) => sum + studio.gameCount, 0)).toBe(
      5_000,
    );
    const popularity = body.games.map((game: { popularity: number }) => game.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const slots = body.lobbies.find((lobby: { id: string }) => lobby.id === 'slots');
    expect(slots.gameGroupList.find((group: { id: string }) => group.id === 'all').gameCodes).toHaveLength(
      body.games.filter((game: { category: string }) => game.category === 'slots').length,
    );
    expect(catalogue.serialised.gzip.length).toBeLessThan(catalogue.serialised.json.length / 5);
    await importFeed(fixtureFeed());
  });
});
