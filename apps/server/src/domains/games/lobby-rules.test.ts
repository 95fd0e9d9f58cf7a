import { describe, expect, it } from 'vitest';
import { daysSince, type GroupRule, gameCodesOf, type RuleGame } from './lobby-rules';

const TODAY = new Date('2025-06-15T12:00:00.000Z');

function game(overrides: Partial<RuleGame> & { gameCode: string }): RuleGame {
  return {
    name: overrides.gameCode,
    category: 'slots',
    engine: 'paylines',
    tags: [],
    volatility: 'medium',
    releasedAt: '2024-01-01',
    popularity: 500,
    ...overrides,
  };
}

const GAMES: RuleGame[] = [
  game({ gameCode: 'a', name: 'Zeta', popularity: 100, releasedAt: '2025-06-15', volatility: 'high' }),
  game({ gameCode: 'b', name: 'Alpha', popularity: 900, engine: 'classic', releasedAt: '2025-02-15' }),
  game({ gameCode: 'c', name: 'Mid', popularity: 900, tags: ['classic', 'free-spins'], releasedAt: '2025-02-14' }),
  game({ gameCode: 'd', name: 'Roulette', category: 'table', engine: 'roulette', popularity: 950 }),
  game({ gameCode: 'e', name: 'Future', popularity: 10, releasedAt: '2025-09-01' }),
];

describe('daysSince', () => {
  it("counts whole UTC days to today's date", () => {
    expect(daysSince('2025-06-15', TODAY)).toBe(0);
    expect(daysSince('2025-06-14', TODAY)).toBe(1);
    expect(daysSince('2025-02-15', TODAY)).toBe(120);
    expect(daysSince('2025-06-16', TODAY)).toBe(-1);
  });
});

describe('gameCodesOf', () => {
  it('selects by category and orders by popularity, ties by code', () => {
    const rule: GroupRule = { match: [{ categories: ['slots'] }], order: 'popularity' };
    expect(gameCodesOf(rule, GAMES, TODAY)).toEqual(['b', 'c', 'a', 'e']);
  });

  it('matches any of several criteria sets, each needing all its conditions', () => {
    const classic: GroupRule = {
      match: [
        { categories: ['slots'], engines: ['classic'] },
        { categories: ['slots'], tags: ['classic'] },
      ],
      order: 'name',
    };
    expect(gameCodesOf(classic, GAMES, TODAY)).toEqual(['b', 'c']);
    const highSlots: GroupRule = { match: [{ categories: ['slots'], volatility: ['high'] }], order: 'popularity' };
    expect(gameCodesOf(highSlots, GAMES, TODAY)).toEqual(['a']);
  });

  it('counts a game new up to and including the 120th day, and a future date as newest', () => {
    const rule: GroupRule = { match: [{ releasedWithinDays: 120 }], order: 'newest' };
    expect(gameCodesOf(rule, GAMES, TODAY)).toEqual(['e', 'a', 'b']);
  });

  it('caps the group at its limit', () => {
    expect(gameCodesOf({ match: [{}], order: 'popularity', limit: 2 }, GAMES, TODAY)).toEqual(['d', 'b']);
  });

  it('selects nothing from an empty catalogue', () => {
    expect(gameCodesOf({ match: [{}], order: 'popularity' }, [], TODAY)).toEqual([]);
  });
});
