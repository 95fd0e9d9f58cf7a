import type { Game, GamesCatalogue, LaunchCheck } from '@vauhti/contracts/games';
import { SPLIT_SCREEN_LOBBY_ID } from '../rules/split-screen';

/** A game of the fixture catalogue; every field a real catalogue game has. */
export function fixtureGame(gameCode: string, overrides: Partial<Game> = {}): Game {
  return {
    gameCode,
    name: gameCode
      .split('-')
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(' '),
    vendorCode: 'aurora',
    vendorDisplayName: 'Aurora Reels',
    multilingualUrl: { en: gameCode, fi: gameCode },
    aspectRatio: 1,
    hasDemo: 1,
    category: 'slots',
    volatility: 'medium',
    rtpBasisPoints: 9610,
    minStakeMinor: 10,
    maxStakeMinor: 10_000,
    tags: [],
    releasedAt: '2026-01-01',
    popularity: 500,
    liveTableId: null,
    splitScreen: true,
    ...overrides,
  };
}

const aurora = Array.from({ length: 14 }, (_, index) => fixtureGame(`frost-${index + 1}`));
const nova = Array.from({ length: 4 }, (_, index) =>
  fixtureGame(`nova-star-${index + 1}`, { vendorCode: 'nova', vendorDisplayName: 'Nova Studio' }),
);
const live = fixtureGame('live-roulette', { category: 'live', hasDemo: 0, splitScreen: false, liveTableId: 't1' });

/** A catalogue with a split-screen lobby of two groups (14 Aurora slots, 4 Nova ones) and a live game outside it. */
export function fixtureCatalogue(): GamesCatalogue {
  return {
    gamePath: 'http://games.test/media/games',
    providerLogoPath: 'http://games.test/media/providers',
    providers: [
      { code: 'aurora', name: 'Aurora Reels', gameCount: 14 },
      { code: 'nova', name: 'Nova Studio', gameCount: 4 },
    ],
    lobbies: [
      {
        id: 'slots',
        name: 'slots',
        multilingualUrlLobby: { en: 'slots' },
        gameGroupList: [
          { id: 'all', name: 'all', multilingualUrl: { en: 'all' }, gameCodes: aurora.map((g) => g.gameCode) },
        ],
      },
      {
        id: SPLIT_SCREEN_LOBBY_ID,
        name: 'splitScreen',
        multilingualUrlLobby: { en: 'split-screen_no_show' },
        gameGroupList: [
          {
            id: 'popular',
            name: 'popular',
            multilingualUrl: { en: 'popular' },
            gameCodes: aurora.map((g) => g.gameCode),
          },
          { id: 'new', name: 'new', multilingualUrl: { en: 'new' }, gameCodes: nova.map((g) => g.gameCode) },
        ],
      },
    ],
    games: [...aurora, ...nova, live],
  };
}

export function fixtureLaunchCheck(game: Game, overrides: Partial<LaunchCheck> = {}): LaunchCheck {
  return {
    game,
    gdContent: `<p>${game.name} is a ${game.volatility} volatility slot.</p>`,
    demoAllowed: game.hasDemo > 0,
    realAllowed: true,
    ...overrides,
  };
}

export const playerStatus = {
  status: 'logged_in',
  loggedIn: true,
  playerId: 7,
  registration: {
    complete: true,
    nextStep: null,
    otpRequired: false,
    otpChannel: 'sms',
    fallbackChannel: 'email',
    verifiedChannels: ['sms'],
  },
};
