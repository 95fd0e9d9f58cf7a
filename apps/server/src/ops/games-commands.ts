import { z } from 'zod';
import type { PlatformServices } from '../services';
import type { OpsCommand, OpsOutcome } from './commands';

/*
 * Operator commands of the games domain. commands.ts lists them with the others; this module
 * imports only its types, so the two can name each other without a load-order cycle.
 */

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

const gamesSync: OpsCommand = {
  name: 'games-sync',
  summary: "Import the game provider's catalogue now (GAME_PROVIDER_URL) and print what changed.",
  usage: 'games-sync',
  options: z.object({}),
  async run(services: PlatformServices) {
    let summary: Awaited<ReturnType<PlatformServices['games']['importCatalogue']>>;
    try {
      summary = await services.games.importCatalogue();
    } catch (error) {
      return failure('CATALOGUE_IMPORT_FAILED', (error as Error).message);
    }
    const { games, studios, rejected } = summary;
    const lines = [
      `imported the catalogue of ${summary.provider}: ${games.active} active games`,
      `  games    created ${games.created}, updated ${games.updated}, unchanged ${games.unchanged}, deactivated ${games.deactivated}`,
      `  studios  created ${studios.created}, updated ${studios.updated}, unchanged ${studios.unchanged}, deactivated ${studios.deactivated}`,
    ];
    if (rejected.length > 0) {
      lines.push(`  left out ${rejected.length} malformed games:`);
      for (const game of rejected.slice(0, 20))
        lines.push(`    #${game.index} ${game.gameCode ?? '(no code)'}: ${game.reason}`);
    }
    return { ok: true, data: summary, text: lines.join('\n') };
  },
};

export const GAMES_COMMANDS: readonly OpsCommand[] = [gamesSync];
