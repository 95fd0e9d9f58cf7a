import { describe, expect, it } from 'vitest';
import { assignLaunchPaths, slugOf } from './game-slugs';

describe('slugOf', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugOf('Book of Frost')).toBe('book-of-frost');
    expect(slugOf('  Gold Rush: Deluxe!! ')).toBe('gold-rush-deluxe');
    expect(slugOf('Jäätävä Ässä')).toBe('jaatava-assa');
    expect(slugOf('Straße, Æsir & Øresund')).toBe('strasse-aesir-oresund');
    expect(slugOf('Łódź Ćma')).toBe('lodz-cma');
    expect(slugOf('ドラゴン')).toBe('game');
    expect(slugOf('x'.repeat(100))).toHaveLength(80);
    expect(slugOf(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});

describe('assignLaunchPaths', () => {
  const game = (gameCode: string, name: string, studioCode = 'aurora') => ({ gameCode, name, studioCode });

  it('gives each game the slug of its name, a clash the studio, then a number', () => {
    const paths = assignLaunchPaths(
      [
        game('b-frost', 'Book of Frost', 'nordic'),
        game('a-frost', 'Book of Frost'),
        game('c-frost', 'Book of Frost', 'nordic'),
        game('d-gold', 'Gold'),
      ],
      new Map(),
    );
    expect(Object.fromEntries(paths)).toEqual({
      'a-frost': 'book-of-frost',
      'b-frost': 'book-of-frost-nordic',
      'c-frost': 'book-of-frost-nordic-2',
      'd-gold': 'gold',
    });
  });

  it('does not depend on the order of the feed', () => {
    const games = [game('x1', 'Same'), game('x2', 'Same', 'vega'), game('x3', 'Same')];
    const forward = assignLaunchPaths(games, new Map());
    const backward = assignLaunchPaths([...games].reverse(), new Map());
    expect(Object.fromEntries(backward)).toEqual(Object.fromEntries(forward));
  });

  it("keeps a game's current path while its name still gives it, and follows a rename", () => {
    const existing = new Map([
      ['a-frost', 'book-of-frost-aurora'],
      ['b-gold', 'gold'],
    ]);
    const paths = assignLaunchPaths([game('a-frost', 'Book of Frost'), game('b-gold', 'Gold Deluxe')], existing);
    expect(Object.fromEntries(paths)).toEqual({ 'a-frost': 'book-of-frost-aurora', 'b-gold': 'gold-deluxe' });
  });

  it('never hands out the path of a game that left the feed', () => {
    const paths = assignLaunchPaths(
      [game('new-sevens', 'Lucky Sevens', 'vega')],
      new Map([['old-sevens', 'lucky-sevens']]),
    );
    expect(paths.get('new-sevens')).toBe('lucky-sevens-vega');
  });

  it('lets two games swap names', () => {
    const existing = new Map([
      ['g1', 'alpha'],
      ['g2', 'beta'],
    ]);
    const paths = assignLaunchPaths([game('g1', 'Beta'), game('g2', 'Alpha')], existing);
    expect(Object.fromEntries(paths)).toEqual({ g1: 'beta', g2: 'alpha' });
  });
});
