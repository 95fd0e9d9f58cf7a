import type { PaymentProvider, ProviderResult } from './payment-provider';

const refusal: ProviderResult<never> = {
  ok: false,
  code: 'PAYMENTS_DISABLED',
  message: 'payments are off: PAYMENT_SECRET is not set in production',
};
const refuse = async (): Promise<ProviderResult<never>> => refusal;

/**
 * The provider of a production platform without PAYMENT_SECRET: every call refused, no request
 * sent. An unsigned or default-signed call to a real provider is worse than no payments.
 */
export const disabledProvider: PaymentProvider = {
  methods: refuse,
  collectThreeDs: refuse,
  createTransaction: refuse,
  status: refuse,
  cancel: refuse,
  instruments: refuse,
  createSession: refuse,
  startPayNPlay: refuse,
  payNPlayIdentity: refuse,
  reconciliation: refuse,
  payouts: refuse,
  approvePayout: refuse,
  rejectPayout: refuse,
};
