import useEmblaCarousel from 'embla-carousel-react';
import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import { useMediaQuery } from '../hooks/use-media-query';
import { NARROW_TABS_MEDIA_QUERY, TAB_SWIPE_GROUP_NARROW, TAB_SWIPE_GROUP_WIDE } from '../rules/lobby-rules';
import styles from './Lobby.module.css';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export type LobbyTab = { key: string; label: string; to: string; active: boolean };

/** Spec 2.3: tabs swipe three at a time above 480 px, one at a time at 480 px and below. */
export const LOBBY_TABS_CAROUSEL_OPTIONS: EmblaOptions = {
  align: 'start',
  containScroll: 'trimSnaps',
  dragFree: false,
  slidesToScroll: TAB_SWIPE_GROUP_WIDE,
  breakpoints: { [NARROW_TABS_MEDIA_QUERY]: { slidesToScroll: TAB_SWIPE_GROUP_NARROW } },
};

/**
 * The lobby tabs: links to each shown lobby, in a strip that swipes (Embla) with previous/next
 * buttons when it overflows. The active tab is scrolled into view.
 */
export const LobbyTabs = memo(function LobbyTabs({ tabs }: { tabs: LobbyTab[] }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_TABS_MEDIA_QUERY);
  const [viewportRef, embla] = useEmblaCarousel(LOBBY_TABS_CAROUSEL_OPTIONS);
  const [canBack, setCanBack] = useState(false);
  const [canForward, setCanForward] = useState(false);
  const activeIndex = tabs.findIndex((tab) => tab.active);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanBack(embla.canScrollPrev());
      setCanForward(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || activeIndex < 0) return;
    const snap = embla.internalEngine().slideRegistry.findIndex((slides) => slides.includes(activeIndex));
    if (snap >= 0) embla.scrollTo(snap, true);
  }, [embla, activeIndex]);

  const back = useCallback(() => embla?.scrollPrev(), [embla]);
  const forward = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <nav
      className={styles.tabs}
      aria-label={t('gamingComp.lobbyTabs')}
      data-swipe-group={narrow ? TAB_SWIPE_GROUP_NARROW : TAB_SWIPE_GROUP_WIDE}
    >
      <button
        type="button"
        className={styles.tabArrow}
        onClick={back}
        disabled={!canBack}
        hidden={!canBack && !canForward}
        aria-label={t('gamingComp.previous')}
      >
        <Chevron direction="back" />
      </button>
      <div className={styles.tabViewport} ref={viewportRef}>
        <ul className={styles.tabTrack}>
          {tabs.map((tab) => (
            <li key={tab.key} className={styles.tabSlide}>
              <SiteLink className={styles.tab} to={tab.to} aria-current={tab.active ? 'page' : undefined}>
                {tab.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.tabArrow}
        onClick={forward}
        disabled={!canForward}
        hidden={!canBack && !canForward}
        aria-label={t('gamingComp.next')}
      >
        <Chevron direction="forward" />
      </button>
    </nav>
  );
});

export function Chevron({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'back' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
