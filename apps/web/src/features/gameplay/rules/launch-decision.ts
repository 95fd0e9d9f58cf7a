import { forceRealGameLogin } from '../../../lib/navigation/login-redirect';

/*
 * How the game window starts a game (spec 2.1 and 2.8): a player plays for real; a guest plays
 * for fun only when the game has a demo (hasDemo > 0) and is sent to log in otherwise, or when
 * the url asks for the real game (forceRealGame). The url is stored first, so login comes back.
 */

export type LaunchDecision =
  /** The session is not known yet. */
  | { kind: 'wait' }
  | { kind: 'play'; mode: 'real' | 'demo' }
  | { kind: 'login'; previousUrl: string; target: string }
  /** A player the platform does not let play this game for real (blocked, or not offered). */
  | { kind: 'unavailable' };

export type LaunchDecisionInput = {
  session: 'loading' | 'guest' | 'player';
  game: { hasDemo: number };
  /** From launch-check. */
  demoAllowed: boolean;
  realAllowed: boolean;
  language: string;
  pathname: string;
  search: string;
};

export function launchDecision(input: LaunchDecisionInput): LaunchDecision {
  if (input.session === 'loading') return { kind: 'wait' };
  if (input.session === 'player') return input.realAllowed ? { kind: 'play', mode: 'real' } : { kind: 'unavailable' };
  const forced = forceRealGameLogin({
    pathname: input.pathname,
    search: input.search,
    language: input.language,
    loggedIn: false,
  });
  if (forced) return { kind: 'login', ...forced };
  if (input.game.hasDemo > 0 && input.demoAllowed) return { kind: 'play', mode: 'demo' };
  return { kind: 'login', previousUrl: `${input.pathname}${input.search}`, target: `/${input.language}/login` };
}
