import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from '../lib/motion';

/** The query parameter that asks a static page to scroll to a block (spec 2.13: scrollTo=blockedTerritory). */
export const SCROLL_TO_PARAM = 'scrollTo';

/** An element id a link may ask for: letters, digits, - and _, starting with a letter. */
const TARGET_ID_PATTERN = /^[A-Za-z][\w-]{0,99}$/;

/** The id a page should scroll to: the scrollTo parameter first, else the url's hash. */
export function scrollTargetOf(search: string, hash: string): string | null {
  const fromQuery = new URLSearchParams(search).get(SCROLL_TO_PARAM);
  const candidate = fromQuery ?? (hash ? decodeURIComponent(hash.slice(1)) : null);
  return candidate && TARGET_ID_PATTERN.test(candidate) ? candidate : null;
}

/**
 * Once the content has rendered (contentKey set), scrolls to the block the url asks for, once per
 * content and url; a missing block is ignored.
 */
export function useScrollToTarget(contentKey: string | null) {
  const { search, hash } = useLocation();
  const done = useRef<string | null>(null);

  useEffect(() => {
    const target = scrollTargetOf(search, hash);
    if (contentKey === null || target === null) return;
    const attempt = `${contentKey}|${target}`;
    if (done.current === attempt) return;
    const element = document.getElementById(target);
    if (!element) return;
    done.current = attempt;
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [contentKey, search, hash]);
}
