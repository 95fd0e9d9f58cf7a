import { type ComponentPropsWithRef, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { isPlainClick, opensInThisWindow } from '../lib/navigation/plain-click';

type SiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An address inside the site: a path from the root, with its query if any (localPath, cashier links). */
  to: string;
  /** History state for the page it leads to (read there with useLocation().state). */
  state?: unknown;
};

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
    // A plain click for this window is the router's; anything else is the browser's.
    if (event.defaultPrevented || !isPlainClick(event) || !opensInThisWindow(target)) return;
    event.preventDefault();
    const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (to === shown) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...anchor} ref={ref} href={to} target={target} onClick={follow} />;
}
