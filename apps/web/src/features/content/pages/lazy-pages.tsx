import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
// The shared frame only: the homes' own class names stay out of this first-load chunk.
import frame from '../components/home/HomeFrame.module.css';

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
    <div className={frame.loading}>
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
