import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LevelTags, VIP_LEVELS, type VipLevel } from '@vauhti/contracts/accounts';
import { apiRequest } from '../api/client';
import { sessionKeys } from './session-queries';

export type { VipLevel };

export function getProfileTags(signal?: AbortSignal) {
  return apiRequest<LevelTags>('/profile/tags', { signal });
}

export const profileTagsQuery = queryOptions({
  queryKey: sessionKeys.tags,
  queryFn: ({ signal }) => getProfileTags(signal),
  staleTime: 5 * 60_000,
});

/** The player's VIP level from levelTags (spec 2.7), or null when there is none or it is unknown. */
export function useVipLevel(enabled: boolean): VipLevel | null {
  const { data } = useQuery({ ...profileTagsQuery, enabled });
  const level = data?.levelTags.find((tag): tag is VipLevel => (VIP_LEVELS as readonly string[]).includes(tag));
  return level ?? null;
}
