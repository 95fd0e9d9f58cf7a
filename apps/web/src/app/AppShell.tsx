import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { lazyPart, PartBoundary } from '../components/lazy-part';
import { Footer, Header, MobileFooterNav } from '../features/layout';
import { OverlayHost, TakeoverGate } from '../features/overlays';
import { useGameHostNeeded, useReportPageVisits } from '../lib/game-window/use-game-window-route';
// catalogue-query, not games-queries: the rest of the games queries stays out of the first load.
import { usePrefetchCatalogue } from '../lib/games/catalogue-query';
import { useLiveConnectionWanted } from '../lib/live/live-demand';
import type { CashierIntent } from '../lib/navigation/cashier-intent';
// The small check, not query-params.ts: its full rules stay out of the first load (the cashier reads them).
import { asksForCashier } from '../lib/navigation/url-checks';
import { releaseOverlay, useActiveOverlay } from '../lib/overlays/overlay-store';
import { useSession } from '../lib/session/session-queries';
import { useSiteContext } from '../lib/site-context/site-context';
import styles from './AppShell.module.css';
import { NavigationProgress } from './NavigationProgress';

// Parts that only some visits need stay out of the first load: the quick-login form (?quicklogin),
// the query-parameter rules (any query at all) and the national-id rule (logged-in players).
const quickLogin = lazyPart(() => import('../features/accounts').then((m) => m.QuickLoginModal));
const queryParamEffects = lazyPart(() => import('./QueryParamEffects').then((m) => m.QueryParamEffects));
const nationalIdRule = lazyPart(() => import('../lib/navigation/national-id-rule').then((m) => m.NationalIdRule));
// The live socket, after the first render: for players (balances), for guests once a screen shows
// live tables (lib/live/live-demand.ts), so a guest's page without live data loads none of it.
const liveConnection = lazyPart(() => import('../lib/live/LiveConnection').then((m) => m.LiveConnection));
// The dev country panel: only where the site context says dev tools are on (development only),
// so production's first load does not carry it.
const devCountryPanel = lazyPart(() => import('../features/dev-tools').then((m) => m.DevCountryPanel));
// The game window's host: only for the gameplay route and a minimised game (spec 2.8).
const gameHost = lazyPart(() => import('../features/gameplay').then((m) => m.GameHost));
// The cashier's modals: shown when a player's url asks for one (spec part 1 section 2), their code
// fetched ahead for players (CashierReadiness) so a click on Deposit does not wait for it.
type CashierHostModule = typeof import('../features/cashier/host');
/** The host's module once it has loaded, so a click can use it within its own event. */
let cashierHostLoaded: CashierHostModule | null = null;
const cashierHostModule = () =>
  import('../features/cashier/host').then((module) => {
    cashierHostLoaded = module;
    return module;
  });
const cashierHost = lazyPart(() => cashierHostModule().then((m) => m.CashierHost));
// Getting the cashier ready (below): players only.
const cashierReadiness = lazyPart(() => import('./CashierReadiness').then((m) => m.CashierReadiness));
// The pay-and-play session rule (spec part 1 section 4): only while a player's account is play.
const payAndPlayWatch = lazyPart(() => import('../features/cashier').then((m) => m.PayAndPlaySessionWatch));

/** Routes that hide the header or the footer (spec 2.3): the game window uses the whole screen. */
const HEADERLESS = [/^\/[^/]+\/gameplay\//];
const FOOTERLESS = [/^\/[^/]+\/gameplay\//, /^\/[^/]+\/sports(\/|$)/, /^\/[^/]+\/fasttrack-inbox(\/|$)/];

export function chromeFor(pathname: string) {
  return {
    header: !HEADERLESS.some((pattern) => pattern.test(pathname)),
    footer: !FOOTERLESS.some((pattern) => pattern.test(pathname)),
  };
}

/** A failed fetch of the cashier's code is left to the modal's own load, which tries again when needed. */
const ignoreLoadError = () => undefined;

/**
 * What the shell does to get a player's cashier ready (CashierReadiness calls it): fetch its code
 * and the query-parameter rules every cashier link needs, when the browser is idle and on the way
 * to a cashier link; start a deposit's opening checks at the click on the link, while the page
 * renders the modal.
 */
function useShellCashierIntent(): CashierIntent {
  const queryClient = useQueryClient();
  return useMemo<CashierIntent>(
    () => ({
      preload: () => {
        // Settled ahead, the lazy parts' promises let the first render go on without waiting a task.
        cashierHost.preload();
        queryParamEffects.preload();
      },
      open: (request) => {
        if (request.kind !== 'deposit') return;
        // The host's code is normally here already (preloaded): the checks then start within the
        // click, before the router renders; even a resolved import() would wait for that render.
        if (cashierHostLoaded) cashierHostLoaded.startDepositChecks(queryClient);
        else void cashierHostModule().then((m) => m.startDepositChecks(queryClient), ignoreLoadError);
      },
    }),
    [queryClient],
  );
}

/**
 * The page frame under a language: header, the page, footer, the mobile footer nav, and the one
 * overlay allowed on screen. A full-page takeover (maintenance, blocked country, locked account)
 * replaces all of it.
 */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  // Spec 7: the lobbies and all casino games load at start-up, whatever the first page.
  usePrefetchCatalogue();
  const overlay = useActiveOverlay();
  const cashierIntent = useShellCashierIntent();
  const devTools = useSiteContext().data?.devTools === true;
  const liveWanted = useLiveConnectionWanted(session.state);
  return (
    // The dev country panel stays usable on takeovers, so a tester in a blocked country can leave it.
    <TakeoverGate
      keepVisible={
        devTools && (
          <PartBoundary>
            <devCountryPanel.Component />
          </PartBoundary>
        )
      }
    >
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main-content">
          {t('common.skipToContent')}
        </a>
        <NavigationProgress />
        <ChromePart part="header">
          <Header />
        </ChromePart>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <GameHostSlot />
          <Outlet />
          <PageVisits />
        </main>
        <ChromePart part="footer">
          <Footer />
        </ChromePart>
        <MobileFooterNav />
      </div>
      <OverlayHost />
      {overlay === 'quickLogin' && (
        <PartBoundary onLoadError={() => releaseOverlay('quickLogin')}>
          <quickLogin.Component />
        </PartBoundary>
      )}
      <QueryParamSlot />
      {/* Spec 5: personal-id countries need the national id, checked on every page for players. */}
      {session.state === 'player' && (
        <PartBoundary>
          <nationalIdRule.Component />
        </PartBoundary>
      )}
      {liveWanted && (
        <PartBoundary>
          <liveConnection.Component />
        </PartBoundary>
      )}
      {session.state === 'player' && session.profile?.userStatus === 'play' && (
        <PartBoundary>
          <payAndPlayWatch.Component />
        </PartBoundary>
      )}
      {session.state === 'player' && (
        <PartBoundary>
          <cashierReadiness.Component intent={cashierIntent} />
        </PartBoundary>
      )}
      {session.state === 'player' && <CashierSlot />}
    </TakeoverGate>
  );
}

/*
 * The shell's parts that follow the url read it themselves: a change of the url (a query such as
 * ?service=deposit, which opens a modal over the page) renders them again, not the whole shell and
 * the page under it (npm run bench:cashier). The parts they show are the shell's own elements.
 */

/** The header or the footer where the route has it (chromeFor). */
function ChromePart({ part, children }: { part: 'header' | 'footer'; children: ReactNode }) {
  const { pathname } = useLocation();
  return chromeFor(pathname)[part] ? children : null;
}

/** Before the page, always at this place: the game iframes outlive navigation. */
function GameHostSlot() {
  if (!useGameHostNeeded()) return null;
  return (
    <PartBoundary>
      <gameHost.Component />
    </PartBoundary>
  );
}

/** After the page, so the game window hears of a navigation once the page has acted on it. */
function PageVisits() {
  useReportPageVisits();
  return null;
}

/** The query-parameter rules, for a url with any query at all. */
function QueryParamSlot() {
  const { search } = useLocation();
  if (!search) return null;
  return (
    <PartBoundary>
      <queryParamEffects.Component />
    </PartBoundary>
  );
}

/** The cashier's modals, for a player whose url asks for one. */
function CashierSlot() {
  const { search } = useLocation();
  if (!asksForCashier(search)) return null;
  return (
    <PartBoundary>
      <cashierHost.Component />
    </PartBoundary>
  );
}
