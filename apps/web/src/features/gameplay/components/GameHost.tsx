import { useLocation } from 'react-router';
import { useGameWindow } from '../../../lib/game-window/game-window-store';
import { GameWindow, type WindowLayout } from './GameWindow';

/** The launch path a gameplay url names, or null off the game window. */
export function launchPathOfUrl(pathname: string): string | null {
  const match = /^\/[^/]+\/gameplay\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Where the game window shows (spec 2.8): full on the gameplay route; in the floating box on
 * other pages while minimised. A minimised game stays in its box while another game's url loads,
 * until that game replaces it.
 */
export function windowLayout(input: {
  routeLaunchPath: string | null;
  launchPaths: readonly string[];
  minimised: boolean;
}): WindowLayout | null {
  if (input.launchPaths.length === 0) return null;
  const routeGameInWindow = input.routeLaunchPath !== null && input.launchPaths.includes(input.routeLaunchPath);
  if (input.routeLaunchPath !== null && (!input.minimised || routeGameInWindow)) return 'full';
  return input.minimised ? 'floating' : null;
}

/**
 * The persistent game host the app shell mounts once: the game iframes live here, not in the
 * gameplay route, so they survive minimising and navigating. The route only says which game to
 * show (lib/game-window).
 */
export function GameHost() {
  const { pathname } = useLocation();
  const launchPaths = useGameWindow((state) => state.games.map((game) => game.launchPath).join('\n'));
  const minimised = useGameWindow((state) => state.minimised);
  const layout = windowLayout({
    routeLaunchPath: launchPathOfUrl(pathname),
    launchPaths: launchPaths ? launchPaths.split('\n') : [],
    minimised,
  });
  return layout ? <GameWindow layout={layout} /> : null;
}
