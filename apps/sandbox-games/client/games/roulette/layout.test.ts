import { describe, expect, it } from 'vitest';
import { BOARD_HEIGHT, BOARD_WIDTH, boardSpots, coveredNumbers, pocketColour, type SpotBet, spotKey } from './layout';
import { targetRotorAngle } from './wheel';

const spots = boardSpots();
const byType = (type: SpotBet['type']) => spots.filter((spot) => spot.bet.type === type);
const numbersOf = (bet: SpotBet) => ('numbers' in bet ? bet.numbers : []);
const columnOf = (number: number) => Math.floor((number - 1) / 3);
const rowOf = (number: number) => (number - 1) % 3;

describe('roulette betting table', () => {
  it('offers every European bet exactly once', () => {
    expect(byType('straight')).toHaveLength(37);
    // 33 horizontal + 24 vertical splits between numbers, and 0-1, 0-2, 0-3.
    expect(byType('split')).toHaveLength(60);
    // 12 rows plus the trios 0-1-2 and 0-2-3.
    expect(byType('street')).toHaveLength(14);
    // 22 squares plus the first four 0-1-2-3.
    expect(byType('corner')).toHaveLength(23);
    expect(byType('six-line')).toHaveLength(11);
    expect(byType('column')).toHaveLength(3);
    expect(byType('dozen')).toHaveLength(3);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(byType(type)).toHaveLength(1);
    expect(new Set(spots.map((spot) => spot.key)).size).toBe(spots.length);
  });

  it('places only geometrically valid inside bets (the engine rejects anything else)', () => {
    for (const spot of byType('split')) {
      const [a = -1, b = -1] = numbersOf(spot.bet);
      if (a === 0) {
        expect([1, 2, 3]).toContain(b);
        continue;
      }
      const sideBySide = b === a + 3;
      const stacked = b === a + 1 && columnOf(a) === columnOf(b);
      expect(sideBySide || stacked, `split ${a}-${b}`).toBe(true);
    }
    for (const spot of byType('corner')) {
      const numbers = numbersOf(spot.bet);
      if (numbers[0] === 0) {
        expect(numbers).toEqual([0, 1, 2, 3]);
        continue;
      }
      const [a = 0] = numbers;
      expect(numbers).toEqual([a, a + 1, a + 3, a + 4]);
      expect(columnOf(a)).toBe(columnOf(a + 1));
    }
    for (const spot of byType('street')) {
      const numbers = numbersOf(spot.bet);
      if (numbers[0] === 0) {
        expect([
          [0, 1, 2],
          [0, 2, 3],
        ]).toContainEqual(numbers);
        continue;
      }
      expect(rowOf(numbers[0] ?? 0)).toBe(0);
      expect(new Set(numbers.map(columnOf)).size).toBe(1);
    }
    for (const spot of byType('six-line')) {
      const numbers = numbersOf(spot.bet);
      expect(numbers).toHaveLength(6);
      expect(rowOf(numbers[0] ?? 0)).toBe(0);
      expect(numbers.every((number, index) => number === (numbers[0] ?? 0) + index)).toBe(true);
    }
  });

  it('keeps every spot on the board', () => {
    for (const spot of spots) {
      expect(spot.x - spot.width / 2).toBeGreaterThanOrEqual(0);
      expect(spot.x + spot.width / 2).toBeLessThanOrEqual(BOARD_WIDTH);
      expect(spot.y - spot.height / 2).toBeGreaterThanOrEqual(0);
      expect(spot.y + spot.height / 2).toBeLessThanOrEqual(BOARD_HEIGHT + 0.2);
    }
  });

  it('covers the right numbers for each outside bet', () => {
    expect(coveredNumbers({ type: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers({ type: 'column', index: 3 })[0]).toBe(3);
    expect(coveredNumbers({ type: 'dozen', index: 3 })).toEqual(Array.from({ length: 12 }, (_, index) => 25 + index));
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      const covered = coveredNumbers({ type });
      expect(covered).toHaveLength(18);
      expect(covered).not.toContain(0);
    }
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(32)).toBe('red');
    expect(pocketColour(15)).toBe('black');
  });

  it('keys bets the same way whatever extra fields the server adds', () => {
    expect(spotKey({ type: 'split', numbers: [17, 20] })).toBe('split:17-20');
    expect(spotKey({ type: 'column', index: 2 })).toBe('column:2');
    expect(spotKey({ type: 'red', amount: 100, win: 200 } as SpotBet)).toBe('red');
  });
});

describe('wheel landing angle', () => {
  it('turns forward at least two full turns and brings the drawn pocket to the top', () => {
    for (const start of [0, 17.3, 359.9]) {
      for (let index = 0; index < 37; index += 1) {
        const target = targetRotorAngle(start, index, 37);
        expect(target - start).toBeGreaterThanOrEqual(720);
        expect(target - start).toBeLessThan(1080);
        const pocketAngle = ((((index * 360) / 37 + target) % 360) + 360) % 360;
        expect(Math.min(pocketAngle, 360 - pocketAngle)).toBeLessThan(1e-6);
      }
    }
  });
});
