/*
 * Messages between a game client in its iframe and the site around it. From the site to the game
 * client (docs/games-integration.md section 4b): window.postMessage to the game frame's origin,
 * never '*'. The game client checks every message with these schemas and ignores what does not
 * match, so a message of another shape or version is dropped, never half-read. From the game
 * client to the site (section 4): window.parent.postMessage to the lobby's origin.
 *
 * zod/mini, not zod: the game client's bundle carries this schema, and zod/mini leaves out of it
 * every part of Zod it does not use.
 */
import * as z from 'zod/mini';
import { AMOUNT_MINOR_MAX } from './money';

/** The envelope's `source` of every message the site sends to a game frame. */
export const SITE_MESSAGE_SOURCE = 'vauhti-site';
/** The balance message's version; a change of its shape is a new version, not a changed one. */
export const SITE_BALANCE_MESSAGE_VERSION = 1;

const minorUnits = z.int().check(z.minimum(0), z.maximum(AMOUNT_MINOR_MAX));

/**
 * The player's live balance, as the platform last reported it to the site (the live socket's
 * `balance` event or GET /wallet/balances), in integer minor units of `currency`. The site sends
 * it when the game client says it has loaded and whenever the balance changes, so every open game
 * (split screen) shows the same balance whichever one played.
 */
export const SiteBalanceMessageSchema = z
  .object({
    source: z.literal(SITE_MESSAGE_SOURCE),
    type: z.literal('balance'),
    version: z.literal(SITE_BALANCE_MESSAGE_VERSION),
    cash: minorUnits,
    bonus: minorUnits,
    total: minorUnits,
    currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR')),
  })
  .check(z.refine((message) => message.total === message.cash + message.bonus, 'total must be cash + bonus'));

export type SiteBalanceMessage = z.infer<typeof SiteBalanceMessageSchema>;

/** The balance message for a player's balances. */
export function siteBalanceMessage(balance: {
  cash: number;
  bonus: number;
  total: number;
  currency: string;
}): SiteBalanceMessage {
  return {
    source: SITE_MESSAGE_SOURCE,
    type: 'balance',
    version: SITE_BALANCE_MESSAGE_VERSION,
    cash: balance.cash,
    bonus: balance.bonus,
    total: balance.total,
    currency: balance.currency,
  };
}

/** The envelope's `source` of every message a game client sends to the site. */
export const GAME_MESSAGE_SOURCE = 'vauhti-game';

const gameEnvelope = { source: z.literal(GAME_MESSAGE_SOURCE), gameCode: z.string() };

/**
 * A message from a game client to the site (section 4). The site never trusts one for money: a
 * balance message only makes it read the balances from the platform again, so it reads no figure
 * of it (features/gameplay/rules/game-messages.ts checks the envelope by hand).
 */
export const GameClientMessageSchema = z.discriminatedUnion('type', [
  /** The client is ready (the site then sends it the balance). */
  z.object({ ...gameEnvelope, type: z.literal('loaded') }),
  /** After every round step that moved money, in minor units of `currency`. */
  z.object({
    ...gameEnvelope,
    type: z.literal('balance'),
    cash: minorUnits,
    bonus: minorUnits,
    total: minorUnits,
    currency: z.string(),
  }),
  z.object({ ...gameEnvelope, type: z.literal('round-started'), roundId: z.string() }),
  z.object({ ...gameEnvelope, type: z.literal('round-ended'), roundId: z.string() }),
  /** The player pressed the client's deposit link (insufficient funds). */
  z.object({ ...gameEnvelope, type: z.literal('deposit') }),
  z.object({ ...gameEnvelope, type: z.literal('error'), code: z.string() }),
]);

export type GameClientMessage = z.infer<typeof GameClientMessageSchema>;
