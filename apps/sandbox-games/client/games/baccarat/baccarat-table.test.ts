import { describe, expect, it } from 'vitest';
import { emptyBoard, placeChip } from '../../core/bet-board';
import type { BaccaratSpot } from '../../core/views';
import { bankerAmountProblem } from './baccarat-game';
import { dealOrder, partialTotal } from './baccarat-table';

describe('baccarat table', () => {
  it('deals player, banker, player, banker, then the third cards in order', () => {
    const coup = { player: { cards: ['2S', '3H', '4D'], total: 9 }, banker: { cards: ['KS', '5C', '9H'], total: 4 } };
    expect(dealOrder(coup).map((step) => `${step.side[0]}${step.count}`)).toEqual(['p1', 'b1', 'p2', 'b2', 'p3', 'b3']);
    expect(
      dealOrder({ player: { cards: ['9S', 'TH'], total: 9 }, banker: { cards: ['2S', '3S'], total: 5 } }),
    ).toHaveLength(4);
  });

  it('counts totals the baccarat way while cards arrive', () => {
    expect(partialTotal(['9S', '8H'], 2)).toBe(7);
    expect(partialTotal(['KS', 'QH', 'AD'], 3)).toBe(1);
    expect(partialTotal(['7S', 'TD', '5H'], 1)).toBe(7);
    expect(partialTotal(['7S', '6D'], 0)).toBe(0);
  });

  it('flags a banker amount that is not a whole multiple of the commission unit', () => {
    const limits = { maxTotal: 100_000 };
    let board = placeChip(emptyBoard<BaccaratSpot>(), 'banker', 'banker', 10, limits).board;
    expect(bankerAmountProblem(board, 20)).toBe(10);
    board = placeChip(board, 'banker', 'banker', 10, limits).board;
    expect(bankerAmountProblem(board, 20)).toBeNull();
    board = placeChip(board, 'player', 'player', 10, limits).board;
    expect(bankerAmountProblem(board, 20)).toBeNull();
  });
});
