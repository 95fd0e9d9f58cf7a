import type { SiteBalanceMessage } from '@vauhti/contracts/game-frame-messages';
import type { Balances } from '../../../lib/session/session-types';

/*
 * Messages from the site to a game client in its frame (docs/games-integration.md section 4b),
 * in the shapes of @vauhti/contracts/game-frame-messages. Only the type is imported: the game
 * client validates with the schema, and no schema code enters the site's bundle.
 */

/** The player's balance for a game frame, in integer minor units of the balance's currency. */
export function siteBalanceMessage(
  balances: Pick<Balances, 'cashMinor' | 'bonusMinor' | 'totalMinor' | 'currency'>,
): SiteBalanceMessage {
  return {
    source: 'vauhti-site',
    type: 'balance',
    version: 1,
    cash: balances.cashMinor,
    bonus: balances.bonusMinor,
    total: balances.totalMinor,
    currency: balances.currency,
  };
}
