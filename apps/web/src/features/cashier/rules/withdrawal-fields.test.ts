import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_FIELD, EMAIL_FIELD, IBAN_FIELD, methods } from '../test-support/withdrawal-fixtures';
import { fieldLabelKey, fieldProblem, fieldValuesOf, formProblems, passesLuhn } from './withdrawal-fields';

describe('fieldProblem', () => {
  it('asks for a required field, accepts an empty optional one and checks the pattern', () => {
    expect(fieldProblem(EMAIL_FIELD, '  ')).toBe('required');
    expect(fieldProblem(EMAIL_FIELD, 'mia@vauhti')).toBe('invalid');
    expect(fieldProblem(EMAIL_FIELD, ' mia@vauhti.test ')).toBeNull();
    expect(fieldProblem({ ...EMAIL_FIELD, required: false }, '')).toBeNull();
    expect(fieldProblem(IBAN_FIELD, 'DE89370400440532013000')).toBeNull();
    expect(fieldProblem(IBAN_FIELD, 'de89370400440532013000')).toBe('invalid');
  });

  it('reads a card number without spaces and dashes and checks its Luhn digit', () => {
    expect(fieldProblem(CARD_NUMBER_FIELD, '4111 1111-1111 1111')).toBeNull();
    expect(fieldProblem(CARD_NUMBER_FIELD, '4111 1111 1111 1112')).toBe('invalid');
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('41x1')).toBe(false);
  });

  it('checks nothing against a pattern the browser cannot compile', () => {
    expect(fieldProblem({ ...EMAIL_FIELD, pattern: '(' }, 'anything')).toBeNull();
  });
});

describe('a method form', () => {
  it('lists the problems by field name and sends only cleaned, non-empty values', () => {
    const values = { cardNumber: '4111 1111 1111 1111', expiryMonth: '13', expiryYear: '', holderName: '  ' };
    expect(formProblems(methods.card.fields, values)).toEqual({ expiryMonth: 'invalid', expiryYear: 'required' });
    expect(fieldValuesOf(methods.card.fields, values)).toEqual({ cardNumber: '4111111111111111', expiryMonth: '13' });
  });

  it("labels a field with the provider's label key under withdrawComp.fields", () => {
    expect(fieldLabelKey(IBAN_FIELD)).toBe('withdrawComp.fields.iban');
    expect(fieldLabelKey({ ...IBAN_FIELD, labelKey: 'other' })).toBe('withdrawComp.fields.iban');
  });
});
