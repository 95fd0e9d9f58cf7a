import { useEffect, useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * A value derived from the page's scroll position; the component re-renders only when the
 * derived value changes (a boolean here), not on every scrolled pixel.
 */
export function useScrollDerived<T extends boolean | number | string>(derive: (scrollY: number) => T, fallback: T): T {
  return useSyncExternalStore(
    subscribe,
    () => derive(window.scrollY),
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
