import type { Game, GameGroup, GamesCatalogue, LiveTableStatus, Lobby } from '@vauhti/contracts/games';

/*
 * A deterministic games catalogue for tests and benches, in the platform's shapes
 * (docs/games-integration.md section 6): any number of games across six studios, the lobbies the
 * platform configures (slots, live-casino, table-games, new, popular and the hidden split-screen
 * lobby).
 */

export const FIXTURE_STUDIOS = [
  { code: 'aurora', name: 'Aurora Reels' },
  { code: 'northwind', name: 'Northwind Gaming' },
  { code: 'copper', name: 'Copper Fox Studios' },
  { code: 'lumen', name: 'Lumen Play' },
  { code: 'tundra', name: 'Tundra Tables' },
  { code: 'saga', name: 'Saga Live' },
] as const;

const THEMES = ['Frost', 'Gold', 'Dragons', 'Vikings', 'Aurora', 'Fortune', 'Wolves', 'Runes', 'Gems', 'Thunder'];
const KINDS = ['Book of', 'Legend of', 'Rise of', 'Gates of', 'Wild', 'Mega', 'Lucky', 'Hall of'];
const ALL_LANGUAGES = ['en', 'fi', 'no', 'de', 'fr', 'ja', 'ko', 'pl', 'ro', 'hu', 'el', 'es'];

function slugOf(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function everyLanguage(slug: string): Record<string, string> {
  return Object.fromEntries(ALL_LANGUAGES.map((language) => [language, slug]));
}

/** One game; the index picks its studio, name, numbers and dates deterministically. */
export function fixtureGame(index: number, overrides: Partial<Game> = {}): Game {
  const studio = FIXTURE_STUDIOS[index % FIXTURE_STUDIOS.length] ?? FIXTURE_STUDIOS[0];
  const theme = THEMES[index % THEMES.length];
  const kind = KINDS[Math.floor(index / THEMES.length) % KINDS.length];
  const name = `${kind} ${theme} ${index + 1}`;
  const gameCode = `${studio.code}-${slugOf(name)}`;
  const day = 1 + (index % 28);
  const month = 1 + (index % 12);
  const game: Game = {
    gameCode,
    name,
    vendorCode: studio.code,
    vendorDisplayName: studio.name,
    multilingualUrl: everyLanguage(slugOf(name)),
    aspectRatio: index % 5 === 0 ? 2 : 1,
    hasDemo: 1,
    category: 'slots',
    volatility: (['low', 'medium', 'high'] as const)[index % 3] ?? 'medium',
    rtpBasisPoints: 9400 + ((index * 37) % 300),
    minStakeMinor: 10,
    maxStakeMinor: 10_000,
    tags: index % 4 === 0 ? ['new', 'free-spins'] : ['free-spins'],
    releasedAt: `202${5 + (index % 2)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    popularity: (index * 131) % 1001,
    liveTableId: null,
    splitScreen: true,
  };
  return { ...game, ...overrides };
}

/** A live table game seated at table `tableId`. */
export function fixtureLiveGame(index: number, tableId: string, name: string): Game {
  return fixtureGame(index, {
    gameCode: `saga-${slugOf(name)}`,
    name,
    vendorCode: 'saga',
    vendorDisplayName: 'Saga Live',
    multilingualUrl: everyLanguage(slugOf(name)),
    category: 'live',
    hasDemo: 0,
    liveTableId: tableId,
    splitScreen: false,
    tags: [],
  });
}

function group(id: string, name: string, games: readonly Game[], slugs: Record<string, string> = {}): GameGroup {
  return {
    id,
    name,
    multilingualUrl: { ...everyLanguage(id), ...slugs },
    gameCodes: games.map((game) => game.gameCode),
  };
}

export type FixtureOptions = { slots?: number; emptyGroup?: boolean };

/** A catalogue with `slots` slot games, three live tables, and the platform's lobbies. */
export function fixtureCatalogue({ slots = 24, emptyGroup = false }: FixtureOptions = {}): GamesCatalogue {
  const slotGames = Array.from({ length: slots }, (_, index) => fixtureGame(index));
  const liveGames = [
    fixtureLiveGame(slots, 'roulette-1', 'Aurora Roulette'),
    fixtureLiveGame(slots + 1, 'blackjack-1', 'Midnight Blackjack'),
    fixtureLiveGame(slots + 2, 'baccarat-1', 'Baccarat Royale'),
  ];
  const games = [...slotGames, ...liveGames];
  const byPopularity = [...slotGames].sort((a, b) => b.popularity - a.popularity);
  const newest = slotGames.filter((game) => game.tags.includes('new'));
  const lobbies: Lobby[] = [
    {
      id: 'slots',
      name: 'Slots',
      multilingualUrlLobby: { ...everyLanguage('slots'), fi: 'kolikkopelit' },
      gameGroupList: [
        group('all', 'All', slotGames),
        group('new', 'New', newest, { fi: 'uudet' }),
        group('popular', 'Popular', byPopularity),
        group('classic', 'Classic', emptyGroup ? [] : slotGames.filter((game) => game.volatility === 'low')),
      ],
    },
    {
      id: 'live-casino',
      name: 'Live casino',
      multilingualUrlLobby: { ...everyLanguage('live-casino'), fi: 'live-kasino' },
      gameGroupList: [group('all', 'All', liveGames), group('roulette', 'Roulette', liveGames.slice(0, 1))],
    },
    {
      id: 'table-games',
      name: 'Table games',
      multilingualUrlLobby: everyLanguage('table-games'),
      gameGroupList: [group('all', 'All', [])],
    },
    {
      id: 'new',
      name: 'New',
      multilingualUrlLobby: everyLanguage('new'),
      gameGroupList: [group('all', 'All', newest)],
    },
    {
      id: 'popular',
      name: 'Popular',
      // Its Finnish url is the language code: hidden from the Finnish tabs (spec 2.3).
      multilingualUrlLobby: { ...everyLanguage('popular'), fi: 'fi' },
      gameGroupList: [group('all', 'All', byPopularity)],
    },
    {
      id: 'split-screen_no_show',
      name: 'Split screen',
      multilingualUrlLobby: everyLanguage('split-screen_no_show'),
      gameGroupList: [group('all', 'All', slotGames)],
    },
  ];
  const providers = FIXTURE_STUDIOS.map((studio) => ({
    code: studio.code,
    name: studio.name,
    gameCount: games.filter((game) => game.vendorCode === studio.code).length,
  }));
  return {
    gamePath: 'http://localhost:5100/media/games',
    providerLogoPath: 'http://localhost:5100/media/providers',
    providers,
    lobbies,
    games,
  };
}

/** A live table's status in the betting phase with `secondsLeft` to go. */
export function fixtureLiveTable(tableId: string, gameCode: string, secondsLeft = 12): LiveTableStatus {
  const serverNowMs = Date.UTC(2026, 0, 1, 12, 0, 0);
  return {
    tableId,
    gameCode,
    name: tableId,
    dealerName: 'Aino',
    phase: 'betting',
    roundId: `${tableId}-r1`,
    phaseEndsAtMs: serverNowMs + secondsLeft * 1_000,
    serverNowMs,
    players: 7,
    lastResults: ['17', '3', '32'],
  };
}
