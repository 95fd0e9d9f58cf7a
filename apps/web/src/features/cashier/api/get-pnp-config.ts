import { queryOptions } from '@tanstack/react-query';
import type { PayAndPlayConfig, PayAndPlayMethod } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import { cashierKeys } from './cashier-keys';

/** The pay-and-play flow when the configuration call does not answer SUCCESS (spec part 1 section 4). */
export const PNP_TYPE_FALLBACK: PayAndPlayMethod = 'TRUSTLY';

/** GET /cashier/pnp-config: status and pnpType. */
export function getPayAndPlayConfig(signal?: AbortSignal) {
  return apiRequest<PayAndPlayConfig>('/cashier/pnp-config', { signal });
}

/** The spec's rule: the configured pnpType when the status is SUCCESS, else TRUSTLY. */
export function pnpTypeOf(config: PayAndPlayConfig | undefined): PayAndPlayMethod {
  return config?.status === 'SUCCESS' ? config.pnpType : PNP_TYPE_FALLBACK;
}

/** The configuration as a query: a player's by account country, a visitor's by the request's country. */
export const payAndPlayConfigQuery = queryOptions({
  queryKey: cashierKeys.pnpConfig,
  queryFn: ({ signal }) => getPayAndPlayConfig(signal),
  staleTime: 5 * 60_000,
});
