import type { StaticPage } from '@vauhti/contracts/site';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';
import { usePageSeo } from '../../../../lib/seo/page-seo';
import { useCatalogueCountFiller } from '../../hooks/use-catalogue-counts';
import { useScrollToTarget } from '../../hooks/use-scroll-to-target';
import { hasCatalogueCounts } from '../../lib/catalogue-counts';
import { firstHeadingText, prepareContentHtml } from '../../lib/content-html';
import { PAGE_SITE_URL_PLACEHOLDER, replaceSiteUrl } from '../../lib/site-url';
import { ContentHtml } from '../ContentHtml';
import { LazyContactForm } from '../contact/LazyContactForm';
import prose from './Prose.module.css';
import styles from './StaticPageArticle.module.css';
import { TABLE_OF_CONTENTS_MIN_HEADINGS, TableOfContents } from './TableOfContents';

type StaticPageArticleProps = {
  page: StaticPage;
  /** The page's address, e.g. 'about' or 'vip/levels': the key of the rendered content. */
  urlPath: string;
  withContactForm?: boolean;
};

/**
 * An available static page (spec 2.13): its head, then its content, with the site address filled
 * and the catalogue's counts filled in (a page with counts waits for the catalogue); a table of
 * contents beside long pages; the contact form under the contact page. Scrolls to the block the
 * url asks for (scrollTo=blockedTerritory) once the content is on screen.
 */
export function StaticPageArticle({ page, urlPath, withContactForm = false }: StaticPageArticleProps) {
  const { t } = useTranslation();
  const tableLabel = t('staticPageComp.scrollableTable');
  const counts = useCatalogueCountFiller(hasCatalogueCounts(page.head) || hasCatalogueCounts(page.content));
  const fill = counts.fill;
  const prepared = useMemo(() => {
    const origin = window.location.origin;
    const head = fill(replaceSiteUrl(page.head, PAGE_SITE_URL_PLACEHOLDER, origin));
    const content = prepareContentHtml(fill(replaceSiteUrl(page.content, PAGE_SITE_URL_PLACEHOLDER, origin)), {
      tableLabel,
    });
    return { head, ...content };
  }, [page.head, page.content, tableLabel, fill]);

  usePageSeo({
    title: page.metaTitle || firstHeadingText(prepared.head),
    description: page.metaDescription,
    keywords: page.metaTags,
  });
  useScrollToTarget(`${urlPath}|${prepared.html.length}`);

  const withContents = prepared.headings.length >= TABLE_OF_CONTENTS_MIN_HEADINGS;
  if (!counts.settled) return <Spinner label={t('common.loading')} />;

  return (
    <div className={withContents ? `${styles.layout} ${styles.withContents}` : styles.layout}>
      <article className={styles.article}>
        {prepared.head && <ContentHtml className={`${prose.prose} ${styles.head}`} html={prepared.head} />}
        <ContentHtml className={prose.prose} html={prepared.html} />
        {withContactForm && (
          <div className={styles.contact}>
            <LazyContactForm />
          </div>
        )}
      </article>
      {withContents && <TableOfContents headings={prepared.headings} />}
    </div>
  );
}
