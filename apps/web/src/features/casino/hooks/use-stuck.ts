import { type RefObject, useEffect, useState } from 'react';

/**
 * Spec 2.3: the filter bar sticks once the page scrolls past its offset. CSS position: sticky
 * does the sticking; this tells the bar when it is stuck (for its raised look) by watching a
 * zero-height marker placed just above it pass under the header.
 */
export function useStuck(markerRef: RefObject<HTMLElement | null>, topOffsetPx: number): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setStuck(!entry.isIntersecting && entry.boundingClientRect.top < topOffsetPx);
      },
      { rootMargin: `-${topOffsetPx}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [markerRef, topOffsetPx]);
  return stuck;
}
