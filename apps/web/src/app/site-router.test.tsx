import { act, render, screen } from '@testing-library/react';
import { type ComponentType, type ReactNode, Suspense, useLayoutEffect } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useResolvedPath,
  useRoutes,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../components/lazy-part';
import { PathRoutes, SiteRouter, usePendingNavigation } from './site-router';

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/** Every location the pending-navigation context reported on screen, in commit order. */
function PendingLog({ log }: { log: (string | null)[] }) {
  const pending = usePendingNavigation();
  const shown = pending ? `${pending.pathname}${pending.search}` : null;
  useLayoutEffect(() => {
    log.push(shown);
  });
  return null;
}

function renderSite(table: RouteObject[], initial: string, extra?: ReactNode) {
  const history: MemoryHistory = createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  render(
    <SiteRouter history={history}>
      {extra}
      <Suspense fallback={<p>page loading</p>}>
        <PathRoutes table={table} />
      </Suspense>
    </SiteRouter>,
  );
  return history;
}

function SearchShown() {
  return <p>query {useLocation().search || 'none'}</p>;
}

/** A page that reads its route's match (useParams), as the site's pages do, and counts its renders. */
function RenderCountedPage({ name, renders }: { name: string; renders: string[] }) {
  const params = useParams();
  renders.push(name);
  return <p>{`${name} ${JSON.stringify(params)}`}</p>;
}

/** What a route sees of its match: its params, and the path a relative link from it resolves to. */
function MatchShown() {
  const params = useParams();
  const here = useResolvedPath('.');
  return (
    <p data-testid="match">
      {JSON.stringify(params)} {here.pathname}
    </p>
  );
}

/** React Router's own rendering of a route table, to compare with. */
function UseRoutesTable({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

describe('SiteRouter', () => {
  it('applies a change of the query on the page on screen at once: no navigation is ever pending', async () => {
    const log: (string | null)[] = [];
    const history = renderSite([{ path: '/fi', element: <SearchShown /> }], '/fi', <PendingLog log={log} />);
    await act(async () => {
      history.push('/fi?service=deposit');
    });
    expect(screen.getByText('query ?service=deposit')).toBeTruthy();
    expect(log.every((pending) => pending === null)).toBe(true);
  });

  it('keeps the page on screen while the next path loads, and a query change meanwhile waits for it', async () => {
    let finishLoading: () => void = () => undefined;
    const slow = lazyPart(
      () =>
        new Promise<ComponentType>((resolve) => {
          finishLoading = () => resolve(SearchShown);
        }),
    );
    const log: (string | null)[] = [];
    const history = renderSite(
      [
        { path: '/fi', element: <p>home</p> },
        { path: '/fi/casino', element: <slow.Component /> },
      ],
      '/fi',
      <PendingLog log={log} />,
    );
    await act(async () => {
      history.push('/fi/casino');
    });
    expect(screen.getByText('home')).toBeTruthy();
    expect(log.at(-1)).toBe('/fi/casino');
    await act(async () => {
      history.push('/fi/casino?page=2');
    });
    // Not applied at once: the casino page is still loading, so home stays and no fallback shows.
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByText('page loading')).toBeNull();
    expect(log.at(-1)).toBe('/fi/casino?page=2');
    await act(async () => {
      finishLoading();
      await new Promise((settle) => setTimeout(settle, 0));
    });
    expect(screen.getByText('query ?page=2')).toBeTruthy();
    expect(log.at(-1)).toBeNull();
  });

  it('scrolls to the top when a link or redirect shows a new path, not on a query change, back or a hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const history = renderSite(
        [
          { path: '/fi', element: <p>home</p> },
          { path: '/fi/casino', element: <SearchShown /> },
          { path: '/fi/info', element: <p>info</p> },
        ],
        '/fi',
      );
      expect(scrollTo).not.toHaveBeenCalled();
      await act(async () => history.push('/fi/casino'));
      expect(scrollTo.mock.calls).toEqual([[0, 0]]);
      await act(async () => history.push('/fi/casino?page=2'));
      await act(async () => history.replace('/fi'));
      expect(scrollTo).toHaveBeenCalledTimes(2);
      await act(async () => history.push('/fi/info#blockedTerritory'));
      await act(async () => history.go(-1));
      expect(screen.getByText('home')).toBeTruthy();
      expect(scrollTo).toHaveBeenCalledTimes(2);
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('PathRoutes', () => {
  it('does not render the page again when only the query changes, and does when the path changes', async () => {
    const renders: string[] = [];
    const history = renderSite(
      [
        { path: '/fi', element: <RenderCountedPage name="home" renders={renders} /> },
        { path: '/fi/casino', element: <RenderCountedPage name="casino" renders={renders} /> },
      ],
      '/fi',
    );
    await act(async () => {
      history.push('/fi?service=deposit');
    });
    await act(async () => {
      history.replace('/fi?step=select-deposit-method');
    });
    expect(renders).toEqual(['home']);
    await act(async () => {
      history.push('/fi/casino');
    });
    expect(renders).toEqual(['home', 'casino']);
  });

  const table: RouteObject[] = [
    {
      path: '/:lang',
      element: <Outlet />,
      children: [
        { index: true, element: <MatchShown /> },
        { path: 'games/:slug', element: <MatchShown /> },
        { path: 'info/*', element: <MatchShown /> },
      ],
    },
  ];

  it.each([
    '/fi',
    '/fi/games/book-of-dead',
    '/fi/games/a%20b',
    '/fi/games/%C3%A4ss%C3%A4',
    '/fi/games/50%25',
    '/fi/info/terms/13',
  ])('matches %s as useRoutes does: the same params and the same resolved path', async (path) => {
    const history: MemoryHistory = createMemoryHistory({ initialEntries: [path], v5Compat: true });
    const { unmount } = render(
      <SiteRouter history={history}>
        <UseRoutesTable table={table} />
      </SiteRouter>,
    );
    const expected = screen.getByTestId('match').textContent;
    unmount();
    renderSite(table, path);
    expect(screen.getByTestId('match').textContent).toBe(expected);
  });
});
