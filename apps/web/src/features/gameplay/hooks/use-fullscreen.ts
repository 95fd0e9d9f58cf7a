import { type RefObject, useEffect } from 'react';
import { gameWindow, useGameWindow } from '../../../lib/game-window/game-window-store';

/**
 * Keeps the browser's full screen (Fullscreen API) in step with the game window's state: the
 * state asks, this hook enters or leaves. Leaving by the browser's own means (Escape) is written
 * back, and the mobile layout ends full screen (spec 2.8).
 */
export function useFullscreen(element: RefObject<HTMLElement | null>, mobile: boolean) {
  const fullscreen = useGameWindow((state) => state.fullscreen);

  useEffect(() => {
    if (mobile) gameWindow.setFullscreen(false);
  }, [mobile]);

  useEffect(() => {
    const target = element.current;
    if (!target || typeof document.exitFullscreen !== 'function') {
      if (fullscreen) gameWindow.setFullscreen(false);
      return;
    }
    if (fullscreen && document.fullscreenElement !== target) {
      target.requestFullscreen().catch(() => gameWindow.setFullscreen(false));
    }
    if (!fullscreen && document.fullscreenElement === target) {
      void document.exitFullscreen().catch(() => undefined);
    }
  }, [element, fullscreen]);

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement !== element.current) gameWindow.setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);

  // The window leaving the page (closed, logged out) takes full screen with it.
  useEffect(
    () => () => {
      if (document.fullscreenElement && document.fullscreenElement === element.current) {
        void document.exitFullscreen().catch(() => undefined);
      }
    },
    [element],
  );
}
