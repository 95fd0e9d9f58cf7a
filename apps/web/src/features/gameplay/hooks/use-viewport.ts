import { useSyncExternalStore } from 'react';
import { GAME_WINDOW_MOBILE_MAX_PX, MOBILE_MAX_PX } from '../gameplay-constants';

export type Viewport = {
  width: number;
  height: number;
  /** The game window's mobile layout (1024 px or less). */
  mobile: boolean;
  /** Wider than tall. */
  landscape: boolean;
  /** Landscape at the site's mobile width (992 px or less). */
  mobileLandscape: boolean;
};

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  window.addEventListener('orientationchange', listener);
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('orientationchange', listener);
  };
}

let cached: Viewport | null = null;

/** One object per size, so useSyncExternalStore sees a change only when the size changes. */
function snapshot(): Viewport {
  const width = window.innerWidth;
  const height = window.innerHeight;
  if (cached && cached.width === width && cached.height === height) return cached;
  const landscape = width > height;
  cached = {
    width,
    height,
    mobile: width <= GAME_WINDOW_MOBILE_MAX_PX,
    landscape,
    mobileLandscape: landscape && width <= MOBILE_MAX_PX,
  };
  return cached;
}

const SERVER_VIEWPORT: Viewport = { width: 1440, height: 900, mobile: false, landscape: true, mobileLandscape: false };

/** The window's size and the game window's layout breakpoints, following resizes and rotation. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_VIEWPORT);
}
