import { useMemo } from 'react';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { useSession } from '../../../../lib/session/session-queries';
import { type BannerZone, useBanners } from '../../api/get-banners';
import { toBannerSlide } from '../../lib/banner-slides';

/** A zone's banners, ready to show to the current visitor (guest or player links). */
export function useBannerSlides(zone: BannerZone, affiliateId?: string) {
  const language = useSiteLanguage();
  const session = useSession();
  const isPlayer = session.state === 'player';
  const query = useBanners(zone, language, affiliateId);
  const slides = useMemo(
    () =>
      (query.data ?? []).map((banner) => toBannerSlide(banner, { isPlayer, origin: window.location.origin, language })),
    [query.data, isPlayer, language],
  );
  return { query, slides };
}
