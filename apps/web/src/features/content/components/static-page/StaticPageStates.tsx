import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { usePageSeo } from '../../../../lib/seo/page-seo';
import { LazyContactForm } from '../contact/LazyContactForm';
import prose from './Prose.module.css';
import styles from './StaticPageArticle.module.css';

/** The page's loader (spec 2.13: loading state). */
export function StaticPageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <Spinner label={t('staticPageComp.loading')} />
    </div>
  );
}

/** The page could not be fetched (connection or server fault): not a missing page, so offer a retry. */
export function StaticPageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  usePageSeo({ titleKey: 'staticPageComp.failedTitle' });
  return (
    <div className={styles.state}>
      <div className={styles.stateText}>
        <h1 className={styles.stateTitle}>{t('staticPageComp.failedTitle')}</h1>
        <p>{t('staticPageComp.failedText')}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {t('staticPageComp.retry')}
      </Button>
    </div>
  );
}

/**
 * The contact page when its content is missing: visitors can still write to support, so the form
 * shows under a heading of the site's own.
 */
export function ContactPageFallback() {
  const { t } = useTranslation();
  usePageSeo({
    titleKey: 'contactComp.seo.title',
    descriptionKey: 'contactComp.seo.description',
    keywordsKey: 'contactComp.seo.keywords',
  });
  return (
    <div className={styles.layout}>
      <article className={styles.article}>
        <div className={`${prose.prose} ${styles.head}`}>
          <h1>{t('contactComp.pageTitle')}</h1>
          <p>{t('contactComp.pageIntro')}</p>
        </div>
        <LazyContactForm />
      </article>
    </div>
  );
}
