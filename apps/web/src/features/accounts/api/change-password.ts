import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /auth/password/change: needs the current password; the player's other sessions end. */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest<void>('/auth/password/change', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
