import type { ProviderStatusResponse } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/** GET /cashier/provider-status/{playerID}/{reference}: the provider's state of one of the player's transactions. */
export function getProviderStatus(playerId: number, reference: string, signal?: AbortSignal) {
  return apiRequest<ProviderStatusResponse>(
    `/cashier/provider-status/${encodeURIComponent(String(playerId))}/${encodeURIComponent(reference)}`,
    { signal },
  );
}
