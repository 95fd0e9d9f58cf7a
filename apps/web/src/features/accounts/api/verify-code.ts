import { useMutation } from '@tanstack/react-query';
import type { RegistrationProgress, VerifyCodeBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /registration/step3/verify: the right code completes registration step three. */
export function verifyCode(code: string) {
  const body: VerifyCodeBody = { code };
  return apiRequest<RegistrationProgress>('/registration/step3/verify', { method: 'POST', body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
