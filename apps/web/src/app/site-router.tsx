import { createContext, type ReactNode, Suspense, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, Router, useRoutes } from 'react-router';
import { routes } from './routes';

/*
 * The site's router: React Router's declarative mode on the browser's history, with the route
 * table of routes.tsx. Not the data router (createBrowserRouter): the site loads no route data
 * (pages read the platform through TanStack Query), and the data router's loaders, actions,
 * fetchers and middleware were about 17 KB of the first load's JavaScript (ADR 0019). The history
 * is the one React Router's own BrowserRouter creates; it is exported as UNSAFE_ because its API
 * is not promised across major versions, which the router's tests here would catch.
 */

/** The browser's history as the router reads it (tests hand in a memory history, which is one too). */
type SiteHistory = ReturnType<typeof createBrowserHistory>;

/** Where a navigation is going while its page is not yet on screen (its code is loading); else null. */
const PendingNavigationContext = createContext<Location | null>(null);

/** The location the router is on its way to, while the page there is not yet shown. */
export function usePendingNavigation(): Location | null {
  return useContext(PendingNavigationContext);
}

/**
 * A history's changes applied as transitions: the page on screen stays until the next one can
 * render (its code has come), and usePendingNavigation says where the router is going meanwhile.
 */
export function SiteRouter({ history, children }: { history?: SiteHistory; children: ReactNode }) {
  const [siteHistory] = useState(() => history ?? createBrowserHistory({ v5Compat: true }));
  const [current, setCurrent] = useState({ action: siteHistory.action, location: siteHistory.location });
  const [target, setTarget] = useState<Location>(siteHistory.location);
  const [navigating, startNavigation] = useTransition();
  useLayoutEffect(
    () =>
      siteHistory.listen((update) => {
        setTarget(update.location);
        startNavigation(() => setCurrent(update));
      }),
    [siteHistory],
  );
  return (
    <PendingNavigationContext.Provider value={navigating ? target : null}>
      <Router location={current.location} navigationType={current.action} navigator={siteHistory}>
        {children}
      </Router>
    </PendingNavigationContext.Provider>
  );
}

function RouteTable() {
  return useRoutes(routes);
}

/**
 * The pages of the route table. The first page's code is awaited before anything is shown (the
 * shell and its page appear together, so nothing moves once painted); later navigations keep the
 * current page until the next one is ready.
 */
export function SiteRoutes() {
  return (
    <Suspense fallback={null}>
      <RouteTable />
    </Suspense>
  );
}
