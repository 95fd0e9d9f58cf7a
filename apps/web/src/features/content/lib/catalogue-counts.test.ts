import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureGame } from '../../../lib/games/test-support/fixture-catalogue';
import { catalogueCountsOf, fillCatalogueCounts, hasCatalogueCounts } from './catalogue-counts';

const COUNTS = { games: 1335, studios: 9, liveTables: 3 };

describe('catalogueCountsOf', () => {
  it('counts the games, the studios with at least one game, and the distinct live tables', () => {
    const catalogue = fixtureCatalogue({ slots: 6 });
    const sharedTable = { ...fixtureGame(99), liveTableId: 'roulette-1' };
    const counts = catalogueCountsOf({ ...catalogue, games: [...catalogue.games, sharedTable] });
    const studiosWithGames = new Set([...catalogue.games, sharedTable].map((game) => game.vendorCode));
    expect(counts).toEqual({
      games: catalogue.games.length + 1,
      studios: catalogue.providers.filter((provider) => studiosWithGames.has(provider.code)).length,
      liveTables: 3,
    });
  });
});

describe('fillCatalogueCounts', () => {
  it('fills every count placeholder with its number, formatted in the page language', () => {
    const html =
      '<p>{{games_count}} games from {{studios_count}} studios, {{live_tables_count}} tables; {{games_count}}!</p>';
    expect(fillCatalogueCounts(html, COUNTS, 'en')).toBe('<p>1,335 games from 9 studios, 3 tables; 1,335!</p>');
    expect(fillCatalogueCounts(html, COUNTS, 'fi')).toMatch(/^<p>1\s335 games from 9 studios, 3 tables; 1\s335!<\/p>$/);
    expect(fillCatalogueCounts(html, COUNTS, 'de')).toContain('1.335 games');
  });

  it('without counts leaves each placeholder out with the space after it, so no raw placeholder shows', () => {
    expect(
      fillCatalogueCounts('<p>Our lobby has {{games_count}} games from {{studios_count}} studios.</p>', null, 'en'),
    ).toBe('<p>Our lobby has games from studios.</p>');
    expect(fillCatalogueCounts('<h2>{{games_count}}</h2>', null, 'en')).toBe('<h2></h2>');
  });

  it('leaves out a count of zero (a catalogue not imported yet) as it leaves out a missing one', () => {
    const empty = { games: 0, studios: 0, liveTables: 0 };
    expect(
      fillCatalogueCounts('<p>Play all {{games_count}} games from {{studios_count}} studios.</p>', empty, 'en'),
    ).toBe('<p>Play all games from studios.</p>');
    expect(
      fillCatalogueCounts('<p>{{games_count}} games, {{live_tables_count}} tables</p>', { ...empty, games: 12 }, 'en'),
    ).toBe('<p>12 games, tables</p>');
  });

  it('leaves HTML without placeholders as it is, and tells which HTML has them', () => {
    expect(fillCatalogueCounts('<p>{{site_url}} 100%</p>', COUNTS, 'en')).toBe('<p>{{site_url}} 100%</p>');
    expect(hasCatalogueCounts('<p>{{site_url}}</p>')).toBe(false);
    expect(hasCatalogueCounts('<p>{{live_tables_count}}</p>')).toBe(true);
  });
});
