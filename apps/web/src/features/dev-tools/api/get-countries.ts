import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Countries } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** GET /countries (identity README): the platform's country table. */
export function getCountries(signal?: AbortSignal) {
  return apiRequest<Countries>('/countries', { signal });
}

export const countriesQuery = queryOptions({
  queryKey: ['dev-tools', 'countries'] as const,
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: Number.POSITIVE_INFINITY,
  select: (data) => [...data.countries].sort((a, b) => a.name.localeCompare(b.name, 'en')),
});

/** The countries, by name; fetched only once the panel opens. */
export function useCountries(enabled: boolean) {
  return useQuery({ ...countriesQuery, enabled });
}
