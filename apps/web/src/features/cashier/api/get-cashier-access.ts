import type { CashierAccess } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/**
 * GET /cashier/access?type=: the gates' verdict before a cashier opens (spec part 1 section 4,
 * "Deposit modal opening"): KYC_REQUIRED, CHANNEL_NOT_VERIFIED, LICENCE_PENDING, ACCOUNT_BLOCKED or
 * NOT_REAL_ACCOUNT, and whether the deposit-threshold notice shows. Asked afresh at every opening.
 */
export function getCashierAccess(type: 'deposit' | 'withdrawal', signal?: AbortSignal) {
  return apiRequest<CashierAccess>('/cashier/access', { query: { type }, signal });
}
