import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../lib/i18n/i18n';
import type { SiteLanguage } from '../lib/i18n/languages';
import { SiteLanguageProvider } from '../lib/i18n/site-language';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

type RenderOptions = {
  /** The url the page is rendered at, e.g. /en/login?toDsar=true. */
  url?: string;
  /** The route pattern the element is mounted on (default: the url's path). */
  path?: string;
  language?: SiteLanguage;
  queryClient?: QueryClient;
  /** Other routes the test can land on, shown as "at <path>" text. */
  otherPaths?: string[];
};

/**
 * Renders a component as the site would: real catalogue, a QueryClient, a memory router at a
 * url, and the language context. Navigation targets render a marker "at <pathname><search>".
 */
export function renderWithSite(element: ReactElement, options: RenderOptions = {}) {
  const url = options.url ?? '/en';
  const language = options.language ?? 'en';
  const queryClient = options.queryClient ?? testQueryClient();
  const wrap = (node: ReactNode) => <SiteLanguageProvider language={language}>{node}</SiteLanguageProvider>;
  const router = createMemoryRouter(
    [
      { path: options.path ?? new URL(url, 'http://site').pathname, element: wrap(element) },
      { path: '*', element: <LocationMarker /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

function LocationMarker() {
  const location = useLocation();
  return <p data-testid="location">at {`${location.pathname}${location.search}`}</p>;
}
