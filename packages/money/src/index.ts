/**
 * @vauhti/money: the one way Vauhti converts, parses, formats, checks and charges fees on money.
 * Amounts are integer minor units everywhere; method limits and fee settings arrive in major
 * units as the spec gives them and are converted here exactly. Framework-free so the browser
 * and the server share it.
 */

export type { AmountCheck } from './amount-checks';
export {
  checkDepositAmount,
  checkWithdrawalAmount,
  depositAmountBounds,
  withdrawalAmountBounds,
} from './amount-checks';
export { currencyExponent, currencySymbol, currencySymbolPosition } from './currency';
export type { ParsedAmount } from './decimal-text';
export { formatDecimalAmount, parseDecimalAmount, SIGNIFICANT_DIGITS_MAX, stripToDigits } from './decimal-text';
export type { FeeType, MethodLimits } from './fees';
export { depositTotal, feeFor, withdrawalReceives } from './fees';
export { majorFromMinor, minorFromMajor, oneMajorInMinor } from './major-minor';
export { playMoneyMinimum } from './play-money';
export { withdrawalQuickAmounts } from './quick-amounts';
