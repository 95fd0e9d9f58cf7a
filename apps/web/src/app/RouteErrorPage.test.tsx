import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../components/lazy-part';
import { i18n } from '../lib/i18n/i18n';
import { testQueryClient } from '../test-support/render';
import { LazyPage } from './lazy-page';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteRouter } from './site-router';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A page whose code cannot be fetched until the test says the network is back. */
function pageWhileOffline() {
  const network = { up: false };
  const page = lazyPart(() =>
    network.up
      ? Promise.resolve(() => <h1>Casino</h1>)
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { page, network };
}

function renderSite() {
  const { page: casino, network } = pageWhileOffline();
  const history = createMemoryHistory({ initialEntries: ['/en/casino'], v5Compat: true });
  const pages: RouteObject[] = [
    { path: '/en/casino', element: <LazyPage part={casino} /> },
    { path: '/en', element: <h1>Home</h1> },
  ];
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <SiteRouter history={history}>
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <RouteTable routes={pages} />
            </Suspense>
          </RouteErrorBoundary>
        </SiteRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { history, network };
}

describe('a page that cannot load (RouteErrorBoundary, LazyPage)', () => {
  it('offers a reload instead of a blank or technical page when its code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite();
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('gives way to the pages again at the next navigation, and the failed page loads on a later visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { history, network } = renderSite();
    await screen.findByRole('heading', { name: 'This page could not load' });
    network.up = true;
    await act(async () => history.push('/en'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    await act(async () => history.push('/en/casino'));
    expect(await screen.findByRole('heading', { name: 'Casino' })).toBeTruthy();
  });
});
