import { currencyInfo } from '@vauhti/contracts/money';

/** Quick-pick deposit amounts in whole units of a currency; a currency not listed uses the default. */
const QUICK_PICKS: Record<string, number[]> = {
  default: [20, 50, 100, 200],
  SEK: [200, 500, 1000, 2000],
  NOK: [200, 500, 1000, 2000],
  DKK: [200, 500, 1000, 2000],
  JPY: [2000, 5000, 10000, 20000],
  KRW: [20000, 50000, 100000, 200000],
  HUF: [5000, 10000, 20000, 50000],
  CLP: [20000, 50000, 100000, 200000],
};

export function quickPicksOf(currency: string): number[] {
  return QUICK_PICKS[currency] ?? QUICK_PICKS.default ?? [];
}

/** Whole units to the minor units formatMoney takes (an integer step, no floating point). */
export function unitsToMinor(units: number, currency: string): number {
  const digits = currencyInfo(currency)?.minorDigits ?? 2;
  return units * 10 ** digits;
}

/** Pay-and-play deposits go through the bank (the Trustly-like method of the payment sandbox). */
export const PAY_AND_PLAY_METHOD = 'trustly';

/** The url that asks the cashier for the pay-and-play deposit (the cashier issue opens it). */
export function payAndPlayDepositUrl(pathname: string, amountUnits: number): string {
  const query = new URLSearchParams({ service: 'deposit', method: PAY_AND_PLAY_METHOD, amount: String(amountUnits) });
  return `${pathname}?${query.toString()}`;
}
