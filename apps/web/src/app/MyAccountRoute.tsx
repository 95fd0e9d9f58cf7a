import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useSiteLanguage } from '../lib/i18n/site-language';
import { isSetLimitsPage, setLimitsLoginPath } from '../lib/navigation/account-area';
import { useSession } from '../lib/session/session-queries';

/*
 * {lang}/myaccount is one address for two features' tabs of the account area: ?page=setlimits
 * is the cashier's deposit limits (spec 2.1), anything else the accounts feature's page. The app
 * composes them here, so neither feature imports the other; each loads with its own code.
 */
const AccountsMyAccountPage = lazy(() => import('../features/accounts').then((m) => ({ default: m.MyAccountPage })));
const CashierDepositLimitsPage = lazy(() =>
  import('../features/cashier').then((m) => ({ default: m.DepositLimitsPage })),
);

/** The account page the query asks for (login is required around it). */
export function MyAccountRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const Page = isSetLimitsPage(search) ? CashierDepositLimitsPage : AccountsMyAccountPage;
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Page />
    </Suspense>
  );
}

/**
 * A guest who asked for the deposit limits logs in with the toSetLimit flag (spec 2.1), which
 * brings them back to the limits (login redirect case 1); any other account url takes the usual
 * login-required way.
 */
export function SetLimitsGuestRedirect() {
  const { t } = useTranslation();
  const session = useSession();
  const language = useSiteLanguage();
  const { search } = useLocation();
  if (!isSetLimitsPage(search)) return <Outlet />;
  if (session.state === 'loading') return <Spinner label={t('common.loading')} />;
  if (session.state === 'guest') return <Navigate to={setLimitsLoginPath(language)} replace />;
  return <Outlet />;
}

/**
 * {lang}/casino/allgames (spec part 1 section 2: where a payment's result shows when the player
 * did not come from a game): the slots lobby, whose first group is all its games, with the query
 * kept so the deposit modal opens over it.
 */
export function AllGamesRedirect() {
  const language = useSiteLanguage();
  const { search } = useLocation();
  return <Navigate to={`/${language}/casino/slots${search}`} replace />;
}
