import { sql } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import { sha256Hex } from '../../reference/secrets';
import type { IdentityDb } from './player-repository';

export type LoginThrottlePolicy = { failuresMax: number; lockoutMinutes: number };

const MINUTE_MS = 60_000;

/**
 * Temporary lockout after consecutive failed logins for one e-mail address, stored in the
 * database so that every server process sees it. Unknown addresses are throttled exactly like
 * known ones. The per-IP rate limit on the login route is the other half: it slows a guesser
 * spraying many addresses; this stops one aimed at a single account.
 */
export class LoginThrottle {
  constructor(
    private readonly db: IdentityDb,
    private readonly clock: Clock,
    private readonly policy: LoginThrottlePolicy,
  ) {}

  /** Seconds until the address may try again, or undefined when it may try now. */
  async retryAfterSeconds(normalizedEmail: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('login_throttles')
      .select('locked_until')
      .where('email_hash', '=', sha256Hex(normalizedEmail))
      .executeTakeFirst();
    return secondsUntil(row?.locked_until ?? null, this.clock.now());
  }

  /**
   * Counts a failure. The failure that reaches the maximum locks the address and starts the
   * count again, so after the lockout a guesser has another full allowance, not one try.
   * Returns the lockout's length in seconds when this failure caused one.
   */
  async recordFailure(normalizedEmail: string): Promise<number | undefined> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + this.policy.lockoutMinutes * MINUTE_MS);
    const max = this.policy.failuresMax;
    const result = await sql<{ locked_until: Date | null }>`
      insert into login_throttles as t (email_hash, consecutive_failures, locked_until, last_failure_at)
      values (${sha256Hex(normalizedEmail)}, case when 1 >= ${max} then 0 else 1 end,
              case when 1 >= ${max} then ${lockedUntil}::timestamptz else null end, ${now})
      on conflict (email_hash) do update set
        consecutive_failures = case when t.consecutive_failures + 1 >= ${max} then 0 else t.consecutive_failures + 1 end,
        locked_until = case when t.consecutive_failures + 1 >= ${max} then ${lockedUntil}::timestamptz else t.locked_until end,
        last_failure_at = ${now}
      returning locked_until`.execute(this.db);
    const lockedNow = result.rows[0]?.locked_until;
    return lockedNow && lockedNow.getTime() === lockedUntil.getTime() ? secondsUntil(lockedNow, now) : undefined;
  }

  async clear(normalizedEmail: string, executor: IdentityDb = this.db) {
    await executor.deleteFrom('login_throttles').where('email_hash', '=', sha256Hex(normalizedEmail)).execute();
  }
}

function secondsUntil(moment: Date | null, now: Date): number | undefined {
  if (!moment || moment <= now) return undefined;
  return Math.ceil((moment.getTime() - now.getTime()) / 1000);
}
