/*
 * What the platform sends over the live socket (docs/games-integration.md section 7). Every
 * message is one JSON object with a `type`; amounts are integer minor units.
 */

/** A live table's state as the provider reports it (docs/games-integration.md section 5). */
export type LiveTableStatus = {
  tableId: string;
  gameCode: string;
  name: string;
  dealerName: string;
  phase: 'betting' | 'playing' | 'result';
  roundId: string;
  phaseEndsAtMs: number;
  serverNowMs: number;
  players: number;
  lastResults: string[];
};

/** The player's balances after a wallet movement, sent only to that player's sockets. */
export type BalanceEvent = { type: 'balance'; cash: number; bonus: number; total: number; currency: string };

/**
 * How many of the player's withdrawals still hold money (open withdrawal holds), sent to that
 * player's sockets whenever a hold is made, paid or returned: the site's pending-withdrawal icon.
 */
export type PendingWithdrawalsEvent = { type: 'pending-withdrawals'; count: number };

/** Every live table, sent to everyone when any table changes phase or round. */
export type LiveTablesEvent = { type: 'live-tables'; tables: readonly LiveTableStatus[] };

export type LiveEvent = BalanceEvent | PendingWithdrawalsEvent | LiveTablesEvent;

/** Who a published event is for. */
export type LiveAudience = { kind: 'player'; playerId: number } | { kind: 'everyone' };
