import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGES, pageLanguageOf, TEXT_KEYS, translatorFor } from './catalogue';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('provider page catalogue', () => {
  it.each([
    ['fi', 'fi'],
    ['fi_FI', 'fi'],
    ['sv-SE', 'sv'],
    ['nb_NO', 'no'],
    ['nn', 'no'],
    ['NO', 'no'],
    ['de_AT', 'de'],
    ['en_US', 'en'],
    ['ja', 'ja'],
    ['es_PE', 'es'],
    ['el-GR', 'el'],
    ['pt_BR', 'en'],
    ['', 'en'],
  ])('reads the locale %j as %s', (locale, language) => {
    expect(pageLanguageOf(locale)).toBe(language);
  });

  it('has every text, with the same placeholders, in every language', () => {
    const english = translatorFor('en');
    for (const language of PAGE_LANGUAGES) {
      const t = translatorFor(language);
      for (const key of TEXT_KEYS) {
        expect(t(key).trim().length, `${language}.${key}`).toBeGreaterThan(0);
        expect(placeholders(t(key)), `${language}.${key}`).toEqual(placeholders(english(key)));
      }
    }
  });

  it('fills placeholders', () => {
    expect(translatorFor('sv')('walletLoginHeading', { brand: 'Skrill' })).toBe('Logga in på Skrill');
  });
});
