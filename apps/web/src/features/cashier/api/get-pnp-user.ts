import type { PayNPlayUser } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /cashier/pnp-user/:txnId: the bank's identity of a pay-and-play deposit; for a visitor with
 * the claim cookie, the answer that logs the payer in (loggedIn true, the session cookie set).
 */
export function getPayNPlayUser(txnId: string, signal?: AbortSignal) {
  return apiRequest<PayNPlayUser>(`/cashier/pnp-user/${encodeURIComponent(txnId)}`, { signal });
}
