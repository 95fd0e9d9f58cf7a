import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgroundUrl, providerLogoUrl, tileUrl } from './game-art';
import { gameplayPath, lobbyPath } from './game-links';
import { searchGames } from './game-search';
import { applyFavouriteAnswer, findGameByLaunchPath, gamesByCodes } from './games-queries';
import { fixtureCatalogue, fixtureGame } from './test-support/fixture-catalogue';

const paths = {
  gamePath: 'http://localhost:5100/media/games/',
  providerLogoPath: 'http://localhost:5100/media/providers',
};

describe('game art urls (integration doc section 1, spec 3)', () => {
  it('builds the tile, background and studio logo from the catalogue paths', () => {
    expect(tileUrl(paths, 'aurora-book-of-frost')).toBe(
      'http://localhost:5100/media/games/aurora-book-of-frost/aurora-book-of-frost.jpg',
    );
    expect(backgroundUrl(paths, 'aurora-book-of-frost')).toBe(
      'http://localhost:5100/media/games/aurora-book-of-frost/aurora-book-of-frost-bg-image.jpg',
    );
    expect(providerLogoUrl(paths, 'aurora')).toBe('http://localhost:5100/media/providers/aurora.png');
  });
});

describe('game links', () => {
  it('opens the game window at the English slug in every language', () => {
    const game = fixtureGame(0, { multilingualUrl: { en: 'book-of-frost', fi: 'pakkasen-kirja' } });
    expect(gameplayPath('fi', game)).toBe('/fi/gameplay/book-of-frost');
  });

  it('links a lobby by its localized slug, with its group and group type', () => {
    const lobby = { id: 'slots', multilingualUrlLobby: { en: 'slots', fi: 'kolikkopelit' } };
    expect(lobbyPath('fi', lobby)).toBe('/fi/casino/kolikkopelit');
    expect(lobbyPath('de', lobby)).toBe('/de/casino/slots');
    expect(lobbyPath('en', lobby, 'new', 'week')).toBe('/en/casino/slots/new/week');
  });
});

describe('searchGames (spec 2.8 search rule)', () => {
  const games = [
    fixtureGame(0, { gameCode: 'a', name: 'Book of Frost', vendorCode: 'aurora', vendorDisplayName: 'Aurora Reels' }),
    fixtureGame(1, { gameCode: 'b', name: 'Wolf Gold', vendorCode: 'north', vendorDisplayName: 'Northwind' }),
    fixtureGame(2, { gameCode: 'c', name: 'Frozen Gems', vendorCode: 'north', vendorDisplayName: 'Northwind' }),
  ];

  it('finds nothing for empty or blank text', () => {
    expect(searchGames(games, '')).toEqual({ games: [], providers: [] });
    expect(searchGames(games, '   ')).toEqual({ games: [], providers: [] });
  });

  it('matches a substring of the name, ignoring case', () => {
    expect(searchGames(games, 'FRO').games.map((game) => game.gameCode)).toEqual(['a', 'c']);
  });

  it('matches the studio name and reports the studio with its game count', () => {
    const result = searchGames(games, 'northw');
    expect(result.games.map((game) => game.gameCode)).toEqual(['b', 'c']);
    expect(result.providers).toEqual([{ code: 'north', name: 'Northwind', count: 2 }]);
  });

  it('never returns excluded games, and does not count them for the studio', () => {
    const result = searchGames(games, 'north', { exclude: ['b'] });
    expect(result.games.map((game) => game.gameCode)).toEqual(['c']);
    expect(result.providers).toEqual([{ code: 'north', name: 'Northwind', count: 1 }]);
  });

  it('every result contains the text in its name or studio, and no match is missed', () => {
    const catalogue = fixtureCatalogue({ slots: 60 }).games;
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 4 }),
        fc.subarray(catalogue.map((game) => game.gameCode)),
        (text, exclude) => {
          const needle = text.trim().toLowerCase();
          const found = new Set(searchGames(catalogue, text, { exclude }).games.map((game) => game.gameCode));
          for (const game of catalogue) {
            const matches =
              needle !== '' &&
              !exclude.includes(game.gameCode) &&
              (game.name.toLowerCase().includes(needle) || game.vendorDisplayName.toLowerCase().includes(needle));
            expect(found.has(game.gameCode)).toBe(matches);
          }
        },
      ),
    );
  });
});

describe('catalogue lookups', () => {
  const catalogue = fixtureCatalogue({ slots: 5 });

  it('finds a game by its launch path', () => {
    const game = catalogue.games[2];
    expect(findGameByLaunchPath(catalogue, `/${game?.multilingualUrl.en}/`)).toBe(game);
    expect(findGameByLaunchPath(catalogue, 'no-such-game')).toBeUndefined();
    expect(findGameByLaunchPath(undefined, 'anything')).toBeUndefined();
  });

  it('keeps the order of a code list and skips unknown codes', () => {
    const [first, second] = catalogue.games;
    expect(gamesByCodes(catalogue, [second?.gameCode ?? '', 'gone', first?.gameCode ?? ''])).toEqual([second, first]);
  });
});

describe('favourite toggle answer (spec 7: acts only when status is SUCCESS)', () => {
  const current = { favourites: { a: true } as Record<string, true> };

  it('adds or removes the game when the server says SUCCESS', () => {
    expect(
      applyFavouriteAnswer(current, { newState: true, gameID: 'b' }, { status: 'SUCCESS', favoriteAddFlag: true }),
    ).toEqual({
      favourites: { a: true, b: true },
    });
    expect(
      applyFavouriteAnswer(current, { newState: false, gameID: 'a' }, { status: 'SUCCESS', favoriteAddFlag: false }),
    ).toEqual({
      favourites: {},
    });
  });

  it('leaves the list alone for any other status', () => {
    expect(
      applyFavouriteAnswer(current, { newState: true, gameID: 'b' }, { status: 'FAILED', favoriteAddFlag: true }),
    ).toBe(current);
  });
});
