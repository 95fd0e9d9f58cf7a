import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /auth/password/reset: sets a new password with the e-mailed token; every session ends. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<void>('/auth/password/reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
