import type { MakeTransactionBody, ProcessDepositBody, TransactionResponse } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/** POST /cashier/transactions: make transaction (a card starts the 3-D Secure 2 collect; others go to the provider). */
export function makeTransaction(body: MakeTransactionBody) {
  return apiRequest<TransactionResponse>('/cashier/transactions', { method: 'POST', body });
}

/** POST /cashier/process-deposit: the collected card deposit goes to the provider (3DS2 card flow). */
export function processDeposit(body: ProcessDepositBody) {
  return apiRequest<TransactionResponse>('/cashier/process-deposit', { method: 'POST', body });
}
