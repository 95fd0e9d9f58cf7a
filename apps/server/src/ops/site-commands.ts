import { z } from 'zod';
import { SITE_FLAG_CACHE_MS } from '../domains/compliance/site-flags';
import { VIP_LEVELS } from '../domains/identity/identity-tables';
import type { PlatformServices } from '../services';
import type { OpsCommand, OpsOutcome } from './commands';

/*
 * Operator commands for the site shell: the maintenance switch and the account facts the header
 * shows. commands.ts lists them with the others; this module imports only its types, so the two
 * can name each other without a load-order cycle.
 */

/** The same bound as commands.ts: the operator's name as the CLI's user or --operator. */
const OPERATOR = z.string().min(1).max(100);

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

const MaintenanceOptions = z
  .object({ on: z.boolean().optional(), off: z.boolean().optional(), operator: OPERATOR })
  .refine((options) => !(options.on && options.off), 'give --on or --off, not both');

const maintenance: OpsCommand = {
  name: 'maintenance',
  summary: `Turn the maintenance page on or off for every visitor (within ${SITE_FLAG_CACHE_MS / 1000} s); without a flag, show it.`,
  usage: 'maintenance [--on | --off]',
  options: MaintenanceOptions,
  async run(services, options: z.infer<typeof MaintenanceOptions>) {
    if (!options.on && !options.off) {
      const state = await services.compliance.maintenanceState();
      const since = state.updatedAt ? ` since ${state.updatedAt.toISOString()} (${state.updatedBy})` : '';
      return { ok: true, data: state, text: `maintenance is ${state.enabled ? 'on' : 'off'}${since}` };
    }
    const state = await services.compliance.setMaintenance(options.on === true, options.operator);
    const now = state.enabled ? 'on' : 'off';
    return {
      ok: true,
      data: state,
      text: state.changed
        ? `maintenance is now ${now}; every platform process shows it within ${SITE_FLAG_CACHE_MS / 1000} s`
        : `maintenance was already ${now}`,
    };
  },
};

async function playerByEmail(services: PlatformServices, email: string) {
  return services.identity.findPlayerByEmail(email);
}

const SetVipOptions = z.object({
  email: z.string().min(3),
  level: z.enum([...VIP_LEVELS, 'none']),
  operator: OPERATOR,
});

const setVip: OpsCommand = {
  name: 'set-vip',
  summary: "Set a player's VIP level (the header's badge), or none.",
  usage: `set-vip --email <e-mail> --level ${[...VIP_LEVELS, 'none'].join('|')}`,
  options: SetVipOptions,
  async run(services, options: z.infer<typeof SetVipOptions>) {
    const player = await playerByEmail(services, options.email);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    const level = options.level === 'none' ? null : options.level;
    const result = await services.identity.setVipLevel(player.playerId, level, options.operator);
    if (!result.ok) return failure(result.error.code, result.error.message);
    const data = { playerId: player.playerId, vipLevel: level, changed: result.value.changed };
    const verb = result.value.changed ? 'is now' : 'already was';
    return { ok: true, data, text: `player ${player.playerId} (${player.email}) ${verb} VIP ${options.level}` };
  },
};

const SetMigrationOptions = z.object({ email: z.string().min(3), required: flag, operator: OPERATOR });

const setMigration: OpsCommand = {
  name: 'set-migration',
  summary: 'Mark an account as migrated from an earlier platform (the site steers it to complete the profile).',
  usage: 'set-migration --email <e-mail> --required true|false',
  options: SetMigrationOptions,
  async run(services, options: z.infer<typeof SetMigrationOptions>) {
    const player = await playerByEmail(services, options.email);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    const result = await services.identity.setMigrationRequired(player.playerId, options.required, options.operator);
    if (!result.ok) return failure(result.error.code, result.error.message);
    const data = { playerId: player.playerId, migrationRequired: options.required, changed: result.value.changed };
    const state = options.required ? 'required' : 'not required';
    const verb = result.value.changed ? 'is now' : 'already was';
    return { ok: true, data, text: `migration of player ${player.playerId} (${player.email}) ${verb} ${state}` };
  },
};

export const SITE_COMMANDS: readonly OpsCommand[] = [maintenance, setVip, setMigration];
