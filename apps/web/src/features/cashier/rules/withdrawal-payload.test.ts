import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methods } from '../test-support/withdrawal-fixtures';
import {
  buildWithdrawalPayload,
  NO_COMMENTS_MARKER,
  payloadAmountOf,
  UNIVERSAL_TXN_TYPE,
  type WithdrawalPayloadInput,
} from './withdrawal-payload';

const base = {
  amountMinor: 5_000,
  currency: 'EUR',
  savedAccount: null,
  formValues: {},
  profileEmail: 'mia@vauhti.test',
};
const savedCard = methods.card.usedInstruments[0] ?? null;
const savedBank = { instrumentId: 'ins-bank-1', optionType: 'TRUSTLY', ccDetails: null, internal: false };

function payload(input: Partial<WithdrawalPayloadInput> & Pick<WithdrawalPayloadInput, 'method'>) {
  return buildWithdrawalPayload({ ...base, ...input });
}

describe('payloadAmountOf', () => {
  it('writes exactly two decimals in every currency', () => {
    expect(payloadAmountOf(5_000, 'EUR')).toBe('50.00');
    expect(payloadAmountOf(5, 'EUR')).toBe('0.05');
    expect(payloadAmountOf(3_000, 'JPY')).toBe('3000.00');
    expect(payloadAmountOf(12_000, 'KWD')).toBe('12.00');
    expect(() => payloadAmountOf(12_005, 'KWD')).toThrow(RangeError);
  });

  it('always matches the platform pattern of a payload amount and reads back to the same minor units (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.constantFrom('EUR', 'NOK', 'JPY'),
        (minor, currency) => {
          const text = payloadAmountOf(minor, currency);
          expect(text).toMatch(/^(0|[1-9][0-9]*)\.[0-9]{2}$/);
          const cents = Math.round(Number(text) * 100);
          expect(currency === 'JPY' ? cents / 100 : cents).toBe(minor);
        },
      ),
    );
  });
});

describe('buildWithdrawalPayload', () => {
  it('sends a saved card as creditCardID and optionType, without the card form', () => {
    expect(
      payload({
        method: { key: 'CREDITCARD', entry: methods.card },
        savedAccount: savedCard,
        formValues: { cardNumber: '4111111111111111' },
      }),
    ).toEqual({ paymentMethod: 'CREDITCARD', depositAmount: '50.00', creditCardID: 'ins-card-1', optionType: 'VISA' });
  });

  it('sends a new card as a universal method: its form fields and the txnType marker', () => {
    const formValues = { cardNumber: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '29', holderName: '' };
    expect(payload({ method: { key: 'CREDITCARD', entry: methods.card }, formValues })).toEqual({
      paymentMethod: 'CREDITCARD',
      depositAmount: '50.00',
      cardNumber: '4111111111111111',
      expiryMonth: '12',
      expiryYear: '29',
      txnType: UNIVERSAL_TXN_TYPE,
    });
  });

  it("pays a pay-and-play bank's saved account by instrumentId and optionType, Trustly with the profile's e-mail", () => {
    expect(payload({ method: { key: 'TRUSTLY', entry: methods.trustly }, savedAccount: savedBank })).toEqual({
      paymentMethod: 'TRUSTLY',
      depositAmount: '50.00',
      instrumentId: 'ins-bank-1',
      optionType: 'TRUSTLY',
      emailAddress: 'mia@vauhti.test',
    });
    expect(
      payload({
        method: { key: 'BRITEPLAY', entry: methods.trustly },
        savedAccount: { ...savedBank, optionType: 'BRITEPLAY' },
      }),
    ).toEqual({
      paymentMethod: 'BRITEPLAY',
      depositAmount: '50.00',
      instrumentId: 'ins-bank-1',
      optionType: 'BRITEPLAY',
    });
  });

  it('adds the no-comments marker for Zimpler, with its phone when no saved account is used', () => {
    expect(
      payload({ method: { key: 'ZIMPLER', entry: methods.zimpler }, formValues: { phone: '+358401234567' } }),
    ).toEqual({
      paymentMethod: 'ZIMPLER',
      depositAmount: '50.00',
      phone: '+358401234567',
      comments: NO_COMMENTS_MARKER,
    });
  });

  it("sends Skrill's entered e-mail as emailAddress and a wire transfer's IBAN as accountNumber", () => {
    expect(
      payload({ method: { key: 'SKRILL', entry: methods.skrill }, formValues: { email: ' mia@skrill.test ' } }),
    ).toEqual({
      paymentMethod: 'SKRILL',
      depositAmount: '50.00',
      emailAddress: 'mia@skrill.test',
    });
    expect(
      payload({
        method: { key: 'WIRE_TRANSFER', entry: methods.wire },
        formValues: { accountHolder: 'Mia Schmidt', iban: 'DE89370400440532013000' },
      }),
    ).toEqual({
      paymentMethod: 'WIRE_TRANSFER',
      depositAmount: '50.00',
      accountHolder: 'Mia Schmidt',
      accountNumber: 'DE89370400440532013000',
    });
  });

  it('sends a PIQ-group method as universal: its fields and the marker', () => {
    expect(
      payload({
        method: { key: 'BANK_PIQ', entry: methods.bankPiq },
        amountMinor: 12_345,
        formValues: { iban: 'FI2112345600000785' },
      }),
    ).toEqual({
      paymentMethod: 'BANK_PIQ',
      depositAmount: '123.45',
      iban: 'FI2112345600000785',
      txnType: UNIVERSAL_TXN_TYPE,
    });
  });
});
