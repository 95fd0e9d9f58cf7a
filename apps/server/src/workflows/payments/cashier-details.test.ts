import { describe, expect, it } from 'vitest';
import { depositDetailsOf, usedInstrumentOf, withdrawalDetailsOf } from './cashier-details';
import type { MethodView } from './provider/payment-provider';

const CARD: MethodView = {
  method: 'CREDITCARD',
  displayName: 'Credit or debit card',
  icons: ['visa', 'mastercard'],
  kind: 'deposit',
  piqGroup: false,
  limits: {
    minTxnLimit: 10,
    maxTxnLimit: 5000,
    feeType: 'percentage',
    feeAmount: 2.5,
    minFeeAmount: 0.5,
    maxFeeAmount: 25,
  },
  redirectKind: 'iframe',
  frameHeight: '600px',
  fields: [{ name: 'cardNumber', labelKey: 'field.cardNumber', type: 'card-number', required: true }],
  instruments: [
    {
      instrumentId: 'i-1',
      method: 'CREDITCARD',
      maskedAccount: '411111******1111',
      expiry: '12/29',
      lastUsedAt: '2025-06-01T00:00:00Z',
    },
  ],
  updatedTime: '2025-06-01T00:00:00Z',
};
const TRUSTLY: MethodView = {
  ...CARD,
  method: 'TRUSTLY',
  displayName: 'Trustly',
  icons: ['trustly'],
  limits: { minTxnLimit: 10, maxTxnLimit: 10000, feeType: 'none', feeAmount: 0, minFeeAmount: 0, maxFeeAmount: 0 },
  fields: [],
  instruments: [
    {
      instrumentId: 'i-2',
      method: 'TRUSTLY',
      maskedAccount: 'FI21 **** **** 1234',
      lastUsedAt: '2025-06-01T00:00:00Z',
    },
  ],
  updatedTime: null,
};

describe('cashier details (spec part 1 section 3, cashier method entry)', () => {
  it('keys deposit entries by method with limits and used instruments', () => {
    const details = depositDetailsOf([CARD, TRUSTLY]);
    expect(Object.keys(details.methods)).toEqual(['CREDITCARD', 'TRUSTLY']);
    expect(details.methods.CREDITCARD).toMatchObject({
      displayName: 'Credit or debit card',
      icon: ['visa', 'mastercard'],
      image: 'visa',
      updatedTime: '2025-06-01T00:00:00Z',
      limits: CARD.limits,
      usedInstruments: [
        {
          instrumentId: 'i-1',
          optionType: 'VISA',
          ccDetails: { firstDigits: '411111', lastDigits: '1111', expiry: '12/29' },
          internal: true,
        },
      ],
    });
  });

  it('lists withdrawal entries as single-key objects', () => {
    const details = withdrawalDetailsOf([CARD, TRUSTLY]);
    expect(details.methods.map((entry) => Object.keys(entry))).toEqual([['CREDITCARD'], ['TRUSTLY']]);
  });

  it('gives bank accounts no card details and their method as option type', () => {
    expect(usedInstrumentOf(TRUSTLY.instruments[0] as MethodView['instruments'][number])).toEqual({
      instrumentId: 'i-2',
      optionType: 'TRUSTLY',
      ccDetails: null,
      internal: false,
    });
    expect(
      usedInstrumentOf({ instrumentId: 'm', method: 'CREDITCARD', maskedAccount: '555555******4444', lastUsedAt: '' })
        .optionType,
    ).toBe('MASTERCARD');
  });
});
