import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  matchRoutes,
  UNSAFE_NavigationContext as NavigationContext,
  type Navigator,
  type RouteObject,
  Router,
  renderMatches,
  useLocation,
} from 'react-router';
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
 * A change of the query or the hash alone, on the page on screen while no other navigation is on
 * its way, is applied at once instead: no page has to load for it, and a modal it opens (the
 * cashier's ?service=deposit) then renders within the click instead of behind a transition that
 * every answer arriving meanwhile would interrupt (npm run bench:cashier).
 */
export function SiteRouter({ history, children }: { history?: SiteHistory; children: ReactNode }) {
  const [siteHistory] = useState(() => history ?? createBrowserHistory({ v5Compat: true }));
  const [current, setCurrent] = useState({ action: siteHistory.action, location: siteHistory.location });
  const [target, setTarget] = useState<Location>(siteHistory.location);
  const [navigating, startNavigation] = useTransition();
  // What is on screen, for the history's listener (subscribed once): kept from committed renders only.
  const shownPath = useRef(current.location.pathname);
  const pending = useRef(navigating);
  useLayoutEffect(() => {
    shownPath.current = current.location.pathname;
    pending.current = navigating;
  });
  // A new page starts at its top, as after a full page load. Back and forward keep the browser's
  // own scroll restoration, and a url with a hash scrolls where it points (use-scroll-to-target).
  const committedPath = useRef(current.location.pathname);
  useLayoutEffect(() => {
    const { action, location } = current;
    if (location.pathname === committedPath.current) return;
    committedPath.current = location.pathname;
    if (action !== 'POP' && !location.hash) window.scrollTo(0, 0);
  }, [current]);
  useLayoutEffect(
    () =>
      siteHistory.listen((update) => {
        setTarget(update.location);
        const samePage = !pending.current && update.location.pathname === shownPath.current;
        if (samePage) setCurrent(update);
        else startNavigation(() => setCurrent(update));
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

/**
 * The pages of a route table for the url's path, as useRoutes(table) renders them at the top of the
 * tree, but matched again only when the path changes: a change of the query alone (?service=deposit
 * opens the cashier over the page) keeps the same elements, so React does not render the page
 * again, and the table's paths are not matched again (useRoutes compiles every route's pattern on
 * each render: npm run bench:cashier).
 */
export function PathRoutes({ table }: { table: RouteObject[] }) {
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  return useMemo(() => renderMatches(matchesOf(table, pathname, navigator)), [table, pathname, navigator]);
}

/**
 * The routes matching a path, their pathnames encoded again as useRoutes does (matchRoutes decodes
 * them; `%`, `?` and `#` are escaped first so the history's URL parser keeps them in the path).
 */
function matchesOf(table: RouteObject[], pathname: string, navigator: Navigator) {
  const encode = (path: string) =>
    navigator.encodeLocation
      ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
      : path;
  return (
    matchRoutes(table, { pathname })?.map((match) => ({
      ...match,
      pathname: encode(match.pathname),
      pathnameBase: encode(match.pathnameBase),
    })) ?? null
  );
}

/**
 * The pages of the route table. The first page's code is awaited before anything is shown (the
 * shell and its page appear together, so nothing moves once painted); later navigations keep the
 * current page until the next one is ready.
 */
export function SiteRoutes() {
  return (
    <Suspense fallback={null}>
      <PathRoutes table={routes} />
    </Suspense>
  );
}
