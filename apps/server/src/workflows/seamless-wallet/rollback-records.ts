import { type Kysely, sql } from 'kysely';
import type { SeamlessWalletTables } from './seamless-wallet-tables';

export type RollbackRecord = {
  provider: string;
  rollbackTransactionId: string;
  transactionId: string;
  requestHash: string;
  playerId: number;
  roundId: string;
  gameCode: string;
};

/** What recording a rollback found: new, the same rollback again, or its id with another payload. */
export type RecordOutcome = 'recorded' | 'same' | 'mismatch';

/**
 * Every rollback a provider sent, by its own transaction id (seamless_wallet_rollbacks). The
 * record is what makes a bet with the rolled-back id TRANSACTION_ROLLED_BACK, and what tells a
 * replayed rollback from a reused id with another payload.
 */
export class RollbackRecords {
  constructor(private readonly db: Kysely<SeamlessWalletTables>) {}

  async find(provider: string, rollbackTransactionId: string) {
    return this.db
      .selectFrom('seamless_wallet_rollbacks')
      .select(['transaction_id', 'request_hash'])
      .where('provider', '=', provider)
      .where('rollback_transaction_id', '=', rollbackTransactionId)
      .executeTakeFirst();
  }

  /** Whether some rollback names this transaction id. */
  async namesTransaction(provider: string, transactionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('seamless_wallet_rollbacks')
      .select('provider')
      .where('provider', '=', provider)
      .where('transaction_id', '=', transactionId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records the rollback once, under the lock a bet with the referenced id takes
   * (seamless_wallet_record_rollback, migration 0007); a concurrent twin waits and then compares.
   */
  async record(record: RollbackRecord): Promise<RecordOutcome> {
    const result = await sql<{ outcome: RecordOutcome }>`
      select seamless_wallet_record_rollback(${record.provider}, ${record.rollbackTransactionId},
        ${record.transactionId}, ${record.requestHash}, ${record.playerId}::bigint, ${record.roundId},
        ${record.gameCode}) as outcome`.execute(this.db);
    const outcome = result.rows[0]?.outcome;
    if (!outcome) throw new Error('seamless_wallet_record_rollback returned nothing');
    return outcome;
  }
}
