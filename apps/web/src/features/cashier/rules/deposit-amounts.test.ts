import { depositAmountBounds } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountConfig, cardMethod } from '../test-support/deposit-fixtures';
import {
  AMOUNT_DIGITS_MAX,
  amountInputOf,
  amountMinorOf,
  depositAmountProblem,
  initialAmountDigits,
  linkAmountDigits,
  preselectedQuickAmount,
  quickAmountsFor,
} from './deposit-amounts';

describe('the quick amounts', () => {
  it("takes the currency's own list, else the DEFAULT list", () => {
    expect(quickAmountsFor(amountConfig(), 'EUR')).toEqual([20, 50, 100, 200]);
    expect(quickAmountsFor(amountConfig(), 'eur')).toEqual([20, 50, 100, 200]);
    expect(quickAmountsFor(amountConfig(), 'SEK')).toEqual([10, 25, 50]);
  });

  it('falls back to DEFAULT when the currency has an empty list, and is empty without a config', () => {
    expect(quickAmountsFor([{ currency_iso_code: 'EUR', amounts: [] }, ...amountConfig().slice(1)], 'EUR')).toEqual([
      10, 25, 50,
    ]);
    expect(quickAmountsFor(undefined, 'EUR')).toEqual([]);
    expect(quickAmountsFor([{ currency_iso_code: 'EUR', amounts: [5] }], 'NOK')).toEqual([]);
  });

  it('preselects the second, the first when there is one only, and none of an empty list', () => {
    expect(preselectedQuickAmount([20, 50, 100])).toBe(50);
    expect(preselectedQuickAmount([20])).toBe(20);
    expect(preselectedQuickAmount([])).toBeNull();
  });
});

describe('the custom amount input', () => {
  it('keeps digits only, without leading zeros, and at most nine of them', () => {
    expect(amountInputOf('1 000,50 €')).toBe('100050');
    expect(amountInputOf('0025')).toBe('25');
    expect(amountInputOf('0')).toBe('0');
    expect(amountInputOf('abc')).toBe('');
    expect(amountInputOf('12345678901234')).toHaveLength(AMOUNT_DIGITS_MAX);
  });

  it('always gives an input amountMinorOf can read, whatever is typed (property)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const digits = amountInputOf(typed);
        expect(digits).toMatch(/^(\d{1,9})?$/);
        const minor = amountMinorOf(digits, 'EUR');
        if (digits === '') expect(minor).toBeNull();
        else expect(minor).toBe(Number(digits) * 100);
      }),
    );
  });

  it("reads a link's amount as its whole part, and nothing for zero", () => {
    expect(linkAmountDigits('25.50')).toBe('25');
    expect(linkAmountDigits('40')).toBe('40');
    expect(linkAmountDigits('0.50')).toBeUndefined();
    expect(linkAmountDigits(undefined)).toBeUndefined();
  });

  it("opens with the bonus step's amount, else the link's, else the preselected quick amount", () => {
    const base = { bonusAmountMinor: null, linkAmount: undefined, quickAmounts: [20, 50], currency: 'EUR' };
    expect(initialAmountDigits({ ...base, bonusAmountMinor: 7500, linkAmount: '30' })).toBe('75');
    expect(initialAmountDigits({ ...base, linkAmount: '30' })).toBe('30');
    expect(initialAmountDigits(base)).toBe('50');
    expect(initialAmountDigits({ ...base, quickAmounts: [] })).toBe('');
  });
});

describe('the deposit amount rule', () => {
  const limits = cardMethod().limits;

  it("refuses an empty amount and amounts outside the method's limits, with the bounds", () => {
    expect(depositAmountProblem(null, 'EUR', limits, null)).toEqual({ minMinor: 1000, maxMinor: 500000 });
    expect(depositAmountProblem(999, 'EUR', limits, null)).toEqual({ minMinor: 1000, maxMinor: 500000 });
    expect(depositAmountProblem(500100, 'EUR', limits, null)).not.toBeNull();
    expect(depositAmountProblem(1000, 'EUR', limits, null)).toBeNull();
    expect(depositAmountProblem(500000, 'EUR', limits, null)).toBeNull();
  });

  it('asks at least 1 without limits, with no maximum', () => {
    expect(depositAmountProblem(99, 'EUR', null, null)).toEqual({ minMinor: 100, maxMinor: null });
    expect(depositAmountProblem(100_000_000, 'EUR', null, null)).toBeNull();
  });

  it('raises the minimum to the play-money minimum', () => {
    expect(depositAmountProblem(2000, 'EUR', limits, 5000)).toEqual({ minMinor: 5000, maxMinor: 500000 });
    expect(depositAmountProblem(5000, 'EUR', limits, 5000)).toBeNull();
  });

  it('accepts exactly the amounts within the bounds @vauhti/money states (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        (amountMinor, playMoney) => {
          const bounds = depositAmountBounds('EUR', limits, { playMoneyMinimumMinor: playMoney });
          const within = amountMinor >= bounds.minMinor && (bounds.maxMinor === null || amountMinor <= bounds.maxMinor);
          expect(depositAmountProblem(amountMinor, 'EUR', limits, playMoney) === null).toBe(within);
        },
      ),
    );
  });
});
