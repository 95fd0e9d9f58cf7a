import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';

/** PATCH /profile: the fields given (all optional), all or nothing; answers the profile. */
export function updateProfile(body: ProfileUpdateBody) {
  return apiRequest<Profile>('/profile', { method: 'PATCH', body });
}

/** Saves and puts the answer in the profile cache, so the header and ribbons see it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(sessionKeys.profile, profile),
  });
}
