import { useTranslation } from 'react-i18next';
import styles from './NavigationProgress.module.css';
import { usePendingNavigation } from './site-router';

/** An account-area url: {lang}/myaccount and everything under it. */
const MY_ACCOUNT_PATH = /^\/[^/]+\/myaccount(\/|$)/;

/**
 * Whether a navigation to this location shows the loading indicator (spec 2.15): it does, except
 * for my-account urls and urls with a query (those pages show their own progress).
 */
export function shouldShowLoadingIndicator(location: { pathname: string; search: string }): boolean {
  if (MY_ACCOUNT_PATH.test(location.pathname)) return false;
  return location.search === '' || location.search === '?';
}

/**
 * A thin gold bar at the top of the page while the router waits for the next page (its code is
 * loading): set when the navigation starts, cleared when the page is shown.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const pending = usePendingNavigation();
  if (!pending || !shouldShowLoadingIndicator(pending)) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('navigationComp.loading')} aria-busy="true">
      <span className={styles.bar} />
    </div>
  );
}
