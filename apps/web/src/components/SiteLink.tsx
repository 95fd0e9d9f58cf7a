import { type ComponentPropsWithRef, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type SiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An address inside the site: a path from the root, with its query if any (localPath, cashier links). */
  to: string;
  /** History state for the page it leads to (read there with useLocation().state). */
  state?: unknown;
};

/** A plain left click without modifier keys, for this window: the router's. Anything else is the browser's (new tab, window, download). */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/**
 * The site's link: an anchor whose plain click navigates inside the page, as React Router's Link
 * does for the site's addresses (all of them absolute). Unlike Link it does not read the current
 * location, so a change of the url (a query that opens a modal over the page) does not render
 * every link on the page again (npm run bench:cashier). A link to the address already shown
 * replaces the history entry instead of adding one, as Link does.
 */
export function SiteLink({ to, state, onClick, target, ref, ...anchor }: SiteLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isRouterClick(event, target)) return;
    event.preventDefault();
    const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (to === shown) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...anchor} ref={ref} href={to} target={target} onClick={follow} />;
}
