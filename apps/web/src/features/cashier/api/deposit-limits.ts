import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitsBody, DepositLimitsView } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import { cashierKeys } from './cashier-keys';

/** GET /cashier/deposit-limits: daily, weekly and monthly, each in force and pending (major units). */
export const depositLimitsQuery = queryOptions({
  queryKey: cashierKeys.depositLimits,
  queryFn: ({ signal }) => apiRequest<DepositLimitsView>('/cashier/deposit-limits', { signal }),
  staleTime: 0,
});

export function useDepositLimits() {
  return useQuery(depositLimitsQuery);
}

/** PUT /cashier/deposit-limits: a decrease applies at once, an increase or a removal after 24 hours. */
export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositLimitsBody) =>
      apiRequest<DepositLimitsView>('/cashier/deposit-limits', { method: 'PUT', body }),
    onSuccess: (limits) => queryClient.setQueryData(cashierKeys.depositLimits, limits),
  });
}
