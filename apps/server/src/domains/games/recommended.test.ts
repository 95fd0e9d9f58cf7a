import { describe, expect, it } from 'vitest';
import { RECOMMENDED_COUNT, recommendedFor } from './recommended';

const game = (gameCode: string, category: string, vendorCode: string, popularity: number) => ({
  gameCode,
  category,
  vendorCode,
  popularity,
});

describe('recommendedFor', () => {
  const played = game('p', 'slots', 'aurora', 500);
  const catalogue = [
    played,
    game('other-popular', 'live', 'vega', 1000),
    game('same-studio-table', 'table', 'aurora', 900),
    game('same-category', 'slots', 'nordic', 800),
    game('same-both-low', 'slots', 'aurora', 10),
    game('same-both-high', 'slots', 'aurora', 600),
    game('other-quiet', 'table', 'nordic', 5),
  ];

  it('orders same category and studio, same category, same studio, then the most popular', () => {
    expect(recommendedFor(played, catalogue)).toEqual([
      'same-both-high',
      'same-both-low',
      'same-category',
      'same-studio-table',
      'other-popular',
      'other-quiet',
    ]);
  });

  it('answers at most twelve and never the game itself', () => {
    const many = Array.from({ length: 40 }, (_, index) => game(`g${index}`, 'slots', 'aurora', index));
    const answer = recommendedFor(many[0] as (typeof many)[number], many);
    expect(answer).toHaveLength(RECOMMENDED_COUNT);
    expect(answer).not.toContain('g0');
    expect(answer[0]).toBe('g39');
  });
});
