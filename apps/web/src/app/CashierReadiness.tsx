import { type CashierIntent, useCashierIntent } from '../lib/navigation/cashier-intent';

/**
 * Gets a player's cashier ready before it is asked for (lib/navigation/cashier-intent.ts). The app
 * shell mounts it lazily for players only, so a visitor's first load does not carry it.
 */
export function CashierReadiness({ intent }: { intent: CashierIntent }) {
  useCashierIntent(intent, true);
  return null;
}
