import { PaymentCashier, resetCashier } from './cashier';

/*
 * The script-tag entry: one <script src=".../cashier-embed.js"> installs the constructor and the
 * reset function under the names merchants of paymentiq-cashier-bootstrapper already use.
 */
const page = window as unknown as Record<string, unknown>;
page._PaymentCashier = page._PaymentIQCashier = PaymentCashier;
page._PaymentCashierReset = page._PaymentIQCashierReset = resetCashier;
