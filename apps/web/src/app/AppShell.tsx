import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { lazyPart, PartBoundary } from '../components/lazy-part';
import { DevCountryPanel } from '../features/dev-tools';
import { Footer, Header, MobileFooterNav } from '../features/layout';
import { OverlayHost, TakeoverGate } from '../features/overlays';
import { useGameWindowRoute } from '../lib/game-window/use-game-window-route';
import { usePrefetchCatalogue } from '../lib/games/games-queries';
import { releaseOverlay, useActiveOverlay } from '../lib/overlays/overlay-store';
import { useSession } from '../lib/session/session-queries';
import styles from './AppShell.module.css';
import { NavigationProgress } from './NavigationProgress';

// Parts that only some visits need stay out of the first load: the quick-login form (?quicklogin),
// the query-parameter rules (any query at all) and the national-id rule (logged-in players).
const quickLogin = lazyPart(() => import('../features/accounts').then((m) => m.QuickLoginModal));
const queryParamEffects = lazyPart(() => import('./QueryParamEffects').then((m) => m.QueryParamEffects));
const nationalIdRule = lazyPart(() => import('../lib/navigation/national-id-rule').then((m) => m.NationalIdRule));
// The live socket (balances, live tables) opens for every visitor, but after the first render.
const liveConnection = lazyPart(() => import('../lib/live/LiveConnection').then((m) => m.LiveConnection));
// The game window's host: only for the gameplay route and a minimised game (spec 2.8).
const gameHost = lazyPart(() => import('../features/gameplay').then((m) => m.GameHost));

/** Routes that hide the header or the footer (spec 2.3): the game window uses the whole screen. */
const HEADERLESS = [/^\/[^/]+\/gameplay\//];
const FOOTERLESS = [/^\/[^/]+\/gameplay\//, /^\/[^/]+\/sports(\/|$)/, /^\/[^/]+\/fasttrack-inbox(\/|$)/];

export function chromeFor(pathname: string) {
  return {
    header: !HEADERLESS.some((pattern) => pattern.test(pathname)),
    footer: !FOOTERLESS.some((pattern) => pattern.test(pathname)),
  };
}

/**
 * The page frame under a language: header, the page, footer, the mobile footer nav, and the one
 * overlay allowed on screen. A full-page takeover (maintenance, blocked country, locked account)
 * replaces all of it.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  // Spec 7: the lobbies and all casino games load at start-up, whatever the first page.
  usePrefetchCatalogue();
  const chrome = chromeFor(pathname);
  const overlay = useActiveOverlay();
  const gameWindowNeeded = useGameWindowRoute();
  return (
    // The dev country panel stays usable on takeovers, so a tester in a blocked country can leave it.
    <TakeoverGate keepVisible={<DevCountryPanel />}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main-content">
          {t('common.skipToContent')}
        </a>
        <NavigationProgress />
        {chrome.header && <Header />}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {/* Before the page, always at this place: the game iframes outlive navigation. */}
          {gameWindowNeeded && (
            <PartBoundary>
              <gameHost.Component />
            </PartBoundary>
          )}
          <Outlet />
        </main>
        {chrome.footer && <Footer />}
        <MobileFooterNav />
      </div>
      <OverlayHost />
      {overlay === 'quickLogin' && (
        <PartBoundary onLoadError={() => releaseOverlay('quickLogin')}>
          <quickLogin.Component />
        </PartBoundary>
      )}
      {search && (
        <PartBoundary>
          <queryParamEffects.Component />
        </PartBoundary>
      )}
      {/* Spec 5: personal-id countries need the national id, checked on every page for players. */}
      {session.state === 'player' && (
        <PartBoundary>
          <nationalIdRule.Component />
        </PartBoundary>
      )}
      {session.state !== 'loading' && (
        <PartBoundary>
          <liveConnection.Component />
        </PartBoundary>
      )}
    </TakeoverGate>
  );
}
