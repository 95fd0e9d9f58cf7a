import type { RouteObject } from 'react-router';
import { lazyPart } from '../components/lazy-part';
import { NotFoundPage } from '../components/NotFoundPage';
import { AppShell } from './AppShell';
import { RegistrationGuard, RequireLogin } from './guards';
import { LanguageRoot } from './LanguageRoot';
import { LazyPage } from './lazy-page';
import { AllGamesRedirect, MyAccountRoute, SetLimitsGuestRedirect } from './MyAccountRoute';
import { RootRedirect } from './RootRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';
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

const cashierCallbackPage = lazyPart(() => cashier().then((m) => m.CashierCallbackPage));
const homePage = lazyPart(() => content().then((m) => m.HomePage));
const promotionsPage = lazyPart(() => content().then((m) => m.PromotionsPage));
const staticPage = lazyPart(() => content().then((m) => m.StaticPage));
const casinoLobbyPage = lazyPart(() => casino().then((m) => m.CasinoLobbyPage));
const gameplayPage = lazyPart(() => gameplay().then((m) => m.GameplayPage));
const loginPage = lazyPart(() => accounts().then((m) => m.LoginPage));
const registerPage = lazyPart(() => accounts().then((m) => m.RegisterPage));
const forgotPasswordPage = lazyPart(() => accounts().then((m) => m.ForgotPasswordPage));
const resetPasswordPage = lazyPart(() => accounts().then((m) => m.ResetPasswordPage));
const payAndPlayPage = lazyPart(() => cashier().then((m) => m.PayAndPlayPage));
const payAndPlayFailedPage = lazyPart(() => cashier().then((m) => m.PayAndPlayFailedPage));
const payAndPlayReturnPage = lazyPart(() => cashier().then((m) => m.PayAndPlayReturnPage));
const favouritesPage = lazyPart(() => casino().then((m) => m.FavouritesPage));
const cashierHistoryPage = lazyPart(() => cashier().then((m) => m.CashierHistoryPage));
const myAccountPage = lazyPart(() => accounts().then((m) => m.MyAccountPage));
const accountStatusPage = lazyPart(() => accounts().then((m) => m.AccountStatusPage));
const otpPage = lazyPart(() => accounts().then((m) => m.OtpPage));
const completeDetailsPage = lazyPart(() => accounts().then((m) => m.CompleteDetailsPage));
const completeProfilePage = lazyPart(() => accounts().then((m) => m.CompleteProfilePage));
const depositLimitsModalPage = lazyPart(() => cashier().then((m) => m.DepositLimitsModalPage));
const amlVerificationPage = lazyPart(() => cashier().then((m) => m.AmlVerificationPage));
const amlInformationPage = lazyPart(() => cashier().then((m) => m.AmlInformationPage));

export const routes: RouteObject[] = [
  { path: ROOT_PAGE_PATHS.home, element: <RootRedirect /> },
  // The platform's pay-and-play return addresses carry no language: the visitor's is resolved, the query kept.
  { path: ROOT_PAGE_PATHS.payAndPlayFailedReturn, element: <RootRedirect /> },
  { path: ROOT_PAGE_PATHS.payAndPlaySuccessReturn, element: <RootRedirect /> },
  {
    path: LANGUAGE_PREFIX_PATH,
    element: <LanguageRoot />,
    children: [
      // The payment provider's return page: outside the shell, since it may load inside the cashier's iframe or popup.
      {
        path: PAGE_PATHS.cashierCallback,
        element: (
          <RouteErrorBoundary>
            <LazyPage part={cashierCallbackPage} />
          </RouteErrorBoundary>
        ),
      },
      {
        element: (
          <RouteErrorBoundary>
            <AppShell />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <LazyPage part={homePage} /> },
          { path: PAGE_PATHS.promotions, element: <LazyPage part={promotionsPage} /> },
          { path: PAGE_PATHS.staticPage, element: <LazyPage part={staticPage} /> },
          { path: PAGE_PATHS.staticSubPage, element: <LazyPage part={staticPage} /> },
          { path: PAGE_PATHS.casino, element: <LazyPage part={casinoLobbyPage} /> },
          { path: PAGE_PATHS.casinoAllGames, element: <AllGamesRedirect /> },
          { path: PAGE_PATHS.casinoGroup, element: <LazyPage part={casinoLobbyPage} /> },
          {
            path: PAGE_PATHS.casinoGroupType,
            element: <LazyPage part={casinoLobbyPage} />,
          },
          { path: PAGE_PATHS.gameplay, element: <LazyPage part={gameplayPage} /> },
          { path: PAGE_PATHS.login, element: <LazyPage part={loginPage} /> },
          {
            element: <RegistrationGuard />,
            children: [
              { path: PAGE_PATHS.register, element: <LazyPage part={registerPage} /> },
              { path: PAGE_PATHS.registerStep1, element: <LazyPage part={registerPage} /> },
            ],
          },
          {
            path: PAGE_PATHS.forgotPassword,
            element: <LazyPage part={forgotPasswordPage} />,
          },
          { path: PAGE_PATHS.resetPassword, element: <LazyPage part={resetPasswordPage} /> },
          // Pay-and-play (spec 2.1 and part 1 section 2): step one, the bank's failure and success returns.
          { path: PAGE_PATHS.playNow, element: <LazyPage part={payAndPlayPage} /> },
          { path: PAGE_PATHS.playNowStep1, element: <LazyPage part={payAndPlayPage} /> },
          { path: PAGE_PATHS.payAndPlay, element: <LazyPage part={payAndPlayPage} /> },
          { path: PAGE_PATHS.payAndPlayLogin, element: <LazyPage part={payAndPlayPage} /> },
          {
            path: PAGE_PATHS.payAndPlayFailed,
            element: <LazyPage part={payAndPlayFailedPage} />,
          },
          {
            path: PAGE_PATHS.payAndPlayReturn,
            element: <LazyPage part={payAndPlayReturnPage} />,
          },
          {
            path: PAGE_PATHS.payAndPlayProcess,
            element: <LazyPage part={payAndPlayReturnPage} />,
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
                element: <LazyPage part={favouritesPage} />,
              },
              {
                path: PAGE_PATHS.myAccountCashier,
                element: <LazyPage part={cashierHistoryPage} />,
              },
              {
                path: PAGE_PATHS.myAccountSection,
                element: <LazyPage part={myAccountPage} />,
              },
              {
                path: PAGE_PATHS.accountStatus,
                element: <LazyPage part={accountStatusPage} />,
              },
              { path: PAGE_PATHS.sms, element: <LazyPage part={otpPage} /> },
              { path: PAGE_PATHS.otp, element: <LazyPage part={otpPage} /> },
              {
                path: PAGE_PATHS.completeDetails,
                element: <LazyPage part={completeDetailsPage} />,
              },
              {
                path: PAGE_PATHS.completeProfile,
                element: <LazyPage part={completeProfilePage} />,
              },
              {
                path: PAGE_PATHS.setMonthlyDepositLimit,
                element: <LazyPage part={depositLimitsModalPage} />,
              },
              {
                path: PAGE_PATHS.amlVerification,
                element: <LazyPage part={amlVerificationPage} />,
              },
              {
                path: PAGE_PATHS.amlInformation,
                element: <LazyPage part={amlInformationPage} />,
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
