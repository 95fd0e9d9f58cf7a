import { currencyExponent, formatDecimalAmount } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOf, signedAmountOf } from './merchant-amounts';

const CURRENCIES = ['EUR', 'NOK', 'JPY', 'KWD', 'CAD'];
const currency = fc.constantFrom(...CURRENCIES);
const nonZeroMinor = fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }).filter((minor) => minor !== 0);

describe('signedAmountOf', () => {
  it('round-trips every amount the provider can write, with its kind from the sign', () => {
    fc.assert(
      fc.property(currency, nonZeroMinor, (cy, minor) => {
        const txTypeId = minor < 0 ? 102 : 101;
        const parsed = signedAmountOf({ txAmount: formatDecimalAmount(minor, cy), txAmountCy: cy, txTypeId });
        expect(parsed).toEqual({
          ok: true,
          value: { kind: minor < 0 ? 'withdrawal' : 'deposit', amountMinor: Math.abs(minor) },
        });
      }),
    );
  });

  it('refuses a txTypeId that contradicts the sign', () => {
    fc.assert(
      fc.property(currency, nonZeroMinor, (cy, minor) => {
        const parsed = signedAmountOf({
          txAmount: formatDecimalAmount(minor, cy),
          txAmountCy: cy,
          txTypeId: minor < 0 ? 101 : 102,
        });
        expect(parsed).toMatchObject({ ok: false, code: 'INVALID_AMOUNT' });
      }),
    );
  });

  it('refuses more decimals than the currency has', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 1, max: 9 }), (cy, digit) => {
        const decimals = '0'.repeat(currencyExponent(cy)) + String(digit);
        expect(signedAmountOf({ txAmount: `10.${decimals}`, txAmountCy: cy, txTypeId: 101 })).toMatchObject({
          ok: false,
          code: 'INVALID_AMOUNT',
        });
      }),
    );
  });

  it('refuses zero and malformed text, naming txAmount', () => {
    for (const txAmount of ['0', '0.00', '-0.00', '1e3', '10,50', ' 10', '+10', '', 'abc']) {
      const parsed = signedAmountOf({ txAmount, txAmountCy: 'EUR', txTypeId: 101 });
      expect(parsed, txAmount).toMatchObject({ ok: false, code: 'INVALID_AMOUNT' });
      if (!parsed.ok) expect(parsed.message.startsWith('txAmount: ')).toBe(true);
    }
  });
});

describe('feeOf', () => {
  it('is 0 without a fee and the size of the fee whatever its sign', () => {
    expect(feeOf({ txAmountCy: 'EUR' })).toEqual({ ok: true, value: 0 });
    fc.assert(
      fc.property(currency, fc.integer({ min: -1_000_000, max: 1_000_000 }), (cy, minor) => {
        expect(feeOf({ fee: formatDecimalAmount(minor, cy), txAmountCy: cy })).toEqual({
          ok: true,
          value: Math.abs(minor),
        });
      }),
    );
  });

  it('refuses a fee in another currency or malformed', () => {
    expect(feeOf({ fee: '1.00', feeCy: 'SEK', txAmountCy: 'EUR' })).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    expect(feeOf({ fee: '1.005', txAmountCy: 'EUR' })).toMatchObject({ code: 'INVALID_AMOUNT' });
  });
});
