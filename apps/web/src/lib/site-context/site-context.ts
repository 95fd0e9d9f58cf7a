import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';

/** GET /api/v1/site/context: what the platform knows about this visitor's country and the site. */
export type SiteContext = {
  countryCode: string;
  countryName: string;
  countrySource: 'override' | 'edge' | 'geoip' | 'default';
  countryLanguage: string;
  /** The country's currency (EUR for an unlisted country): a pay-and-play visitor deposits in it. */
  defaultCurrency: string;
  registrationMode: 'pay_and_play' | 'standard' | 'restricted';
  blocked: { isIpBlocked: boolean; blockType: 'country' | null; countryCode: string };
  maintenance: boolean;
  landingPage: { enabled: boolean; countries: string[] };
  payAndPlayCountries: string[];
  otpExemptCountries: string[];
  nationalIdCountries: string[];
  supportEmail: string;
  devTools: boolean;
};

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
