import type { LivePhase, LiveTableStatus } from '@vauhti/contracts/games';

/**
 * The live table messages (docs/games-integration.md section 5; the table's state is the
 * contracts' LiveTableStatus) and the pure rules the live client follows: which messages are
 * valid, when a new round starts, how a result reads.
 */
export type { LivePhase, LiveTableStatus };

export type LiveMessage =
  | { type: 'table'; table: LiveTableStatus }
  | { type: 'settled'; roundId: string; result: unknown; win?: number; balance?: unknown };

/** Phase lengths of section 5, for the countdown ring's full circle. */
export const PHASE_LENGTH_MS: Record<LivePhase, number> = { betting: 15_000, playing: 8_000, result: 5_000 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStatus(value: unknown): value is LiveTableStatus {
  if (!isRecord(value)) return false;
  return (
    typeof value.tableId === 'string' &&
    typeof value.roundId === 'string' &&
    (value.phase === 'betting' || value.phase === 'playing' || value.phase === 'result') &&
    typeof value.phaseEndsAtMs === 'number' &&
    typeof value.serverNowMs === 'number'
  );
}

/** Parses a socket frame; anything unexpected is ignored rather than breaking the table. */
export function parseLiveMessage(text: string): LiveMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === 'table' && isStatus(value.table)) {
    const table = value.table;
    return {
      type: 'table',
      table: {
        ...table,
        name: typeof table.name === 'string' ? table.name : table.tableId,
        dealerName: typeof table.dealerName === 'string' ? table.dealerName : '',
        players: typeof table.players === 'number' ? table.players : 0,
        lastResults: Array.isArray(table.lastResults)
          ? table.lastResults.filter((item) => typeof item === 'string')
          : [],
      },
    };
  }
  if (value.type === 'settled' && typeof value.roundId === 'string') {
    return {
      type: 'settled',
      roundId: value.roundId,
      result: value.result,
      ...(typeof value.win === 'number' ? { win: value.win } : {}),
      ...(value.balance !== undefined ? { balance: value.balance } : {}),
    };
  }
  return null;
}

/** Reconnect delays: 1 s doubling to 15 s, so a restarting server is not hammered. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.max(0, attempt));
}

/** A roulette result as a pocket number: `17`, `"17"` or `{ pocket: 17 }`. */
export function pocketOf(result: unknown): number | null {
  const candidate = isRecord(result) ? result.pocket : result;
  const pocket = typeof candidate === 'string' ? Number(candidate) : candidate;
  return typeof pocket === 'number' && Number.isInteger(pocket) && pocket >= 0 && pocket <= 36 ? pocket : null;
}

export type CoupResult = {
  player: { cards: string[]; total: number };
  banker: { cards: string[]; total: number };
  outcome: 'player' | 'banker' | 'tie';
  natural: boolean;
};

function isHand(value: unknown): value is { cards: string[]; total: number } {
  return (
    isRecord(value) &&
    Array.isArray(value.cards) &&
    value.cards.every((card) => typeof card === 'string') &&
    typeof value.total === 'number'
  );
}

/** A baccarat result with its cards, when the server sent the whole coup. */
export function coupOf(result: unknown): CoupResult | null {
  if (!isRecord(result)) return null;
  const outcome = result.outcome;
  if (!isHand(result.player) || !isHand(result.banker)) return null;
  if (outcome !== 'player' && outcome !== 'banker' && outcome !== 'tie') return null;
  return { player: result.player, banker: result.banker, outcome, natural: result.natural === true };
}

/** The lastResults label of a baccarat coup: P, B or T. */
export function outcomeOfLabel(label: string): 'player' | 'banker' | 'tie' | null {
  if (label === 'P') return 'player';
  if (label === 'B') return 'banker';
  if (label === 'T') return 'tie';
  return null;
}
