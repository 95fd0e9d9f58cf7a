import type { MethodView, TransactionView } from '../../src/payments/cashier-facade';
import type { BootUser } from './api';

/** The merchant page the tests launch the cashier from (the launch url's attributes.hostUri). */
export const TEST_HOST = 'http://localhost:3000';

/** The player the boot call answers with, in the launch url's locale. */
export function bootUser(locale: string): BootUser {
  return {
    firstName: 'Aino',
    lastName: 'V',
    email: 'a@example.com',
    country: 'FI',
    currency: 'EUR',
    locale,
    balance: 50_000,
  };
}

/** Method and transaction views as the core answers them, for the client's tests. */
export function methodView(overrides: Partial<MethodView> = {}): MethodView {
  return {
    method: 'CREDITCARD',
    displayName: 'Visa / Mastercard',
    icons: ['visa', 'mastercard'],
    kind: 'deposit',
    piqGroup: false,
    limits: { minTxnLimit: 10, maxTxnLimit: 1000, feeType: 'none', feeAmount: 0, minFeeAmount: 0, maxFeeAmount: 0 },
    redirectKind: 'iframe',
    frameHeight: '600px',
    fields: [
      { name: 'cardNumber', labelKey: 'field.cardNumber', type: 'card-number', required: true },
      { name: 'expiryMonth', labelKey: 'field.expiryMonth', type: 'expiry-month', required: true },
      { name: 'expiryYear', labelKey: 'field.expiryYear', type: 'expiry-year', required: true },
      { name: 'cvv', labelKey: 'field.cvv', type: 'cvv', required: true },
    ],
    instruments: [],
    updatedTime: null,
    ...overrides,
  };
}

export function transactionView(overrides: Partial<TransactionView> = {}): TransactionView {
  return {
    txId: '1001',
    kind: 'deposit',
    method: 'CREDITCARD',
    userId: 'player-1',
    amount: 2_500,
    fee: 0,
    currency: 'EUR',
    state: 'SUCCESSFUL',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:01.000Z',
    ...overrides,
  };
}
