import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { SiteLanguage } from '../../../lib/i18n/languages';

/** A static page as the platform answers it (spec part 2, section 3 "Static page"). */
export type ContentPage = {
  head: string;
  content: string;
  metaTitle: string;
  metaTags: string;
  metaDescription: string;
  /** The page's address in each language; '' where the page has no translation. */
  multilingualUrl: Record<string, string>;
  errorCode: number | null;
};

/**
 * How long a page read stays fresh. Pages change when an operator edits them, rarely; the server
 * caches its answers for five minutes too.
 */
const CONTENT_PAGE_STALE_MS = 5 * 60_000;

export function getContentPage(language: SiteLanguage, urlPath: string, signal?: AbortSignal) {
  return apiRequest<ContentPage>('/content/pages', { query: { language, urlPath }, signal });
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
