import { describe, expect, it } from 'vitest';
import { catalogueLanguageOf, createTranslator, isTextKey, TEXT_KEYS, type TextKey } from './i18n';

describe('client texts', () => {
  it('translates into Finnish and German and falls back to English elsewhere', () => {
    expect(createTranslator('fi')('slot.spin')).toBe('Pyöräytä');
    expect(createTranslator('de')('slot.spin')).toBe('Drehen');
    expect(createTranslator('ch')('slot.spin')).toBe('Drehen');
    expect(createTranslator('sv')('slot.spin')).toBe('Spin');
    expect(createTranslator('ja')('app.balance')).toBe('Balance');
    expect(catalogueLanguageOf('ch')).toBe('de');
    expect(catalogueLanguageOf('ko')).toBe('en');
  });

  it('fills parameters and leaves unknown placeholders visible', () => {
    const t = createTranslator('en');
    expect(t('slot.freeSpinsLeft', { current: 3, total: 10 })).toBe('Free spin 3 of 10');
    expect(t('slot.freeSpinsLeft', { current: 3 })).toBe('Free spin 3 of {total}');
  });

  it('has a Finnish and a German text for every English key, with the same placeholders', () => {
    const english = createTranslator('en');
    const keys = TEXT_KEYS;
    for (const language of ['fi', 'de']) {
      const t = createTranslator(language);
      const untranslated = keys.filter((key) => t(key) === english(key) && !SAME_IN_ALL_LANGUAGES.has(key));
      expect(untranslated, language).toEqual([]);
      for (const key of keys) {
        expect(placeholders(t(key)), `${language} ${key}`).toEqual(placeholders(english(key)));
      }
    }
  });

  it('knows its own keys, so server error codes map to texts safely', () => {
    expect(isTextKey('error.INSUFFICIENT_FUNDS')).toBe(true);
    expect(isTextKey('error.constructor')).toBe(false);
    expect(isTextKey('constructor')).toBe(false);
  });
});

/** Texts that read the same in every language (names, numbers, symbols). */
const SAME_IN_ALL_LANGUAGES = new Set<TextKey>([
  'symbol.W',
  'symbol.S',
  'slot.scatterWin',
  'blackjack.outcome.blackjack',
  'table.betPlaced',
  'roulette.result',
  'roulette.bet.split',
  'cards.hand',
  'table.chip',
  'poker.hand.royal-flush',
  'poker.hand.straight-flush',
  'poker.hand.full-house',
  'poker.hand.flush',
  'symbol.B1',
  'baccarat.natural',
]);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}
