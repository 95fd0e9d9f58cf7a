import { useTranslation } from 'react-i18next';
import { SiteLink } from '../components/SiteLink';
import { useLocalPath } from '../lib/i18n/site-language';
import { usePageSeo } from '../lib/seo/page-seo';
import { buttonClassName } from './Button';
import styles from './NotFoundPage.module.css';

/** Page not found: for unknown routes, missing static pages and unavailable features (spec 2.1, 8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  usePageSeo({ titleKey: 'notFound.title', descriptionKey: 'notFound.text', notFound: true });
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <SiteLink className={buttonClassName('primary', 'lg')} to={localPath()}>
        {t('notFound.home')}
      </SiteLink>
    </section>
  );
}
