import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDetailsOf, maskCardNumber, passesLuhn } from './player-cashier-card';

describe('card fields of the deposit payload', () => {
  it('turns a new card into the provider fields, masked for everything else', () => {
    const check = cardDetailsOf({
      cardNumber: '4111-1111-1111-1111',
      expMonth: '3',
      expYear: '2030',
      CVV: '123',
      holderFirstName: ' Aino ',
      cardNumberStore: true,
    });
    expect(check).toEqual({
      ok: true,
      card: {
        fields: {
          cardNumber: '4111111111111111',
          expiryMonth: '03',
          expiryYear: '2030',
          cvv: '123',
          holderName: 'Aino',
        },
        instrumentId: null,
        storeInstrument: true,
        maskedNumber: '411111******1111',
        numberPrefix: '41111111',
      },
    });
  });

  it('charges a saved card with its CVV and masked number only', () => {
    const check = cardDetailsOf({ creditCardID: 'inst-1', cardNumber: '411111******1111', CVV: '999' });
    expect(check).toEqual({
      ok: true,
      card: {
        fields: { cvv: '999' },
        instrumentId: 'inst-1',
        storeInstrument: false,
        maskedNumber: '411111******1111',
        numberPrefix: '411111',
      },
    });
  });

  it('names the missing or wrong field', () => {
    expect(cardDetailsOf({ expMonth: '01' })).toMatchObject({ ok: false, field: 'cardNumber', missing: true });
    expect(cardDetailsOf({ cardNumber: '4111111111111112', expMonth: '01', expYear: '30', CVV: '123' })).toMatchObject({
      ok: false,
      field: 'cardNumber',
    });
    expect(cardDetailsOf({ cardNumber: '4111111111111111', expYear: '30', CVV: '123' })).toMatchObject({
      field: 'expMonth',
    });
    expect(cardDetailsOf({ cardNumber: '4111111111111111', expMonth: '1', expYear: '30' })).toMatchObject({
      field: 'CVV',
    });
    expect(cardDetailsOf({ creditCardID: 'x' })).toMatchObject({ field: 'CVV', missing: true });
    expect(cardDetailsOf({ creditCardID: 'x', CVV: '123', cardNumber: '4111111111111111' })).toMatchObject({
      field: 'cardNumber',
      missing: false,
    });
  });

  it('masks every number to six first and four last digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12,19}$/), (digits) => {
        const masked = maskCardNumber(digits);
        expect(masked).toHaveLength(digits.length);
        expect(masked.slice(0, 6)).toBe(digits.slice(0, 6));
        expect(masked.slice(-4)).toBe(digits.slice(-4));
        expect(masked.slice(6, -4)).toMatch(/^\**$/);
      }),
    );
  });

  it('knows the test cards pass Luhn', () => {
    for (const number of ['4111111111111111', '5555555555554444', '4000000000001091', '4000000000000002']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
  });
});
