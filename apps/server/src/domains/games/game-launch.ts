import type { LaunchMode } from '@vauhti/contracts/games';
import type { AccountStateName } from '../../reference/account-states';
import { failure, type Result, success } from './games-errors';

/*
 * Who may open a game (docs/games-integration.md section 2); the provider's adapter builds the
 * address the game window frames (provider/game-provider.ts). Real money needs a logged-in player
 * whose account is active, in a country where the site is open; demo needs a game with a
 * play-money mode, and is closed to a logged-in player who may not play (a break or exclusion
 * covers the whole casino) and in a blocked country.
 */

export type Launcher = {
  /** The logged-in player, or null for a visitor. */
  player: { playerId: number; accountState: AccountStateName } | null;
  /** The site is closed in the country the request comes from. */
  countryBlocked: boolean;
};

export function launchRefusal(mode: LaunchMode, hasDemo: number, launcher: Launcher): Result<true> {
  if (launcher.countryBlocked) return failure('PLAYER_BLOCKED', 'games cannot be played from this country');
  if (mode === 'real' && launcher.player === null) return failure('NOT_LOGGED_IN', 'log in to play for real money');
  if (mode === 'demo' && hasDemo <= 0) {
    return failure('DEMO_NOT_AVAILABLE', 'this game has no play-money mode');
  }
  if (launcher.player && launcher.player.accountState !== 'active') {
    return failure('PLAYER_BLOCKED', 'the account may not play games now', {
      accountState: launcher.player.accountState,
    });
  }
  return success(true);
}

/** What the launch-check tells the game window before it asks for a launch. */
export function launchAllowances(hasDemo: number, launcher: Launcher) {
  return {
    demoAllowed: launchRefusal('demo', hasDemo, launcher).ok,
    realAllowed: launchRefusal('real', hasDemo, launcher).ok,
  };
}

/** Where a provider's lobby button returns: the site's casino in the player's site language. */
export function lobbyUrlOf(siteUrl: string, siteLanguage: string): string {
  return `${siteUrl}/${siteLanguage}/casino`;
}
