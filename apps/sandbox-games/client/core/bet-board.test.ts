import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOn,
  type BetBoard,
  boardTotal,
  canRepeat,
  canUndo,
  clearBoard,
  confirmBoard,
  emptyBoard,
  placeChip,
  repeatLast,
  UNDO_LIMIT,
  undo,
} from './bet-board';

const LIMITS = { maxTotal: 10_000 };

function place(board: BetBoard<string>, key: string, amount: number) {
  return placeChip(board, key, key, amount, LIMITS).board;
}

describe('bet board', () => {
  it('stacks chips on a spot and totals the table', () => {
    let board = emptyBoard<string>();
    board = place(board, 'red', 100);
    board = place(board, 'straight:17', 50);
    board = place(board, 'red', 100);
    expect(amountOn(board, 'red')).toBe(200);
    expect(board.placements.map((placement) => placement.key)).toEqual(['red', 'straight:17']);
    expect(boardTotal(board)).toBe(250);
  });

  it('rejects a chip that would take the table over its limit, leaving the board as it was', () => {
    const board = place(emptyBoard<string>(), 'red', 9_950);
    const result = placeChip(board, 'black', 'black', 100, LIMITS);
    expect(result.rejected).toBe('MAX_TOTAL');
    expect(result.board).toBe(board);
  });

  it('rejects chips that are not positive whole minor units', () => {
    for (const amount of [0, -100, 12.5, Number.NaN]) {
      expect(placeChip(emptyBoard<string>(), 'red', 'red', amount, LIMITS).rejected).toBe('INVALID_AMOUNT');
    }
  });

  it('undoes places and clears one step at a time', () => {
    let board = place(emptyBoard<string>(), 'red', 100);
    board = place(board, 'odd', 200);
    board = clearBoard(board);
    expect(boardTotal(board)).toBe(0);
    board = undo(board);
    expect(boardTotal(board)).toBe(300);
    board = undo(board);
    expect(boardTotal(board)).toBe(100);
    board = undo(board);
    expect(boardTotal(board)).toBe(0);
    expect(canUndo(board)).toBe(false);
    expect(undo(board)).toBe(board);
  });

  it('repeats the last confirmed bets on an empty table only', () => {
    let board = place(place(emptyBoard<string>(), 'red', 100), 'dozen:2', 300);
    board = confirmBoard(board, false);
    expect(board.placements).toEqual([]);
    expect(canRepeat(board)).toBe(true);
    const repeated = repeatLast(board, LIMITS).board;
    expect(boardTotal(repeated)).toBe(400);
    expect(canRepeat(repeated)).toBe(false);
    expect(boardTotal(undo(repeated))).toBe(0);
  });

  it('refuses to repeat bets that no longer fit the limit', () => {
    const board = confirmBoard(place(emptyBoard<string>(), 'red', 5_000), false);
    const result = repeatLast(board, { maxTotal: 4_000 });
    expect(result.rejected).toBe('MAX_TOTAL');
    expect(result.board).toBe(board);
  });

  it('keeps the chips on a single-player table after a round, with a fresh undo history', () => {
    const board = confirmBoard(place(emptyBoard<string>(), 'red', 100), true);
    expect(boardTotal(board)).toBe(100);
    expect(canUndo(board)).toBe(false);
    expect(board.lastConfirmed).toEqual(board.placements);
  });

  it('bounds the undo history', () => {
    let board = emptyBoard<string>();
    for (let index = 0; index < UNDO_LIMIT + 50; index += 1) board = place(board, 'red', 1);
    expect(board.undoStack.length).toBe(UNDO_LIMIT);
  });

  it('keeps the total equal to the placed chips and within the limit, and undo always steps back', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('place' as const),
        key: fc.constantFrom('red', 'black', 'split:1-2', 'tie'),
        amount: fc.integer({ min: -5, max: 4_000 }),
      }),
      fc.record({ kind: fc.constant('undo' as const) }),
      fc.record({ kind: fc.constant('clear' as const) }),
      fc.record({ kind: fc.constant('repeat' as const) }),
      fc.record({ kind: fc.constant('confirm' as const), keep: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let board = emptyBoard<string>();
        let placedSum = 0;
        for (const op of operations) {
          const before = board;
          if (op.kind === 'place') {
            const result = placeChip(board, op.key, op.key, op.amount, LIMITS);
            board = result.board;
            if (result.rejected === null) {
              placedSum += op.amount;
              expect(undo(board).placements).toEqual(before.placements);
            } else {
              expect(board).toBe(before);
            }
          } else if (op.kind === 'undo') board = undo(board);
          else if (op.kind === 'clear') board = clearBoard(board);
          else if (op.kind === 'repeat') board = repeatLast(board, LIMITS).board;
          else board = confirmBoard(board, op.keep);
          const total = boardTotal(board);
          expect(total).toBe(board.placements.reduce((sum, placement) => sum + placement.amount, 0));
          expect(total).toBeLessThanOrEqual(LIMITS.maxTotal);
          expect(board.placements.every((placement) => placement.amount > 0)).toBe(true);
          expect(new Set(board.placements.map((placement) => placement.key)).size).toBe(board.placements.length);
        }
        expect(placedSum).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
