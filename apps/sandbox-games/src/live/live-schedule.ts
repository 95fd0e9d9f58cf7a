import type { LivePhase } from '@vauhti/contracts/games';
import type { LiveScheduleConfig } from '../config';

/** Where a table's clock-anchored schedule stands at an instant. */
export type SchedulePosition = {
  roundNumber: number;
  phase: LivePhase;
  phaseEndsAtMs: number;
  bettingClosesAtMs: number;
};

export function cycleMs(schedule: LiveScheduleConfig): number {
  return schedule.bettingMs + schedule.playingMs + schedule.resultMs;
}

/**
 * The round and phase at `nowMs`. Rounds start every cycle since the epoch (shifted by the table's
 * offset), so every process and every player computes the same round from the clock alone.
 */
export function positionAt(nowMs: number, schedule: LiveScheduleConfig, offsetMs: number): SchedulePosition {
  const cycle = cycleMs(schedule);
  const sinceEpoch = nowMs - offsetMs;
  const roundNumber = Math.floor(sinceEpoch / cycle);
  const roundStartMs = roundNumber * cycle + offsetMs;
  const into = nowMs - roundStartMs;
  const bettingClosesAtMs = roundStartMs + schedule.bettingMs;
  if (into < schedule.bettingMs)
    return { roundNumber, phase: 'betting', phaseEndsAtMs: bettingClosesAtMs, bettingClosesAtMs };
  if (into < schedule.bettingMs + schedule.playingMs) {
    return { roundNumber, phase: 'playing', phaseEndsAtMs: bettingClosesAtMs + schedule.playingMs, bettingClosesAtMs };
  }
  return { roundNumber, phase: 'result', phaseEndsAtMs: roundStartMs + cycle, bettingClosesAtMs };
}

export function liveRoundId(tableId: string, roundNumber: number): string {
  return `${tableId}-${roundNumber}`;
}
