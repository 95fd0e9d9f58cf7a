import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPlainClick, opensInThisWindow } from '../../../lib/navigation/plain-click';
import { isSamePageAnchor, sitePathOfLink } from '../lib/site-links';

/**
 * Links inside content HTML that point at the site itself open through the router, like the
 * site's own links, instead of reloading the whole app. New-tab clicks, downloads, other sites and
 * anchors on the same page keep the browser's behaviour. One listener on the container serves
 * every link in it, including keyboard activation (Enter on a link fires click).
 */
export function useContentLinkNavigation(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !element.contains(anchor) || anchor.hasAttribute('download')) return;
      if (!opensInThisWindow(anchor.target)) return;
      const href = anchor.getAttribute('href');
      if (!href) return;
      const path = sitePathOfLink(href, window.location.origin);
      if (path === null || isSamePageAnchor(path, { pathname, search })) return;
      event.preventDefault();
      navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate, pathname, search]);
}
