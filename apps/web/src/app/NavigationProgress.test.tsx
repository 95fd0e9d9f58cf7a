import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '../components/lazy-part';
import { i18n } from '../lib/i18n/i18n';
import { NavigationProgress, shouldShowLoadingIndicator } from './NavigationProgress';
import { SiteRouter } from './site-router';

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

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The site's router over a memory history, its pages' code loading on promises the test resolves:
 * a navigation waits for its page until then, like a page whose chunk is still on the way.
 */
function renderRouter() {
  const pending: (() => void)[] = [];
  const slowPage = (text: string) =>
    lazyPart(
      () =>
        new Promise<ComponentType>((resolve) => {
          pending.push(() => resolve(() => <p>{text}</p>));
        }),
    );
  const casino = slowPage('casino');
  const account = slowPage('account');
  const history = createMemoryHistory({ initialEntries: ['/fi'], v5Compat: true });
  const pages: RouteObject[] = [
    { path: '/fi', element: <p>home</p> },
    { path: '/fi/casino', element: <casino.Component /> },
    { path: '/fi/myaccount', element: <account.Component /> },
  ];
  render(
    <I18nextProvider i18n={i18n}>
      <SiteRouter history={history}>
        <NavigationProgress />
        <Suspense fallback={null}>
          <RouteTable routes={pages} />
        </Suspense>
      </SiteRouter>
    </I18nextProvider>,
  );
  const navigate = async (to: string) => {
    await act(async () => {
      history.push(to);
    });
  };
  const finish = async () => {
    await act(async () => {
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((settle) => setTimeout(settle, 0));
    });
  };
  return { navigate, finish };
}

describe('NavigationProgress (spec 2.15)', () => {
  it('is set when a navigation starts and cleared when it ends', async () => {
    const { navigate, finish } = renderRouter();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await navigate('/fi/casino');
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
    expect(screen.getByText('home')).toBeTruthy();
    await finish();
    expect(screen.getByText('casino')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is not set for a my-account url, whose page is still loading', async () => {
    const { navigate, finish } = renderRouter();
    await navigate('/fi/myaccount');
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await finish();
  });

  it('is not set for a url with a query, whose page is still loading', async () => {
    const { navigate, finish } = renderRouter();
    await navigate('/fi/casino?provider=sandbox');
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await finish();
    expect(screen.getByText('casino')).toBeTruthy();
  });
});
