import { z } from 'zod';

/*
 * The live tables (docs/games-integration.md section 5): the provider reports each table's state,
 * the platform keeps the latest and passes it on to the site (GET /games/live-tables and the live
 * socket's live-tables event). A countdown is phaseEndsAtMs against serverNowMs, both epoch ms.
 */

export const LIVE_PHASES = ['betting', 'playing', 'result'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/** A live table's current state. lastResults are newest first (roulette pockets '17', baccarat 'P', 'B', 'T'). */
export const LiveTableStatusSchema = z.object({
  tableId: z.string().min(1).max(100),
  gameCode: z.string().min(1).max(100),
  name: z.string().max(200),
  dealerName: z.string().max(200),
  phase: z.enum(LIVE_PHASES),
  roundId: z.string().min(1).max(200),
  phaseEndsAtMs: z.number().int().nonnegative(),
  serverNowMs: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
  lastResults: z.array(z.string().max(100)).max(100),
});

/** GET /games/live-tables */
export const LiveTablesResponseSchema = z.object({ tables: z.array(LiveTableStatusSchema) });

export type LiveTableStatus = z.infer<typeof LiveTableStatusSchema>;
export type LiveTablesResponse = z.infer<typeof LiveTablesResponseSchema>;
