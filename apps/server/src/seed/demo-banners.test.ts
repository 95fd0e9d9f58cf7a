import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../domains/content/content-languages';
import { readBannersFile } from '../domains/content/seed-files';
import { CONTENT_SEED_DIR } from './demo-content';

/*
 * Issue 14: a zone shows the visitor's own language's banners, else the English ones, so a banner
 * without copy in a language shows a Japanese or Greek visitor English text. Every seeded banner
 * is written in every content language, as the same banner: the English copy's image, tags and
 * catalogue-count placeholders, in the language's own words.
 */

/** The banner's copy per language, by banner key (seed keys are `<key>.<language>`). */
async function copiesByBanner(): Promise<Map<string, Map<string, string>>> {
  const banners = new Map<string, Map<string, string>>();
  for (const seed of await readBannersFile(join(CONTENT_SEED_DIR, 'banners.json'))) {
    const [key = '', language = ''] = seed.seedKey.split('.');
    const copies = banners.get(key) ?? new Map<string, string>();
    copies.set(language, seed.banner.content);
    banners.set(key, copies);
  }
  return banners;
}

/** The tags (with their class and src) in order, and the {{placeholders}}: what a translation keeps. */
function structureOf(html: string) {
  return {
    tags: Array.from(html.matchAll(/<(\/?[a-z0-9]+)(?:[^>]*?\s(class|src)="([^"]*)")?[^>]*>/g), (match) =>
      [match[1], match[3] ?? ''].join(' ').trim(),
    ),
    placeholders: Array.from(html.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1]).sort(),
  };
}

/** The visible words: the copy without its tags and placeholders. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>|\{\{\w+\}\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('seeded banners (banners.json)', () => {
  let banners: Map<string, Map<string, string>>;
  beforeAll(async () => {
    banners = await copiesByBanner();
  });

  it('give every banner copy in each of the 12 content languages', () => {
    expect(banners.size).toBeGreaterThan(0);
    for (const [key, copies] of banners) {
      expect({ key, languages: [...copies.keys()].sort() }).toEqual({ key, languages: [...CONTENT_LANGUAGES].sort() });
    }
  });

  it("keep the English copy's tags, classes, image and placeholders in every language, in words of its own", () => {
    for (const [key, copies] of banners) {
      const english = copies.get('en') ?? '';
      for (const [language, copy] of copies) {
        expect({ key, language, ...structureOf(copy) }).toEqual({ key, language, ...structureOf(english) });
        if (language !== 'en') expect(wordsOf(copy), `${key} (${language})`).not.toBe(wordsOf(english));
      }
    }
  });
});
