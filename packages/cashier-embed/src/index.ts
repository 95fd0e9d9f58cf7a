/**
 * The embeddable cashier bootstrapper (spec part 1, "Embedded cashier integration"): a drop-in
 * replacement for PaymentIQ's `paymentiq-cashier-bootstrapper`. `import PaymentCashier from
 * '@vauhti/cashier-embed'` gives the same constructor; script-tag pages use script.ts's globals.
 */
import { PaymentCashier, resetCashier } from './cashier';
import type { CashierApi, CashierConfig } from './config';

export { PaymentCashier, resetCashier };
export default PaymentCashier;

export type {
  Attributes,
  CashierApi,
  CashierCallback,
  CashierConfig,
  Environment,
  HostCallbackType,
  LookupConfig,
  Theme,
  UpdateDataPayload,
  User,
} from './config';
/** The original package's names, so TypeScript merchants switch without code changes. */
export type IPiqCashierConfig = CashierConfig;
export type IPiqCashierApiMethods = CashierApi;

export { BOOTSTRAPPER_VERSION, INIT_LOAD_ERROR_TIMEOUT_MS_DEFAULT, QUERY_STRING_WARNING_LENGTH } from './constants';
export { cashierAddress, ENVIRONMENTS, lookupAddress } from './environments';
export { CALLBACK_BY_EVENT, MERCHANT_CALLBACK_NAMES } from './events';
export { allowedOrigins, targetOrigins } from './origins';
