import { useMutation } from '@tanstack/react-query';
import type { RegistrationStepOneBody, SessionStarted } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /registration/step1: creates the account and logs the player in. */
export function registerStepOne(body: RegistrationStepOneBody) {
  return apiRequest<SessionStarted>('/registration/step1', { method: 'POST', body });
}

export function useRegisterStepOne() {
  return useMutation({ mutationFn: registerStepOne });
}
