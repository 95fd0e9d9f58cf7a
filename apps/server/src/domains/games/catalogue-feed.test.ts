import { describe, expect, it } from 'vitest';
import { CatalogueFeedError, parseCatalogueFeed } from './catalogue-feed';
import { FIXTURE_GAMES, fixtureFeed } from './test-support/catalogue-fixture';

describe('parseCatalogueFeed', () => {
  it('reads a well-formed feed, trimming trailing slashes of the art paths', () => {
    const feed = parseCatalogueFeed(fixtureFeed({ gamePath: 'http://cdn.example/games/' }));
    expect(feed.gamePath).toBe('http://cdn.example/games');
    expect(feed.games).toHaveLength(FIXTURE_GAMES.length);
    expect(feed.rejected).toEqual([]);
  });

  it('stops at a broken envelope or a repeated studio', () => {
    expect(() => parseCatalogueFeed(null)).toThrow(CatalogueFeedError);
    expect(() => parseCatalogueFeed(fixtureFeed({ games: 'none' as never }))).toThrow(/games/);
    expect(() => parseCatalogueFeed(fixtureFeed({ gamePath: 'not a url' }))).toThrow(/gamePath/);
    const studios = [
      { code: 'aurora', name: 'A' },
      { code: 'aurora', name: 'B' },
    ];
    expect(() => parseCatalogueFeed(fixtureFeed({ studios }))).toThrow(/listed twice/);
  });

  it('leaves out each malformed game with the reason, naming the field', () => {
    const [good] = FIXTURE_GAMES;
    const games = [
      good,
      { ...good, gameCode: 'x-1', category: 'bingo' },
      { ...good, gameCode: 'x-2', rtpBasisPoints: 96.12 },
      { ...good, gameCode: 'x-3', currency: 'XYZ' },
      { ...good, gameCode: 'x-4', releasedAt: '2025-02-30x' },
      { ...good, gameCode: 'x-5', minStakeMinor: 0 },
      'not an object',
    ];
    const feed = parseCatalogueFeed(fixtureFeed({ games }));
    expect(feed.games.map((game) => game.gameCode)).toEqual([good?.gameCode]);
    expect(feed.rejected.map((game) => [game.gameCode, game.reason.split(':')[0]])).toEqual([
      ['x-1', 'category'],
      ['x-2', 'rtpBasisPoints'],
      ['x-3', 'currency'],
      ['x-4', 'releasedAt'],
      ['x-5', 'minStakeMinor'],
      [null, '(root)'],
    ]);
  });

  it('defaults a missing theme and live table id', () => {
    const { theme: _theme, liveTableId: _table, ...game } = FIXTURE_GAMES[0] as Record<string, unknown>;
    const feed = parseCatalogueFeed(fixtureFeed({ games: [game] }));
    expect(feed.games[0]).toMatchObject({ theme: '', liveTableId: null });
  });
});
