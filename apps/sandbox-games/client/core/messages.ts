import type { GameClientMessage } from '@vauhti/contracts/game-frame-messages';

/**
 * Messages from the game client to the site (docs/games-integration.md section 4, their shapes
 * @vauhti/contracts/game-frame-messages). The envelope is always `{ source: 'vauhti-game', type,
 * gameCode, ... }` and goes only to the lobby's origin: balances are private, so a lobby URL that
 * is not a valid http(s) URL means no message at all.
 */
export type Balance = { cash: number; bonus: number; total: number };

export type GameMessage = GameClientMessage;

export type GameMessageType = GameMessage['type'];

export function targetOriginOf(lobbyUrl: string): string | null {
  try {
    const url = new URL(lobbyUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export type MessageTarget = { postMessage(message: unknown, targetOrigin: string): void };

export type Messenger = {
  loaded(): void;
  balance(balance: Balance): void;
  roundStarted(roundId: string): void;
  roundEnded(roundId: string): void;
  deposit(): void;
  error(code: string): void;
};

/**
 * A messenger bound to one game and lobby. `target` is window.parent; when the client runs
 * top-level (no parent frame) the target is null and every message is skipped.
 */
export function createMessenger(options: {
  gameCode: string;
  currency: string;
  lobbyUrl: string;
  target: MessageTarget | null;
}): Messenger {
  const origin = targetOriginOf(options.lobbyUrl);
  const { gameCode } = options;
  const send = (message: GameMessage) => {
    if (origin === null || options.target === null) return;
    options.target.postMessage(message, origin);
  };
  return {
    loaded: () => send({ source: 'vauhti-game', type: 'loaded', gameCode }),
    balance: (balance) =>
      send({
        source: 'vauhti-game',
        type: 'balance',
        gameCode,
        cash: balance.cash,
        bonus: balance.bonus,
        total: balance.total,
        currency: options.currency,
      }),
    roundStarted: (roundId) => send({ source: 'vauhti-game', type: 'round-started', gameCode, roundId }),
    roundEnded: (roundId) => send({ source: 'vauhti-game', type: 'round-ended', gameCode, roundId }),
    deposit: () => send({ source: 'vauhti-game', type: 'deposit', gameCode }),
    error: (code) => send({ source: 'vauhti-game', type: 'error', gameCode, code }),
  };
}
