/*
 * The player's cashier (spec part 1): the deposit, withdrawal and pending-withdrawal modals the
 * app shell mounts over any page, the pay-and-play pages, the payment provider's return page, the
 * deposit limits, the cashier history and the identity verification pages. Loaded on demand.
 */
export { CashierHost } from './components/CashierHost';
export { PayAndPlaySessionWatch } from './components/paynplay/PayAndPlaySessionWatch';
export { AmlInformationPage } from './pages/AmlInformationPage';
export { AmlVerificationPage } from './pages/AmlVerificationPage';
export { CashierCallbackPage } from './pages/CashierCallbackPage';
export { CashierHistoryPage } from './pages/CashierHistoryPage';
export { DepositLimitsModalPage } from './pages/DepositLimitsModalPage';
export { DepositLimitsPage } from './pages/DepositLimitsPage';
export { PayAndPlayFailedPage, PayAndPlayPage } from './pages/PayAndPlayPage';
export { PayAndPlayReturnPage } from './pages/PayAndPlayReturnPage';
