import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

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
 * A thin gold bar at the top of the page while the router loads the next page (its code or
 * data): set when the navigation starts, cleared when it ends.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading' || !shouldShowLoadingIndicator(navigation.location)) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('navigationComp.loading')} aria-busy="true">
      <span className={styles.bar} />
    </div>
  );
}
