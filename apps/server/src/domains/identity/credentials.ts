import { randomToken, sha256Hex } from '../../reference/secrets';
import { checkEmail } from './account-basics';
import type { IdentityContext } from './identity-context';
import { failure, type Result, success } from './identity-errors';
import type { IdentityDb, PlayerRecord } from './player-repository';
import { checkPassword, playerNotFound } from './registration';
import { SESSION_TOKEN_LENGTH_MAX } from './sessions';

export const RESET_TOKEN_LIFETIME_MINUTES = 60;
/** More reset e-mails than this per hour to one account are dropped silently (no mail bombing). */
export const RESET_EMAILS_PER_HOUR_MAX = 3;

const MINUTE_MS = 60_000;

/** Password change, forgotten-password e-mail and reset by token. */
export class Credentials {
  constructor(private readonly context: IdentityContext) {}

  /**
   * Checks the password of a logged-in player before a sensitive change. A wrong password counts
   * towards the login lockout, so a stolen session cannot be used to guess the password.
   */
  async confirmPassword(player: PlayerRecord, password: string, field: string): Promise<Result<void>> {
    const waitSeconds = await this.context.loginThrottle.retryAfterSeconds(player.email);
    if (waitSeconds !== undefined) {
      return failure('ACCOUNT_TEMPORARILY_LOCKED', 'too many wrong passwords; try again later', {
        details: { retryAfterSeconds: waitSeconds },
      });
    }
    if (await this.context.hasher.verify(player.passwordHash, password)) return success(undefined);
    const lockoutSeconds = await this.context.loginThrottle.recordFailure(player.email);
    if (lockoutSeconds !== undefined) {
      return failure('ACCOUNT_TEMPORARILY_LOCKED', 'too many wrong passwords; try again later', {
        details: { retryAfterSeconds: lockoutSeconds },
      });
    }
    return failure('PASSWORD_INCORRECT', 'the password is not right', { field });
  }

  /** Changes the password and ends every other session of the player. */
  async changePassword(input: {
    playerId: number;
    sessionId: number;
    currentPassword: string;
    newPassword: string;
  }): Promise<Result<void>> {
    const player = await this.context.players.findById(input.playerId);
    if (!player) return playerNotFound(input.playerId);
    const confirmed = await this.confirmPassword(player, input.currentPassword, 'currentPassword');
    if (!confirmed.ok) return confirmed;
    const policy = checkPassword(input.newPassword, player.email, 'newPassword');
    if (!policy.ok) return policy;
    const passwordHash = await this.context.hasher.hash(input.newPassword);
    const now = this.context.clock.now();
    await this.context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('players')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', player.id)
        .execute();
      await this.context.sessions.revokeAllForPlayer(player.id, 'password_changed', {
        exceptSessionId: input.sessionId,
        executor: trx,
      });
      await this.context.players.recordEvent(trx, {
        playerId: player.id,
        event: 'password_changed',
        actor: 'player',
        at: now,
      });
    });
    return success(undefined);
  }

  /**
   * E-mails a reset link when the address has an account. The caller answers the same whether
   * it did or not, so the endpoint does not reveal which addresses are registered.
   */
  async requestReset(email: string): Promise<void> {
    const address = checkEmail(email);
    if (!address.ok) return;
    const player = await this.context.players.findByEmail(address.value);
    if (!player) return;
    const now = this.context.clock.now();
    const recent = await this.context.db
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('player_id', '=', player.id)
      .where('created_at', '>', new Date(now.getTime() - 60 * MINUTE_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= RESET_EMAILS_PER_HOUR_MAX) {
      this.context.logger.warn({ playerId: player.id }, 'password reset e-mail limit reached; not sending');
      return;
    }
    const token = randomToken();
    const link = `${this.context.siteUrl}/${player.language}/reset-password?token=${token}`;
    // Typed as the plain database, as Outbox.enqueue wants (see channel-verification.ts).
    await this.context.db.transaction().execute(async (trx: IdentityDb) => {
      await trx
        .insertInto('password_reset_tokens')
        .values({
          player_id: player.id,
          token_hash: sha256Hex(token),
          created_at: now,
          expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MINUTES * MINUTE_MS),
        })
        .execute();
      await this.context.outbox.enqueue(
        {
          channel: 'email',
          recipient: player.email,
          subject: 'Reset your Vauhti password',
          bodyText: `Someone asked to reset the password of your Vauhti account. To choose a new password, open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
          purpose: 'password_reset',
          playerId: player.id,
          secrets: [link],
        },
        trx,
      );
    });
  }

  /** Sets a new password with a reset token; the token and all others of the player stop working. */
  async resetPassword(input: { token: string; newPassword: string }): Promise<Result<void>> {
    const found = await this.findUsableToken(input.token);
    if (!found.ok) return found;
    const player = await this.context.players.findById(found.value.playerId);
    if (!player) return invalidToken();
    const policy = checkPassword(input.newPassword, player.email, 'newPassword');
    if (!policy.ok) return policy;
    const passwordHash = await this.context.hasher.hash(input.newPassword);
    const now = this.context.clock.now();
    return this.context.db.transaction().execute(async (trx) => {
      // Claiming the token and changing the password commit together: a token works once.
      const claimed = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('id', '=', found.value.tokenId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return invalidToken();
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('player_id', '=', player.id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('players')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', player.id)
        .execute();
      await this.context.sessions.revokeAllForPlayer(player.id, 'password_reset', { executor: trx });
      await this.context.loginThrottle.clear(player.email, trx);
      await this.context.players.recordEvent(trx, {
        playerId: player.id,
        event: 'password_reset',
        actor: 'player',
        at: now,
      });
      return success(undefined);
    });
  }

  private async findUsableToken(token: string): Promise<Result<{ tokenId: number; playerId: number }>> {
    if (token.length === 0 || token.length > SESSION_TOKEN_LENGTH_MAX) return invalidToken();
    const row = await this.context.db
      .selectFrom('password_reset_tokens')
      .select(['id', 'player_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!row || row.used_at) return invalidToken();
    if (this.context.clock.now() >= row.expires_at) {
      return failure('RESET_TOKEN_EXPIRED', 'this reset link has expired; ask for a new one', { field: 'token' });
    }
    return success({ tokenId: row.id, playerId: row.player_id });
  }
}

function invalidToken<T>(): Result<T> {
  return failure('RESET_TOKEN_INVALID', 'this reset link is not valid or was already used', { field: 'token' });
}
