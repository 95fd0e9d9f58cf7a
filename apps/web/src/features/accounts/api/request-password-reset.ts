import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /auth/password/forgot: always 202, so it never reveals whether an address has an account. */
export function requestPasswordReset(email: string) {
  const body: ForgotPasswordBody = { email };
  return apiRequest<void>('/auth/password/forgot', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
