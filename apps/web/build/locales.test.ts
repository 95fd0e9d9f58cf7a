import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES } from '../src/lib/i18n/languages';
import { catalogueLanguages, keyPaths, readCatalogue } from './locales';

/*
 * Every language has a full catalogue: a key added to English without its translations fails
 * here, naming the language and the keys. Plural forms differ by language (Polish has few and many),
 * so they compare as one key.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const withoutPluralForms = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '_#plural')))];

describe('translation catalogues', () => {
  const englishKeys = keyPaths(readCatalogue('en')).sort();
  const englishKeySet = withoutPluralForms(englishKeys);

  it('exist for every catalogue language and nothing else', () => {
    expect(catalogueLanguages()).toEqual([...CATALOGUE_LANGUAGES].sort());
  });

  it.each(CATALOGUE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const keys = withoutPluralForms(keyPaths(readCatalogue(language)));
      const missing = englishKeySet.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !englishKeySet.includes(key));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    },
  );

  it.each([...CATALOGUE_LANGUAGES])('%s keeps the {{placeholders}} of each English text', (language) => {
    const english = readCatalogue('en');
    const translated = readCatalogue(language);
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const lookup = (catalogue: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
    const mismatched = englishKeys.filter(
      (path) =>
        lookup(translated, path) !== undefined &&
        placeholders(lookup(english, path)).join() !== placeholders(lookup(translated, path)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
