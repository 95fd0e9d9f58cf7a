import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type MerchantReply, refusedReply } from '../merchant-answers';
import type { MerchantCall } from '../payments-tables';
import type { Db, MerchantApiDeps, Outcome, Refusal } from './merchant-context';

/*
 * Exactly once per (call, txId): each call's answer is stored in merchant_call_answers in the same
 * database transaction as its ledger posting and cashier transaction change, under a lock on txId,
 * so a repeat answers what the first did and another request under the same key is refused.
 */

/** One call on one provider transaction, and the hash of the request's money-relevant fields. */
export type CallKey = { call: MerchantCall; txId: string; hash: string; userId: string };

/** The hash a repeat must match: the same fields in any order give the same hash. */
export function fingerprint(fields: Record<string, string | number>): string {
  const ordered = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/** A refusal as the outcome of a call's work; `record` says whether a repeat replays it. */
export function refusedOutcome(userId: string, refusal: Refusal, record: boolean): Outcome {
  return { reply: refusedReply(userId, refusal.code, refusal.message), record };
}

/** The recorded answer to this call on txId: the same for the same request, DUPLICATE_MISMATCH for another. */
export async function recordedAnswer(db: Db, key: CallKey): Promise<MerchantReply | undefined> {
  const { call, txId, hash, userId } = key;
  const row = await db
    .selectFrom('merchant_call_answers')
    .select(['request_hash', 'answer'])
    .where('call', '=', call)
    .where('tx_id', '=', txId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) {
    return refusedReply(
      userId,
      'DUPLICATE_MISMATCH',
      `${call} of transaction ${txId} was already answered for another amount, user or type`,
    );
  }
  return { httpStatus: 200, body: row.answer };
}

/**
 * Runs a call's work once per (call, txId): in one database transaction, under a lock on txId,
 * re-checking the recorded answer first (a concurrent repeat waited on the lock and replays).
 * Whoever's balance moved is published after the commit.
 */
export async function runOnce(
  deps: MerchantApiDeps,
  key: CallKey,
  work: (trx: Db) => Promise<Outcome>,
): Promise<MerchantReply> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`piq\n${key.txId}`}, 0))`.execute(trx);
    const again = await recordedAnswer(trx, key);
    if (again) return { reply: again, record: false };
    const result = await work(trx);
    if (result.record) await recordAnswer(trx, deps, key, result.reply);
    return result;
  });
  if (outcome.moved) await publishMoved(deps, outcome.moved);
  return outcome.reply;
}

/** Stores the answer in the call's database transaction, so it commits with what the call moved. */
async function recordAnswer(trx: Db, deps: MerchantApiDeps, key: CallKey, reply: MerchantReply): Promise<void> {
  await trx
    .insertInto('merchant_call_answers')
    .values({
      call: key.call,
      tx_id: key.txId,
      request_hash: key.hash,
      answer: JSON.stringify(reply.body),
      created_at: deps.clock.now(),
    })
    .execute();
}

/** Pushes the moved player's balances (and open holds) to the live socket; a failed push is only logged. */
async function publishMoved(deps: MerchantApiDeps, moved: NonNullable<Outcome['moved']>): Promise<void> {
  const { playerId, currency } = moved;
  try {
    await deps.publishBalance(playerId, currency);
  } catch (error) {
    // The posting is committed; a missed push only delays the site's balance to its next read.
    deps.logger.warn({ err: error, playerId }, 'balance push after a payment failed');
  }
  if (!moved.holdChanged) return;
  try {
    await deps.publishPendingWithdrawals(playerId);
  } catch (error) {
    // As above: the header's count catches up at its next read.
    deps.logger.warn({ err: error, playerId }, 'pending-withdrawal push after a payment failed');
  }
}
