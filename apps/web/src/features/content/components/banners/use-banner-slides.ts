import { useMemo } from 'react';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { useSession } from '../../../../lib/session/session-queries';
import { useSiteFeatureSwitches } from '../../../../lib/site-features/availability';
import { type BannerZone, useBanners } from '../../api/get-banners';
import { useCatalogueCountFiller } from '../../hooks/use-catalogue-counts';
import { bannerSlidesFor } from '../../lib/banner-slides';
import { hasCatalogueCounts } from '../../lib/catalogue-counts';

/**
 * A zone's banners, ready to show to the current visitor (guest or player links, the catalogue's
 * counts filled in), without those advertising a feature that is switched off. pending covers
 * the banners and, when the first banner's copy has counts, the catalogue: the first banner is
 * what a visitor sees first (the page's largest paint), so it waits for the catalogue only when
 * its own sentence needs a number; a later slide gets its number filled when the catalogue comes.
 */
export function useBannerSlides(zone: BannerZone, affiliateId?: string) {
  const language = useSiteLanguage();
  const session = useSession();
  const isPlayer = session.state === 'player';
  const query = useBanners(zone, language, affiliateId);
  const switches = useSiteFeatureSwitches();
  const { sportsbook, promoRaces, bonusesPage } = switches;
  const counts = useCatalogueCountFiller((query.data ?? []).some((banner) => hasCatalogueCounts(banner.content)));
  const slides = useMemo(
    () =>
      bannerSlidesFor(
        query.data ?? [],
        { isPlayer, origin: window.location.origin, language, fillCounts: counts.fill },
        { sportsbook, promoRaces, bonusesPage },
      ),
    [query.data, isPlayer, language, counts.fill, sportsbook, promoRaces, bonusesPage],
  );
  const firstBanner = query.data?.find((banner) => banner.id === slides[0]?.id);
  const firstWaitsForCounts = firstBanner !== undefined && hasCatalogueCounts(firstBanner.content);
  return { query, slides, pending: query.isPending || (firstWaitsForCounts && !counts.settled) };
}
