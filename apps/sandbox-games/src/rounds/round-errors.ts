import { HttpError } from '@vauhti/server-kit';
import type { Balance } from '../wallet-client/balance';

/** The client API's own errors (docs/games-integration.md section 3); wallet refusals are in wallet-errors.ts. */
export const roundErrors = {
  sessionNotFound: () => new HttpError(404, 'SESSION_NOT_FOUND', 'no such game session'),
  sessionExpired: () => new HttpError(401, 'TOKEN_EXPIRED', 'the game session has expired: launch the game again'),
  gameUnavailable: () => new HttpError(404, 'GAME_NOT_FOUND', 'the game of this session is no longer offered'),
  liveTableOnly: () =>
    new HttpError(409, 'LIVE_TABLE', 'a live table plays shared rounds: place bets with POST /live/bets'),
  notLiveTable: () => new HttpError(409, 'NOT_LIVE_TABLE', 'this session is not at a live table'),
  stakeOutOfRange: (stake: number, minStakeMinor: number, maxStakeMinor: number) =>
    new HttpError(
      400,
      'STAKE_OUT_OF_RANGE',
      `stake ${stake} is not a valid stake between ${minStakeMinor} and ${maxStakeMinor}`,
      {
        minStakeMinor,
        maxStakeMinor,
      },
    ),
  invalidBet: (reason: string) => new HttpError(400, 'INVALID_BET', reason),
  invalidAction: (reason: string) => new HttpError(400, 'INVALID_ACTION', reason),
  roundInProgress: () =>
    new HttpError(409, 'ROUND_IN_PROGRESS', 'another round of this game is still open: finish it first'),
  actionInProgress: () => new HttpError(409, 'ROUND_IN_PROGRESS', 'another action on this round is in progress'),
  roundNotFound: () => new HttpError(404, 'ROUND_NOT_FOUND', 'no such round in this session'),
  roundClosed: () => new HttpError(409, 'ROUND_CLOSED', 'the round is already finished'),
  historyCursor: () => new HttpError(400, 'FIELD_INVALID', 'before: not a round of this session', { field: 'before' }),
  demoFundsShort: (balance: Balance) =>
    new HttpError(402, 'INSUFFICIENT_FUNDS', 'the play money does not cover the stake', { balance }),
};
