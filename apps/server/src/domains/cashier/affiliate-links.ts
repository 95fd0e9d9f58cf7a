import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { CashierTables } from './cashier-tables';

export const AFFILIATE_LINK_ID_LENGTH_MAX = 100;

/** The affiliate link a player came through (the profile's affiliateLinkID), one per player. */
export class AffiliateLinks {
  constructor(private readonly deps: { db: Kysely<CashierTables>; clock: Clock }) {}

  async of(playerId: number): Promise<string | null> {
    const row = await this.deps.db
      .selectFrom('player_affiliate_links')
      .select('affiliate_link_id')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row?.affiliate_link_id ?? null;
  }

  /** Records (or, for an operator's correction, replaces) the player's affiliate link. */
  async record(playerId: number, affiliateLinkId: string): Promise<void> {
    const id = affiliateLinkId.trim();
    if (id.length === 0 || id.length > AFFILIATE_LINK_ID_LENGTH_MAX) {
      throw new Error(`an affiliate link id has 1 to ${AFFILIATE_LINK_ID_LENGTH_MAX} characters`);
    }
    const now = this.deps.clock.now();
    await this.deps.db
      .insertInto('player_affiliate_links')
      .values({ player_id: playerId, affiliate_link_id: id, recorded_at: now })
      .onConflict((conflict) => conflict.column('player_id').doUpdateSet({ affiliate_link_id: id, recorded_at: now }))
      .execute();
  }
}
