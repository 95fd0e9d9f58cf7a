import type { PiqResponse, ProviderTransactionBody } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /cashier/provider-transactions: a deposit through a provider page (banks, e-wallets, the PIQ
 * group), and the pay-and-play start for TRUSTLY, ZIMPLER and BRITEPLAY (a visitor's too).
 */
export function makeProviderTransaction(body: ProviderTransactionBody) {
  return apiRequest<PiqResponse>('/cashier/provider-transactions', { method: 'POST', body });
}
