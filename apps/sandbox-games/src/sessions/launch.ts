import { AuthenticateAnswerSchema } from '@vauhti/contracts/seamless-wallet';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ClientBundles } from '../bundles/client-bundles';
import type { GameCatalogue, PlayableGame } from '../catalogue/game-catalogue';
import type { SandboxGamesTables } from '../database/tables';
import type { WalletHttp } from '../wallet-client/wallet-http';
import type { LaunchFailure } from './launch-texts';
import { createSession, type GameSession } from './session-store';

/** The query of `GET /play/{gameCode}` (docs/games-integration.md section 2). */
export const LaunchQuerySchema = z.object({
  mode: z.enum(['real', 'demo']).default('demo'),
  token: z.string().min(1).max(512).optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  lobbyUrl: z.string().max(2048).optional(),
});
export type LaunchQuery = z.infer<typeof LaunchQuerySchema>;

export type LaunchResult =
  | { ok: true; session: GameSession; game: PlayableGame }
  | { ok: false; failure: LaunchFailure; statusCode: number };

export type LaunchDependencies = {
  kysely: Kysely<SandboxGamesTables>;
  catalogue: GameCatalogue;
  bundles: ClientBundles;
  wallet: WalletHttp;
  now: () => number;
};

const fail = (failure: LaunchFailure, statusCode: number): LaunchResult => ({ ok: false, failure, statusCode });

/**
 * Opens a game session. Real play first exchanges the platform's launch token for the player
 * (the wallet's authenticate); demo play gets play money and never touches the wallet.
 */
export async function launchGame(
  dependencies: LaunchDependencies,
  gameCode: string,
  query: LaunchQuery,
): Promise<LaunchResult> {
  const game = dependencies.catalogue.game(gameCode);
  if (!game) return fail('GAME_NOT_FOUND', 404);
  if (!dependencies.bundles.bundle(game.clientKind)) return fail('CLIENT_UNAVAILABLE', 503);
  const lobbyUrl = safeLobbyUrl(query.lobbyUrl);
  const language = query.lang ?? 'en';
  if (query.mode === 'demo') {
    if (game.hasDemo === 0) return fail('DEMO_NOT_AVAILABLE', 409);
    const session = await createSession(
      dependencies.kysely,
      { mode: 'demo', gameCode, currency: query.currency ?? game.currency, language, lobbyUrl },
      dependencies.now(),
    );
    return { ok: true, session, game };
  }
  if (!query.token) return fail('TOKEN_MISSING', 401);
  const outcome = await dependencies.wallet.call('authenticate', { token: query.token });
  if (outcome.kind === 'unavailable') return fail('PLATFORM_UNAVAILABLE', 502);
  if (outcome.answer.status === 'TOKEN_EXPIRED') return fail('TOKEN_EXPIRED', 401);
  const player = AuthenticateAnswerSchema.safeParse(outcome.answer);
  if (!player.success) return fail('PLATFORM_UNAVAILABLE', 502);
  const session = await createSession(
    dependencies.kysely,
    {
      mode: 'real',
      gameCode,
      playerId: player.data.playerId,
      token: query.token,
      currency: player.data.currency,
      // The site's language wins: the player chose it on the page the game opens from.
      language: query.lang ?? player.data.language ?? 'en',
      country: player.data.country ?? null,
      lobbyUrl,
    },
    dependencies.now(),
  );
  return { ok: true, session, game };
}

/** Only an http(s) URL may become a link on our pages. */
export function safeLobbyUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
