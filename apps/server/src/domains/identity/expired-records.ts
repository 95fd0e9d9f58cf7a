import { sql } from 'kysely';
import type { IdentityDb } from './player-repository';

/**
 * How long identity keeps a session, one-time code or reset link after it stopped being usable.
 * Until then an old cookie is still told "session expired" (not "invalid"), an old link "expired",
 * and support can see a player's recent logins (address, browser); after it they are only a
 * liability. Far longer than any rate-limit window that counts these rows (an hour).
 */
export const EXPIRED_IDENTITY_RECORDS_KEPT_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes web sessions, one-time codes and password-reset tokens that stopped being usable more
 * than EXPIRED_IDENTITY_RECORDS_KEPT_MS before `now`: at most `limit` of each; answers how many in
 * all. A session ends at its idle expiry (never later than its absolute one) or its revocation;
 * the launch tokens and cashier sessions issued from it go with it (migration 0016).
 */
export async function purgeExpiredIdentityRecords(db: IdentityDb, now: Date, limit: number): Promise<number> {
  const cutoff = new Date(now.getTime() - EXPIRED_IDENTITY_RECORDS_KEPT_MS);
  const sessions = await db
    .deleteFrom('player_sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('player_sessions')
        .select('id')
        .where(sql<Date>`least(idle_expires_at, revoked_at)`, '<', cutoff)
        .limit(limit),
    )
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('player_otp_challenges')
    .where('id', 'in', (eb) =>
      eb.selectFrom('player_otp_challenges').select('id').where('expires_at', '<', cutoff).limit(limit),
    )
    .executeTakeFirst();
  const resetTokens = await db
    .deleteFrom('password_reset_tokens')
    .where('id', 'in', (eb) =>
      eb.selectFrom('password_reset_tokens').select('id').where('expires_at', '<', cutoff).limit(limit),
    )
    .executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(codes.numDeletedRows) + Number(resetTokens.numDeletedRows);
}
