import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import styles from './RouteErrorPage.module.css';

/**
 * What a page shows when it cannot render: most often its code could not be fetched (offline, or
 * a new release replaced the file). A reload fetches the current release.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t('common.pageErrorTitle')}
      </h1>
      <p className={styles.text}>{t('common.pageErrorText')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </section>
  );
}
