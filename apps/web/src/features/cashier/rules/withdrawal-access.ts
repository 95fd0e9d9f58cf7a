import type { Balances, Profile } from '../../../lib/session/session-types';

/**
 * Spec part 1 sections 2 and 6: the withdrawal modal opens only for a real-money account with cash
 * above 0; anyone else is sent to {lang}/myaccount/cashier (a guest never gets this far: the
 * query-parameter rules send guests to login).
 */
export function mayOpenWithdrawal(
  profile: Pick<Profile, 'userStatus'>,
  balances: Pick<Balances, 'cashMinor'>,
): boolean {
  return profile.userStatus === 'real' && balances.cashMinor > 0;
}

/** Where a player who may not withdraw is sent, under the language prefix. */
export const WITHDRAWAL_REFUSED_PATH = 'myaccount/cashier';
