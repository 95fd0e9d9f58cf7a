import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../layout-constants';

/** Whether a CSS media query matches now, following changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      window.addEventListener('resize', listener);
      return () => {
        list.removeEventListener('change', listener);
        window.removeEventListener('resize', listener);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's mobile layout: 992 px wide or less. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
