import { z } from 'zod';
import { LiveTableStatusSchema } from './games/live-tables';

/*
 * What the platform sends over the live socket (GET /api/v1/live, docs/games-integration.md
 * section 7). Every message is one JSON object with a `type`; amounts are integer minor units.
 */

/** The player's balances after a wallet movement, sent only to that player's sockets. */
export const BalanceEventSchema = z.object({
  type: z.literal('balance'),
  cashMinor: z.number().int().describe('minor units'),
  bonusMinor: z.number().int().describe('minor units'),
  totalMinor: z.number().int().describe('minor units: cashMinor + bonusMinor'),
  currency: z.string(),
});

/**
 * How many of the player's withdrawals still hold money (open withdrawal holds), sent to that
 * player's sockets whenever a hold is made, paid or returned: the site's pending-withdrawal icon.
 */
export const PendingWithdrawalsEventSchema = z.object({
  type: z.literal('pending-withdrawals'),
  count: z.number().int().nonnegative(),
});

/** Every live table, sent to everyone when any table changes phase or round. */
export const LiveTablesEventSchema = z.object({
  type: z.literal('live-tables'),
  tables: z.array(LiveTableStatusSchema),
});

export const LiveEventSchema = z.discriminatedUnion('type', [
  BalanceEventSchema,
  PendingWithdrawalsEventSchema,
  LiveTablesEventSchema,
]);

export type BalanceEvent = z.infer<typeof BalanceEventSchema>;
export type PendingWithdrawalsEvent = z.infer<typeof PendingWithdrawalsEventSchema>;
export type LiveTablesEvent = z.infer<typeof LiveTablesEventSchema>;
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
