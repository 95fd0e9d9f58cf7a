import { sessionKeys } from '../../../lib/session/session-queries';

/** The cashier's query keys, under the player's, so logging out forgets them with the session. */
export const cashierKeys = {
  all: [...sessionKeys.player, 'cashier'] as const,
  access: (type: 'deposit' | 'withdrawal') => [...sessionKeys.player, 'cashier', 'access', type] as const,
  type: [...sessionKeys.player, 'cashier', 'type'] as const,
  eligibleBonuses: [...sessionKeys.player, 'cashier', 'eligible-bonuses'] as const,
  details: (type: 'deposit' | 'withdrawal') => [...sessionKeys.player, 'cashier', 'details', type] as const,
  amountConfig: (currency: string) => [...sessionKeys.player, 'cashier', 'amount-config', currency] as const,
  pnpConfig: [...sessionKeys.player, 'cashier', 'pnp-config'] as const,
  pendingCashouts: [...sessionKeys.player, 'cashier', 'pending-cashouts'] as const,
  depositLimits: [...sessionKeys.player, 'cashier', 'deposit-limits'] as const,
};
