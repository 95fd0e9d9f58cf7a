import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /auth/password/change: needs the current password; the player's other sessions end. */
export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return apiRequest<void>('/auth/password/change', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
