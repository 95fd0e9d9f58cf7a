import { normalizeEmail } from '../../reference/email-addresses';
import type { IdentityContext } from './identity-context';
import { failure, type IdentityError, type Result, success } from './identity-errors';
import { normalizePassword, PASSWORD_LENGTH_MAX } from './password-policy';
import type { IdentityDb, PlayerRecord } from './player-repository';
import { accountStateOf } from './player-status';
import type { NewSession } from './registration';
import type { SessionContext } from './sessions';

export type LoginInput = { email: string; password: string };

/**
 * Login by e-mail and password. An unknown address and a wrong password answer alike, after the
 * same argon2 work, so neither the answer nor its timing says whether an account exists. Only a
 * caller who knows the password learns that the account is locked; a paused or self-excluded
 * player logs in, and the account's state then refuses deposits and play.
 */
export class Login {
  constructor(private readonly context: IdentityContext) {}

  async logIn(
    input: LoginInput,
    session: SessionContext & { replacesSessionId?: number },
  ): Promise<Result<NewSession>> {
    const email = normalizeEmail(input.email);
    const waitSeconds = await this.context.loginThrottle.retryAfterSeconds(email);
    if (waitSeconds !== undefined) return temporarilyLocked(waitSeconds);

    const player = await this.context.players.findByEmail(email);
    const passwordMatches = await this.checkPassword(player, input.password);
    if (!player || !passwordMatches) {
      const lockoutSeconds = await this.context.loginThrottle.recordFailure(email);
      if (lockoutSeconds !== undefined) return temporarilyLocked(lockoutSeconds);
      return failure('INVALID_CREDENTIALS', 'the e-mail address or the password is wrong');
    }
    // A break or a self-exclusion still lets the player in, to their account pages and their cash
    // (ADR 0022); deposits and play refuse them by the account's state. A lock keeps them out.
    const restriction = lockError(player, this.context.clock.now());
    if (restriction) return { ok: false, error: restriction };

    const rehash = this.context.hasher.needsRehash(player.passwordHash)
      ? await this.context.hasher.hash(input.password)
      : undefined;
    return this.context.db.transaction().execute(async (trx) => {
      await this.context.loginThrottle.clear(email, trx);
      if (rehash) await trx.updateTable('players').set({ password_hash: rehash }).where('id', '=', player.id).execute();
      // A new login always gets a new token; the session the browser had before ends here.
      if (session.replacesSessionId !== undefined) {
        await this.context.sessions.revoke(session.replacesSessionId, 'replaced_by_login', trx);
      }
      const opened = await this.context.sessions.open(trx, player.id, session);
      return success({
        playerId: player.id,
        externalId: player.externalId,
        sessionToken: opened.token,
        sessionId: opened.sessionId,
      });
    });
  }

  /**
   * A login without a password, for a player whom another party has just identified: the bank at a
   * pay-and-play deposit. The caller proves that identification; this refuses a locked, paused or
   * self-excluded account (a password login refuses only the lock: a login that comes with a
   * deposit has nothing to offer a restricted player). `executor` lets the caller open the
   * session in its own database transaction, with the record of what it spent to get here.
   */
  async logInIdentified(
    playerId: number,
    session: SessionContext & { replacesSessionId?: number },
    executor: IdentityDb = this.context.db,
  ): Promise<Result<NewSession>> {
    const player = await this.context.players.findById(playerId, executor);
    if (!player) return failure('PLAYER_NOT_FOUND', `there is no player ${playerId}`);
    const restriction = restrictionError(player, this.context.clock.now());
    if (restriction) return { ok: false, error: restriction };
    if (session.replacesSessionId !== undefined) {
      await this.context.sessions.revoke(session.replacesSessionId, 'replaced_by_login', executor);
    }
    const opened = await this.context.sessions.open(executor, player.id, session);
    return success({
      playerId: player.id,
      externalId: player.externalId,
      sessionToken: opened.token,
      sessionId: opened.sessionId,
    });
  }

  async logOut(sessionId: number): Promise<void> {
    await this.context.sessions.revoke(sessionId, 'logout');
  }

  private checkPassword(player: PlayerRecord | undefined, password: string): Promise<boolean> {
    // No account can have a longer password; refusing early keeps huge inputs away from argon2.
    if ([...normalizePassword(password)].length > PASSWORD_LENGTH_MAX) return Promise.resolve(false);
    if (!player) return this.context.hasher.verifyAgainstNothing(password);
    return this.context.hasher.verify(player.passwordHash, password);
  }
}

function temporarilyLocked<T>(retryAfterSeconds: number): Result<T> {
  return failure('ACCOUNT_TEMPORARILY_LOCKED', 'too many failed logins; try again later', {
    details: { retryAfterSeconds },
  });
}

/** Why a player with the right password may still not log in: only a lock stops a password login. */
function lockError(player: PlayerRecord, now: Date): IdentityError | undefined {
  return accountStateOf(player, now).state === 'locked' ? restrictionError(player, now) : undefined;
}

/**
 * Why an identified player may not be logged in without a password (pay-and-play, where the login
 * comes with a deposit): a lock, a self-exclusion or a break.
 */
export function restrictionError(player: PlayerRecord, now: Date): IdentityError | undefined {
  const state = accountStateOf(player, now);
  switch (state.state) {
    case 'locked':
      return { code: 'ACCOUNT_LOCKED', message: 'this account is locked; contact support' };
    case 'self_excluded':
      return {
        code: 'ACCOUNT_SELF_EXCLUDED',
        message: 'this account is self-excluded',
        details: { until: state.until?.toISOString() ?? null },
      };
    case 'paused':
      return {
        code: 'ACCOUNT_PAUSED',
        message: 'this account is on a break',
        details: { until: state.until?.toISOString() ?? null },
      };
    case 'active':
      return undefined;
  }
}
