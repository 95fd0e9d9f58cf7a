import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { ApiError } from '../../../lib/api/client';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useContentPage } from '../api/get-content-page';
import { StaticPageArticle } from '../components/static-page/StaticPageArticle';
import { ContactPageFallback, StaticPageFailed, StaticPageLoading } from '../components/static-page/StaticPageStates';
import { CONTACT_PAGE, isPageAvailable, isShownAsStaticPage, urlPathOf } from '../lib/static-page-rules';

/**
 * {lang}/info/:url and {lang}/info/:url/:subUrl (spec 2.13): loading, the page, or page-not-found
 * when the platform has no such page (errorCode 100464 or empty content) or the address belongs
 * to content that is not a page (footer, landing_page, promo-races-page). The contact page adds
 * the contact form.
 */
export function StaticPage() {
  const { url = '', subUrl } = useParams();
  const language = useSiteLanguage();
  const urlPath = urlPathOf(url, subUrl);
  const shown = isShownAsStaticPage(url);
  const page = useContentPage(language, urlPath, { enabled: shown });
  const isContactPage = urlPath === CONTACT_PAGE;

  if (!shown) return <NotFoundPage />;
  if (page.data) {
    if (isPageAvailable(page.data)) {
      return <StaticPageArticle key={urlPath} page={page.data} urlPath={urlPath} withContactForm={isContactPage} />;
    }
    return isContactPage ? <ContactPageFallback /> : <NotFoundPage />;
  }
  if (page.isError) {
    // A 4xx is the platform's answer about this address (an unknown or malformed url): not found.
    const answered = page.error instanceof ApiError && page.error.status >= 400 && page.error.status < 500;
    if (!answered) return <StaticPageFailed onRetry={() => void page.refetch()} />;
    return isContactPage ? <ContactPageFallback /> : <NotFoundPage />;
  }
  return <StaticPageLoading />;
}
