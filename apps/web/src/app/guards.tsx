import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useLocalPath } from '../lib/i18n/site-language';
import { storePreviousUrl } from '../lib/navigation/previous-url';
import { useSession } from '../lib/session/session-queries';
import { useSiteContext } from '../lib/site-context/site-context';

/** Pages that need a logged-in player: a guest is sent to login and comes back here after it. */
export function RequireLogin() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const localPath = useLocalPath();
  if (session.state === 'loading') return <Spinner label={t('common.loading')} />;
  if (session.state === 'guest') {
    storePreviousUrl(`${location.pathname}${location.search}`);
    return <Navigate to={localPath('login')} replace />;
  }
  return <Outlet />;
}

/**
 * Registration is for guests; in pay-and-play countries it is replaced by pay-and-play step one,
 * with the query kept (spec 2.1).
 */
export function RegistrationGuard() {
  const { t } = useTranslation();
  const session = useSession();
  const context = useSiteContext();
  const location = useLocation();
  const localPath = useLocalPath();
  if (session.state === 'loading' || context.isPending) return <Spinner label={t('common.loading')} />;
  // A player who has not finished registration comes back to resume it at the next step.
  if (session.state === 'player') {
    return session.status.registration?.complete === false ? <Outlet /> : <Navigate to={localPath()} replace />;
  }
  if (context.data?.registrationMode === 'pay_and_play') {
    return <Navigate to={`${localPath('playnow/step1')}${location.search}`} replace />;
  }
  return <Outlet />;
}
