import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardOutcome, cardOutcomeKey, expiryInFuture, formatExpiry, maskCardNumber, passesLuhn } from './card-rules';
import { validateFields } from './field-validation';
import { fieldsFor, methodDefinition } from './methods';

const TEST_CARDS = [
  '4111111111111111',
  '5555555555554444',
  '4000000000001091',
  '4000000000001109',
  '4000000000000002',
  '4000000000009995',
  '4000000000000069',
  '4000000000000119',
];

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
}

/** The catalogue entry of a method the test names; a missing one fails the test. */
function definitionOf(method: string) {
  const definition = methodDefinition(method);
  if (!definition) throw new Error(`no method ${method}`);
  return definition;
}

describe('card rules', () => {
  it('every test card passes Luhn; a changed digit does not', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111111111111a1')).toBe(false);
  });

  it('property: changing any one digit of a valid number breaks Luhn', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const valid = withCheckDigit(body);
          expect(passesLuhn(valid)).toBe(true);
          const index = position % valid.length;
          const changed = (Number(valid[index]) + shift) % 10;
          const broken = `${valid.slice(0, index)}${changed}${valid.slice(index + 1)}`;
          expect(passesLuhn(broken)).toBe(false);
        },
      ),
    );
  });

  it('property: the masked form keeps only the first six and last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12,19}$/), (digits) => {
        const masked = maskCardNumber(digits);
        expect(masked).toHaveLength(digits.length);
        expect(masked.slice(0, 6)).toBe(digits.slice(0, 6));
        expect(masked.slice(-4)).toBe(digits.slice(-4));
        expect(masked.slice(6, -4)).toMatch(/^\**$/);
      }),
    );
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
  });

  it('decides each test card outcome by its first six and last four digits', () => {
    const outcome = (card: string) => cardOutcome(cardOutcomeKey(card));
    expect(outcome('4111111111111111')).toEqual({ kind: 'frictionless' });
    expect(outcome('5555555555554444')).toEqual({ kind: 'frictionless' });
    expect(outcome('4000000000001091')).toEqual({ kind: 'challenge', alwaysFails: false });
    expect(outcome('4000000000001109')).toEqual({ kind: 'challenge', alwaysFails: true });
    expect(outcome('4000000000000002')).toMatchObject({ kind: 'declined', code: 'CARD_DECLINED' });
    expect(outcome('4000000000009995')).toMatchObject({ kind: 'declined', code: 'INSUFFICIENT_FUNDS' });
    expect(outcome('4000000000000069')).toMatchObject({ kind: 'declined', code: 'EXPIRED_CARD' });
    expect(outcome('4000000000000119')).toEqual({ kind: 'processing-timeout' });
  });

  it('a card is valid through the last day of its expiry month', () => {
    expect(expiryInFuture(1, 30, new Date('2030-01-31T23:59:59Z'))).toBe(true);
    expect(expiryInFuture(1, 30, new Date('2030-02-01T00:00:00Z'))).toBe(false);
    expect(expiryInFuture(12, 2029, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(formatExpiry(3, 2031)).toBe('03/31');
  });
});

describe('form validation', () => {
  const now = new Date('2030-01-15T12:00:00Z');
  const card = fieldsFor(definitionOf('CREDITCARD'), 'deposit');

  it('cleans the card number and names the first bad field', () => {
    const values = { cardNumber: '4111 1111-1111 1111', expiryMonth: '12', expiryYear: '31', cvv: '123' };
    expect(validateFields(card, values, now)).toMatchObject({ ok: true, values: { cardNumber: '4111111111111111' } });
    expect(validateFields(card, { ...values, cvv: '12345' }, now)).toMatchObject({
      ok: false,
      field: 'cvv',
      code: 'FIELD_INVALID',
    });
    expect(validateFields(card, { ...values, expiryMonth: '13' }, now)).toMatchObject({
      ok: false,
      field: 'expiryMonth',
    });
    expect(validateFields(card, { ...values, expiryYear: '29' }, now)).toMatchObject({
      ok: false,
      field: 'expiryYear',
    });
    expect(validateFields(card, { ...values, cardNumber: '' }, now)).toMatchObject({
      ok: false,
      field: 'cardNumber',
      code: 'FIELD_REQUIRED',
    });
  });

  it('checks select fields against their options and e-mails by pattern', () => {
    const ideal = fieldsFor(definitionOf('IDEAL'), 'deposit');
    expect(validateFields(ideal, { bank: 'INGBNL2A' }, now).ok).toBe(true);
    expect(validateFields(ideal, { bank: 'NOTABANK' }, now)).toMatchObject({ ok: false, field: 'bank' });
    const skrill = fieldsFor(definitionOf('SKRILL'), 'deposit');
    expect(validateFields(skrill, { email: 'not-an-email' }, now)).toMatchObject({ ok: false, field: 'email' });
  });

  it('property: any CVV of 3 or 4 digits passes, anything else does not', () => {
    const values = { cardNumber: '4111111111111111', expiryMonth: '12', expiryYear: '31' };
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (cvv) => {
        const result = validateFields(card, { ...values, cvv }, now);
        expect(result.ok).toBe(/^[0-9]{3,4}$/.test(cvv.trim()));
      }),
    );
  });
});
