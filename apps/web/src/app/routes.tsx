import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { AppShell } from './AppShell';
import { RegistrationGuard, RequireLogin } from './guards';
import { LanguageRoot } from './LanguageRoot';
import { RootRedirect } from './RootRedirect';
import { RouteErrorPage } from './RouteErrorPage';
import { SharedCodeRedirect } from './SharedCodeRedirect';

/*
 * The route table of spec part 2, section 2.1, under the {lang} prefix. Pages are code-split
 * (lazy); the home page too, so the first paint only waits for the shell. Casino lobbies, the game
 * window, promo races, the sportsbook, the inbox and the cashier callback are added by the
 * features that build them; until then their paths show page-not-found.
 */
const accounts = () => import('../features/accounts');
const content = () => import('../features/content');
const casino = () => import('../features/casino');
const gameplay = () => import('../features/gameplay');

/** Shown while the first page's code loads: nothing, the page arrives within the first paint. */
function FirstLoad() {
  return null;
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect />, HydrateFallback: FirstLoad },
  {
    path: '/:lang',
    element: <LanguageRoot />,
    HydrateFallback: FirstLoad,
    children: [
      {
        element: <AppShell />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => content().then((m) => ({ Component: m.HomePage })) },
          { path: 'promotions', lazy: () => content().then((m) => ({ Component: m.PromotionsPage })) },
          { path: 'info/:url', lazy: () => content().then((m) => ({ Component: m.StaticPage })) },
          { path: 'info/:url/:subUrl', lazy: () => content().then((m) => ({ Component: m.StaticPage })) },
          { path: 'casino', lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })) },
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
          { path: 'playnow', lazy: () => accounts().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'playnow/step1', lazy: () => accounts().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'payandplay', lazy: () => accounts().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'pnp-login', lazy: () => accounts().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'pnp-process', lazy: () => accounts().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: 'shared-code/:sharedcodeData', element: <SharedCodeRedirect /> },
          {
            element: <RequireLogin />,
            children: [
              { path: 'casino/favourites', lazy: () => casino().then((m) => ({ Component: m.FavouritesPage })) },
              { path: 'myaccount', lazy: () => accounts().then((m) => ({ Component: m.MyAccountPage })) },
              { path: 'myaccount/:section', lazy: () => accounts().then((m) => ({ Component: m.MyAccountPage })) },
              { path: 'accountstatus', lazy: () => accounts().then((m) => ({ Component: m.AccountStatusPage })) },
              { path: 'sms', lazy: () => accounts().then((m) => ({ Component: m.OtpPage })) },
              { path: 'otp', lazy: () => accounts().then((m) => ({ Component: m.OtpPage })) },
              { path: 'completedetails', lazy: () => accounts().then((m) => ({ Component: m.CompleteDetailsPage })) },
              { path: 'completeprofile', lazy: () => accounts().then((m) => ({ Component: m.CompleteProfilePage })) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
