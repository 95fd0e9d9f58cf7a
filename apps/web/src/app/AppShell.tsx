import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { lazyPart, PartBoundary } from '../components/lazy-part';
import { DevCountryPanel } from '../features/dev-tools';
import { Footer, Header, MobileFooterNav } from '../features/layout';
import { OverlayHost, TakeoverGate } from '../features/overlays';
import { useForceRealGameLogin } from '../lib/navigation/after-login';
import { useNationalIdRule } from '../lib/navigation/national-id-rule';
import { releaseOverlay, useActiveOverlay } from '../lib/overlays/overlay-store';
import styles from './AppShell.module.css';
import { NavigationProgress } from './NavigationProgress';
import { QueryParamEffects } from './QueryParamEffects';

// The quick-login form is only needed when ?quicklogin asks for it: kept out of the first chunk.
const quickLogin = lazyPart(() => import('../features/accounts').then((m) => m.QuickLoginModal));

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
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  const overlay = useActiveOverlay();
  // Spec 5 (personal-id countries need the national id) and 2.1 (forceRealGame sends guests to login).
  useNationalIdRule();
  useForceRealGameLogin();
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
      <QueryParamEffects />
    </TakeoverGate>
  );
}
