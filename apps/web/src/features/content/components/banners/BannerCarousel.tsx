import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerSlide } from '../../lib/banner-slides';
import { prefersReducedMotion } from '../../lib/motion';
import { BannerSlideView } from './BannerSlideView';
import styles from './Banners.module.css';

/** How long each banner stays before the next one slides in. */
export const AUTOPLAY_INTERVAL_MS = 7_000;

type BannerCarouselProps = { slides: BannerSlide[]; label: string };

/**
 * Several banners, one at a time: swipe or drag on touch, previous/next buttons, one dot per
 * banner. It moves on by itself unless the visitor prefers reduced motion, has paused it, or is
 * pointing at or focused inside it (WCAG 2.2.2). Banners out of view are inert, so the keyboard
 * only reaches the one on screen.
 */
export function BannerCarousel({ slides, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 28 });
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const count = slides.length;
  const playing = !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Each banner gets the full interval: the timer starts again whenever the banner changes,
  // by itself or by hand. In a hidden tab it waits instead of moving on.
  useEffect(() => {
    if (!embla || !playing) return;
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (document.visibilityState === 'hidden') schedule();
        else embla.scrollNext();
      }, AUTOPLAY_INTERVAL_MS);
    };
    schedule();
    embla.on('select', schedule);
    return () => {
      window.clearTimeout(timer);
      embla.off('select', schedule);
    };
  }, [embla, playing]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={`${styles.banners} ${styles.carousel}`}
      aria-label={label}
      aria-roledescription={t('bannerComp.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('bannerComp.slide')}
              aria-label={t('bannerComp.slideLabel', { index: index + 1, count })}
              inert={index !== selected}
            >
              <BannerSlideView slide={slide} />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={t('bannerComp.previous')}
        onClick={() => embla?.scrollPrev()}
      >
        <ChevronIcon />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('bannerComp.next')}
        onClick={() => embla?.scrollNext()}
      >
        <ChevronIcon />
      </button>
      <div className={styles.controls}>
        {!reducedMotion && (
          <button
            type="button"
            className={styles.pause}
            aria-label={userPaused ? t('bannerComp.play') : t('bannerComp.pause')}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {userPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
        )}
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={t('bannerComp.goTo', { index: index + 1, count })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => scrollTo(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 5v14l12-7z" fill="currentColor" />
    </svg>
  );
}
