import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** A row of the platform's country table (GET /countries). */
export type Country = {
  code: string;
  name: string;
  defaultCurrency: string;
  currencies: string[];
  defaultLanguage: string;
  jurisdiction: string;
  requiresNationalId: boolean;
  otpExempt: boolean;
  otpChannel: 'sms' | 'email';
  payAndPlay: boolean;
  registrationAllowed: boolean;
};

export const countriesQuery = queryOptions({
  queryKey: ['countries'] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ countries: Country[] }>('/countries', { signal }).then((body) => body.countries),
  // The table changes with a deploy, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
