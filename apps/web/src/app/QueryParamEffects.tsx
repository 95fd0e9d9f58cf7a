import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteLanguage } from '../lib/i18n/site-language';
import { storePendingDeposit, useForceRealGameLogin } from '../lib/navigation/after-login';
import { storePreviousUrl } from '../lib/navigation/previous-url';
import { queryNavigationOf, quickLoginDecisionOf, withoutParam } from '../lib/navigation/query-params';
import { storeTracking } from '../lib/navigation/tracking';
import { requestOverlay } from '../lib/overlays/overlay-store';
import { useSession } from '../lib/session/session-queries';

/** The mobile layout's media query (spec 9: mobile at 992 px or less). */
export const MOBILE_MEDIA_QUERY = '(max-width: 992px)';

function isMobileViewport() {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/**
 * Acts on the query parameters any page may carry (spec 2.2). Tracking is stored at once; the
 * rest waits until the session is known: a guest asking for the cashier is sent to login (the
 * page remembered), a broken step goes home, pageurlid redirects, quicklogin opens the quick
 * login. A logged-in player's cashier request is left in the url for the cashier to open.
 */
export function QueryParamEffects() {
  // Spec 2.1: forceRealGame on a gameplay url sends a guest to login (the previous URL kept).
  useForceRealGameLogin();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const session = useSession();
  const sessionKnown = session.state !== 'loading';
  const loggedIn = session.state === 'player';

  useEffect(() => {
    if (search) storeTracking(search);
  }, [search]);

  useEffect(() => {
    if (!sessionKnown || !search) return;
    const plan = queryNavigationOf({ pathname, search, language, loggedIn });
    if (plan.kind === 'login') {
      storePreviousUrl(plan.previousUrl);
      if (plan.pendingDeposit) storePendingDeposit(plan.pendingDeposit);
      navigate(plan.to, { replace: true });
      return;
    }
    if (plan.kind === 'go') {
      navigate(plan.to, { replace: true });
      return;
    }
    const quickLogin = quickLoginDecisionOf({ search, pathname, loggedIn, mobile: isMobileViewport() });
    if (quickLogin === 'open') requestOverlay('quickLogin');
    if (quickLogin === 'strip') navigate(`${pathname}${withoutParam(search, 'quicklogin')}${hash}`, { replace: true });
  }, [sessionKnown, loggedIn, pathname, search, hash, language, navigate]);

  return null;
}
