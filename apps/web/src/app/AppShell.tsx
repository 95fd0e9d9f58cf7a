import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DevCountryPanel } from '../features/dev-tools';
import { Footer, Header, MobileFooterNav } from '../features/layout';
import { OverlayHost, TakeoverGate } from '../features/overlays';
import styles from './AppShell.module.css';
import { NavigationProgress } from './NavigationProgress';
import { QueryParamEffects } from './QueryParamEffects';

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
  return (
    <TakeoverGate>
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
      <QueryParamEffects />
      <DevCountryPanel />
    </TakeoverGate>
  );
}
