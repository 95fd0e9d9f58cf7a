import type { CashierToken } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /cashier/token: the payment provider's token for this login (the hosted cashier's sessionId),
 * with the request's address, the label and the hosted cashier's merchant id and environment.
 */
export function issueCashierToken() {
  return apiRequest<CashierToken>('/cashier/token', { method: 'POST' });
}
