import type { Kysely } from 'kysely';
import type { IdentityTables } from '../../domains/identity/identity-tables';

/** A player as the wallet knows them: the platform's key and the one currency of the account. */
export type WalletPlayer = { playerId: number; currency: string };

/** Entries kept; past this the oldest is forgotten (it is read again on its next call). */
const CACHED_PLAYERS_MAX = 100_000;

/**
 * Providers know a player by the public id (players.external_id, identity's "shown to providers
 * instead of the key"), never by the platform's key. Both ids and the account's currency never
 * change, so the mapping is cached: a win or a balance call for a known player costs no lookup.
 */
export class PlayerDirectory {
  private readonly cache = new Map<string, WalletPlayer>();

  constructor(private readonly db: Kysely<IdentityTables>) {}

  async byExternalId(externalId: string): Promise<WalletPlayer | undefined> {
    const cached = this.cache.get(externalId);
    if (cached) return cached;
    const row = await this.db
      .selectFrom('players')
      .select(['id', 'currency'])
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    if (!row) return undefined;
    const player = { playerId: row.id, currency: row.currency.trim() };
    this.remember(externalId, player);
    return player;
  }

  remember(externalId: string, player: WalletPlayer) {
    if (this.cache.has(externalId)) return;
    if (this.cache.size >= CACHED_PLAYERS_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(externalId, player);
  }
}
