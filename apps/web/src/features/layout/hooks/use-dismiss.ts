import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

type DismissOptions = {
  open: boolean;
  close: () => void;
  /** The popup and its toggle: pointer presses inside them do not close it. */
  containerRef: RefObject<HTMLElement | null>;
  /** Where focus goes back after Escape. */
  toggleRef: RefObject<HTMLElement | null>;
  /** Close on a pointer press outside the container (default true). */
  outsidePress?: boolean;
};

/**
 * The usual ways out of a dropdown: Escape (focus returns to its toggle), a press outside it,
 * and any navigation.
 */
export function useDismiss({ open, close, containerRef, toggleRef, outsidePress = true }: DismissOptions) {
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    if (outsidePress) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, containerRef, toggleRef, outsidePress]);

  useOnNavigation(close);
}

/**
 * Runs a callback after every navigation (not on the first render): popups close when the page
 * changes. The location object changes on every navigation, even to the same path.
 */
export function useOnNavigation(callback: () => void) {
  const location = useLocation();
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    callbackRef.current();
  }, [location]);
}
