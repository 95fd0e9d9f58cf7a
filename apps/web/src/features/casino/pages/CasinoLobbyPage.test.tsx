import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GamesCatalogue } from '@vauhti/contracts/games';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '../../../app/guards';
import { fixtureCatalogue, fixtureLiveTable } from '../../../lib/games/test-support/fixture-catalogue';
import { i18n } from '../../../lib/i18n/i18n';
import type { SiteLanguage } from '../../../lib/i18n/languages';
import { SiteLanguageProvider } from '../../../lib/i18n/site-language';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { renderWithSite, testQueryClient } from '../../../test-support/render';
import { LOBBY_TABS_CAROUSEL_OPTIONS } from '../components/LobbyTabs';
import { GRID_DOM_NODES_MAX } from '../test-support/lobby-budget';
import { CasinoLobbyPage } from './CasinoLobbyPage';
import { FavouritesPage } from './FavouritesPage';

const playerStatus = { status: 'logged_in', loggedIn: true, playerId: 7, registration: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

function lobbyRoutes(catalogue: GamesCatalogue, status: unknown = guestStatus) {
  return {
    'GET /auth/status': status,
    'GET /profile': {},
    'GET /games/catalogue': catalogue,
    'GET /games/live-tables': {
      tables: [
        fixtureLiveTable('roulette-1', 'saga-aurora-roulette', 9),
        fixtureLiveTable('blackjack-1', 'saga-midnight-blackjack', 4),
      ],
    },
    'GET /games/favourites': { favourites: {} },
  };
}

function renderLobby(url: string, language: SiteLanguage = 'en') {
  const segments = new URL(url, 'http://site').pathname.split('/').filter(Boolean).length;
  const path = ['/:lang/casino', '/:lang/casino/:gamegroup', '/:lang/casino/:gamegroup/:gamegrouptype'][segments - 2];
  return renderWithSite(<CasinoLobbyPage />, { url, path, language });
}

const tabsOf = () =>
  within(screen.getByRole('navigation', { name: 'Game lobbies' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('casino lobby tabs (spec 2.3)', () => {
  it('shows every lobby except the no_show one, the active one marked', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/en/casino/slots');
    await screen.findByRole('navigation', { name: 'Game lobbies' });
    expect(tabsOf()).toEqual([
      '/en/casino/slots',
      '/en/casino/live-casino',
      '/en/casino/table-games',
      '/en/casino/new',
      '/en/casino/popular',
    ]);
    expect(screen.getByRole('link', { name: 'Slots', current: 'page' })).toBeTruthy();
  });

  it('hides a lobby whose localized url is the language code and links the localized urls', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/fi/casino/kolikkopelit', 'fi');
    await screen.findByRole('navigation', { name: 'Game lobbies' });
    expect(tabsOf()).toEqual([
      '/fi/casino/kolikkopelit',
      '/fi/casino/live-kasino',
      '/fi/casino/table-games',
      '/fi/casino/new',
    ]);
  });

  it('adds the favourites tab for a logged-in player', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue(), playerStatus));
    renderLobby('/en/casino');
    await waitFor(() => expect(tabsOf()).toContain('/en/casino/favourites'));
  });

  it('swipes the tabs in groups of 3 above 480 px and 1 at 480 px and below', async () => {
    expect(LOBBY_TABS_CAROUSEL_OPTIONS.slidesToScroll).toBe(3);
    expect(LOBBY_TABS_CAROUSEL_OPTIONS.breakpoints).toEqual({ '(max-width: 480px)': { slidesToScroll: 1 } });

    mockApi(lobbyRoutes(fixtureCatalogue()));
    const wide = renderLobby('/en/casino/slots');
    const nav = await screen.findByRole('navigation', { name: 'Game lobbies' });
    expect(nav.getAttribute('data-swipe-group')).toBe('3');
    wide.unmount();

    const narrowMatch = (query: string) => ({
      matches: query === '(max-width: 480px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    });
    vi.stubGlobal('matchMedia', narrowMatch);
    renderLobby('/en/casino/slots');
    const narrowNav = await screen.findByRole('navigation', { name: 'Game lobbies' });
    expect(narrowNav.getAttribute('data-swipe-group')).toBe('1');
  });
});

describe('casino lobby pages', () => {
  it('opens /casino on the slots lobby with its groups as sub-tabs', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/en/casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const groups = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(groups.map((link) => link.getAttribute('href'))).toEqual([
      '/en/casino/slots',
      '/en/casino/slots/new',
      '/en/casino/slots/popular',
      '/en/casino/slots/classic',
    ]);
  });

  it('shows page-not-found for an unknown lobby or group', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    const first = renderLobby('/en/casino/bingo');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    first.unmount();
    renderLobby('/en/casino/slots/missing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the empty-group texts for a group without games', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue({ emptyGroup: true })));
    renderLobby('/en/casino/slots/classic');
    expect(await screen.findByRole('heading', { name: 'No games in this category yet' })).toBeTruthy();
    expect(screen.getByText('New games arrive here regularly. In the meantime, try another category.')).toBeTruthy();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('shows the live-casino banner and the live tables with their status', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/en/casino/live-casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeTruthy();
    const tables = await screen.findByRole('region', { name: 'Tables now' });
    expect(within(tables).getByText('roulette-1')).toBeTruthy();
    expect(within(tables).getAllByText('Dealer Aino')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('timer').length).toBeGreaterThanOrEqual(2));
  });

  it('sorts the games: popular by default, then A–Z, newest and RTP', async () => {
    const catalogue = fixtureCatalogue({ slots: 6 });
    mockApi(lobbyRoutes(catalogue));
    renderLobby('/en/casino/slots');
    await screen.findAllByRole('article');
    const slots = catalogue.games.filter((game) => game.category === 'slots');
    const expected = (compare: (a: (typeof slots)[number], b: (typeof slots)[number]) => number) =>
      [...slots].sort(compare).map((game) => game.name);
    expect(cardNames()).toEqual(expected((a, b) => b.popularity - a.popularity));

    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'az');
    await waitFor(() =>
      expect(cardNames()).toEqual(expected((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))),
    );
    await userEvent.selectOptions(select, 'newest');
    await waitFor(() => expect(cardNames()).toEqual(expected((a, b) => b.releasedAt.localeCompare(a.releasedAt))));
    await userEvent.selectOptions(select, 'rtp');
    await waitFor(() => expect(cardNames()).toEqual(expected((a, b) => b.rtpBasisPoints - a.rtpBasisPoints)));
  });

  it('filters by the studios ticked in the studio filter', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue({ slots: 12 })));
    renderLobby('/en/casino/slots');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Studios' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Lumen Play/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Studios (1)' })).toBeTruthy();
  });

  it('keeps a 5,000-game lobby within its DOM budget (virtualised grid)', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue({ slots: 5_000 })));
    renderLobby('/en/casino/slots');
    const grid = await screen.findByRole('feed', { name: 'Games' });
    await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
    const cards = within(grid).getAllByRole('article');
    expect(cards.length).toBeLessThan(100);
    expect(grid.querySelectorAll('*').length).toBeLessThanOrEqual(GRID_DOM_NODES_MAX);
    expect(cards[0]?.getAttribute('aria-setsize')).toBe('5000');
  });
});

describe('lobby search (spec 2.3, 2.7, 8)', () => {
  it('shows gamingComp.gaming28 when nothing matches', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/en/casino/slots');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'zzzz');
    expect(
      await screen.findByRole('heading', { name: 'No games found. Check the spelling or try the name of a studio.' }),
    ).toBeTruthy();
  });

  it('finds games and studios across the catalogue; view all filters the lobby by the studio', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue({ slots: 12 })));
    const { router } = renderLobby('/en/casino/slots');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'lumen');
    const studios = await screen.findByRole('list', { name: 'Studios' });
    expect(within(studios).getByText('Lumen Play')).toBeTruthy();
    expect(within(studios).getByText('2 games')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 games found' })).toBeTruthy();
    await userEvent.click(within(studios).getByRole('button', { name: 'View all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?providers=lumen'));
    expect(screen.getByRole('button', { name: 'Studios (1)' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('empty text closes the results and the groups come back', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/en/casino/slots');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'book');
    await screen.findByRole('heading', { name: /games? found/ });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeTruthy();
  });

  it('focuses the search box when the url asks for it (the header search button)', async () => {
    mockApi(lobbyRoutes(fixtureCatalogue()));
    renderLobby('/en/casino/slots?search=');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});

describe('favourites lobby', () => {
  function renderFavourites(status: unknown, favourites: Record<string, true>) {
    const catalogue = fixtureCatalogue({ slots: 6 });
    mockApi({ ...lobbyRoutes(catalogue, status), 'GET /games/favourites': { favourites } });
    const router = createMemoryRouter(
      [
        {
          path: '/en',
          element: (
            <SiteLanguageProvider language="en">
              <RequireLogin />
            </SiteLanguageProvider>
          ),
          children: [{ path: 'casino/favourites', element: <FavouritesPage /> }],
        },
        { path: '/en/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/en/casino/favourites'] },
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    return catalogue;
  }

  it('sends a guest to login and back to the favourites afterwards', async () => {
    renderFavourites(guestStatus, {});
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.previousUrl)).toBe('/en/casino/favourites');
  });

  it("shows the player's favourite games, or how to add some", async () => {
    const catalogue = renderFavourites(playerStatus, {});
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse slots' }).getAttribute('href')).toBe('/en/casino/slots');
    cleanup();
    vi.unstubAllGlobals();

    const [first, second] = catalogue.games;
    renderFavourites(playerStatus, { [first?.gameCode ?? '']: true, [second?.gameCode ?? '']: true });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Favourites', current: 'page' })).toBeTruthy();
  });
});
