import { describe, expect, it } from 'vitest';
import { CATALOGUE_BY_LANGUAGE, fieldLabel, methodName, TEXT_KEYS, translator } from './i18n';

describe('the catalogue', () => {
  it('has every text in every language (IBAN, BIC and brand names read the same everywhere)', () => {
    const international = ['field.iban', 'field.bic', 'field.venuspointid'];
    for (const [language, catalogue] of Object.entries(CATALOGUE_BY_LANGUAGE)) {
      const missing = TEXT_KEYS.filter((key) => !(key in catalogue) && !international.includes(key));
      expect(missing, language).toEqual([]);
    }
  });

  it('keeps the placeholders of the English text in each translation', () => {
    const english = CATALOGUE_BY_LANGUAGE.en;
    for (const [language, catalogue] of Object.entries(CATALOGUE_BY_LANGUAGE)) {
      for (const [key, text] of Object.entries(catalogue)) {
        const expected = (english[key as keyof typeof english] ?? '').match(/\{\w+\}/g)?.sort() ?? [];
        expect((text ?? '').match(/\{\w+\}/g)?.sort() ?? [], `${language} ${key}`).toEqual(expected);
      }
    }
  });

  it("speaks the player's language by locale and fills parameters", () => {
    expect(translator('fi_FI')('submit.deposit', { amount: '€25,00' })).toBe('Talleta €25,00');
    expect(translator('nb_NO')('nav.withdrawal')).toBe('Uttak');
    expect(translator('de_DE')('receipt.FAILED')).toBe('Transaktion fehlgeschlagen');
    expect(translator('sv_SE')('field.iban')).toBe('IBAN');
  });

  it('labels method fields whatever the key style, and shows an unknown one as words', () => {
    const t = translator('en_GB');
    expect(fieldLabel(t, 'field.cardNumber', 'cardNumber')).toBe('Card number');
    expect(fieldLabel(t, 'fields.card_number', 'pan')).toBe('Card number');
    expect(fieldLabel(t, 'cvc', 'cvc')).toBe('CVV');
    expect(fieldLabel(t, 'field.msisdn', 'msisdn')).toBe('Mobile number');
    expect(fieldLabel(t, 'field.loyaltyNumber', 'loyaltyNumber')).toBe('Loyalty number');
    // The keys of the provider's method catalogue (src/payments/methods.ts).
    expect(fieldLabel(t, 'field.holderName', 'holderName')).toBe('Name on card');
    expect(fieldLabel(t, 'field.accountHolder', 'accountHolder')).toBe('Account holder');
    expect(fieldLabel(t, 'field.venusPointId', 'venusPointId')).toBe('VenusPoint ID');
    expect(fieldLabel(translator('fi_FI'), 'field.expiryMonth', 'expiryMonth')).toBe('Voimassaolokuukausi');
  });
});

describe('method names', () => {
  it("translate the provider's names that are words, in every language, and keep brands and other names", () => {
    expect(methodName(translator('de_DE'), 'Credit or debit card')).toBe('Kredit- oder Debitkarte');
    expect(methodName(translator('ja'), 'Online banking')).toBe('オンラインバンキング');
    expect(methodName(translator('es_PE'), 'Bank wire transfer')).toBe('Transferencia bancaria');
    expect(methodName(translator('fr_FR'), 'Card')).toBe('Carte');
    expect(methodName(translator('en_GB'), 'Credit or debit card')).toBe('Credit or debit card');
    for (const brand of ['Trustly', 'Skrill', 'iDEAL', 'Sofort (PIQ)', 'Visa / Mastercard']) {
      expect(methodName(translator('fi_FI'), brand)).toBe(brand);
    }
    const phrases = TEXT_KEYS.filter((key) => key.startsWith('methodName.'));
    expect(phrases).toHaveLength(4);
    for (const [language, catalogue] of Object.entries(CATALOGUE_BY_LANGUAGE)) {
      for (const key of phrases) expect(catalogue[key], `${language} ${key}`).toBeTruthy();
    }
  });
});

describe('select options', () => {
  it('name banks as they name themselves and other options as words', async () => {
    const { optionLabel } = await import('./views');
    const t = translator('de_DE');
    expect(optionLabel(t, 'bank.abnamro')).toBe('ABN AMRO');
    expect(optionLabel(t, 'bank.rabobank')).toBe('Rabobank');
    expect(optionLabel(t, 'country.finland')).toBe('Finland');
    expect(optionLabel(t, 'field.choose')).toBe('Bitte wählen…');
  });
});
