import type { StatusResponse } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/** GET /cashier/transactions/:txnId/status?type=: status, actualStatusInDB and the reason of a failure. */
export function getTransactionStatus(txnId: string, type: 'deposit' | 'withdrawal', signal?: AbortSignal) {
  return apiRequest<StatusResponse>(`/cashier/transactions/${encodeURIComponent(txnId)}/status`, {
    query: { type },
    signal,
  });
}
