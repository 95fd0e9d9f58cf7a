import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { AppShell } from './AppShell';
import { RegistrationGuard, RequireLogin } from './guards';
import { LanguageRoot } from './LanguageRoot';
import { AllGamesRedirect, MyAccountRoute, SetLimitsGuestRedirect } from './MyAccountRoute';
import { RootRedirect } from './RootRedirect';
import { RouteErrorPage } from './RouteErrorPage';
import { SharedCodeRedirect } from './SharedCodeRedirect';

/*
 * The route table of spec part 2, section 2.1, under the {lang} prefix. Pages are code-split
 * (lazy); the home page too, so the first paint only waits for the shell. Promo races, the
 * sportsbook and the inbox are added by the features that build them; until then their paths show
 * page-not-found.
 */
const accounts = () => import('../features/accounts');
const content = () => import('../features/content');
const casino = () => import('../features/casino');
const gameplay = () => import('../features/gameplay');
const cashier = () => import('../features/cashier');

/** Shown while the first page's code loads: nothing, the page arrives within the first paint. */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect />, HydrateFallback: FirstLoad },
  // The platform's pay-and-play return addresses carry no language: the visitor's is resolved, the query kept.
  { path: '/payandplay/step1', element: <RootRedirect />, HydrateFallback: FirstLoad },
  { path: '/payandplay/step3', element: <RootRedirect />, HydrateFallback: FirstLoad },
  {
    path: '/:lang',
    element: <LanguageRoot />,
    HydrateFallback: FirstLoad,
    children: [
      // The payment provider's return page: outside the shell, since it may load inside the cashier's iframe or popup.
      {
        path: 'cashier/callback/:paymentType/:encodedData',
        errorElement: <RouteErrorPage />,
        lazy: () => cashier().then((m) => ({ Component: m.CashierCallbackPage })),
      },
      {
        element: <AppShell />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => content().then((m) => ({ Component: m.HomePage })) },
          { path: 'promotions', lazy: () => content().then((m) => ({ Component: m.PromotionsPage })) },
          { path: 'info/:url', lazy: () => content().then((m) => ({ Component: m.StaticPage })) },
          { path: 'info/:url/:subUrl', lazy: () => content().then((m) => ({ Component: m.StaticPage })) },
          { path: 'casino', lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })) },
          { path: 'casino/allgames', element: <AllGamesRedirect /> },
          { path: 'casino/:gamegroup', lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })) },
          {
            path: 'casino/:gamegroup/:gamegrouptype',
            lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })),
          },
          { path: 'gameplay/:gameId', lazy: () => gameplay().then((m) => ({ Component: m.GameplayPage })) },
          { path: 'login', lazy: () => accounts().then((m) => ({ Component: m.LoginPage })) },
          {
            element: <RegistrationGuard />,
            children: [
              { path: 'register', lazy: () => accounts().then((m) => ({ Component: m.RegisterPage })) },
              { path: 'register/step1', lazy: () => accounts().then((m) => ({ Component: m.RegisterPage })) },
            ],
          },
          { path: 'forgotpassword', lazy: () => accounts().then((m) => ({ Component: m.ForgotPasswordPage })) },
          { path: 'reset-password', lazy: () => accounts().then((m) => ({ Component: m.ResetPasswordPage })) },
          // Pay-and-play (spec 2.1 and part 1 section 2): step one, the bank's failure and success returns.
          { path: 'playnow', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'playnow/step1', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'payandplay', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'pnp-login', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'payandplay/step1', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayFailedPage })) },
          { path: 'payandplay/step3', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayReturnPage })) },
          { path: 'pnp-process', lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayReturnPage })) },
          { path: 'shared-code/:sharedcodeData', element: <SharedCodeRedirect /> },
          // ?page=setlimits is the cashier's deposit limits, any other query the accounts feature's page.
          {
            path: 'myaccount',
            element: <SetLimitsGuestRedirect />,
            children: [{ element: <RequireLogin />, children: [{ index: true, element: <MyAccountRoute /> }] }],
          },
          {
            element: <RequireLogin />,
            children: [
              { path: 'casino/favourites', lazy: () => casino().then((m) => ({ Component: m.FavouritesPage })) },
              { path: 'myaccount/cashier', lazy: () => cashier().then((m) => ({ Component: m.CashierHistoryPage })) },
              { path: 'myaccount/:section', lazy: () => accounts().then((m) => ({ Component: m.MyAccountPage })) },
              { path: 'accountstatus', lazy: () => accounts().then((m) => ({ Component: m.AccountStatusPage })) },
              { path: 'sms', lazy: () => accounts().then((m) => ({ Component: m.OtpPage })) },
              { path: 'otp', lazy: () => accounts().then((m) => ({ Component: m.OtpPage })) },
              { path: 'completedetails', lazy: () => accounts().then((m) => ({ Component: m.CompleteDetailsPage })) },
              { path: 'completeprofile', lazy: () => accounts().then((m) => ({ Component: m.CompleteProfilePage })) },
              {
                path: 'setmonthlydepositlimit',
                lazy: () => cashier().then((m) => ({ Component: m.DepositLimitsModalPage })),
              },
              { path: 'amlverification', lazy: () => cashier().then((m) => ({ Component: m.AmlVerificationPage })) },
              { path: 'amlinformation', lazy: () => cashier().then((m) => ({ Component: m.AmlInformationPage })) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
