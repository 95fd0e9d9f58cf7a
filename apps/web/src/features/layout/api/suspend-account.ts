import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export const SUSPEND_REASONS = ['Take a Break', 'Self Exclusion'] as const;
export type SuspendReason = (typeof SUSPEND_REASONS)[number];

/** Spec part 2, section 3 "Suspend-account form": expire is a number of days sent as a string. */
export type SuspendAccountRequest = { expire: string; reason: SuspendReason; password: string };
export type SuspendAccountResult = { state: 'active' | 'paused' | 'self_excluded' | 'locked'; until: string | null };

export function suspendAccount(request: SuspendAccountRequest) {
  return apiRequest<SuspendAccountResult>('/account/suspend', { method: 'POST', body: request });
}

export function useSuspendAccount() {
  return useMutation({ mutationFn: suspendAccount });
}
