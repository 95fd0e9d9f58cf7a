import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGES } from '../provider-pages/catalogue';
import { IDENTITY_TEXT_KEYS, identityCatalogue, identityTranslatorFor } from './identity-catalogue';

describe('the identity page catalogue', () => {
  it.each(PAGE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, translated, with the same placeholders',
    (language) => {
      const english = identityCatalogue('en');
      const translated = identityCatalogue(language);
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const key of IDENTITY_TEXT_KEYS) {
        expect(translated[key], key).toBeTruthy();
        expect(placeholders(translated[key]), key).toEqual(placeholders(english[key]));
      }
      expect(translated.title).not.toBe(english.title);
    },
  );

  it('fills the merchant’s name into its sentences', () => {
    expect(identityTranslatorFor('de')('returnToMerchant', { merchant: 'Vauhti' })).toBe('Zurück zu Vauhti');
  });
});
