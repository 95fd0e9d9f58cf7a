import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { gameplayPath } from '../../../lib/games/game-links';
import { catalogueQuery, gameIndexOf } from '../../../lib/games/games-queries';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { isSitePath } from '../../../lib/navigation/previous-url';
import { sessionKeys } from '../../../lib/session/session-queries';
import { readStorage, SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import type { FinishedDeposit } from './use-deposit-flow';

/** After a successful deposit, the game chosen with its bonus launches this long after (spec section 9). */
export const GAME_LAUNCH_DELAY_MS = 1000;
/** After a successful deposit, a stored redirect is followed this long after (spec section 9). */
export const REDIRECT_AFTER_SUCCESS_MS = 2000;

type AfterSuccess = { kind: 'launchingGame'; gameCode: string } | { kind: 'redirecting'; path: string };

/** What a successful deposit goes on to: the bonus's game, else a stored site path, else nothing. */
function afterSuccessOf(finished: FinishedDeposit | null): AfterSuccess | null {
  if (finished?.outcome.screen !== 'success') return null;
  if (finished.gameCode) return { kind: 'launchingGame', gameCode: finished.gameCode };
  const stored = readStorage('session', SESSION_KEYS.cashierRedirectStep);
  return stored && isSitePath(stored) ? { kind: 'redirecting', path: stored } : null;
}

/**
 * Spec part 1 section 4, on success: when a game was chosen with the bonus the modal closes after
 * GAME_LAUNCH_DELAY_MS and the game launches ({lang}/gameplay/{launch path}); else when a
 * redirectStep is stored the modal closes and the player goes there after REDIRECT_AFTER_SUCCESS_MS.
 * The profile and balances are read again, as for any close. Returns what is about to happen.
 */
export function useDepositAfterSuccess(
  finished: FinishedDeposit | null,
  close: () => void,
): AfterSuccess['kind'] | null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const next = useMemo(() => afterSuccessOf(finished), [finished]);
  // Read when the time comes: a new page url (a new close function) must not restart the wait.
  const latest = useRef({ close, navigate, language });
  latest.current = { close, navigate, language };

  useEffect(() => {
    if (!next) return;
    let cancelled = false;
    const leave = (path: string | null) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.player });
      if (path) latest.current.navigate(path);
      else latest.current.close();
    };
    if (next.kind === 'launchingGame') void queryClient.prefetchQuery(catalogueQuery);
    const timer = setTimeout(
      async () => {
        if (next.kind === 'redirecting') {
          writeStorage('session', SESSION_KEYS.cashierRedirectStep, null);
          leave(next.path);
          return;
        }
        const catalogue = await queryClient.fetchQuery(catalogueQuery).catch(() => undefined);
        if (cancelled) return;
        const game = catalogue ? gameIndexOf(catalogue).get(next.gameCode) : undefined;
        leave(game ? gameplayPath(latest.current.language, game) : null);
      },
      next.kind === 'launchingGame' ? GAME_LAUNCH_DELAY_MS : REDIRECT_AFTER_SUCCESS_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [next, queryClient]);

  return next?.kind ?? null;
}
