import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from '../api/cashier-keys';
import { getWithdrawalDetails } from '../api/get-cashier-details';
import { payAndPlayConfigQuery, pnpTypeOf } from '../api/get-pnp-config';
import { withdrawalMethodsOf } from '../rules/withdrawal-methods';

/**
 * POST /cashier/details {type: 'withdrawal'}: asked afresh at each opening (saved accounts and
 * limits change with every transaction); the pending withdrawals reuse it for method names.
 */
export const withdrawalDetailsQuery = queryOptions({
  queryKey: cashierKeys.details('withdrawal'),
  queryFn: ({ signal }) => getWithdrawalDetails(signal),
  staleTime: 0,
});

export function useWithdrawalMethods() {
  return useQuery({ ...withdrawalDetailsQuery, select: withdrawalMethodsOf });
}

/** The method names of the player's withdrawal list, for the pending withdrawals; empty until known. */
export function useWithdrawalMethodNames(): ReadonlyMap<string, string> {
  const { data } = useQuery({ ...withdrawalDetailsQuery, staleTime: 5 * 60_000, select: withdrawalMethodsOf });
  return new Map((data ?? []).map((method) => [method.key, method.entry.displayName]));
}

export function useWithdrawalPayAndPlayType(enabled: boolean) {
  const config = useQuery({ ...payAndPlayConfigQuery, enabled });
  return { pnpType: pnpTypeOf(config.data), settled: !config.isPending || !enabled };
}
