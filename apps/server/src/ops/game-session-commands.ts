import { CONTENT_LANGUAGE_OF, isSiteLanguage } from '@vauhti/contracts';
import { z } from 'zod';
import type { PlatformServices } from '../services';
import type { OpsCommand, OpsOutcome } from './commands';

/*
 * An operator's real-money game launch, for support and testing without the site. commands.ts
 * lists it with the others; this module imports only its types, so the two can name each other
 * without a load-order cycle.
 */

/** The same bound as commands.ts: the operator's name as the CLI's user or --operator. */
const OPERATOR = z.string().min(1).max(100);

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

const GameSessionOptions = z.object({
  player: z.string().min(3, 'name the player by e-mail'),
  game: z.string().min(1).max(100),
  operator: OPERATOR,
});

const gameSession: OpsCommand = {
  name: 'game-session',
  summary:
    "Issue a real-money launch token for a player (8 hours, not tied to a web login) and print the provider's launch URL.",
  usage: 'game-session --player <e-mail> --game <game code>',
  options: GameSessionOptions,
  async run(services: PlatformServices, options: z.infer<typeof GameSessionOptions>) {
    const player = await services.identity.findPlayerByEmail(options.player);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    if (player.accountState !== 'active') {
      return failure('PLAYER_BLOCKED', `the account is ${player.accountState}: the wallet would refuse its bets`);
    }
    const game = await services.db
      .selectFrom('games')
      .select(['code', 'active'])
      .where('code', '=', options.game)
      .executeTakeFirst();
    const catalogue = await services.db.selectFrom('game_catalogue_state').select('provider').executeTakeFirst();
    if (!game?.active || !catalogue) {
      return failure('GAME_NOT_FOUND', `no game ${options.game} in the imported catalogue (npm run ops -- games-sync)`);
    }
    const account = await services.db
      .selectFrom('players')
      .select('language')
      .where('id', '=', player.playerId)
      .executeTakeFirstOrThrow();
    const siteLanguage = isSiteLanguage(account.language) ? account.language : 'en';
    const language = CONTENT_LANGUAGE_OF[siteLanguage];
    // No web session: an operator launch has no login to bind to (see GameSessions.issueForOperator).
    const issued = await services.gameSessions.issueForOperator({
      playerId: player.playerId,
      provider: catalogue.provider,
      gameCode: game.code,
      currency: player.currency,
      country: player.country,
      language,
    });
    const url = services.games.launchUrl({
      gameCode: game.code,
      mode: 'real',
      token: issued.token,
      language,
      currency: player.currency,
      siteLanguage,
    });
    const expiresAt = issued.expiresAt.toISOString();
    return {
      ok: true,
      data: { playerId: player.playerId, gameCode: game.code, token: issued.token, expiresAt, url },
      text: [
        `launch token for player ${player.playerId} (${player.email}), ${game.code}, valid until ${expiresAt}:`,
        `token ${issued.token}`,
        `url   ${url}`,
      ].join('\n'),
    };
  },
};

export const GAME_SESSION_COMMANDS: readonly OpsCommand[] = [gameSession];
