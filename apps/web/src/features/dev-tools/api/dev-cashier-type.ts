import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashierType } from '@vauhti/contracts/cashier';
import type { DevCashierType, DevCashierTypeBody } from '@vauhti/contracts/site';
import { apiRequest } from '../../../lib/api/client';

/*
 * GET and PUT /dev/cashier-type (apps/server cashier README): the cashier the deposit and
 * withdrawal modals open in this browser, and whether the Dev panel chose it (a cookie) or the
 * platform's configuration did. Development only.
 */

export const devCashierTypeKey = ['dev-tools', 'cashier-type'] as const;

export function getDevCashierType(signal?: AbortSignal) {
  return apiRequest<DevCashierType>('/dev/cashier-type', { signal });
}

/** Sets (a type) or clears (null) this browser's cashier override. */
export function setDevCashierType(cashierType: CashierType | null) {
  const body: DevCashierTypeBody = { cashierType };
  return apiRequest<DevCashierType>('/dev/cashier-type', { method: 'PUT', body });
}

/** The current choice; read when the panel opens, and again each time it does. */
export function useDevCashierType() {
  return useQuery({ queryKey: devCashierTypeKey, queryFn: ({ signal }) => getDevCashierType(signal), staleTime: 0 });
}

/**
 * Changes the override. The cashier modals ask the platform for the type each time they open, so
 * the next opening uses the new one without a page reload.
 */
export function useSetDevCashierType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDevCashierType,
    onSuccess: (answer) => queryClient.setQueryData(devCashierTypeKey, answer),
  });
}
