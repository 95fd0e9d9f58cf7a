import nodeConsole from 'node:console';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { Game, LaunchCheck } from '@vauhti/contracts/games';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetGameWindow } from '../../../lib/game-window/game-window-store';
import { useGameHostNeeded, useReportPageVisits } from '../../../lib/game-window/use-game-window-route';
import { i18n } from '../../../lib/i18n/i18n';
import { SiteLanguageProvider } from '../../../lib/i18n/site-language';
import { apiError, guestStatus, type MockResponse } from '../../../test-support/api-mock';
import { testQueryClient } from '../../../test-support/render';
import { GameHost } from '../components/GameHost';
import { GameplayPage } from '../pages/GameplayPage';
import { fixtureCatalogue, fixtureLaunchCheck, playerStatus } from './fixtures';

/** The app shell's part in the game window: the persistent host before the page. */
function Shell() {
  return (
    <main>
      <GameHostSlot />
      <Outlet />
      <PageVisits />
    </main>
  );
}

function GameHostSlot() {
  return useGameHostNeeded() ? <GameHost /> : null;
}

function PageVisits() {
  useReportPageVisits();
  return null;
}

function PageMarker() {
  const location = useLocation();
  return <p data-testid="location">at {`${location.pathname}${location.search}`}</p>;
}

/** Renders the gameplay route with the game host the way the app shell mounts them. */
export function renderGameplay(url: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <SiteLanguageProvider language="en">
            <Shell />
          </SiteLanguageProvider>
        ),
        children: [
          { path: 'gameplay/:gameId', element: <GameplayPage /> },
          { path: '*', element: <PageMarker /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

type Request = { body: unknown; query: URLSearchParams; path: string };

/** The platform's answers for the game window, as a player or a guest. */
export function gameplayRoutes(options: {
  player: boolean;
  checks?: Record<string, LaunchCheck | MockResponse>;
  bonus?: () => number;
  recommended?: string[];
}) {
  const catalogue = fixtureCatalogue();
  const byPath = new Map(catalogue.games.map((game: Game) => [game.multilingualUrl.en, game]));
  return {
    'GET /auth/status': options.player ? playerStatus : guestStatus,
    'GET /profile': { playerID: 7, currency: { code: 'EUR', symbol: '€' } },
    'GET /games/catalogue': catalogue,
    'GET /games/favourites': { favourites: {} },
    'GET /wallet/balances': () => {
      const bonus = options.bonus?.() ?? 0;
      return {
        currency: 'EUR',
        cashMinor: 5000,
        bonusMinor: bonus,
        withdrawableMinor: 5000,
        totalMinor: 5000 + bonus,
        withdrawalHoldMinor: 0,
        debtMinor: 0,
      };
    },
    'GET /games/recommended': { gameCodes: options.recommended ?? ['frost-5', 'frost-6'] },
    'GET /games/launch-check': ({ query }: Request) => {
      const path = query.get('path') ?? '';
      const custom = options.checks?.[path];
      if (custom) return custom;
      const game = byPath.get(path);
      return game ? fixtureLaunchCheck(game) : apiError(404, 'GAME_NOT_FOUND');
    },
    'POST /games/launch': ({ body }: Request) => {
      const { gameCode, mode } = body as { gameCode: string; mode: string };
      return { url: `http://games.test/play/${gameCode}?mode=${mode}`, mode, gameCode };
    },
  };
}

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };

/**
 * The set-up a game-window suite shares: a desktop window (whose top bar offers the split screen),
 * happy-dom's console notice for each frame it does not load kept quiet (it writes to node's
 * console, not the test's), and the game window emptied after each test.
 */
export function setUpDesktopGameWindowTests() {
  beforeEach(() => {
    const print = nodeConsole.error.bind(nodeConsole);
    vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Iframe page loading is disabled')) print(...args);
    });
    act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1440, height: 900 }));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
  });
  afterEach(() => {
    cleanup();
    resetGameWindow();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
