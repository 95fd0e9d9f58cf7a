import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { CashierTables, KycStatus } from './cashier-tables';

/** What the spec's account-verification call answers (spec part 1 section 7). */
export type KycDocuments = { identityStatus: KycStatus; addressStatus: KycStatus };
export type KycState = { documents: KycDocuments; thirdPartyRequired: boolean };
export type KycChanges = Partial<KycDocuments & { thirdPartyRequired: boolean }>;

/** A player nobody has checked yet: no row stands for this. */
const NOT_STARTED: KycState = {
  documents: { identityStatus: 'not_started', addressStatus: 'not_started' },
  thirdPartyRequired: false,
};

/**
 * The player's KYC state: identity and address document checks and the third-party verification
 * compliance may demand. Set by operators (ops kyc) until a document-review workflow exists.
 */
export class PlayerKyc {
  constructor(private readonly deps: { db: Kysely<CashierTables>; clock: Clock }) {}

  async status(playerId: number): Promise<KycState> {
    const row = await this.deps.db
      .selectFrom('player_kyc')
      .select(['identity_status', 'address_status', 'third_party_required'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (!row) return NOT_STARTED;
    return {
      documents: { identityStatus: row.identity_status, addressStatus: row.address_status },
      thirdPartyRequired: row.third_party_required,
    };
  }

  /** Changes the named parts and keeps the rest; answers the state afterwards. */
  async set(playerId: number, changes: KycChanges): Promise<KycState> {
    const now = this.deps.clock.now();
    const columns = {
      ...(changes.identityStatus === undefined ? {} : { identity_status: changes.identityStatus }),
      ...(changes.addressStatus === undefined ? {} : { address_status: changes.addressStatus }),
      ...(changes.thirdPartyRequired === undefined ? {} : { third_party_required: changes.thirdPartyRequired }),
    };
    await this.deps.db
      .insertInto('player_kyc')
      .values({
        player_id: playerId,
        identity_status: NOT_STARTED.documents.identityStatus,
        address_status: NOT_STARTED.documents.addressStatus,
        third_party_required: NOT_STARTED.thirdPartyRequired,
        ...columns,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('player_id').doUpdateSet({ ...columns, updated_at: now }))
      .execute();
    return this.status(playerId);
  }
}
