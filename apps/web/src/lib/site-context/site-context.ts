import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteContext } from '@vauhti/contracts/site';
import { apiRequest } from '../api/client';

/** GET /api/v1/site/context: what the platform knows about this visitor's country and the site. */
export type { SiteContext };

export const siteContextKey = ['site', 'context'] as const;

export const siteContextQuery = queryOptions({
  queryKey: siteContextKey,
  queryFn: ({ signal }) => apiRequest<SiteContext>('/site/context', { signal }),
  staleTime: 60_000,
  refetchInterval: 60_000,
});

export function useSiteContext() {
  return useQuery(siteContextQuery);
}

/**
 * The header's registration state of spec 2.7: 0 while the country lookup runs (show nothing),
 * 1 pay-and-play entry, 2 normal registration. A restricted country gets 2 as well: the button
 * opens registration, which explains that sign-up is not available there.
 */
export type RegistrationState = 0 | 1 | 2;

export function registrationStateOf(context: SiteContext | undefined): RegistrationState {
  if (!context) return 0;
  return context.registrationMode === 'pay_and_play' ? 1 : 2;
}
