import { SUSPENSION_REASONS } from '@vauhti/contracts/accounts';
import { sql } from 'kysely';
import type { Credentials } from './credentials';
import type { IdentityContext } from './identity-context';
import { failure, type Result, success } from './identity-errors';
import type { AccountEventActor } from './identity-tables';
import type { IdentityDb } from './player-repository';
import { type AccountState, accountStateOf } from './player-status';
import { playerNotFound } from './registration';

export const SUSPENSION_DAYS_MAX = 3650;
const LOCK_REASON_LENGTH_MAX = 500;
const DAY_MS = 86_400_000;

export type SuspendAccountInput = {
  playerId: number;
  password: string;
  /** Whole days, as the site's form sends them ('1' by default). */
  expire: string | number;
  reason: string;
};

type Restriction = { column: 'paused_until' | 'self_excluded_until'; event: 'paused' | 'self_excluded' };
const PAUSE: Restriction = { column: 'paused_until', event: 'paused' };
const SELF_EXCLUSION: Restriction = { column: 'self_excluded_until', event: 'self_excluded' };

/**
 * Responsible-gambling and operator restrictions. Every restriction ends the player's sessions,
 * and every change is written to player_account_events. A break or an exclusion can be extended but never shortened
 * here: ending one early is not something a player (or a quick operator command) may do.
 */
export class AccountRestrictions {
  constructor(
    private readonly context: IdentityContext,
    private readonly credentials: Credentials,
  ) {}

  pauseAccount(playerId: number, until: Date, options: { actor?: AccountEventActor; reason?: string } = {}) {
    return this.restrict(playerId, PAUSE, until, options);
  }

  selfExclude(playerId: number, until: Date, options: { actor?: AccountEventActor; reason?: string } = {}) {
    return this.restrict(playerId, SELF_EXCLUSION, until, options);
  }

  async lock(playerId: number, reason: string, actor: AccountEventActor = 'operator'): Promise<Result<AccountState>> {
    const text = reason.trim();
    if (text.length === 0 || text.length > LOCK_REASON_LENGTH_MAX) {
      return failure('FIELD_INVALID', `a lock needs a reason of 1 to ${LOCK_REASON_LENGTH_MAX} characters`, {
        field: 'reason',
      });
    }
    const now = this.context.clock.now();
    return this.change(playerId, { event: 'locked', actor, reason: text, until: null }, async (trx) => {
      await trx
        .updateTable('players')
        .set({ locked_at: now, locked_reason: text, updated_at: now })
        .where('id', '=', playerId)
        .execute();
    });
  }

  async unlock(playerId: number, actor: AccountEventActor = 'operator'): Promise<Result<AccountState>> {
    const now = this.context.clock.now();
    return this.change(
      playerId,
      { event: 'unlocked', actor, reason: null, until: null },
      async (trx) => {
        await trx
          .updateTable('players')
          .set({ locked_at: null, locked_reason: null, updated_at: now })
          .where('id', '=', playerId)
          .execute();
      },
      { endSessions: false },
    );
  }

  /** The site's suspend-account form: the player's password, a number of days and the kind. */
  async suspendAccount(input: SuspendAccountInput): Promise<Result<AccountState>> {
    const days = Number(typeof input.expire === 'string' ? input.expire.trim() : input.expire);
    if (!Number.isInteger(days) || days < 1 || days > SUSPENSION_DAYS_MAX) {
      return failure('FIELD_INVALID', `expire must be a whole number of days from 1 to ${SUSPENSION_DAYS_MAX}`, {
        field: 'expire',
      });
    }
    const reason = SUSPENSION_REASONS.find((candidate) => candidate === input.reason);
    if (!reason) {
      return failure('FIELD_INVALID', `reason must be one of: ${SUSPENSION_REASONS.join(', ')}`, { field: 'reason' });
    }
    const player = await this.context.players.findById(input.playerId);
    if (!player) return playerNotFound(input.playerId);
    const confirmed = await this.credentials.confirmPassword(player, input.password, 'password');
    if (!confirmed.ok) return confirmed;
    const until = new Date(this.context.clock.now().getTime() + days * DAY_MS);
    const restriction = reason === 'Self Exclusion' ? SELF_EXCLUSION : PAUSE;
    return this.restrict(input.playerId, restriction, until, { actor: 'player', reason });
  }

  /** The first real-money deposit: the account stops being a play-money ('play') account. */
  async markRealMoney(playerId: number, executor: IdentityDb = this.context.db): Promise<Result<{ changed: boolean }>> {
    const now = this.context.clock.now();
    const updated = await executor
      .updateTable('players')
      .set({ user_status: 'real', real_money_at: now, updated_at: now })
      .where('id', '=', playerId)
      .where('user_status', '=', 'play')
      .returning('id')
      .executeTakeFirst();
    if (updated) return success({ changed: true });
    const exists = await executor.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
    return exists ? success({ changed: false }) : playerNotFound(playerId);
  }

  private async restrict(
    playerId: number,
    restriction: Restriction,
    until: Date,
    options: { actor?: AccountEventActor; reason?: string },
  ): Promise<Result<AccountState>> {
    const now = this.context.clock.now();
    if (!(until instanceof Date) || Number.isNaN(until.getTime()) || until <= now) {
      return failure('FIELD_INVALID', 'the end of a restriction must be in the future', { field: 'until' });
    }
    const event = {
      event: restriction.event,
      actor: options.actor ?? 'operator',
      reason: options.reason ?? null,
      until,
    };
    return this.change(playerId, event, async (trx) => {
      const extended = sql<Date>`greatest(coalesce(${sql.ref(restriction.column)}, ${until}::timestamptz), ${until}::timestamptz)`;
      const set =
        restriction.column === 'paused_until' ? { paused_until: extended } : { self_excluded_until: extended };
      await trx
        .updateTable('players')
        .set({ ...set, updated_at: now })
        .where('id', '=', playerId)
        .execute();
    });
  }

  /** Applies a change, ends the player's sessions and records the event, in one transaction. */
  private async change(
    playerId: number,
    event: { event: string; actor: AccountEventActor; reason: string | null; until: Date | null },
    apply: (trx: IdentityDb) => Promise<void>,
    options: { endSessions: boolean } = { endSessions: true },
  ): Promise<Result<AccountState>> {
    const now = this.context.clock.now();
    const found = await this.context.db.transaction().execute(async (trx) => {
      const player = await this.context.players.findById(playerId, trx, { forUpdate: true });
      if (!player) return false;
      await apply(trx);
      if (options.endSessions) {
        await this.context.sessions.revokeAllForPlayer(playerId, 'account_restricted', { executor: trx });
      }
      await this.context.players.recordEvent(trx, { playerId, at: now, ...event });
      return true;
    });
    if (!found) return playerNotFound(playerId);
    const player = await this.context.players.findById(playerId);
    return player ? success(accountStateOf(player, now)) : playerNotFound(playerId);
  }
}
