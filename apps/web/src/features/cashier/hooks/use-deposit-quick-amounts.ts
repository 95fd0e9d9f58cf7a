import { useAmountConfig } from '../api/get-amount-config';
import { quickAmountsFor } from '../rules/deposit-amounts';

/**
 * The quick amounts of the player's currency (GET /cashier/amount-config): the currency's list,
 * else DEFAULT; empty while loading or when the configuration cannot be read, so the custom
 * amount still works.
 */
export function useDepositQuickAmounts(currency: string | undefined): { amounts: number[]; loaded: boolean } {
  const config = useAmountConfig(currency);
  return {
    amounts: currency === undefined ? [] : quickAmountsFor(config.data, currency),
    loaded: !config.isPending,
  };
}
