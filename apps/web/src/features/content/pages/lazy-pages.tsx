import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import styles from '../components/home/Home.module.css';

/*
 * The static pages (typography, table of contents, contact form) and the promotions page load as
 * chunks of their own, so the home route does not carry them.
 */
const LazyStaticPage = lazy(() => import('./StaticPage').then((module) => ({ default: module.StaticPage })));
const LazyPromotionsPage = lazy(() =>
  import('./PromotionsPage').then((module) => ({ default: module.PromotionsPage })),
);

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

export function StaticPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyStaticPage />
    </Suspense>
  );
}

export function PromotionsPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyPromotionsPage />
    </Suspense>
  );
}
