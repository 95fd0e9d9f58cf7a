import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, BannerQuery, Banners, BannerZone } from '@vauhti/contracts/site';
import { apiRequest } from '../../../lib/api/client';
import type { SiteLanguage } from '../../../lib/i18n/languages';

/** The banner answer's shapes (spec part 2, section 3), for this feature and its tests. */
export type { Banner, BannerZone };

/** Banners change with campaigns, not by the minute. */
const BANNERS_STALE_MS = 5 * 60_000;

export async function getBanners(
  zoneId: BannerZone,
  language: SiteLanguage,
  affiliateId: string | undefined,
  signal?: AbortSignal,
) {
  const query: BannerQuery = { zoneId, language, affiliateId };
  const response = await apiRequest<Banners>('/content/banners', { query, signal });
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
