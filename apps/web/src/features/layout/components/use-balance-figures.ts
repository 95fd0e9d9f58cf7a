import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../lib/i18n/format';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { balancesQuery, useSession } from '../../../lib/session/session-queries';

export type BalanceFigures = { cash: string; bonus: string; total: string };

/**
 * Cash, bonus and total (spec 2.7: the total is cash plus bonus, computed here) formatted in the
 * player's currency and the page's locale; null until the balances arrive, 'error' if they fail.
 */
export function useBalanceFigures(): BalanceFigures | null | 'error' {
  const language = useSiteLanguage();
  // Read while the session is a player's: a render after a logout (the login status already
  // says so, before the header has rendered as a guest's) asks nothing.
  const player = useSession().state === 'player';
  const { data, isError } = useQuery({ ...balancesQuery, enabled: player });
  if (!data) return isError ? 'error' : null;
  const format = (amountMinor: number) => formatMoney(amountMinor, data.currency, language);
  return {
    cash: format(data.cashMinor),
    bonus: format(data.bonusMinor),
    total: format(data.cashMinor + data.bonusMinor),
  };
}
