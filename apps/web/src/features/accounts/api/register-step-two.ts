import { useMutation } from '@tanstack/react-query';
import type { RegistrationProgress, RegistrationStepTwoBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /registration/step2: the personal details; answers the registration progress. */
export function registerStepTwo(body: RegistrationStepTwoBody) {
  return apiRequest<RegistrationProgress>('/registration/step2', { method: 'POST', body });
}

export function useRegisterStepTwo() {
  return useMutation({ mutationFn: registerStepTwo });
}
