import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmountConfig } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import { cashierKeys } from './cashier-keys';

/** GET /cashier/amount-config: the currency's quick deposit amounts (whole major units), then the DEFAULT list. */
export function amountConfigQuery(currency: string) {
  return queryOptions({
    queryKey: cashierKeys.amountConfig(currency),
    queryFn: ({ signal }) =>
      apiRequest<AmountConfig>('/cashier/amount-config', {
        query: { payment_type: 'deposit', currency_iso_code: currency },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function useAmountConfig(currency: string | undefined) {
  return useQuery({ ...amountConfigQuery(currency ?? ''), enabled: currency !== undefined });
}
