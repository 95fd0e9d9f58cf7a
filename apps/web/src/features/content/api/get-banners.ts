import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { SiteLanguage } from '../../../lib/i18n/languages';

/** The places on the site that show banners (the platform's banner zones). */
export type BannerZone =
  | 'home-guest'
  | 'home-player'
  | 'promotions'
  | 'casino'
  | 'live-casino'
  | 'sports-seo'
  | 'landing';

/** A banner (spec part 2, section 3): sanitised HTML with the {{siteUrl}} placeholder, and where it leads. */
export type Banner = {
  id: number;
  zoneId: BannerZone;
  content: string;
  /** Where a guest goes on click; '' for no link. */
  targetUrl: string;
  /** Where a logged-in player goes on click; '' for no link. */
  targetMemberUrl: string;
};

type BannersResponse = { banners: Banner[] };

/** Banners change with campaigns, not by the minute. */
const BANNERS_STALE_MS = 5 * 60_000;

export async function getBanners(
  zoneId: BannerZone,
  language: SiteLanguage,
  affiliateId: string | undefined,
  signal?: AbortSignal,
) {
  const response = await apiRequest<BannersResponse>('/content/banners', {
    query: { zoneId, language, affiliateId },
    signal,
  });
  return response.banners;
}

/** Spec 7: banners by zone, with the visitor's affiliate id when they came through one. */
export function bannersQuery(zoneId: BannerZone, language: SiteLanguage, affiliateId: string | undefined) {
  return queryOptions({
    queryKey: ['banners', zoneId, language, affiliateId ?? null] as const,
    queryFn: ({ signal }) => getBanners(zoneId, language, affiliateId, signal),
    staleTime: BANNERS_STALE_MS,
  });
}

export function useBanners(zoneId: BannerZone, language: SiteLanguage, affiliateId?: string) {
  return useQuery(bannersQuery(zoneId, language, affiliateId));
}
