import type { Updateable } from 'kysely';
import { countryOf, type IdentityContext } from './identity-context';
import { type Result, success } from './identity-errors';
import type { PlayersTable, VipLevel } from './identity-tables';
import type { PlayerRecord } from './player-repository';
import { missingProfileFieldsOf } from './player-status';
import { playerNotFound } from './registration';

type FlagChange = { changes: Updateable<PlayersTable>; event: string; reason: string | null };

/**
 * Facts about an account that an operator sets and the site header reads: the VIP level (the
 * badge, `levelTags`) and whether the account still has to go through the migration steps.
 * Every change goes into the account's event trail with the operator's name.
 */
export class AccountFlags {
  constructor(private readonly context: IdentityContext) {}

  /** The VIP level as the spec's `levelTags`: one tag, or none. */
  async levelTags(playerId: number): Promise<Result<VipLevel[]>> {
    const player = await this.context.players.findById(playerId);
    if (!player) return playerNotFound(playerId);
    return success(player.vipLevel ? [player.vipLevel] : []);
  }

  /** Sets the VIP level, or with null removes it; `changed` is false when it already was that. */
  setVipLevel(playerId: number, level: VipLevel | null, operator: string) {
    return this.change(playerId, operator, (player) =>
      player.vipLevel === level
        ? undefined
        : { changes: { vip_level: level }, event: 'vip_level_set', reason: level ?? 'none' },
    );
  }

  setMigrationRequired(playerId: number, required: boolean, operator: string) {
    return this.change(playerId, operator, (player) =>
      player.migrationRequired === required
        ? undefined
        : {
            changes: { migration_required: required },
            event: required ? 'migration_required' : 'migration_cleared',
            reason: null,
          },
    );
  }

  private change(
    playerId: number,
    operator: string,
    decide: (player: PlayerRecord) => FlagChange | undefined,
  ): Promise<Result<{ changed: boolean }>> {
    return this.context.db.transaction().execute(async (trx) => {
      const player = await this.context.players.findById(playerId, trx, { forUpdate: true });
      if (!player) return playerNotFound(playerId);
      const change = decide(player);
      if (!change) return success({ changed: false });
      const now = this.context.clock.now();
      await trx
        .updateTable('players')
        .set({ ...change.changes, updated_at: now })
        .where('id', '=', playerId)
        .execute();
      await this.context.players.recordEvent(trx, {
        playerId,
        event: change.event,
        actor: 'operator',
        reason: change.reason === null ? `by ${operator}` : `${change.reason} by ${operator}`,
        at: now,
      });
      return success({ changed: true });
    });
  }
}

/**
 * Ends the migration of an account whose profile now lacks nothing: the migration steps are
 * completing the profile, so a complete profile is a finished migration. The profile calls it
 * after every successful save, changed or not, so confirming an already complete profile counts.
 */
export async function clearMigrationIfComplete(context: IdentityContext, playerId: number): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const player = await context.players.findById(playerId, trx, { forUpdate: true });
    if (!player?.migrationRequired || player.detailsCompletedAt === null) return;
    if (missingProfileFieldsOf(player, countryOf(player)).length > 0) return;
    const now = context.clock.now();
    await trx
      .updateTable('players')
      .set({ migration_required: false, updated_at: now })
      .where('id', '=', playerId)
      .execute();
    await context.players.recordEvent(trx, { playerId, event: 'migration_completed', actor: 'player', at: now });
  });
}
