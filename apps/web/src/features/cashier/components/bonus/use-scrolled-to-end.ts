import { type RefObject, useLayoutEffect, useState } from 'react';
import { isScrolledToEnd } from '../../rules/bonus-step';

/**
 * Whether the player has seen the end of a scroll box's text: true once they scroll to its bottom,
 * or at once when the text fits without scrolling, and it stays true. A new text (another key)
 * must be read to its end again. The box is measured again when its size changes (a rotated phone).
 */
export function useScrolledToEnd(box: RefObject<HTMLElement | null>, textKey: string): boolean {
  const [seenKey, setSeenKey] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => {
      if (isScrolledToEnd(element)) setSeenKey(textKey);
    };
    check();
    element.addEventListener('scroll', check, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', check);
      resizes?.disconnect();
    };
  }, [box, textKey]);

  return seenKey === textKey;
}
