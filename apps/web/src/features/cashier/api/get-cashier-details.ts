import { queryOptions } from '@tanstack/react-query';
import type { DepositDetails, WithdrawalDetails } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import {
  depositMethodsOf,
  EMPTY_METHOD_LIST_RETRY_DELAY_MS,
  EmptyMethodListError,
  retriesEmptyMethodList,
} from '../rules/deposit-methods';
import { cashierKeys } from './cashier-keys';

/** POST /cashier/details {type: 'deposit'}: the deposit methods keyed by method, with limits and saved instruments. */
export function getDepositDetails(signal?: AbortSignal) {
  return apiRequest<DepositDetails>('/cashier/details', { method: 'POST', body: { type: 'deposit' }, signal });
}

/** POST /cashier/details {type: 'withdrawal'}: the withdrawal methods as a list of single-key objects. */
export function getWithdrawalDetails(signal?: AbortSignal) {
  return apiRequest<WithdrawalDetails>('/cashier/details', { method: 'POST', body: { type: 'withdrawal' }, signal });
}

/** Cashier details answered nothing at all: errors.error1 (spec part 1 section 8). */
export class MissingDetailsError extends Error {
  constructor() {
    super('cashier details answered nothing');
    this.name = 'MissingDetailsError';
  }
}

/**
 * The deposit methods (POST /cashier/details), asked afresh at each opening: saved cards and
 * limits change with every deposit. An empty list is asked again up to three times (spec
 * section 4), then shown as 'no payment options available'. Here, not beside the modal's hook,
 * because the click on Deposit asks it too (hooks/deposit-checks.ts).
 */
export const depositMethodsQuery = queryOptions({
  queryKey: cashierKeys.details('deposit'),
  queryFn: async ({ signal }) => {
    const details = await getDepositDetails(signal);
    if (!details) throw new MissingDetailsError();
    const methods = depositMethodsOf(details);
    if (methods.length === 0) throw new EmptyMethodListError();
    return methods;
  },
  retry: retriesEmptyMethodList,
  retryDelay: EMPTY_METHOD_LIST_RETRY_DELAY_MS,
  staleTime: 0,
});
