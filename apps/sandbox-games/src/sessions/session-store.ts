import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toJson } from '../database/games-database';
import type { PlayerId, SandboxGamesTables, SessionMode } from '../database/tables';

/** A game session lasts as long as the platform's launch token: eight hours. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Play money of each demo session: 1 000.00 (docs/games-integration.md section 2). */
export const DEMO_OPENING_BALANCE = 100_000;

export type GameSession = {
  id: string;
  mode: SessionMode;
  gameCode: string;
  playerId: PlayerId | null;
  token: string | null;
  currency: string;
  language: string;
  country: string | null;
  lobbyUrl: string | null;
  demoBalance: number | null;
  expiresAt: Date;
};

export type NewSession =
  | {
      mode: 'real';
      gameCode: string;
      playerId: PlayerId;
      token: string;
      currency: string;
      language: string;
      country: string | null;
      lobbyUrl: string | null;
    }
  | { mode: 'demo'; gameCode: string; currency: string; language: string; lobbyUrl: string | null };

export async function createSession(
  kysely: Kysely<SandboxGamesTables>,
  input: NewSession,
  nowMs: number,
): Promise<GameSession> {
  const session: GameSession = {
    id: randomBytes(18).toString('base64url'),
    mode: input.mode,
    gameCode: input.gameCode,
    playerId: input.mode === 'real' ? input.playerId : null,
    token: input.mode === 'real' ? input.token : null,
    currency: input.currency,
    language: input.language,
    country: input.mode === 'real' ? input.country : null,
    lobbyUrl: input.lobbyUrl,
    demoBalance: input.mode === 'demo' ? DEMO_OPENING_BALANCE : null,
    expiresAt: new Date(nowMs + SESSION_LIFETIME_MS),
  };
  await kysely
    .insertInto('sessions')
    .values({
      id: session.id,
      mode: session.mode,
      game_code: session.gameCode,
      player_id: session.playerId === null ? null : toJson(session.playerId),
      token: session.token,
      currency: session.currency,
      language: session.language,
      country: session.country,
      lobby_url: session.lobbyUrl,
      demo_balance: session.demoBalance,
      expires_at: session.expiresAt,
    })
    .execute();
  return session;
}

export async function findSession(kysely: Kysely<SandboxGamesTables>, id: string): Promise<GameSession | undefined> {
  const row = await kysely.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    mode: row.mode,
    gameCode: row.game_code,
    playerId: row.player_id,
    token: row.token,
    currency: row.currency,
    language: row.language,
    country: row.country,
    lobbyUrl: row.lobby_url,
    demoBalance: row.demo_balance,
    expiresAt: row.expires_at,
  };
}

/**
 * Whose rounds these are: a real player's rounds follow the player from session to session (an
 * unfinished hand resumes at the next launch); demo rounds stay in their session.
 */
export function playerKeyOf(session: GameSession): string {
  return session.mode === 'real' ? realPlayerKey(session.playerId as PlayerId) : `demo:${session.id}`;
}

export function realPlayerKey(playerId: PlayerId): string {
  return `player:${JSON.stringify(playerId)}`;
}
