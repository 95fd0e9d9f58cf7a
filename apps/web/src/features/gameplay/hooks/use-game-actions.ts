import type { Game } from '@vauhti/contracts/games';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GameEntry } from '../../../lib/game-window/game-window-state';
import { gameWindow, gameWindowState } from '../../../lib/game-window/game-window-store';
import { returnTarget } from '../../../lib/game-window/return-target';
import { gameplayPath } from '../../../lib/games/game-links';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { rememberGameForRegistration } from '../../../lib/navigation/after-login';
import { cashierLinkOf } from '../../../lib/navigation/url-checks';

/** The current page with ?service=deposit: the site's deposit entry (spec 2.2). */
export function depositUrl(pathname: string, search: string): string {
  return cashierLinkOf(pathname, search, { service: 'deposit' });
}

/**
 * What the game window's controls do. Each changes the shared state and, where the url must
 * follow (close, minimise, maximise, a new active game), navigates: the gameplay url always
 * names the active game.
 */
export function useGameActions() {
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const { pathname, search } = useLocation();

  return useMemo(() => {
    const playUrl = (launchPath: string) => `/${language}/gameplay/${launchPath}`;
    const leave = () => returnTarget(gameWindowState().origin, language);
    const close = () => {
      const target = leave();
      gameWindow.clearGames();
      navigate(target);
    };
    return {
      close,
      /** Closes the floating box where the player is: no page change. */
      dismiss: () => gameWindow.clearGames(),
      /** To the floating box, back on the page the game came from. */
      minimise: () => {
        const target = leave();
        gameWindow.minimise();
        navigate(target);
      },
      /** From the floating box: the game's own url brings the full window back. */
      maximise: () => {
        const active = gameWindowState().games[0];
        if (active) navigate(playUrl(active.launchPath));
      },
      /** Closes one game; the last one closes the window, the first of two hands over the url. */
      closeSlot: (slot: number) => {
        const { games } = gameWindowState();
        if (games.length <= 1) {
          close();
          return;
        }
        gameWindow.closeGame(slot);
        const remaining = gameWindowState().games[0];
        if (slot === 0 && remaining) navigate(playUrl(remaining.launchPath), { replace: true });
      },
      changeSlot: (slot: number) => gameWindow.changeGame(slot),
      /** A game picked in the split-screen search; a new first game takes over the url. */
      chooseSplitGame: (entry: GameEntry) => {
        const slot = gameWindowState().searchSlot;
        gameWindow.chooseSplitGame(entry);
        if (slot === 0 && gameWindowState().games[0]?.gameCode === entry.gameCode) {
          navigate(playUrl(entry.launchPath), { replace: true });
        }
      },
      /** Switch game (recommended): the gameplay route opens the new game in place. */
      switchGame: (game: Game) => navigate(gameplayPath(language, game)),
      /** A guest's sign-up: the game's url and launch path are stored first (spec 2.1). */
      register: () => {
        const url = `${pathname}${search}`;
        rememberGameForRegistration(url);
        navigate(`/${language}/register/step1`, { state: { from: url } });
      },
      deposit: () => navigate(depositUrl(pathname, search)),
      depositUrl: depositUrl(pathname, search),
    };
  }, [navigate, language, pathname, search]);
}
