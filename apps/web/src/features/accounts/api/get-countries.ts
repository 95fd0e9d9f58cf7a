import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Countries } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

export const countriesQuery = queryOptions({
  queryKey: ['countries'] as const,
  queryFn: ({ signal }) => apiRequest<Countries>('/countries', { signal }).then((body) => body.countries),
  // The table changes with a deploy, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
