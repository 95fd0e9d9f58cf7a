import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureGame } from '../../../lib/games/test-support/fixture-catalogue';
import { COLUMNS_MAX, COLUMNS_MIN, gridLayout, rowCount } from './grid-layout';
import { readLobbyFilters, withLobbyFilters } from './lobby-params';
import { defaultLobby, findGroup, findLobby, isLobbyHidden, tabSwipeGroupSize, visibleLobbies } from './lobby-rules';
import { filterByProviders, SORT_ORDERS, sortGames } from './sort-games';

describe('lobby tabs (spec 2.3)', () => {
  const { lobbies } = fixtureCatalogue();

  it('hides a lobby whose slug ends in no_show', () => {
    expect(
      isLobbyHidden({ id: 'split-screen_no_show', multilingualUrlLobby: { en: 'split-screen_no_show' } }, 'en'),
    ).toBe(true);
    expect(isLobbyHidden({ id: 'x', multilingualUrlLobby: { en: 'weekly-picks-no_show' } }, 'en')).toBe(true);
    expect(visibleLobbies(lobbies, 'en').map((lobby) => lobby.id)).toEqual([
      'slots',
      'live-casino',
      'table-games',
      'new',
      'popular',
    ]);
  });

  it('hides a lobby whose localized slug equals the language code, only in that language', () => {
    expect(visibleLobbies(lobbies, 'fi').map((lobby) => lobby.id)).toEqual([
      'slots',
      'live-casino',
      'table-games',
      'new',
    ]);
    expect(isLobbyHidden({ id: 'popular', multilingualUrlLobby: { en: 'popular', fi: 'fi' } }, 'en')).toBe(false);
  });

  it('finds a lobby by its localized slug, by another edition slug, or by id', () => {
    expect(findLobby(lobbies, 'kolikkopelit', 'fi')?.id).toBe('slots');
    expect(findLobby(lobbies, 'slots', 'fi')?.id).toBe('slots');
    expect(findLobby(lobbies, 'live-kasino', 'en')?.id).toBe('live-casino');
    expect(findLobby(lobbies, 'nothing', 'en')).toBeUndefined();
  });

  it('finds a group by its slug and opens /casino on the slots lobby', () => {
    const slots = findLobby(lobbies, 'slots', 'en');
    expect(slots && findGroup(slots, 'uudet', 'fi')?.id).toBe('new');
    expect(slots && findGroup(slots, 'missing', 'en')).toBeUndefined();
    expect(defaultLobby(lobbies, 'en')?.id).toBe('slots');
  });

  it('swipes tabs three at a time above 480 px and one at a time at 480 px and below', () => {
    expect(tabSwipeGroupSize(1440)).toBe(3);
    expect(tabSwipeGroupSize(481)).toBe(3);
    expect(tabSwipeGroupSize(480)).toBe(1);
    expect(tabSwipeGroupSize(360)).toBe(1);
  });
});

describe('sort orders (spec 2.3: popular, newest, A–Z, RTP)', () => {
  const games = [
    fixtureGame(0, { gameCode: 'b', name: 'Björn', popularity: 10, releasedAt: '2026-01-02', rtpBasisPoints: 9500 }),
    fixtureGame(1, { gameCode: 'a', name: 'apple', popularity: 900, releasedAt: '2025-06-01', rtpBasisPoints: 9700 }),
    fixtureGame(2, { gameCode: 'z', name: 'Zed', popularity: 500, releasedAt: '2026-03-01', rtpBasisPoints: 9612 }),
  ];
  const codes = (order: (typeof SORT_ORDERS)[number]) => sortGames(games, order, 'en-GB').map((game) => game.gameCode);

  it('orders by popularity, release date, name and RTP', () => {
    expect(codes('popular')).toEqual(['a', 'z', 'b']);
    expect(codes('newest')).toEqual(['z', 'b', 'a']);
    expect(codes('az')).toEqual(['a', 'b', 'z']);
    expect(codes('rtp')).toEqual(['a', 'z', 'b']);
  });

  it('returns a permutation, in order, without touching the input', () => {
    const catalogue = fixtureCatalogue({ slots: 40 }).games;
    fc.assert(
      fc.property(fc.constantFrom(...SORT_ORDERS), fc.shuffledSubarray(catalogue), (order, subset) => {
        const before = [...subset];
        const sorted = sortGames(subset, order, 'en-GB');
        expect(subset).toEqual(before);
        expect([...sorted].map((game) => game.gameCode).sort()).toEqual(before.map((game) => game.gameCode).sort());
        for (let index = 1; index < sorted.length; index += 1) {
          const [previous, current] = [sorted[index - 1], sorted[index]];
          if (!previous || !current) continue;
          if (order === 'popular') expect(previous.popularity).toBeGreaterThanOrEqual(current.popularity);
          if (order === 'rtp') expect(previous.rtpBasisPoints).toBeGreaterThanOrEqual(current.rtpBasisPoints);
          if (order === 'newest') expect(previous.releasedAt >= current.releasedAt).toBe(true);
        }
      }),
    );
  });

  it('filters by the chosen studios, all studios when none is chosen', () => {
    const catalogue = fixtureCatalogue({ slots: 12 }).games;
    expect(filterByProviders(catalogue, [])).toHaveLength(catalogue.length);
    expect(new Set(filterByProviders(catalogue, ['aurora', 'lumen']).map((game) => game.vendorCode))).toEqual(
      new Set(['aurora', 'lumen']),
    );
  });
});

describe('grid layout', () => {
  it('fits whole tiles in the width, between the column limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        const layout = gridLayout(width);
        expect(layout.columns).toBeGreaterThanOrEqual(COLUMNS_MIN);
        expect(layout.columns).toBeLessThanOrEqual(COLUMNS_MAX);
        expect(layout.tileWidthPx * layout.columns + layout.gapPx * (layout.columns - 1)).toBeLessThanOrEqual(
          Math.max(width, layout.gapPx * (layout.columns - 1)) + 0.001,
        );
        expect(layout.rowHeightPx).toBeGreaterThan(0);
      }),
    );
  });

  it('uses two columns on a phone and more on a desktop', () => {
    expect(gridLayout(328).columns).toBe(2);
    expect(gridLayout(1376).columns).toBeGreaterThanOrEqual(6);
    expect(rowCount(5_000, 6)).toBe(834);
  });
});

describe('lobby filters in the url', () => {
  it('reads studios, sort and search, with defaults', () => {
    expect(readLobbyFilters(new URLSearchParams('providers=aurora,lumen&sort=rtp&search=book'))).toEqual({
      providers: ['aurora', 'lumen'],
      sort: 'rtp',
      searchOpen: true,
      searchText: 'book',
    });
    expect(readLobbyFilters(new URLSearchParams('sort=sideways'))).toEqual({
      providers: [],
      sort: 'popular',
      searchOpen: false,
      searchText: '',
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = withLobbyFilters(new URLSearchParams('affid=7&sort=az'), { sort: 'popular', providers: ['aurora'] });
    expect(params.toString()).toBe('affid=7&providers=aurora');
    expect(withLobbyFilters(params, { searchOpen: false, providers: [] }).toString()).toBe('affid=7');
    expect(withLobbyFilters(new URLSearchParams(), { searchText: 'wolf', searchOpen: true }).toString()).toBe(
      'search=wolf',
    );
  });
});
