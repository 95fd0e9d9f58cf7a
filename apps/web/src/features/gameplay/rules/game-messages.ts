import type { GameClientMessage } from '@vauhti/contracts/game-frame-messages';

/*
 * Messages from a game client (docs/games-integration.md, section 4, their shapes
 * @vauhti/contracts/game-frame-messages): window.parent.postMessage with the envelope
 * { source: 'vauhti-game', type, gameCode, ... }. Only a message from the provider's origin (the
 * origin of the launch url) counts, and none is trusted for money: a balance message only makes
 * the site read the balances from the platform again. The envelope is checked by hand, so no
 * schema code enters the site's bundle.
 */

type ErrorMessage = Extract<GameClientMessage, { type: 'error' }>;

/** What the site keeps of a message: its type and game, and an error's code; never a figure. */
export type GameMessage =
  | Pick<Exclude<GameClientMessage, ErrorMessage>, 'type' | 'gameCode'>
  | Pick<ErrorMessage, 'type' | 'gameCode' | 'code'>;

const SIMPLE_TYPES = new Set(['loaded', 'balance', 'deposit', 'round-started', 'round-ended']);

/** The origin of the launch url, or null when it is not an http(s) url. */
export function providerOrigin(launchUrl: string): string | null {
  try {
    const url = new URL(launchUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function parseGameMessage(data: unknown, origin: string, expectedOrigin: string | null): GameMessage | null {
  if (expectedOrigin === null || origin !== expectedOrigin) return null;
  if (typeof data !== 'object' || data === null) return null;
  const { source, type, gameCode, code } = data as Record<string, unknown>;
  if (source !== 'vauhti-game' || typeof type !== 'string' || typeof gameCode !== 'string') return null;
  if (type === 'error') return typeof code === 'string' ? { type, gameCode, code } : null;
  if (!SIMPLE_TYPES.has(type)) return null;
  return { type, gameCode } as GameMessage;
}
