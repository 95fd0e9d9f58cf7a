import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { RegistrationProgress } from '../../../lib/session/session-types';

export type StepTwoBody = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  street: string;
  city: string;
  zip: string;
  /** E.164, e.g. +358401234567 */
  phone: string;
  gender?: string;
  nationalId?: string;
};

/** POST /registration/step2: the personal details; answers the registration progress. */
export function registerStepTwo(body: StepTwoBody) {
  return apiRequest<RegistrationProgress>('/registration/step2', { method: 'POST', body });
}

export function useRegisterStepTwo() {
  return useMutation({ mutationFn: registerStepTwo });
}
