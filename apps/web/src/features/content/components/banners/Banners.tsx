import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { BannerZone } from '../../api/get-banners';
import { BannerSlideView } from './BannerSlideView';
import styles from './Banners.module.css';
import { useBannerSlides } from './use-banner-slides';

/*
 * The carousel (and Embla with it) is needed only when a zone has more than one banner, and not
 * for the first view: until the visitor points at, touches or focuses the banners, or the first
 * banner has been on screen for a while, the carousel would show exactly the static first banner.
 * So the first paint ships without it and it loads when it can first make a difference.
 */
const loadCarousel = () => import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel }));
const BannerCarousel = lazy(loadCarousel);

/** When the carousel loads by itself: a few seconds before the first banner would move on. */
export const CAROUSEL_LOAD_DELAY_MS = 4_000;

type BannersProps = {
  zone: BannerZone;
  /** The accessible name of the banner area, e.g. "Featured offers". */
  label: string;
  affiliateId?: string;
  /** Shown when the zone has no banners or they cannot be loaded. */
  fallback?: ReactNode;
};

/**
 * The banners of a zone: a placeholder of the banner's shape while they load, one banner as it
 * is, several in a carousel.
 */
export function Banners({ zone, label, affiliateId, fallback = null }: BannersProps) {
  const { pending, slides } = useBannerSlides(zone, affiliateId);
  const [carouselWanted, setCarouselWanted] = useState(false);
  const several = slides.length > 1;
  useEffect(() => {
    if (!several || carouselWanted) return;
    const timer = window.setTimeout(() => setCarouselWanted(true), CAROUSEL_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [several, carouselWanted]);
  if (pending) return <div className={styles.placeholder} aria-hidden="true" data-testid="banners-loading" />;
  const [first] = slides;
  if (!first) return fallback;
  if (slides.length === 1) {
    return (
      <section className={styles.banners} aria-label={label}>
        <BannerSlideView slide={first} />
      </section>
    );
  }
  if (!carouselWanted) {
    const wantCarousel = () => setCarouselWanted(true);
    return (
      <section
        className={styles.banners}
        aria-label={label}
        onPointerEnter={wantCarousel}
        onTouchStart={wantCarousel}
        onFocus={wantCarousel}
      >
        <BannerSlideView slide={first} />
      </section>
    );
  }
  return (
    <Suspense
      fallback={
        <section className={styles.banners} aria-label={label}>
          <BannerSlideView slide={first} />
        </section>
      }
    >
      <BannerCarousel slides={slides} label={label} />
    </Suspense>
  );
}
