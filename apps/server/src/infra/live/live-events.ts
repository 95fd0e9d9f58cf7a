/*
 * Who a live event is for. The events themselves (what the platform sends over the live socket,
 * docs/games-integration.md section 7) are wire shapes the site reads too, so they live in
 * @vauhti/contracts/live-events; the audience is the platform's own routing.
 */

/** Who a published event is for. */
export type LiveAudience = { kind: 'player'; playerId: number } | { kind: 'everyone' };
