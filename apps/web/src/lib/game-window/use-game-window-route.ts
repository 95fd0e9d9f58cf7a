import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isGameplayPath } from '../navigation/url-checks';
// The core, not game-window-store.ts: the game window's own actions stay out of the first load.
import { gameWindowPageVisited, useGameWindow } from './game-window-core';

/**
 * For the app shell, after the page: reports every navigation to the game window (a page outside
 * it is the next launch's origin and, unless the game is minimised, closes the game). Its effect
 * runs after the page's own, as the shell places it after the page.
 */
export function useReportPageVisits(): void {
  const { pathname, search } = useLocation();
  const gameplay = isGameplayPath(pathname);
  useEffect(() => {
    gameWindowPageVisited(`${pathname}${search}`, gameplay);
  }, [pathname, search, gameplay]);
}

/** For the app shell: whether the game host is needed: on the gameplay route, or while a game is kept in the floating box. */
export function useGameHostNeeded(): boolean {
  const { pathname } = useLocation();
  const hasGames = useGameWindow((state) => state.games.length > 0);
  return isGameplayPath(pathname) || hasGames;
}
