import type { WalletStatus } from '@vauhti/contracts/seamless-wallet';
import { HttpError } from '@vauhti/server-kit';
import type { Balance } from './balance';

/**
 * The client error for a bet the wallet refused (docs/games-integration.md section 3). Statuses
 * that mean a fault on our side or the platform's (a mismatch, a bad signature) are shown to the
 * player as the wallet being unavailable; the log keeps the real status.
 */
export function betRefusedError(status: WalletStatus, balance: Balance | null): HttpError {
  const details = balance ? { balance } : undefined;
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
      return new HttpError(402, 'INSUFFICIENT_FUNDS', 'the balance does not cover the stake', details);
    case 'TOKEN_EXPIRED':
      return new HttpError(401, 'TOKEN_EXPIRED', 'the game session has expired: launch the game again');
    case 'PLAYER_BLOCKED':
      return new HttpError(403, 'PLAYER_BLOCKED', 'the account cannot play at the moment');
    case 'LIMIT_REACHED':
      return new HttpError(403, 'LIMIT_REACHED', 'the stake is over a limit of the account or the game');
    default:
      return walletUnavailableError();
  }
}

export function walletUnavailableError(): HttpError {
  return new HttpError(503, 'WALLET_UNAVAILABLE', 'the wallet did not answer: no money moved, try again');
}
