import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../content/content-languages';
import { LOBBY_SEED, SPLIT_SCREEN_LOBBY_ID } from './lobby-seed';

/** The site hides a lobby whose slug ends in no_show or equals the language code (spec 2.3). */
function hidden(slug: string, language: string) {
  return slug.endsWith('no_show') || slug === language;
}

describe('the lobby seed', () => {
  it('has the lobbies the site links to, the split-screen one hidden in every language', () => {
    expect(LOBBY_SEED.map((lobby) => lobby.id)).toEqual([
      'slots',
      'live-casino',
      'table-games',
      'new',
      'popular',
      SPLIT_SCREEN_LOBBY_ID,
    ]);
    for (const lobby of LOBBY_SEED) {
      for (const language of CONTENT_LANGUAGES) {
        expect(hidden(lobby.slugs[language], language), `${lobby.id} ${language}`).toBe(
          lobby.id === SPLIT_SCREEN_LOBBY_ID,
        );
      }
    }
    expect(LOBBY_SEED[0]?.slugs.fi).toBe('kolikkopelit');
    expect(LOBBY_SEED[1]?.slugs.fi).toBe('live-kasino');
  });

  it('gives every lobby and group a url-safe slug in all twelve languages, unique where it must be', () => {
    for (const language of CONTENT_LANGUAGES) {
      const lobbySlugs = LOBBY_SEED.map((lobby) => lobby.slugs[language]);
      expect(new Set(lobbySlugs).size, language).toBe(lobbySlugs.length);
      for (const lobby of LOBBY_SEED) {
        expect(lobby.slugs[language]).toMatch(/^[a-z0-9]+([_-][a-z0-9]+)*$/);
        const groupSlugs = lobby.groups.map((group) => group.slugs[language]);
        expect(new Set(groupSlugs).size, `${lobby.id} ${language}`).toBe(groupSlugs.length);
        for (const slug of groupSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('names a group id the same in every lobby (one translation key, lobbies.groups.<id>)', () => {
    const names = new Map<string, Set<string>>();
    for (const group of LOBBY_SEED.flatMap((lobby) => lobby.groups)) {
      names.set(group.id, (names.get(group.id) ?? new Set()).add(group.name));
    }
    for (const [id, set] of names) expect(set.size, id).toBe(1);
  });

  it('allows only slots and video poker in the split screen', () => {
    const split = LOBBY_SEED.find((lobby) => lobby.id === SPLIT_SCREEN_LOBBY_ID);
    expect(split?.groups.flatMap((group) => group.rule.match.flatMap((criteria) => criteria.categories ?? []))).toEqual(
      ['slots', 'video-poker'],
    );
  });
});
