import type { AmountConfig } from '@vauhti/contracts/cashier';
import { type CashierConfig, DEFAULT_AMOUNTS_KEY } from './cashier-config';

/**
 * The deposit's quick amounts (GET /cashier/amount-config): the currency's own list when it has
 * one, then always the DEFAULT list, so the site has a fallback; without a currency, every list.
 */
export function quickAmountLists(amounts: CashierConfig['quickAmounts'], currencyCode?: string): AmountConfig {
  const entry = (key: string) => ({ currency_iso_code: key, amounts: [...(amounts[key] ?? [])] });
  if (currencyCode === undefined) return Object.keys(amounts).map(entry);
  return currencyCode in amounts && currencyCode !== DEFAULT_AMOUNTS_KEY
    ? [entry(currencyCode), entry(DEFAULT_AMOUNTS_KEY)]
    : [entry(DEFAULT_AMOUNTS_KEY)];
}
