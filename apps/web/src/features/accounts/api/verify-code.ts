import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { RegistrationProgress } from '../../../lib/session/session-types';

/** POST /registration/step3/verify: the right code completes registration step three. */
export function verifyCode(code: string) {
  return apiRequest<RegistrationProgress>('/registration/step3/verify', { method: 'POST', body: { code } });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
