import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { NavigationProgress, shouldShowLoadingIndicator } from './NavigationProgress';

describe('shouldShowLoadingIndicator (spec 2.15)', () => {
  it('shows for a plain page url', () => {
    expect(shouldShowLoadingIndicator({ pathname: '/fi/casino/slots', search: '' })).toBe(true);
    expect(shouldShowLoadingIndicator({ pathname: '/fi', search: '' })).toBe(true);
  });

  it('does not show for my-account urls', () => {
    expect(shouldShowLoadingIndicator({ pathname: '/fi/myaccount', search: '' })).toBe(false);
    expect(shouldShowLoadingIndicator({ pathname: '/fi/myaccount/transactions', search: '' })).toBe(false);
    expect(shouldShowLoadingIndicator({ pathname: '/fi/myaccounts', search: '' })).toBe(true);
  });

  it('does not show for urls with a query', () => {
    expect(shouldShowLoadingIndicator({ pathname: '/fi/casino', search: '?page=2' })).toBe(false);
    expect(shouldShowLoadingIndicator({ pathname: '/fi/casino', search: '?' })).toBe(true);
  });
});

/** A router whose pages load on a promise the test resolves: the navigation stays 'loading' until then. */
function renderRouter() {
  const pending: (() => void)[] = [];
  const slowLoader = () =>
    new Promise<null>((resolve) => {
      pending.push(() => resolve(null));
    });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: 'fi', element: <p>home</p> },
          { path: 'fi/casino', loader: slowLoader, element: <p>casino</p> },
          { path: 'fi/myaccount', loader: slowLoader, element: <p>account</p> },
        ],
      },
    ],
    { initialEntries: ['/fi'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const finish = async () => {
    await act(async () => {
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((settle) => setTimeout(settle, 0));
    });
  };
  return { router, finish };
}

describe('NavigationProgress (spec 2.15)', () => {
  it('is set when a navigation starts and cleared when it ends', async () => {
    const { router, finish } = renderRouter();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      void router.navigate('/fi/casino');
    });
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
    await finish();
    expect(screen.getByText('casino')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is not set for a my-account url', async () => {
    const { router, finish } = renderRouter();
    await act(async () => {
      void router.navigate('/fi/myaccount');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await finish();
  });

  it('is not set for a url with a query', async () => {
    const { router, finish } = renderRouter();
    await act(async () => {
      void router.navigate('/fi/casino?provider=sandbox');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await finish();
  });
});
