/**
 * Live-table countdowns. The server stamps every table status with its own clock (serverNowMs);
 * the client keeps the offset between that clock and its own at the moment the status arrived,
 * so a player whose computer clock is minutes off still sees the same countdown as everyone else.
 */
export type ClockSync = { offsetMs: number };

/** The offset to add to the local clock to read the server clock. */
export function syncClock(serverNowMs: number, receivedAtLocalMs: number): ClockSync {
  return { offsetMs: serverNowMs - receivedAtLocalMs };
}

export function serverNow(sync: ClockSync, localNowMs: number): number {
  return localNowMs + sync.offsetMs;
}

/** Milliseconds left until `phaseEndsAtMs` on the server clock, never negative. */
export function remainingMs(phaseEndsAtMs: number, sync: ClockSync, localNowMs: number): number {
  return Math.max(0, phaseEndsAtMs - serverNow(sync, localNowMs));
}

/** Whole seconds to show: 14 001 ms left reads "15" so the display reaches 0 only at the end. */
export function displaySeconds(remaining: number): number {
  return Math.ceil(Math.max(0, remaining) / 1000);
}

/** The share of the phase still left (1 → 0) for a progress ring. */
export function remainingFraction(remaining: number, phaseLengthMs: number): number {
  if (phaseLengthMs <= 0) return 0;
  return Math.min(1, Math.max(0, remaining / phaseLengthMs));
}
