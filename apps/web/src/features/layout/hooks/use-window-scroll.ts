import { useEffect, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/**
 * The page's scroll position as of the last scroll event. Reading window.scrollY after the DOM has
 * changed (a dialog opening, the first commit of the whole page) forces the browser to lay the
 * page out at once; the value a scroll event saw is the same and costs nothing. It is read once as
 * this module loads, while the page is still empty, then kept by one passive listener for the
 * page's life (restoring a scroll position fires a scroll event too).
 */
let lastScrollY = typeof window === 'undefined' ? 0 : window.scrollY;

function onScroll() {
  lastScrollY = window.scrollY;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('scroll', onScroll, { passive: true });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function currentScrollY() {
  return lastScrollY;
}

/**
 * A value derived from the page's scroll position; the component re-renders only when the
 * derived value changes (a boolean here), not on every scrolled pixel.
 */
export function useScrollDerived<T extends boolean | number | string>(derive: (scrollY: number) => T, fallback: T): T {
  return useSyncExternalStore(
    subscribe,
    () => derive(currentScrollY()),
    () => fallback,
  );
}

/** Calls onScroll on every page scroll while enabled (e.g. closing a dropdown on mobile). */
export function useOnWindowScroll(enabled: boolean, onScroll: () => void) {
  useEffect(() => {
    if (!enabled) return;
    return subscribe(onScroll);
  }, [enabled, onScroll]);
}
