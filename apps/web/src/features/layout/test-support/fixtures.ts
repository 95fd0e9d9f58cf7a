import type { SiteContext } from '../../../lib/site-context/site-context';
import { guestStatus } from '../../../test-support/api-mock';
import { balances, finnishProfile, loggedInRoutes } from '../../../test-support/fixtures/session';
import { finnishSiteContext } from '../../../test-support/fixtures/site';

/** Test data for the layout's component tests: a Finnish visitor's and a Finnish player's calls. */

/** 1 000,00 € of cash and 234,56 € of bonus; the total is off on purpose: the header adds cash and bonus itself. */
export const playerBalances = balances({
  cashMinor: 100_000,
  bonusMinor: 23_456,
  withdrawableMinor: 100_000,
  totalMinor: 1,
});

/** Routes of a guest visit. */
export function guestRoutes(context: SiteContext | (() => unknown) = finnishSiteContext()) {
  return { 'GET /auth/status': guestStatus, 'GET /site/context': context };
}

/** Routes of a logged-in player's visit. */
export function playerRoutes(options: { pending?: number; levelTags?: string[] } = {}) {
  return {
    ...loggedInRoutes(finnishProfile()),
    'GET /site/context': finnishSiteContext(),
    'GET /wallet/balances': playerBalances,
    'GET /profile/tags': { levelTags: options.levelTags ?? ['gold'] },
    'GET /wallet/pending-withdrawals': { count: options.pending ?? 0, pendingWithdrawals: [] },
  };
}

/** A response that never comes (the country lookup still running). */
export const never = () => new Promise(() => {});
