import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import { hexDigestsEqual, randomToken, sha256Hex } from '../../reference/secrets';
import type { PaymentsTables } from './payments-tables';

/**
 * How long a visitor's browser may claim the login of the deposit it started: the bank's page
 * times out well within it, and the site polls the result for a few minutes at most (spec part 1
 * section 9: every 5 s, up to 40 times for Briteplay).
 */
export const PAY_AND_PLAY_CLAIM_TTL_MS = 60 * 60 * 1000;

export type PayNPlayClaim = {
  transactionId: number;
  expiresAt: Date;
  claimedAt: Date | null;
};

/**
 * The secret a logged-out visitor's browser holds for the pay-and-play deposit it started
 * (migration 0011). The bank identifies the payer; this claim is what lets that browser, and no
 * other, log in as them, once. Only the token's SHA-256 is stored.
 */
export class PayNPlayClaims {
  constructor(
    private readonly db: Kysely<PaymentsTables>,
    private readonly clock: Clock,
  ) {}

  /** A new claim on a transaction; the token is for the visitor's cookie and is not kept. */
  async open(transactionId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + PAY_AND_PLAY_CLAIM_TTL_MS);
    await this.db
      .insertInto('paynplay_claims')
      .values({ transaction_id: transactionId, token_hash: sha256Hex(token), created_at: now, expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  /** The claim on a transaction that this token proves, if it has not run out; else undefined. */
  async proven(transactionId: number, token: string): Promise<PayNPlayClaim | undefined> {
    const row = await this.db
      .selectFrom('paynplay_claims')
      .select(['transaction_id', 'token_hash', 'expires_at', 'claimed_at'])
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    if (!row || !hexDigestsEqual(row.token_hash, sha256Hex(token))) return undefined;
    if (row.expires_at.getTime() <= this.clock.now().getTime()) return undefined;
    return { transactionId: Number(row.transaction_id), expiresAt: row.expires_at, claimedAt: row.claimed_at };
  }

  /**
   * Spends the claim on the login it made, in the caller's database transaction; false when another
   * request spent it first (the caller then rolls its session back).
   */
  async spend(
    executor: Kysely<PaymentsTables>,
    transactionId: number,
    login: { playerId: number; sessionId: number },
  ): Promise<boolean> {
    const spent = await executor
      .updateTable('paynplay_claims')
      .set({ claimed_at: this.clock.now(), claimed_player_id: login.playerId, claimed_session_id: login.sessionId })
      .where('transaction_id', '=', transactionId)
      .where('claimed_at', 'is', null)
      .returning('transaction_id')
      .executeTakeFirst();
    return spent !== undefined;
  }
}
