import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery, StaticPage } from '@vauhti/contracts/site';
import { apiRequest } from '../../../lib/api/client';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../../lib/i18n/languages';

const FOOTER_URL_PATH = 'footer';

/** GET /content/pages (spec part 2, section 3 "Static page"). */
function getFooterPage(language: SiteLanguage, signal?: AbortSignal) {
  const query: PageQuery = { language, urlPath: FOOTER_URL_PATH };
  return apiRequest<StaticPage>('/content/pages', { query, signal });
}

function isAvailable(page: StaticPage) {
  return page.errorCode === null && page.content.trim() !== '';
}

/**
 * The footer text block: the page 'footer' in the visitor's language, else in English (spec 2.13
 * and section 4: the footer retries in English). Keyed like the static-page viewer's pages so the
 * two share the cache.
 */
export const footerPageQuery = (language: SiteLanguage) =>
  queryOptions({
    queryKey: ['content-page', language, FOOTER_URL_PATH] as const,
    queryFn: async ({ signal }) => {
      const page = await getFooterPage(language, signal);
      if (isAvailable(page) || language === DEFAULT_LANGUAGE) return page;
      return getFooterPage(DEFAULT_LANGUAGE, signal);
    },
    staleTime: 10 * 60_000,
  });

/** The footer html with {{site_url}} replaced by this site's address, or '' when there is none. */
export function useFooterHtml(language: SiteLanguage): string {
  const { data } = useQuery(footerPageQuery(language));
  if (!data || !isAvailable(data)) return '';
  return data.content.replaceAll('{{site_url}}', window.location.origin);
}
