import type { CashierTypeView } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/** GET /cashier/type: 'hosted' (the provider's cashier) or 'internal' (the site's own steps). */
export function getCashierType(signal?: AbortSignal) {
  return apiRequest<CashierTypeView>('/cashier/type', { signal });
}
