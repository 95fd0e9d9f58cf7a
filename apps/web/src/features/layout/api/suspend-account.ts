import { useMutation } from '@tanstack/react-query';
import type { AccountState, SuspendAccountBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

// The form's choices are the platform's list (the suspend form's schema reads it under this name).
export { SUSPENSION_REASONS as SUSPEND_REASONS } from '@vauhti/contracts/accounts';

/** What POST /account/suspend answers: the account's state after the suspension. */
export type SuspendAccountResult = AccountState;

/** Spec part 2, section 3 "Suspend-account form": expire is a number of days, which the form sends as a string. */
export function suspendAccount(request: SuspendAccountBody) {
  return apiRequest<SuspendAccountResult>('/account/suspend', { method: 'POST', body: request });
}

export function useSuspendAccount() {
  return useMutation({ mutationFn: suspendAccount });
}
