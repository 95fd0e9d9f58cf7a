/*
 * The cashier's modals as the app shell mounts them over any page. An entry of its own beside
 * index.ts (the cashier's pages), so a click on Deposit loads the deposit modal's code and nothing
 * else; the app shell fetches it ahead, when the browser is idle and on the way to a cashier link,
 * runs step 1's form once, hidden, while the browser is idle (DepositFormWarmUp), and starts a
 * deposit's opening checks at the click, while the page renders the modal.
 */
export { CashierHost } from './components/CashierHost';
export { DepositFormWarmUp } from './components/deposit/step1/DepositFormWarmUp';
export { startDepositChecks } from './hooks/deposit-checks';
