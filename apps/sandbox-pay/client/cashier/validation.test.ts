import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methodView } from './test-support';
import { formatCardNumberInput, luhnValid, validateFields, visibleFields } from './validation';

const card = methodView();
const now = new Date('2026-11-21T12:00:00Z');
const valid = { cardNumber: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '28', cvv: '123' };

describe('validateFields', () => {
  it('accepts a complete test card', () => {
    expect(validateFields(card.fields, valid, now)).toEqual([]);
  });

  it('names each field that is missing or wrong', () => {
    expect(validateFields(card.fields, { ...valid, cardNumber: '' }, now)).toEqual([
      { field: 'cardNumber', key: 'validation.required' },
    ]);
    expect(validateFields(card.fields, { ...valid, cardNumber: '4111 1111 1111 1112' }, now)).toEqual([
      { field: 'cardNumber', key: 'validation.cardNumber' },
    ]);
    expect(validateFields(card.fields, { ...valid, cvv: '12' }, now)).toEqual([
      { field: 'cvv', key: 'validation.cvv' },
    ]);
    expect(validateFields(card.fields, { ...valid, expiryMonth: '10', expiryYear: '2026' }, now)).toEqual([
      { field: 'expiryMonth', key: 'validation.cardExpired' },
    ]);
    expect(validateFields(card.fields, { ...valid, expiryMonth: '11', expiryYear: '26' }, now)).toEqual([]);
  });

  it("applies the field's own pattern and the e-mail rule", () => {
    const fields = [
      { name: 'email', labelKey: 'field.email', type: 'email' as const, required: true },
      {
        name: 'iban',
        labelKey: 'field.iban',
        type: 'text' as const,
        required: false,
        pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$',
      },
    ];
    expect(validateFields(fields, { email: 'nope', iban: 'FI2112345600000785' }, now)).toEqual([
      { field: 'email', key: 'validation.email' },
    ]);
    expect(validateFields(fields, { email: 'a@b.fi', iban: 'not an iban' }, now)).toEqual([
      { field: 'iban', key: 'validation.pattern' },
    ]);
    expect(validateFields(fields, { email: 'a@b.fi' }, now)).toEqual([]);
  });

  it('asks only the CVV again for a saved card', () => {
    expect(visibleFields(card, true).map((field) => field.name)).toEqual(['cvv']);
    expect(visibleFields(card, false)).toHaveLength(4);
  });
});

describe('card numbers', () => {
  it('accepts the test cards of the integration guide', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '4000000000001091',
      '4000000000000002',
      '4000000000000119',
    ]) {
      expect(luhnValid(number)).toBe(true);
    }
  });

  it('rejects any single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.nat({ max: 15 }), fc.integer({ min: 1, max: 9 }), (index, delta) => {
        const digits = '4111111111111111'.split('').map(Number);
        digits[index] = ((digits[index] ?? 0) + delta) % 10;
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('groups digits in fours as they are typed', () => {
    expect(formatCardNumberInput('4111-1111 11111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('41111')).toBe('4111 1');
  });
});
