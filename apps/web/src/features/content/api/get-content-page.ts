import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery, StaticPage } from '@vauhti/contracts/site';
import { apiRequest } from '../../../lib/api/client';
import type { SiteLanguage } from '../../../lib/i18n/languages';

/**
 * How long a page read stays fresh. Pages change when an operator edits them, rarely; the server
 * caches its answers for five minutes too.
 */
const CONTENT_PAGE_STALE_MS = 5 * 60_000;

export function getContentPage(language: SiteLanguage, urlPath: string, signal?: AbortSignal) {
  const query: PageQuery = { language, urlPath };
  return apiRequest<StaticPage>('/content/pages', { query, signal });
}

/**
 * Spec 7: cached per language and url, concurrent requests shared. One query key per
 * (language, urlPath) gives both: TanStack Query runs one fetch for every viewer of the key.
 */
export function contentPageQuery(language: SiteLanguage, urlPath: string) {
  return queryOptions({
    queryKey: ['content-page', language, urlPath] as const,
    queryFn: ({ signal }) => getContentPage(language, urlPath, signal),
    staleTime: CONTENT_PAGE_STALE_MS,
  });
}

export function useContentPage(language: SiteLanguage, urlPath: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...contentPageQuery(language, urlPath), enabled: options.enabled ?? true });
}
