import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /auth/password/forgot: always 202, so it never reveals whether an address has an account. */
export function requestPasswordReset(email: string) {
  return apiRequest<void>('/auth/password/forgot', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
