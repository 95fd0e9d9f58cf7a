import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTransactionBody, depositAmountText, providerTransactionBody } from './deposit-payload';

const basics = { method: 'CREDITCARD', amountMinor: 2000, currency: 'EUR', bonusCode: '' };

describe('the deposit payloads', () => {
  it('send a card deposit as deposit-cashier with the card fields and the amount with two decimals', () => {
    expect(
      cardTransactionBody(basics, { CVV: '123', cardNumber: '4111111111111111', expMonth: '11', expYear: '2031' }),
    ).toEqual({
      txnType: 'deposit-cashier',
      paymentMethod: 'CREDITCARD',
      depositAmount: '20.00',
      CVV: '123',
      cardNumber: '4111111111111111',
      expMonth: '11',
      expYear: '2031',
    });
  });

  it('send a bonus code only when one was typed, trimmed', () => {
    expect(cardTransactionBody({ ...basics, bonusCode: '  WELCOME ' }, {}).bonusCode).toBe('WELCOME');
    expect('bonusCode' in providerTransactionBody({ ...basics, bonusCode: '  ' }, {})).toBe(false);
  });

  it("send a provider deposit with the method's fields, which never overwrite the payload's own keys", () => {
    expect(
      providerTransactionBody(
        { ...basics, method: 'SKRILL', amountMinor: 1050 },
        { email: 'mia@vauhti.test', paymentMethod: 'EVIL', depositAmount: '9999.00' },
      ),
    ).toEqual({ email: 'mia@vauhti.test', paymentMethod: 'SKRILL', depositAmount: '10.50' });
  });

  it('write every euro amount with exactly two decimals that read back to the same cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (amountMinor) => {
        const text = depositAmountText(amountMinor, 'EUR');
        expect(text).toMatch(/^\d+\.\d{2}$/);
        const [whole, cents] = text.split('.');
        expect(Number(whole) * 100 + Number(cents)).toBe(amountMinor);
        expect(providerTransactionBody({ ...basics, amountMinor }, {}).depositAmount).toBe(text);
      }),
    );
  });
});
