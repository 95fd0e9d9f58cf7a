import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamesKeys } from '../../lib/games/games-queries';
import { fixtureCatalogue, fixtureLiveTable } from '../../lib/games/test-support/fixture-catalogue';
import { guestStatus, mockApi } from '../../test-support/api-mock';
import { renderWithSite, testQueryClient } from '../../test-support/render';
import { GameRows } from './GameRows';
import { GAMES_PER_ROW, homeGameRows } from './game-rows';

afterEach(() => vi.unstubAllGlobals());

describe('home game rows', () => {
  it('takes popular, new and live casino from their lobbies, a row at most twelve games long', () => {
    const catalogue = fixtureCatalogue({ slots: 40 });
    const rows = homeGameRows(catalogue, 'fi');
    expect(rows.map((row) => [row.kind, row.viewAllPath])).toEqual([
      // The fixture's popular lobby has the Finnish url 'fi': hidden in Finnish, so not linked.
      ['popular', null],
      ['new', '/fi/casino/new'],
      ['live', '/fi/casino/live-kasino'],
    ]);
    const popular = catalogue.lobbies.find((lobby) => lobby.id === 'popular')?.gameGroupList[0]?.gameCodes ?? [];
    expect(rows[0]?.games.map((game) => game.gameCode)).toEqual(popular.slice(0, GAMES_PER_ROW));
    expect(rows[2]?.games.every((game) => game.category === 'live')).toBe(true);
  });

  it('falls back to the catalogue order rules when a lobby is missing, and drops empty rows', () => {
    const catalogue = { ...fixtureCatalogue({ slots: 5 }), lobbies: [] };
    const rows = homeGameRows(catalogue, 'en');
    expect(rows.map((row) => row.kind)).toEqual(['popular', 'new', 'live']);
    expect(rows.every((row) => row.viewAllPath === null)).toBe(true);
    const popularities = rows[0]?.games.map((game) => game.popularity) ?? [];
    expect(popularities).toEqual([...popularities].sort((a, b) => b - a));
    expect(homeGameRows({ ...catalogue, games: [] }, 'en')).toEqual([]);
  });

  it('renders each row with its title, view-all link and game tiles, live tables with their status', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /games/live-tables': { tables: [fixtureLiveTable('roulette-1', 'saga-aurora-roulette', 9)] },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(gamesKeys.catalogue, fixtureCatalogue({ slots: 20 }));
    renderWithSite(<GameRows />, { url: '/en', queryClient });
    const popular = await screen.findByRole('region', { name: 'Popular now' });
    expect(within(popular).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/en/casino/popular');
    expect(within(popular).getAllByRole('article')).toHaveLength(GAMES_PER_ROW);
    const live = screen.getByRole('region', { name: 'Live casino' });
    expect(await within(live).findByText('Bets open')).toBeTruthy();
  });
});
