import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { clearPreviousUrl, readPreviousUrl } from '../../../../lib/navigation/previous-url';

/**
 * Where the player goes on once verified: the page the cashier sent them here from (it stored it
 * as the previous url, with its cashier parameters, so the deposit opens again), else home.
 */
export function useContinueAfterVerification() {
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const target = readPreviousUrl() ?? `/${language}`;
  const go = useCallback(() => {
    clearPreviousUrl();
    navigate(target, { replace: true });
  }, [navigate, target]);
  return { target, go };
}
