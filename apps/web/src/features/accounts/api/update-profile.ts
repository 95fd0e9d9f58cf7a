import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';

/** The fields PATCH /profile accepts (all optional; all or nothing). */
export type ProfileUpdate = {
  language?: string;
  zipCode?: string;
  countryCode?: string;
  gender?: string | null;
  /** YYYY-MM-DD */
  dob?: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  city?: string;
  phone?: string;
  nationalId?: string;
  nickname?: string | null;
};

export function updateProfile(body: ProfileUpdate) {
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
