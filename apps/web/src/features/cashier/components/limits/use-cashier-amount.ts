import { useCallback } from 'react';
import { formatCashierAmount, formatDateTime } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { useSession } from '../../../../lib/session/session-queries';

/**
 * Money and moments as the cashier shows them: amounts by the spec's symbol rule for the player's
 * country (formatCashierAmount), dates and times in the site language's format.
 */
export function useCashierFormat() {
  const language = useSiteLanguage();
  const session = useSession();
  const countryCode = session.state === 'player' ? (session.profile?.countryCode ?? '') : '';
  const amount = useCallback(
    (amountMinor: number, currency: string) => formatCashierAmount(amountMinor, currency, language, countryCode),
    [language, countryCode],
  );
  const moment = useCallback((iso: string) => formatDateTime(iso, language), [language]);
  return { amount, moment };
}
