/**
 * The chips on a betting table (roulette, baccarat, live tables), as an immutable value: every
 * operation returns a new board, so undo is a stack of earlier boards and the state is easy to
 * test. `key` identifies a bet spot (e.g. "split:17-20"); `bet` is what the server receives.
 */
export type Placement<Bet> = { key: string; bet: Bet; amount: number };

export type BetBoard<Bet> = {
  /** One entry per spot, in the order the spots were first covered. */
  placements: readonly Placement<Bet>[];
  /** Earlier boards, newest last, for undo. */
  undoStack: readonly (readonly Placement<Bet>[])[];
  /** The bets of the last confirmed round, for repeat. */
  lastConfirmed: readonly Placement<Bet>[];
};

/** How many steps undo remembers: enough for a busy table, bounded so memory stays flat. */
export const UNDO_LIMIT = 200;

export type BoardLimits = { maxTotal: number };

export type PlaceResult<Bet> = { board: BetBoard<Bet>; rejected: null | 'INVALID_AMOUNT' | 'MAX_TOTAL' };

export function emptyBoard<Bet>(): BetBoard<Bet> {
  return { placements: [], undoStack: [], lastConfirmed: [] };
}

export function boardTotal<Bet>(board: BetBoard<Bet>): number {
  return placementsTotal(board.placements);
}

function placementsTotal<Bet>(placements: readonly Placement<Bet>[]): number {
  let total = 0;
  for (const placement of placements) total += placement.amount;
  return total;
}

export function amountOn<Bet>(board: BetBoard<Bet>, key: string): number {
  return board.placements.find((placement) => placement.key === key)?.amount ?? 0;
}

function pushUndo<Bet>(board: BetBoard<Bet>): readonly (readonly Placement<Bet>[])[] {
  const stack = [...board.undoStack, board.placements];
  return stack.length > UNDO_LIMIT ? stack.slice(stack.length - UNDO_LIMIT) : stack;
}

/** Adds a chip of `amount` to a spot; the whole table may not exceed `limits.maxTotal`. */
export function placeChip<Bet>(
  board: BetBoard<Bet>,
  key: string,
  bet: Bet,
  amount: number,
  limits: BoardLimits,
): PlaceResult<Bet> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { board, rejected: 'INVALID_AMOUNT' };
  if (boardTotal(board) + amount > limits.maxTotal) return { board, rejected: 'MAX_TOTAL' };
  const existing = board.placements.find((placement) => placement.key === key);
  const placements = existing
    ? board.placements.map((placement) =>
        placement.key === key ? { ...placement, amount: placement.amount + amount } : placement,
      )
    : [...board.placements, { key, bet, amount }];
  return { board: { ...board, placements, undoStack: pushUndo(board) }, rejected: null };
}

/** Restores the board as it was before the last place, clear or repeat. */
export function undo<Bet>(board: BetBoard<Bet>): BetBoard<Bet> {
  const previous = board.undoStack[board.undoStack.length - 1];
  if (previous === undefined) return board;
  return { ...board, placements: previous, undoStack: board.undoStack.slice(0, -1) };
}

export function canUndo<Bet>(board: BetBoard<Bet>): boolean {
  return board.undoStack.length > 0;
}

/** Removes every chip; undo brings them back. */
export function clearBoard<Bet>(board: BetBoard<Bet>): BetBoard<Bet> {
  if (board.placements.length === 0) return board;
  return { ...board, placements: [], undoStack: pushUndo(board) };
}

/** Puts the last confirmed round's bets back on an empty table, if they fit the limit. */
export function repeatLast<Bet>(board: BetBoard<Bet>, limits: BoardLimits): PlaceResult<Bet> {
  if (!canRepeat(board)) return { board, rejected: null };
  if (placementsTotal(board.lastConfirmed) > limits.maxTotal) return { board, rejected: 'MAX_TOTAL' };
  return { board: { ...board, placements: board.lastConfirmed, undoStack: pushUndo(board) }, rejected: null };
}

export function canRepeat<Bet>(board: BetBoard<Bet>): boolean {
  return board.placements.length === 0 && board.lastConfirmed.length > 0;
}

/**
 * Records the current bets as the round's bets (for repeat) once the server accepted them.
 * `keepChips` leaves them on the table for another round at once (single-player tables); live
 * tables start each round empty.
 */
export function confirmBoard<Bet>(board: BetBoard<Bet>, keepChips: boolean): BetBoard<Bet> {
  return {
    placements: keepChips ? board.placements : [],
    undoStack: [],
    lastConfirmed: board.placements,
  };
}
