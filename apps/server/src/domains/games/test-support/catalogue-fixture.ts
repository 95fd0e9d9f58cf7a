import type { FeedGame } from '@vauhti/contracts/games';
import type { GameLaunchAddress, GameMediaPaths, GameProvider } from '../provider/game-provider';
import { SandboxGameProvider } from '../provider/sandbox-game-provider';

/*
 * Provider feeds for the games suites: a small hand-made catalogue with one game of every kind,
 * and a generated one of any size (5,000 games for the performance suite).
 */

export const FIXTURE_STUDIOS = [
  { code: 'aurora', name: 'Aurora Reels' },
  { code: 'nordic', name: 'Nordic Tables' },
  { code: 'vega', name: 'Vega Live' },
];

type FixtureGameInput = Partial<FeedGame> & Pick<FeedGame, 'gameCode' | 'name'>;

export function fixtureGame(input: FixtureGameInput): FeedGame {
  return {
    studioCode: 'aurora',
    engine: 'paylines',
    category: 'slots',
    theme: 'frost',
    volatility: 'medium',
    rtpBasisPoints: 9612,
    minStakeMinor: 10,
    maxStakeMinor: 10_000,
    currency: 'EUR',
    aspectRatio: 1,
    hasDemo: 1,
    releasedAt: '2024-01-15',
    popularity: 500,
    tags: [],
    liveTableId: null,
    description: { en: `<p>${input.name} in English.</p>`, fi: `<p>${input.name} suomeksi.</p>` },
    ...input,
  };
}

/** One game of each kind the lobbies sort. The test clock's today is 2025-06-15. */
export const FIXTURE_GAMES: FeedGame[] = [
  fixtureGame({
    gameCode: 'aurora-book-of-frost',
    name: 'Book of Frost',
    volatility: 'high',
    popularity: 873,
    tags: ['new', 'free-spins'],
    releasedAt: '2025-05-01',
    description: {
      en: '<p>Frozen <strong>riches</strong>.</p><script>alert(1)</script>',
      fi: '<p>Jäiset <strong>aarteet</strong>.</p>',
      xx: '<p>not a content language</p>',
    },
  }),
  fixtureGame({
    gameCode: 'aurora-gold-rush',
    name: 'Gold Rush',
    engine: 'ways',
    popularity: 700,
    tags: ['free-spins'],
  }),
  fixtureGame({
    gameCode: 'aurora-lucky-sevens',
    name: 'Lucky Sevens',
    engine: 'classic',
    aspectRatio: 2,
    volatility: 'low',
    popularity: 300,
    tags: ['classic'],
  }),
  fixtureGame({
    gameCode: 'nordic-fjord-roulette',
    name: 'Fjord Roulette',
    studioCode: 'nordic',
    engine: 'roulette',
    category: 'table',
    popularity: 400,
    minStakeMinor: 100,
    maxStakeMinor: 50_000,
  }),
  fixtureGame({
    gameCode: 'nordic-blackjack-pro',
    name: 'Blackjack Pro',
    studioCode: 'nordic',
    engine: 'blackjack',
    category: 'table',
    popularity: 450,
  }),
  fixtureGame({
    gameCode: 'nordic-jacks-or-better',
    name: 'Jacks or Better',
    studioCode: 'nordic',
    engine: 'video-poker',
    category: 'video-poker',
    aspectRatio: 2,
    popularity: 200,
  }),
  fixtureGame({
    gameCode: 'vega-live-roulette',
    name: 'Vega Live Roulette',
    studioCode: 'vega',
    engine: 'live-roulette',
    category: 'live',
    hasDemo: 0,
    popularity: 650,
    liveTableId: 'roulette-1',
  }),
  fixtureGame({
    gameCode: 'vega-live-baccarat',
    name: 'Vega Live Baccarat',
    studioCode: 'vega',
    engine: 'live-baccarat',
    category: 'live',
    hasDemo: 0,
    popularity: 600,
    liveTableId: 'baccarat-1',
  }),
];

export type FixtureFeed = {
  provider: string;
  gamePath: string;
  providerLogoPath: string;
  studios: Array<{ code: string; name: string }>;
  games: unknown[];
};

export function fixtureFeed(overrides: Partial<FixtureFeed> = {}): FixtureFeed {
  return {
    provider: 'sandbox-games',
    gamePath: 'http://localhost:5100/media/games',
    providerLogoPath: 'http://localhost:5100/media/providers',
    studios: FIXTURE_STUDIOS,
    games: FIXTURE_GAMES,
    ...overrides,
  };
}

const ENGINES = [
  { engine: 'paylines', category: 'slots' },
  { engine: 'ways', category: 'slots' },
  { engine: 'classic', category: 'slots' },
  { engine: 'roulette', category: 'table' },
  { engine: 'blackjack', category: 'table' },
  { engine: 'video-poker', category: 'video-poker' },
  { engine: 'live-roulette', category: 'live' },
] as const;

const VOLATILITY = ['low', 'medium', 'high'] as const;

/** A deterministic feed of `count` games over ten studios; every seventh is a live table. */
export function largeFeed(count: number): FixtureFeed {
  const studios = Array.from({ length: 10 }, (_, index) => ({ code: `studio-${index}`, name: `Studio ${index}` }));
  const games = Array.from({ length: count }, (_, index) => {
    const kind = ENGINES[index % ENGINES.length] as (typeof ENGINES)[number];
    return fixtureGame({
      gameCode: `studio-${index % 10}-game-${index}`,
      name: `Game Number ${index}`,
      studioCode: `studio-${index % 10}`,
      engine: kind.engine,
      category: kind.category,
      volatility: VOLATILITY[index % 3],
      popularity: (index * 37) % 1001,
      hasDemo: kind.category === 'live' ? 0 : 1,
      liveTableId: kind.category === 'live' ? `table-${index}` : null,
      releasedAt: `2025-0${1 + (index % 6)}-1${index % 10}`,
      tags: index % 4 === 0 ? ['free-spins'] : [],
    });
  });
  return fixtureFeed({ studios, games });
}

/**
 * A provider whose feed the test sets and can change between imports. Its launch and art
 * addresses are the sandbox's at `url`, as the feed's media paths are.
 */
export class FixtureProvider implements GameProvider {
  calls = 0;
  liveTables: unknown = { tables: [] };
  private readonly addresses: SandboxGameProvider;

  constructor(
    public feed: unknown = fixtureFeed(),
    url = 'http://localhost:5100',
  ) {
    // No operator API: this fixture answers the feeds itself, and the sandbox adapter only builds addresses.
    this.addresses = new SandboxGameProvider({ url, operatorApi: null });
  }

  async fetchCatalogue(): Promise<unknown> {
    this.calls += 1;
    // A copy, as if it came over the wire: the import must not depend on sharing objects.
    return structuredClone(this.feed);
  }

  async fetchLiveTables(): Promise<unknown> {
    return structuredClone(this.liveTables);
  }

  launchUrl(launch: GameLaunchAddress): string {
    return this.addresses.launchUrl(launch);
  }

  mediaPaths(): GameMediaPaths {
    return this.addresses.mediaPaths();
  }
}
