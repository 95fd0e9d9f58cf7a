import { useEffect, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/**
 * The page's scroll position as of the last scroll event, while anything listens. Reading
 * window.scrollY during a render that follows DOM changes (a dialog opening) forces the browser
 * to lay the whole page out at once; the value a scroll event saw is the same and costs nothing.
 */
let lastScrollY: number | null = null;

function onScroll() {
  lastScrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    lastScrollY = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    lastScrollY = null;
  };
}

function currentScrollY() {
  return lastScrollY ?? window.scrollY;
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
