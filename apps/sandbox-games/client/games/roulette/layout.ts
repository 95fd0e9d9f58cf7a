import type { RouletteBetType } from '../../core/views';

/**
 * The European betting table as data: every spot a player can bet on, the bet the server receives
 * for it, and where it sits on the board (in board units: the zero is one unit wide, each number
 * one unit square, twelve number columns, then the three column bets; dozens and even-money bets
 * below). Pure, so the geometry is tested without a browser.
 */
export type SpotBet =
  | { type: 'straight' | 'split' | 'street' | 'corner' | 'six-line'; numbers: number[] }
  | { type: 'column' | 'dozen'; index: 1 | 2 | 3 }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export type BoardSpot = {
  key: string;
  bet: SpotBet;
  /** Centre and size in board units; inside bets between numbers are small hot spots. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Drawn as a labelled cell (numbers, outside bets) rather than an invisible hot spot. */
  cell: boolean;
};

export const BOARD_WIDTH = 14;
export const NUMBER_ROWS = 3;
export const DOZEN_ROW_HEIGHT = 0.7;
export const OUTSIDE_ROW_HEIGHT = 0.7;
export const BOARD_HEIGHT = NUMBER_ROWS + DOZEN_ROW_HEIGHT + OUTSIDE_ROW_HEIGHT;
/** Hot spots between numbers: big enough to hit, small enough to leave the number itself. */
const HOT_SPOT = 0.34;

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export function spotKey(bet: SpotBet): string {
  if ('numbers' in bet) return `${bet.type}:${bet.numbers.join('-')}`;
  if ('index' in bet) return `${bet.type}:${bet.index}`;
  return bet.type;
}

/** Column 0..11 of a number 1..36 and its row (0 = top row 3, 6, …, 36). */
function cellOf(number: number): { column: number; row: number } {
  return { column: Math.floor((number - 1) / 3), row: 2 - ((number - 1) % 3) };
}

function spot(bet: SpotBet, x: number, y: number, width: number, height: number, cell = false): BoardSpot {
  return { key: spotKey(bet), bet, x, y, width, height, cell };
}

function numberSpots(): BoardSpot[] {
  const spots: BoardSpot[] = [spot({ type: 'straight', numbers: [0] }, 0.5, NUMBER_ROWS / 2, 1, NUMBER_ROWS, true)];
  for (let number = 1; number <= 36; number += 1) {
    const { column, row } = cellOf(number);
    spots.push(spot({ type: 'straight', numbers: [number] }, 1.5 + column, row + 0.5, 1, 1, true));
  }
  return spots;
}

function insideSpots(): BoardSpot[] {
  const spots: BoardSpot[] = [];
  for (let number = 1; number <= 36; number += 1) {
    const { column, row } = cellOf(number);
    const right = 2 + column;
    const bottomOfRow = row + 1;
    // Neighbour to the right (same row, next column).
    if (number + 3 <= 36)
      spots.push(spot({ type: 'split', numbers: [number, number + 3] }, right, row + 0.5, HOT_SPOT, 0.6));
    // Neighbour above (same column, next row up), and the corner with the next column.
    if (number % 3 !== 0) {
      spots.push(spot({ type: 'split', numbers: [number, number + 1] }, 1.5 + column, row, 0.6, HOT_SPOT));
      if (number + 4 <= 36)
        spots.push(
          spot(
            { type: 'corner', numbers: [number, number + 1, number + 3, number + 4] },
            right,
            row,
            HOT_SPOT,
            HOT_SPOT,
          ),
        );
    }
    // Streets and six-lines sit on the outer (bottom) edge of the bottom row.
    if (number % 3 === 1) {
      spots.push(
        spot({ type: 'street', numbers: [number, number + 1, number + 2] }, 1.5 + column, bottomOfRow, 0.6, HOT_SPOT),
      );
      if (number + 5 <= 36) {
        spots.push(
          spot(
            { type: 'six-line', numbers: [number, number + 1, number + 2, number + 3, number + 4, number + 5] },
            right,
            bottomOfRow,
            HOT_SPOT,
            HOT_SPOT,
          ),
        );
      }
    }
  }
  // The zero's neighbours: splits with 1, 2, 3, the trios 0-1-2 and 0-2-3, and the first four.
  for (const number of [1, 2, 3]) {
    spots.push(spot({ type: 'split', numbers: [0, number] }, 1, cellOf(number).row + 0.5, HOT_SPOT, 0.6));
  }
  spots.push(spot({ type: 'street', numbers: [0, 1, 2] }, 1, 2, HOT_SPOT, HOT_SPOT));
  spots.push(spot({ type: 'street', numbers: [0, 2, 3] }, 1, 1, HOT_SPOT, HOT_SPOT));
  spots.push(spot({ type: 'corner', numbers: [0, 1, 2, 3] }, 1, NUMBER_ROWS, HOT_SPOT, HOT_SPOT));
  return spots;
}

function outsideSpots(): BoardSpot[] {
  const spots: BoardSpot[] = [];
  for (const index of [1, 2, 3] as const) {
    // Column 1 (1, 4, …, 34) is the bottom row.
    spots.push(spot({ type: 'column', index }, 13.5, NUMBER_ROWS - index + 0.5, 1, 1, true));
    spots.push(
      spot(
        { type: 'dozen', index },
        1 + 4 * (index - 1) + 2,
        NUMBER_ROWS + DOZEN_ROW_HEIGHT / 2,
        4,
        DOZEN_ROW_HEIGHT,
        true,
      ),
    );
  }
  const evenMoney: ('low' | 'even' | 'red' | 'black' | 'odd' | 'high')[] = [
    'low',
    'even',
    'red',
    'black',
    'odd',
    'high',
  ];
  evenMoney.forEach((type, position) => {
    spots.push(
      spot(
        { type },
        2 + position * 2,
        NUMBER_ROWS + DOZEN_ROW_HEIGHT + OUTSIDE_ROW_HEIGHT / 2,
        2,
        OUTSIDE_ROW_HEIGHT,
        true,
      ),
    );
  });
  return spots;
}

/** Every spot on the board: cells first (drawn underneath), then the hot spots between them. */
export function boardSpots(): BoardSpot[] {
  return [...numberSpots(), ...outsideSpots(), ...insideSpots()];
}

/** The numbers a bet wins on: the highlight when the pointer rests on a spot. */
export function coveredNumbers(bet: SpotBet): number[] {
  const all = Array.from({ length: 36 }, (_, index) => index + 1);
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line':
      return bet.numbers;
    case 'column':
      return all.filter((number) => number % 3 === bet.index % 3);
    case 'dozen':
      return all.filter((number) => Math.ceil(number / 12) === bet.index);
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return all.filter((number) => !RED_NUMBERS.includes(number));
    case 'odd':
      return all.filter((number) => number % 2 === 1);
    case 'even':
      return all.filter((number) => number % 2 === 0);
    case 'low':
      return all.filter((number) => number <= 18);
    case 'high':
      return all.filter((number) => number >= 19);
  }
}

export function pocketColour(pocket: number, red: readonly number[] = RED_NUMBERS): 'red' | 'black' | 'green' {
  if (pocket === 0) return 'green';
  return red.includes(pocket) ? 'red' : 'black';
}

export type { RouletteBetType };
