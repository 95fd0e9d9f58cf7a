import type { PiqResponse, TransactionResponse, WithdrawalBody } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/** POST /cashier/withdrawals: make withdrawal (standard methods); the answer's status SUCCESS is the request taken. */
export function makeWithdrawal(body: WithdrawalBody) {
  return apiRequest<TransactionResponse>('/cashier/withdrawals', { method: 'POST', body });
}

/** POST /cashier/withdrawals/piq: make withdrawal (PIQ group), answered in the provider's shape. */
export function makePiqWithdrawal(body: WithdrawalBody) {
  return apiRequest<PiqResponse>('/cashier/withdrawals/piq', { method: 'POST', body });
}
