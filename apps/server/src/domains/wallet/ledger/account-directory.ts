import type { Kysely } from 'kysely';
import type { HouseAccountPurpose, LedgerTables, PlayerAccountPurpose } from './ledger-tables';

export type AccountId = number;

export type PlayerAccounts = {
  cash: AccountId;
  bonus: AccountId;
  withdrawal_hold: AccountId;
  debt: AccountId;
};

/**
 * The bounds of each player account. Cash, bonus and the withdrawal hold never go below zero;
 * the debt account holds what a player owes as a balance at or below zero, and credits repay it
 * up to zero before anything reaches cash.
 */
const PLAYER_ACCOUNT_BOUNDS: Record<PlayerAccountPurpose, { min: number | null; max: number | null }> = {
  cash: { min: 0, max: null },
  bonus: { min: 0, max: null },
  withdrawal_hold: { min: 0, max: null },
  debt: { min: null, max: 0 },
};
const PLAYER_PURPOSES = Object.keys(PLAYER_ACCOUNT_BOUNDS) as PlayerAccountPurpose[];

/** House accounts per (purpose, key, currency) are split into this many rows; see the ADR. */
export const HOUSE_ACCOUNT_SLOTS = 16;

/** Account ids never change once created, so they are cached; the cache is bounded. */
const CACHED_ACCOUNTS_MAX = 200_000;

/** Finds, or opens on first use, the ledger accounts that transfers name. */
export class AccountDirectory {
  private readonly cache = new Map<string, AccountId | PlayerAccounts>();

  constructor(private readonly db: Kysely<LedgerTables>) {}

  async playerAccounts(playerId: number, currency: string): Promise<PlayerAccounts> {
    const cacheKey = `p:${playerId}:${currency}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached as PlayerAccounts;
    let accounts = await this.readPlayerAccounts(playerId, currency);
    if (!accounts) {
      await this.db
        .insertInto('ledger_accounts')
        .values(
          PLAYER_PURPOSES.map((purpose) => ({
            player_id: playerId,
            purpose,
            currency,
            min_balance: PLAYER_ACCOUNT_BOUNDS[purpose].min,
            max_balance: PLAYER_ACCOUNT_BOUNDS[purpose].max,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['player_id', 'purpose', 'currency']).where('player_id', 'is not', null).doNothing(),
        )
        .execute();
      accounts = await this.readPlayerAccounts(playerId, currency);
      if (!accounts) throw new Error(`could not open ledger accounts for player ${playerId} in ${currency}`);
    }
    this.remember(cacheKey, accounts);
    return accounts;
  }

  /** The slot of a house account that a transfer for this player uses. */
  async houseAccount(
    purpose: HouseAccountPurpose,
    key: string,
    currency: string,
    playerId: number,
  ): Promise<AccountId> {
    const slot = Math.abs(playerId) % HOUSE_ACCOUNT_SLOTS;
    const cacheKey = `h:${purpose}:${key}:${currency}:${slot}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached as AccountId;
    await this.db
      .insertInto('ledger_accounts')
      .values({ house_key: key, purpose, currency, slot })
      .onConflict((conflict) =>
        conflict.columns(['house_key', 'purpose', 'currency', 'slot']).where('house_key', 'is not', null).doNothing(),
      )
      .execute();
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('house_key', '=', key)
      .where('purpose', '=', purpose)
      .where('currency', '=', currency)
      .where('slot', '=', slot)
      .executeTakeFirstOrThrow();
    this.remember(cacheKey, row.id);
    return row.id;
  }

  private async readPlayerAccounts(playerId: number, currency: string): Promise<PlayerAccounts | undefined> {
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['id', 'purpose'])
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .execute();
    const byPurpose = new Map(rows.map((row) => [row.purpose, row.id]));
    const cash = byPurpose.get('cash');
    const bonus = byPurpose.get('bonus');
    const hold = byPurpose.get('withdrawal_hold');
    const debt = byPurpose.get('debt');
    if (cash === undefined || bonus === undefined || hold === undefined || debt === undefined) return undefined;
    return { cash, bonus, withdrawal_hold: hold, debt };
  }

  private remember(key: string, value: AccountId | PlayerAccounts) {
    if (this.cache.size >= CACHED_ACCOUNTS_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, value);
  }
}
