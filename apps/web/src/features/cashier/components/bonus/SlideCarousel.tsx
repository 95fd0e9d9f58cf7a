import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import styles from './SlideCarousel.module.css';

/** Embla's carousel API (embla-carousel is the react wrapper's dependency, not the site's). */
type Embla = NonNullable<UseEmblaCarouselType[1]>;

export type CarouselSlide = { key: string; content: ReactNode };

type SlideCarouselProps = {
  /** The heading above the slides; the arrows sit beside it. */
  heading: ReactNode;
  /** The slide widths: bonus cards (2.5 / 4.5 / 4 in view) or game tiles (3.5 / 5.5 / 5). */
  size: 'bonus' | 'game';
  showArrows: boolean;
  previousLabel: string;
  nextLabel: string;
  slides: CarouselSlide[];
  /** What the element holding the slides is: a radio group of cards, or a group of toggles. */
  trackRole: 'radiogroup' | 'group';
  /** Its label and description. */
  trackProps: Pick<HTMLAttributes<HTMLDivElement>, 'aria-labelledby' | 'aria-describedby'>;
  /** The slide shown first (the chosen card), so a choice made by a link is on screen. */
  startIndex?: number;
};

/**
 * A row of cards that slides sideways (Embla): swipe or drag on touch, arrows above it when there
 * are more cards than fit. A card that takes keyboard focus outside the visible part is brought
 * into view, so Tab and the arrow keys never land on a hidden card.
 */
export function SlideCarousel({
  heading,
  size,
  showArrows,
  previousLabel,
  nextLabel,
  slides,
  trackRole,
  trackProps,
  startIndex = 0,
}: SlideCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [firstIndex] = useState(startIndex);

  // Only the first position: later choices are made on screen, where the player already looks.
  useEffect(() => {
    if (!embla || firstIndex === 0) return;
    embla.scrollTo(Math.min(firstIndex, embla.scrollSnapList().length - 1), true);
  }, [embla, firstIndex]);
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });

  useEffect(() => {
    if (!embla) return;
    const update = () => setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  // A card that takes keyboard focus outside the visible part is brought into view.
  useEffect(() => {
    if (!embla) return;
    const container = embla.containerNode();
    const onFocusIn = (event: FocusEvent) => {
      const slide = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-slide-index]') : null;
      if (slide) bringIntoView(embla, slide);
    };
    container.addEventListener('focusin', onFocusIn);
    return () => container.removeEventListener('focusin', onFocusIn);
  }, [embla]);

  return (
    <div className={styles.carousel}>
      <div className={styles.header}>
        {heading}
        {showArrows && (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={previousLabel}
              disabled={!canScroll.previous}
              onClick={() => embla?.scrollPrev()}
            >
              <ChevronIcon direction="previous" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={nextLabel}
              disabled={!canScroll.next}
              onClick={() => embla?.scrollNext()}
            >
              <ChevronIcon direction="next" />
            </button>
          </div>
        )}
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div role={trackRole} {...trackProps} className={styles.track}>
          {slides.map((slide, index) => (
            <div key={slide.key} className={`${styles.slide} ${styles[size]}`} data-slide-index={index}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function bringIntoView(embla: Embla, slide: HTMLElement) {
  const viewport = embla.rootNode();
  // The browser scrolls a clipped box to show focus, but Embla moves its slides by transform:
  // undo the browser's scroll and let Embla bring the card in.
  viewport.scrollLeft = 0;
  if (isFullyInside(slide, viewport)) return;
  // With trimmed snaps, a card past the last snap is in view at the last one.
  const lastSnap = embla.scrollSnapList().length - 1;
  embla.scrollTo(Math.min(Number(slide.dataset.slideIndex), lastSnap));
}

/** Whether the card shows whole inside the visible part (a pixel of rounding allowed). */
function isFullyInside(slide: HTMLElement, viewport: HTMLElement): boolean {
  const card = slide.getBoundingClientRect();
  const visible = viewport.getBoundingClientRect();
  return card.left >= visible.left - 1 && card.right <= visible.right + 1;
}

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'next' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
