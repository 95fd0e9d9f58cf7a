/**
 * Query meta for a read the page makes ahead of any request of the player's (the cashier's step 1
 * read while the browser is idle): when it fails, the player asked for nothing, so no server-error
 * popup follows (features/overlays' transport-fault broadcast leaves it out). The screen that later
 * needs the data reads it with its own options, which replace this meta.
 */
export const READ_AHEAD_META = { readAhead: true } as const;

/** Whether a query's meta marks a read made ahead of need (READ_AHEAD_META). */
export function isReadAhead(meta: Record<string, unknown> | undefined): boolean {
  return meta?.readAhead === true;
}
