import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import type { ActiveGame } from '../../../lib/game-window/game-window-state';
import { balancesQuery, useSession } from '../../../lib/session/session-queries';
import { providerOrigin } from '../rules/game-messages';
import { siteBalanceMessage } from '../rules/site-messages';

/**
 * Relays the player's live balance to one real-money game frame (docs/games-integration.md
 * section 4b): once its client says it has loaded, and again whenever the balance changes (the
 * live socket, a refetch), so both games of a split screen show the same balance whichever one
 * played. The message goes only to the origin of the frame's launch url, never to '*'. Demo
 * frames get nothing: they play with play money.
 */
export function useBalanceRelay(frame: RefObject<HTMLIFrameElement | null>, game: ActiveGame, clientLoaded: boolean) {
  const session = useSession();
  const relayed = game.mode === 'real' && session.state === 'player';
  const balances = useQuery({ ...balancesQuery, enabled: relayed }).data;
  const cash = balances?.cashMinor;
  const bonus = balances?.bonusMinor;
  const total = balances?.totalMinor;
  const currency = balances?.currency;
  const url = game.url;

  useEffect(() => {
    if (!relayed || !clientLoaded || !url) return;
    if (cash === undefined || bonus === undefined || total === undefined || !currency) return;
    const origin = providerOrigin(url);
    const target = frame.current?.contentWindow;
    if (!origin || !target) return;
    target.postMessage(siteBalanceMessage({ cashMinor: cash, bonusMinor: bonus, totalMinor: total, currency }), origin);
  }, [frame, relayed, clientLoaded, url, cash, bonus, total, currency]);
}
