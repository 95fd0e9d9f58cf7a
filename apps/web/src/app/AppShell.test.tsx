import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { SiteLanguageProvider } from '../lib/i18n/site-language';
import { guestStatus, mockApi } from '../test-support/api-mock';
import { testQueryClient } from '../test-support/render';
import { AppShell } from './AppShell';

/** How often each part of the shell's frame rendered. */
const renders = vi.hoisted(() => ({ header: 0, footer: 0, mobileNav: 0 }));

// The frame's parts stand in for the real ones, which have tests of their own: they count renders.
vi.mock('../features/layout', () => ({
  Header: () => {
    renders.header++;
    return <header>site header</header>;
  },
  Footer: () => {
    renders.footer++;
    return <footer>site footer</footer>;
  },
  MobileFooterNav: () => {
    renders.mobileNav++;
    return null;
  },
}));
vi.mock('../features/overlays', () => ({
  OverlayHost: () => null,
  TakeoverGate: ({ children }: { children: ReactNode }) => children,
}));

function Page() {
  const { pathname, search } = useLocation();
  return <p data-testid="page">page at {`${pathname}${search}`}</p>;
}

function renderShell(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/en',
        element: (
          <SiteLanguageProvider language="en">
            <AppShell />
          </SiteLanguageProvider>
        ),
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = testQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Every platform answer has come and been rendered (the query client tells components in a task of its own). */
async function answersShown(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  renders.header = 0;
  renders.footer = 0;
  renders.mobileNav = 0;
  mockApi({ 'GET /auth/status': guestStatus, 'GET /games/catalogue': { games: [], lobbies: [] } });
});

describe('the app shell', () => {
  it('does not render its header, footer and mobile navigation again when only the query of the url changes', async () => {
    const { router, queryClient } = renderShell('/en/casino');
    await screen.findByText('page at /en/casino');
    await answersShown(queryClient);
    const before = { ...renders };

    await act(() => router.navigate('/en/casino?utm_source=newsletter'));

    expect(await screen.findByText('page at /en/casino?utm_source=newsletter')).toBeTruthy();
    expect(renders).toEqual(before);
    expect(screen.getByText('site header')).toBeTruthy();
    expect(screen.getByText('site footer')).toBeTruthy();
  });

  it('hides the header and the footer on the gameplay route and shows them again on leaving it', async () => {
    const { router } = renderShell('/en/casino');
    await screen.findByText('site footer');

    await act(() => router.navigate('/en/gameplay/starburst'));
    await screen.findByText('page at /en/gameplay/starburst');
    expect(screen.queryByText('site header')).toBeNull();
    expect(screen.queryByText('site footer')).toBeNull();

    await act(() => router.navigate('/en/casino'));
    expect(await screen.findByText('site header')).toBeTruthy();
    expect(screen.getByText('site footer')).toBeTruthy();
  });
});
