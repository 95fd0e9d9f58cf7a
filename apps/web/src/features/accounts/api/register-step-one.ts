import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { SessionStarted } from './log-in';

export type StepOneBody = {
  email: string;
  password: string;
  currency: string;
  country: string;
  acceptTerms: boolean;
  language: string;
};

/** POST /registration/step1: creates the account and logs the player in. */
export function registerStepOne(body: StepOneBody) {
  return apiRequest<SessionStarted>('/registration/step1', { method: 'POST', body });
}

export function useRegisterStepOne() {
  return useMutation({ mutationFn: registerStepOne });
}
