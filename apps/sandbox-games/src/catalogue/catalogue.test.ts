import { describe, expect, it } from 'vitest';
import { findMaths } from '../engines';
import { buildCatalogue, slugOf } from './build-catalogue';
import { GameCatalogue } from './game-catalogue';

const options = { liveRoundMs: 28_000 };
const catalogue = new GameCatalogue(options);
const { games, liveTables } = catalogue;

describe('catalogue', () => {
  it('publishes at least 300 games from at least 6 studios', () => {
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((game) => game.studioCode)).size).toBeGreaterThanOrEqual(6);
    expect(catalogue.studios.length).toBe(new Set(games.map((game) => game.studioCode)).size);
  });

  it('gives every game a unique, stable code and a unique name', () => {
    expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.name.toLowerCase())).size).toBe(games.length);
    for (const game of games) expect(game.gameCode).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(catalogue.game('aurora-book-of-frost')?.name).toBe('Book of Frost');
  });

  it('is the same catalogue on every build', () => {
    expect(buildCatalogue(options)).toEqual(buildCatalogue(options));
  });

  it('runs every game on maths that exists, with its RTP and stake limits from the engine', () => {
    for (const game of games) {
      const maths = findMaths(game.mathsId);
      expect(maths.kind, game.gameCode).toBe(game.engineKind);
      expect(game.rtpBasisPoints, game.gameCode).toBe(
        Math.round(game.gameEngine.theoreticalRtp(maths.config) * 10_000),
      );
      expect(game.rtpBasisPoints, game.gameCode).toBeGreaterThan(8_500);
      expect(game.rtpBasisPoints, game.gameCode).toBeLessThan(10_000);
      const steps = game.gameEngine.stakeSteps(game.config, game.minStakeMinor, game.maxStakeMinor);
      expect(steps[0], game.gameCode).toBe(game.minStakeMinor);
      expect(steps.at(-1), game.gameCode).toBe(game.maxStakeMinor);
      expect(game.minStakeMinor).toBeLessThan(game.maxStakeMinor);
    }
  });

  it('covers every engine, with many slot variants of each slot engine', () => {
    const count = (engine: string) => games.filter((game) => game.engine === engine).length;
    for (const engine of ['paylines', 'ways', 'classic']) expect(count(engine), engine).toBeGreaterThanOrEqual(50);
    for (const engine of ['roulette', 'blackjack', 'video-poker', 'baccarat'])
      expect(count(engine), engine).toBeGreaterThanOrEqual(3);
    expect(count('live-roulette')).toBeGreaterThanOrEqual(1);
    expect(count('live-baccarat')).toBeGreaterThanOrEqual(1);
    expect(new Set(games.map((game) => game.volatility))).toEqual(new Set(['low', 'medium', 'high']));
  });

  it('marks live tables as live, without demo, each with its table', () => {
    const live = games.filter((game) => game.category === 'live');
    expect(live.map((game) => game.liveTableId).sort()).toEqual(liveTables.map((table) => table.tableId).sort());
    for (const game of live) {
      expect(game.hasDemo).toBe(0);
      expect(game.clientKind).toBe('live');
    }
    for (const game of games.filter((candidate) => candidate.category !== 'live')) {
      expect(game.hasDemo).toBe(1);
      expect(game.liveTableId).toBeNull();
    }
    for (const table of liveTables) {
      expect(catalogue.game(table.gameCode)?.liveTableId).toBe(table.tableId);
      expect(table.dealerNames.length).toBeGreaterThan(0);
    }
  });

  it('uses 4:3 frames for classics and video poker, 16:9 for the rest', () => {
    for (const game of games) {
      expect(game.aspectRatio, game.gameCode).toBe(game.engine === 'classic' || game.engine === 'video-poker' ? 2 : 1);
    }
  });

  it('describes every game in English, Finnish and German', () => {
    for (const game of games) {
      for (const language of ['en', 'fi', 'de'] as const) {
        expect(game.description[language], `${game.gameCode} ${language}`).toMatch(/^<p>.+<\/p>$/s);
        expect(game.description[language]).not.toContain('undefined');
      }
    }
    expect(catalogue.game('tidal-skull-and-crossbones')?.description.en).toContain('Skull &amp; Crossbones');
  });

  it('spreads release dates and popularity, with some new games', () => {
    expect(new Set(games.map((game) => game.releasedAt)).size).toBeGreaterThan(100);
    expect(games.filter((game) => game.tags.includes('new')).length).toBeGreaterThan(5);
    for (const game of games) {
      expect(game.popularity).toBeGreaterThanOrEqual(0);
      expect(game.popularity).toBeLessThanOrEqual(1000);
      expect(game.releasedAt).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
  });

  it('makes slugs from names', () => {
    expect(slugOf('Dragon’s Hoard')).toBe('dragons-hoard');
    expect(slugOf('Skull & Crossbones')).toBe('skull-and-crossbones');
    expect(slugOf('Blazing 777')).toBe('blazing-777');
  });
});
