import { describe, expect, it } from 'vitest';
import { fill, intlLocaleOf, languageOf } from './language';

describe('languageOf', () => {
  it("maps PaymentIQ locales to the site's twelve languages and Swedish, everything else to English", () => {
    expect(languageOf('en_GB')).toBe('en');
    expect(languageOf('fi_FI')).toBe('fi');
    expect(languageOf('sv-SE')).toBe('sv');
    expect(languageOf('nb_NO')).toBe('no');
    expect(languageOf('nn_NO')).toBe('no');
    expect(languageOf('no')).toBe('no');
    expect(languageOf('de_AT')).toBe('de');
    expect(languageOf('fr_FR')).toBe('fr');
    expect(languageOf('es_PE')).toBe('es');
    expect(languageOf('ja')).toBe('ja');
    expect(languageOf('el-GR')).toBe('el');
    expect(languageOf('pt_BR')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('gives Intl a BCP 47 tag with the region', () => {
    expect(intlLocaleOf('nb_NO')).toBe('nb-NO');
    expect(intlLocaleOf('fi_FI')).toBe('fi-FI');
    expect(intlLocaleOf('de')).toBe('de');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Deposit {amount}', { amount: '€10.00' })).toBe('Deposit €10.00');
    expect(fill('Min {min}', {})).toBe('Min {min}');
  });
});
