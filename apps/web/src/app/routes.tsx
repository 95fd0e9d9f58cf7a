import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { AppShell } from './AppShell';
import { RegistrationGuard, RequireLogin } from './guards';
import { LanguageRoot } from './LanguageRoot';
import { AllGamesRedirect, MyAccountRoute, SetLimitsGuestRedirect } from './MyAccountRoute';
import { RootRedirect } from './RootRedirect';
import { RouteErrorPage } from './RouteErrorPage';
import { SharedCodeRedirect } from './SharedCodeRedirect';
import { LANGUAGE_PREFIX_PATH, PAGE_PATHS, ROOT_PAGE_PATHS } from './site-paths';

/*
 * The route table of spec part 2, section 2.1, under the {lang} prefix. Its paths come from
 * site-paths.ts, which the server reads too: a path that is no page here is a 404 there. Pages are
 * code-split (lazy); the home page too, so the first paint only waits for the shell. Promo races,
 * the sportsbook and the inbox are added by the features that build them; until then their paths
 * show page-not-found.
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
  { path: ROOT_PAGE_PATHS.home, element: <RootRedirect />, HydrateFallback: FirstLoad },
  // The platform's pay-and-play return addresses carry no language: the visitor's is resolved, the query kept.
  { path: ROOT_PAGE_PATHS.payAndPlayFailedReturn, element: <RootRedirect />, HydrateFallback: FirstLoad },
  { path: ROOT_PAGE_PATHS.payAndPlaySuccessReturn, element: <RootRedirect />, HydrateFallback: FirstLoad },
  {
    path: LANGUAGE_PREFIX_PATH,
    element: <LanguageRoot />,
    HydrateFallback: FirstLoad,
    children: [
      // The payment provider's return page: outside the shell, since it may load inside the cashier's iframe or popup.
      {
        path: PAGE_PATHS.cashierCallback,
        errorElement: <RouteErrorPage />,
        lazy: () => cashier().then((m) => ({ Component: m.CashierCallbackPage })),
      },
      {
        element: <AppShell />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => content().then((m) => ({ Component: m.HomePage })) },
          { path: PAGE_PATHS.promotions, lazy: () => content().then((m) => ({ Component: m.PromotionsPage })) },
          { path: PAGE_PATHS.staticPage, lazy: () => content().then((m) => ({ Component: m.StaticPage })) },
          { path: PAGE_PATHS.staticSubPage, lazy: () => content().then((m) => ({ Component: m.StaticPage })) },
          { path: PAGE_PATHS.casino, lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })) },
          { path: PAGE_PATHS.casinoAllGames, element: <AllGamesRedirect /> },
          { path: PAGE_PATHS.casinoGroup, lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })) },
          {
            path: PAGE_PATHS.casinoGroupType,
            lazy: () => casino().then((m) => ({ Component: m.CasinoLobbyPage })),
          },
          { path: PAGE_PATHS.gameplay, lazy: () => gameplay().then((m) => ({ Component: m.GameplayPage })) },
          { path: PAGE_PATHS.login, lazy: () => accounts().then((m) => ({ Component: m.LoginPage })) },
          {
            element: <RegistrationGuard />,
            children: [
              { path: PAGE_PATHS.register, lazy: () => accounts().then((m) => ({ Component: m.RegisterPage })) },
              { path: PAGE_PATHS.registerStep1, lazy: () => accounts().then((m) => ({ Component: m.RegisterPage })) },
            ],
          },
          {
            path: PAGE_PATHS.forgotPassword,
            lazy: () => accounts().then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          { path: PAGE_PATHS.resetPassword, lazy: () => accounts().then((m) => ({ Component: m.ResetPasswordPage })) },
          // Pay-and-play (spec 2.1 and part 1 section 2): step one, the bank's failure and success returns.
          { path: PAGE_PATHS.playNow, lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: PAGE_PATHS.playNowStep1, lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: PAGE_PATHS.payAndPlay, lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          { path: PAGE_PATHS.payAndPlayLogin, lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayPage })) },
          {
            path: PAGE_PATHS.payAndPlayFailed,
            lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayFailedPage })),
          },
          {
            path: PAGE_PATHS.payAndPlayReturn,
            lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayReturnPage })),
          },
          {
            path: PAGE_PATHS.payAndPlayProcess,
            lazy: () => cashier().then((m) => ({ Component: m.PayAndPlayReturnPage })),
          },
          { path: PAGE_PATHS.sharedCode, element: <SharedCodeRedirect /> },
          // ?page=setlimits is the cashier's deposit limits, any other query the accounts feature's page.
          {
            path: PAGE_PATHS.myAccount,
            element: <SetLimitsGuestRedirect />,
            children: [{ element: <RequireLogin />, children: [{ index: true, element: <MyAccountRoute /> }] }],
          },
          {
            element: <RequireLogin />,
            children: [
              {
                path: PAGE_PATHS.casinoFavourites,
                lazy: () => casino().then((m) => ({ Component: m.FavouritesPage })),
              },
              {
                path: PAGE_PATHS.myAccountCashier,
                lazy: () => cashier().then((m) => ({ Component: m.CashierHistoryPage })),
              },
              {
                path: PAGE_PATHS.myAccountSection,
                lazy: () => accounts().then((m) => ({ Component: m.MyAccountPage })),
              },
              {
                path: PAGE_PATHS.accountStatus,
                lazy: () => accounts().then((m) => ({ Component: m.AccountStatusPage })),
              },
              { path: PAGE_PATHS.sms, lazy: () => accounts().then((m) => ({ Component: m.OtpPage })) },
              { path: PAGE_PATHS.otp, lazy: () => accounts().then((m) => ({ Component: m.OtpPage })) },
              {
                path: PAGE_PATHS.completeDetails,
                lazy: () => accounts().then((m) => ({ Component: m.CompleteDetailsPage })),
              },
              {
                path: PAGE_PATHS.completeProfile,
                lazy: () => accounts().then((m) => ({ Component: m.CompleteProfilePage })),
              },
              {
                path: PAGE_PATHS.setMonthlyDepositLimit,
                lazy: () => cashier().then((m) => ({ Component: m.DepositLimitsModalPage })),
              },
              {
                path: PAGE_PATHS.amlVerification,
                lazy: () => cashier().then((m) => ({ Component: m.AmlVerificationPage })),
              },
              {
                path: PAGE_PATHS.amlInformation,
                lazy: () => cashier().then((m) => ({ Component: m.AmlInformationPage })),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
